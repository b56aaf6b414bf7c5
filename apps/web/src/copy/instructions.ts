/** Labels of the instruction accordion: text, audio controls and voice commands (spec §2). */
export const instructionScreens = {
  summary: 'Instruktioner',
  summaryFor: (heading: string) => ` för ${heading}`,
  loading: 'Laddar instruktioner…',
  /** Before the instructions' part of the app is on the device (offline at the first visit). */
  notYetHere: 'Instruktionerna kan visas när du har nät.',
  loadFailed: 'Kunde inte hämta instruktionerna.',
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
    unavailable: 'Den här webbläsaren kan inte läsa upp text.',
    noSwedishVoice:
      'Enheten har ingen svensk röst för uppläsning – lägg till en under text till tal i enhetens inställningar.',
    failed: 'Uppläsningen avbröts. Försök igen.',
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
