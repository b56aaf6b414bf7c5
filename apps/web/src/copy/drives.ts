import { durationText } from '@ovningskort/domain';

/** The drive log's screens (körjournal, issue 18). */
export const driveScreens = {
  title: 'Körjournal',
  lead: 'Logga varje övningskörning: hur länge, hur långt, med vem och i vilka förhållanden.',
  timer: {
    start: 'Starta körning',
    running: 'Körning pågår',
    startedAt: (time: string) => `Startade ${time}`,
    stop: 'Avsluta',
    stopping: 'Avslutar…',
    discard: 'Släng körningen',
    discardTitle: 'Släng körningen?',
    discardBody: 'Tiden som har gått sparas inte. Vill du spara körningen, tryck på ”Avsluta”.',
    keep: 'Fortsätt köra',
  },
  add: 'Lägg till körning i efterhand',
  /**
   * The hands-free drive (issue 38): the phone in its holder, large type, the screen kept on,
   * voice commands with a short spoken answer, and a short talk on the parked car after
   * "avsluta körningen" before the form.
   */
  handsFree: {
    open: 'Körläge',
    openHint: 'För telefonen i hållaren: styr körningen med rösten.',
    title: 'Körläge',
    close: 'Stäng körläget',
    notRunning: 'Ingen körning pågår',
    running: 'Körning pågår',
    paused: 'Paus – klockan står still',
    start: 'Starta körning',
    stop: 'Avsluta körningen',
    pause: 'Paus',
    resume: 'Fortsätt',
    commands:
      'Säg ”starta körningen”, ”nu är det mörkt”, ”det regnar”, ”motorväg”, ”paus”, ”fortsätt” eller ”avsluta körningen”.',
    listen: 'Starta röststyrning',
    stopListening: 'Stoppa röststyrning',
    listening: 'Lyssnar…',
    voiceOff: 'Röststyrningen är avstängd. Tryck på knapparna, eller starta röststyrningen igen.',
    noVoice: 'Den här webbläsaren kan inte höra röstkommandon. Använd knapparna.',
    denied:
      'Webbläsaren får inte använda mikrofonen. Tillåt mikrofonen i webbläsarens inställningar, eller använd knapparna.',
    failed:
      'Röststyrningen slutade fungera. Tryck på ”Starta röststyrning” för att försöka igen, eller använd knapparna.',
    heard: (text: string) => `Hörde: ”${text}”`,
    noted: 'Noterat',
    screen: {
      held: 'Skärmen hålls tänd.',
      unsupported:
        'Webbläsaren kan inte hålla skärmen tänd. Ställ in en längre tid för skärmsläckning i telefonen om det behövs.',
      refused: 'Skärmen kunde inte hållas tänd, kanske för att telefonen sparar batteri.',
      off: '',
    },
    /**
     * What the app says aloud after a command. None holds a command the person may say next:
     * the app takes what it hears of its own voice as an echo for a few seconds (isEcho).
     */
    answers: {
      started: 'Körningen har startat.',
      alreadyStarted: 'Körningen är redan igång.',
      stopped: 'Körningen är avslutad. Stanna på en säker plats innan ni pratar om den.',
      noted: (what: string) => `${what}, noterat.`,
      alreadyNoted: (what: string) => `${what} är redan noterat.`,
      paused: 'Paus. Klockan står still.',
      alreadyPaused: 'Klockan står redan still.',
      resumed: 'Körningen fortsätter.',
      notPaused: 'Körningen är inte pausad.',
      notStarted: 'Ingen körning pågår än.',
      notUnderstood: 'Det förstod jag inte.',
    },
    /** The short talk on the parked car after "avsluta" (kursplan moment 4). */
    debrief: {
      title: 'Prata om körningen',
      lead: 'Stå parkerade. Prata om frågan tillsammans och svara med rösten eller en knapp.',
      secondsLeft: (seconds: number) => `Formuläret kommer om ${seconds} s`,
      answered: (question: string, answer: string) => `${question}: ${answer}`,
      toForm: 'Till formuläret',
    },
  },
  supervised: {
    title: 'Elevens körjournal',
    lead: 'Bekräfta elevens körningar, eller lägg till en körning ni har gjort tillsammans.',
    add: 'Lägg till körning',
    confirm: 'Bekräfta',
    confirmName: (day: string) => `Bekräfta körningen ${day}`,
    backToCards: 'Till elevens övningskort',
    none: 'Eleven har inte loggat några körningar än.',
    linkEnded:
      'Du är inte längre handledare för den här eleven. Eleven har tagit bort dig som handledare.',
  },
  form: {
    newTitle: 'Ny körning',
    editTitle: 'Ändra körning',
    date: 'Datum',
    startTime: 'Starttid',
    minutes: 'Minuter',
    km: 'Sträcka i km (valfritt)',
    supervisedBy: 'Vem var handledare?',
    linkedSupervisor: (name: string) => `${name} (din handledare)`,
    school: 'Trafikskola',
    schoolName: 'Trafikskolans namn (valfritt)',
    other: 'Annan person',
    otherName: 'Namn',
    conditions: 'Ljus och väder',
    suggested: (from: 'fix' | 'municipality' | 'stockholm', municipality: string) =>
      `Förvalt efter solens läge ${
        from === 'fix'
          ? 'där ni körde'
          : `i ${from === 'municipality' ? municipality : 'Stockholm'}`
      } – ändra om det inte stämmer.`,
    roads: 'Vägtyper',
    traffic: 'Trafik',
    noTraffic: 'Vet inte',
    lessons: 'Lektioner ni övade',
    note: 'Anteckning (valfritt)',
    save: 'Spara körning',
    cancel: 'Avbryt',
    confirmedWarning:
      'Körningen är bekräftad. Ändrar du den behöver handledaren bekräfta den igen.',
    /**
     * A drive that looks wrong (issue 34), before it is saved: the learner is told why, may
     * explain it, and may save it all the same.
     */
    plausibility: {
      heading: 'Stämmer det här?',
      lead: 'Du kan spara körningen ändå. Skriv gärna vad som hände, så vet den som bekräftar körningen.',
      explanation: 'Förklaring (valfritt)',
      saveAnyway: 'Spara ändå',
    },
    /** The short reflection after the drive (issue 36, kursplan moment 4). */
    reflection: {
      heading: 'Efter körningen (valfritt)',
      lead: 'Några sekunder om hur du själv var i dag. Hoppa över om du vill.',
      note: 'Med egna ord (valfritt)',
    },
  },
  list: {
    heading: 'Körningar',
    empty: 'Inga körningar än. Tryck på ”Starta körning” när ni åker.',
    minutes: durationText,
    km: (km: string) => `${km} km`,
    lessons: (list: string) => `Lektion ${list}`,
    confirmed: (name: string, when: string) => `Bekräftad av ${name} ${when}`,
    notConfirmed: 'Inte bekräftad än',
    /**
     * When a drive saved offline and sent later was saved (issue 34), with the note on when it
     * was sent: 'Sparad 24 nov. 10:00 (gjord utan nät, skickad 24 nov. 12:00)'.
     */
    made: (when: string) => `Sparad ${when}`,
    /** The learner's reflection after the drive, as one line (issue 36). */
    reflection: (text: string) => `Reflektion: ${text}`,
    /**
     * A drive that looks wrong (issue 34): its flags until someone explains it, then as
     * explained, with the explanation.
     */
    flags: {
      heading: 'Stämmer det här?',
      explain: 'Förklara',
      explainName: (day: string) => `Förklara körningen ${day}`,
      explained: (flags: string) => `Förklarat: ${flags}`,
      explanation: (text: string) => `”${text}”`,
      /** An explanation of a drive that is no longer flagged (changed since). */
      explanationOnly: (text: string) => `Förklaring: ”${text}”`,
      change: 'Ändra förklaring',
      changeName: (day: string) => `Ändra förklaringen till körningen ${day}`,
      label: 'Förklaring',
      hint: 'Skriv kort vad som hände, till exempel ”Långresa till Umeå med två pauser”.',
      save: 'Spara förklaring',
      cancel: 'Avbryt',
    },
    edit: 'Ändra',
    remove: 'Ta bort',
    removing: (date: string) => `Körningen ${date} tas bort strax.`,
    undo: (seconds: number) => `Ångra? (${seconds})`,
    /** The list shows the latest page; older drives come a page at a time (security round 3). */
    showOlder: 'Visa äldre körningar',
    loadingOlder: 'Hämtar äldre körningar…',
    olderFailed: 'De äldre körningarna kunde inte hämtas. Försök igen.',
    allShown: 'Alla körningar visas.',
  },
  totals: {
    heading: 'Totalt',
    time: 'Körtid',
    distance: 'Sträcka',
    drives: 'Körningar',
    lastDrive: 'Senaste körningen',
    daysAgo: (days: number) =>
      days === 0 ? 'i dag' : days === 1 ? 'i går' : `för ${days} dagar sedan`,
    never: 'Ingen än',
    confirmedShare: (confirmed: string, all: string) => `${confirmed} av ${all} bekräftade`,
  },
  stats: {
    heading: 'Hur ni har kört',
    perMonth: 'Körtid per månad',
    perCondition: 'Körtid per förhållande och vägtyp',
    /** Issue 35: what would fill a chart that has nothing to draw yet. */
    perMonthEmpty: 'Här syns hur länge ni har kört varje månad, när en körning har en längd.',
    perConditionEmpty:
      'Här syns hur länge ni har kört i mörker, regn och halka och på olika vägar. Markera förhållanden och vägtyp när du loggar en körning.',
    more: 'Per lektion och handledare',
    perLesson: 'Per lektion',
    perSupervisor: 'Per handledare',
    lesson: (lesson: number) => `Lektion ${lesson}`,
    columns: {
      month: 'Månad',
      condition: 'Förhållande',
      lesson: 'Lektion',
      supervisor: 'Handledare',
      drives: 'Körningar',
      time: 'Körtid',
      distance: 'Sträcka',
    },
  },
  export: {
    csv: 'Ladda ner som CSV',
    preparing: 'Hämtar…',
    failed: 'Körjournalen kunde inte laddas ner. Försök igen.',
  },
  /** Issue 34: the supervisor's queue – Hem's line per student, and the list to confirm. */
  queue: {
    heading: 'Körningar att bekräfta',
    waiting: (count: number) =>
      count === 1
        ? '1 körning väntar på din bekräftelse'
        : `${count} körningar väntar på din bekräftelse`,
    homeFailed: 'Det gick inte att se om några körningar väntar på din bekräftelse.',
    retry: 'Försök igen',
    title: (name: string) => (name ? `Körningar att bekräfta: ${name}` : 'Körningar att bekräfta'),
    lead: 'Här är körningarna där du satt bredvid. Se över dem och bekräfta dem om de stämmer.',
    none: 'Inga körningar väntar på din bekräftelse.',
    more: (shown: number, total: number) =>
      `Här visas de ${shown} senaste av ${total}. Bekräfta dem, så visas resten.`,
    confirmAll: (count: number) => (count === 1 ? 'Bekräfta körningen' : 'Bekräfta alla'),
    sending: 'Skickar bekräftelserna…',
    offline: 'Bekräftelserna skickas när du har nät igen.',
    confirmed: (count: number) =>
      count === 0
        ? 'Ingen körning bekräftades.'
        : count === 1
          ? '1 körning är bekräftad.'
          : `${count} körningar är bekräftade.`,
    changed: (count: number) =>
      count === 1
        ? '1 körning har ändrats sedan du såg den och är inte bekräftad. Se över den nedan och bekräfta den om den stämmer.'
        : `${count} körningar har ändrats sedan du såg dem och är inte bekräftade. Se över dem nedan och bekräfta dem om de stämmer.`,
    notConfirmed: (count: number) =>
      count === 1 ? '1 körning kunde inte bekräftas.' : `${count} körningar kunde inte bekräftas.`,
    changedMark: 'Ändrad sedan du såg den',
    loadFailed: 'Körningarna kunde inte hämtas.',
    driveLog: 'Till elevens körjournal',
    home: 'Till Hem',
  },
  nudge: {
    idle: (days: number) => `Ni har inte kört på ${days} dagar.`,
    action: 'Starta en körning',
  },
  gaps: {
    heading: 'Det här har ni inte övat än',
    longAgo: (label: string, days: number) => `${label} (senast för ${days} dagar sedan)`,
    lessons: (list: string) => `Lektioner som inte finns i någon körning: ${list}`,
    allCovered: 'Ni har övat i alla förhållanden och på alla vägtyper. Bra jobbat!',
  },
} as const;
