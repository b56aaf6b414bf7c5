/** Labels of the instruction accordion: text, audio controls and voice commands (spec §2). */
export const instructionScreens = {
  summary: 'Instruktioner',
  summaryFor: (heading: string) => ` för ${heading}`,
  loading: 'Laddar instruktioner…',
  /**
   * Offline, before the instructions' part of the app or this text is on the device (issue 35):
   * said at once, and they show by themselves when the network returns.
   */
  notYetHere: 'Det här behöver nät. Instruktionerna visas så snart du har nät igen.',
  loadFailed: 'Kunde inte hämta instruktionerna.',
  /**
   * Under a card's heading (issue 35): whether the card's instructions and pictures are on the
   * device for use without a network. Nothing is said while the device looks.
   */
  onDevice: {
    ready: 'Allt finns i telefonen',
    readyDetail: 'Kortets instruktioner och bilder fungerar utan nät.',
    fetching: (kept: number, total: number) =>
      `Hämtar kortets instruktioner till telefonen (${kept} av ${total} lektioner klara).`,
    offline: (kept: number, total: number) =>
      `${kept} av ${total} lektioners instruktioner finns i telefonen. Resten hämtas när du har nät igen.`,
    savingData:
      'Databesparing är på: kortets instruktioner hämtas först när du öppnar dem, och de behöver nät.',
    stopped: 'Instruktionerna hämtas när du öppnar dem, och de behöver nät.',
  },
  retry: 'Försök igen',
  info: 'Info',
  audio: {
    group: 'Uppläsning',
    previous: 'Förra',
    previousName: 'Förra steget',
    play: 'Spela',
    pause: 'Paus',
    next: 'Nästa',
    nextName: 'Nästa steg',
    readAll: 'Läs alla',
    reading: (part: string) => `Läser: ${part}`,
    paused: (part: string) => `Pausad: ${part}`,
    recorded: 'inspelad',
    failed: 'Uppläsningen avbröts. Försök igen.',
    /** Where nothing can be read aloud: asking to hear it explains why (issue 36). */
    listen: 'Läs upp',
    stepByStep: 'Läs steg för steg',
  },
  /**
   * Shown when the person asks to hear an instruction (Läs upp or a voice command) on a device
   * without a Swedish voice, never before: what to install, and reading step by step meanwhile.
   */
  noVoice: {
    title: 'Enheten saknar svensk röst',
    why: 'Uppläsningen använder telefonens eller datorns egen talsyntes, och den har ingen svensk röst. Så lägger du till en:',
    /** Where each kind of phone keeps its voices: the usual Swedish menu names. */
    paths: [
      {
        device: 'Android',
        menus:
          'Inställningar → System → Språk och inmatning → Text till tal → Taltjänster från Google → Installera röstdata → Svenska.',
      },
      {
        device: 'iPhone och iPad',
        menus: 'Inställningar → Hjälpmedel → Uppläst innehåll → Röster → Svenska.',
      },
    ],
    hedge:
      'Menyernas namn kan skilja mellan telefoner. Läs in sidan igen när rösten är installerad.',
    meanwhile: 'Under tiden kan du läsa instruktionen ett steg i taget, med stor text.',
    close: 'Stäng',
  },
  /** The same offer where the browser has no speech synthesis at all. */
  noSpeech: {
    title: 'Webbläsaren kan inte läsa upp text',
    why: 'Den här webbläsaren saknar talsyntes. Öppna sidan i en annan webbläsare för att få instruktionen uppläst.',
  },
  /** 'Läs steg för steg': one part at a time on the screen, in large type, no voice needed. */
  steps: {
    region: (heading: string) => `Steg för steg: ${heading}`,
    position: (at: number, of: number) => `${at} av ${of}`,
    previous: 'Föregående',
    previousName: 'Föregående steg',
    next: 'Nästa',
    nextName: 'Nästa steg',
    close: 'Visa hela texten',
    keys: 'Piltangenterna byter steg, Esc visar hela texten.',
  },
  /** The button under an animated drawing (WCAG 2.2.2: what moves longer than 5 s can stop). */
  animation: {
    pause: 'Pausa animationen',
    play: 'Spela animationen',
  },
  /** 'Klart när …' after the text: what the learner shows for the status 'Godkänd'. */
  criteria: {
    heading: 'Klart när …',
    more: 'Vanliga fel och frågor',
    moreFor: (heading: string) => ` för ${heading}`,
    faults: 'Vanliga fel på körprovet',
    questions: 'Fråga dig själv',
    goal: 'Mål:',
    reviewed: 'Granskad',
  },
  /** 'För handledaren' after the criteria: the supervisor's coach of the sub-moment. */
  coach: {
    summary: 'För handledaren',
    summaryFor: (heading: string) => `: ${heading}`,
    lookFor: 'Titta efter',
    say: 'Säg',
    before: 'Före',
    during: 'Under',
    after: 'Efter',
    stepIn: 'Gå in när…',
    /** Under 'Gå in när…', every time: the supervisor has no brake of their own. */
    noBrake: 'Du har ingen egen broms: säg till tidigt, lugnt och kort.',
    questions: 'Prata om efteråt',
  },
  voice: {
    title: 'Röststyrning',
    testVersion: 'testversion',
    start: 'Starta röststyrning',
    stop: 'Stoppa röststyrning',
    listening: 'Lyssnar. Säg ”nästa steg”, ”första steg”, ”läs alla steg” eller ”avsluta läsning”.',
    off: 'Röststyrningen är avstängd.',
    heard: (text: string) => `Hörde: ”${text}”`,
    notUnderstood: (text: string) => `Hörde ”${text}”, men det är inget kommando.`,
    denied: 'Mikrofonen är blockerad. Tillåt mikrofonen i webbläsaren för att styra med rösten.',
    failed: 'Röststyrningen slutade fungera. Starta den igen eller använd knapparna.',
  },
} as const;
