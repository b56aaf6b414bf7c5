import { durationText } from '@ovningskort/domain';
const thousands = new Intl.NumberFormat('sv-SE');
/** '1 300': thousands apart as in Swedish (a no-break space). */
const count = (n: number) => thousands.format(n);

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
    'och de kommentarer som har skrivits. Ett moment räknas som godkänt bara när ' +
    'handledaren har godkänt det; en status som eleven själv har satt står som elevens egen ' +
    'bedömning. ”Klar” är lektionens egen markering att den är genomgången och säger inte ' +
    'hur många moment som är godkända. En ändring som gjordes utan nät visas med tiden då den ' +
    'gjordes och när den skickades.',
  noCards: 'Eleven har inget övningskort än.',
  card: (position: number) => `Kort ${position}`,
  /** The printout's link to the live record (issue 34). */
  check: (url: string, code: string) =>
    `Kontrollera mot den levande journalen: ${url} · kod ${code}`,
  cardSummary: (lessonsDone: number, lessons: number, approved: number, moments: number) =>
    `${lessonsDone} av ${lessons} lektioner klara · ${approved} av ${moments} moment godkända av handledaren`,
  lesson: (position: number, title: string) => `Lektion ${position}: ${title}`,
  continued: (heading: string) => `${heading} (forts.)`,
  done: 'Klar',
  notDone: 'Inte markerad klar',
  lessonApproved: (approved: number, total: number) =>
    `${approved} av ${total} moment godkända av handledaren`,
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
  /** The line under a drive the learner reflected on (issue 36). */
  reflection: (text: string) => `Reflektion: ${text}`,
  /** The heading of the drives shown when there are more than the PDF draws in full. */
  latestDrives: 'De senaste körningarna',
  /** Under it: how many are drawn, and that the older ones are counted in the totals. */
  olderDrives: (shown: number, older: number) =>
    `De senaste ${count(shown)} körningarna visas i sin helhet; ` +
    (older === 1
      ? 'den äldsta ingår i summorna ovan.'
      : `de ${count(older)} äldre ingår i summorna ovan.`),
  /** Under the legend when there are more comments than the PDF draws. */
  olderComments: (shown: number, older: number) =>
    `De senaste ${count(shown)} kommentarerna visas; ` +
    (older === 1 ? 'den äldsta finns i appen.' : `de ${count(older)} äldre finns i appen.`),
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
  minutes: durationText,
  km: (km: number) => `${String(km).replace('.', ',')} km`,
  /** The learner's self-assessment before the test (issue 36, kursplan moment 4). */
  selfAssessment: 'Självskattning inför körprovet',
  selfAssessmentLine: (date: string, fully: number, answered: number, total: number) =>
    `Ifylld ${date} · ${fully} av ${total} påståenden stämmer helt` +
    (answered < total ? ` · ${total - answered} obesvarade` : ''),
  selfAssessmentToTalkOver: 'Att prata om före provet:',
  selfAssessmentAllTrue: 'Eleven svarade ”Stämmer helt” på alla påståenden.',
  /** "Redo för körprovet?" (issue 39). */
  readiness: 'Redo för körprovet?',
  readinessVerdict: (verdict: string, card: number | null) =>
    card === null
      ? `Appens bedömning nu: ${verdict}`
      : `Appens bedömning nu (kort ${card}): ${verdict}`,
  readinessRules:
    'Bedömningen följer reglerna i appen: handledarens godkännanden på kortet, körjournalen och självskattningen. Den är ett stöd, inte ett besked från Trafikverket.',
  readinessNoStatement: 'Handledaren har inte bekräftat att eleven är redo för körprovet.',
} as const;

/** The download's name: ASCII for every browser, the name as written for those that read it. */
export const fileNames = {
  base: (name: string, date: string) => `ovningskort-${name}-${date}.pdf`,
} as const;
