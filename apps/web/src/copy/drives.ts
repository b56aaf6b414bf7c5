/** The drive log's screens (körjournal, issue 18). */
export const driveScreens = {
  title: 'Körjournal',
  lead: 'Logga varje övningskörning: hur länge, hur långt, med vem och i vilka förhållanden.',
  timer: {
    start: 'Starta körning',
    running: 'Körning pågår',
    startedAt: (time: string) => `Startade ${time}`,
    stop: 'Avsluta',
    discard: 'Släng körningen',
    discardTitle: 'Släng körningen?',
    discardBody: 'Tiden som har gått sparas inte. Vill du spara körningen, tryck på ”Avsluta”.',
    keep: 'Fortsätt köra',
  },
  add: 'Lägg till körning i efterhand',
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
    suggested: 'Förvalt efter tiden på dygnet – ändra om det inte stämmer.',
    roads: 'Vägtyper',
    traffic: 'Trafik',
    noTraffic: 'Vet inte',
    lessons: 'Lektioner ni övade',
    note: 'Anteckning (valfritt)',
    save: 'Spara körning',
    cancel: 'Avbryt',
    confirmedWarning:
      'Körningen är bekräftad. Ändrar du den behöver handledaren bekräfta den igen.',
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
    minutes: (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (hours === 0) return `${rest} min`;
      return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
    },
    km: (km: string) => `${km} km`,
    lessons: (list: string) => `Lektion ${list}`,
    confirmed: (name: string, when: string) => `Bekräftad av ${name} ${when}`,
    notConfirmed: 'Inte bekräftad än',
    /** The learner's reflection after the drive, as one line (issue 36). */
    reflection: (text: string) => `Reflektion: ${text}`,
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
