/**
 * The Swedish texts of the progress PDF (decision 021). The status names come from the domain
 * (STATUSES), the "set by" line from its card-history-text (the same words as the lesson view),
 * the drive labels from its drive log labels.
 */
export const pdfCopy = {
  appName: 'Övningskort',
  title: 'Övningskort – framsteg',
  /** The document's title in the PDF's properties. */
  documentTitle: (name: string) => `Övningskort för ${name}`,
  student: (name: string) => `Elev: ${name}`,
  supervisor: (name: string) => `Handledare: ${name}`,
  noSupervisor: 'Handledare: ingen kopplad',
  created: (date: string) => `Skapad ${date}`,
  page: (page: number, pages: number) => `Sida ${page} av ${pages}`,
  legend:
    'Varje lektion med dess moment, momentets status och vem som satte den och när, ' +
    'och de kommentarer som har skrivits.',
  noCards: 'Eleven har inget övningskort än.',
  card: (position: number) => `Kort ${position}`,
  cardSummary: (lessonsDone: number, lessons: number, approved: number, moments: number) =>
    `${lessonsDone} av ${lessons} lektioner klara · ${approved} av ${moments} moment godkända`,
  lesson: (position: number, title: string) => `Lektion ${position}: ${title}`,
  continued: (heading: string) => `${heading} (forts.)`,
  done: 'Klar',
  notDone: 'Inte klar',
  lessonApproved: (approved: number, total: number) => `${approved} av ${total} moment godkända`,
  doneBy: (who: string, when: string) => `Markerad som klar av ${who} ${when}`,
  moment: 'Moment',
  status: 'Status',
  noStatus: 'Ingen status',
  lessonComments: 'Kommentarer till lektionen',
  comment: (who: string, when: string) => `Kommentar av ${who} ${when}`,
  edited: (when: string) => ` (ändrad ${when})`,
  driveLog: 'Körjournal',
  totals: 'Totalt',
  drives: 'Körningar',
  driveCount: (count: number) => (count === 1 ? '1 körning' : `${count} körningar`),
  time: 'Körtid',
  distance: 'Sträcka',
  confirmedShare: (confirmed: number, all: number) =>
    `${confirmed} av ${all} ${all === 1 ? 'körning' : 'körningar'}`,
  confirmedLabel: 'Bekräftade av handledare',
  lastDrive: 'Senaste körningen',
  byCondition: 'Ljus och väder',
  byRoad: 'Vägtyper',
  tally: (drives: string, time: string) => `${drives}, ${time}`,
  driveList: 'Alla körningar',
  columns: {
    date: 'Datum',
    start: 'Start',
    duration: 'Tid',
    supervisor: 'Handledare',
    confirmed: 'Bekräftad',
    conditions: 'Förhållanden',
  },
  confirmedBy: (name: string) => (name ? `Ja, av ${name}` : 'Ja'),
  notConfirmed: 'Nej',
  none: '–',
  minutes: (minutes: number) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return `${rest} min`;
    return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
  },
  km: (km: number) => `${String(km).replace('.', ',')} km`,
} as const;

/** The download's name: ASCII for every browser, the name as written for those that read it. */
export const fileNames = {
  base: (name: string, date: string) => `ovningskort-${name}-${date}.pdf`,
} as const;
