/**
 * "Hela kortet" (issue 19): one card's every lesson and sub-moment at a glance, for the student
 * and for a linked supervisor. Status names themselves come from the domain (STATUS_LABELS).
 */
export const cardOverviewScreens = {
  /** The link from the card screen, beside "Alla lektioner". */
  open: 'Hela kortet',
  title: (card: number) => `Kort ${card} – hela kortet`,
  /** Above the title on the supervisor's screen. */
  student: (name: string) => (name ? `Elevens övningskort: ${name}` : 'Elevens övningskort'),
  intro: 'Varje lektion med dess moment. Tryck på ett moment för att öppna det.',
  cardsHeading: 'Välj kort',
  card: (position: number) => `Kort ${position}`,
  progressHeading: 'Kortets framsteg',
  lessonsDone: (done: number, total: number) => `${done} av ${total} lektioner klara`,
  approved: (done: number, total: number) => `${done} av ${total} moment godkända av handledaren`,
  sectionsDone: (done: number, total: number) => `${done} av ${total} avsnitt klara`,
  legend: 'Förklaring',
  lessonsHeading: 'Lektioner',
  /** A lesson's heading: its position on the card and its title. */
  lesson: (position: number) => `Lektion ${position}`,
  done: 'Klar',
  /** Beside a lesson not ticked "Klar!": said so, not "Inte klar" beside 5 of 5 approved. */
  notDone: 'Inte markerad klar',
  lessonApproved: (approved: number, total: number) =>
    `${approved} av ${total} godkända av handledaren`,
  /** After a status the learner set herself (issue 34): it is not an approval. */
  ownAssessment: 'egen bedömning',
  legendOwn: 'Egen bedömning: statusen har eleven satt själv och räknas inte som godkänd.',
  legendDone:
    'Klar: lektionen är markerad som genomgången med ”Klar!”, oavsett hur många moment som är godkända.',
  /** A sub-moment without a status. */
  noStatus: 'Ingen status',
  /** A cell's accessible name: "Lektion 5, Backa: Godkänd" (on screen: "Backa", "Godkänd"). */
  cell: (position: number, heading: string, status: string, own = false) =>
    `Lektion ${position}, ${heading}: ${status}${own ? ', elevens egen bedömning' : ''}`,
  backToCard: 'Tillbaka till kortet',
  retry: 'Försök igen',
  none: 'Det finns inget övningskort att visa.',
  toCards: 'Till övningskorten',
} as const;
