import { messages } from '@ovningskort/domain';

/** "Redo för körprovet?" (issue 39). */
export const readinessScreens = {
  title: 'Redo för körprovet?',
  supervisedTitle: (name: string) => `Redo för körprovet? ${name}`,
  /** The link to the screen, from Hem and the supervisor's view of a card. */
  link: 'Redo för körprovet?',
  lead: 'Bedömningen bygger på det ni har fört in: handledarens godkännanden på kortet, körjournalen och självskattningen. Den är ett stöd, inte ett besked från Trafikverket.',
  loading: 'Hämtar det ni har fört in…',
  loadFailed: 'Det gick inte att hämta kortet och körjournalen.',
  retry: 'Försök igen',
  noCard: 'Det finns inget övningskort än. Bedömningen bygger på kortet.',
  noCardSupervised: messages.readiness.noCard,
  card: (position: number, count: number) =>
    count > 1 ? `Bedömt efter kort ${position}, det med flest godkända moment.` : '',
  verdictHeading: 'Bedömning',
  why: 'Därför',
  rulesSummary: 'Så bedömer vi',
  next: 'Öva härnäst',
  nextNone: 'Inget kvar att öva enligt kortet och körjournalen. Boka provet när ni känner er redo.',
  momentsHeading: 'Kursplanens fyra moment',
  momentsSource: (source: string) => `Källa: ${source}.`,
  /**
   * One of the kursplan's four moments. "Moment" alone is a card item ("godkända moment"), so
   * the kursplan's are always named as the kursplan's (review 36).
   */
  moment: (moment: number, title: string) => `Kursplanens moment ${moment}: ${title}`,
  /** Whose word each count is: the supervisor's approval, the learner's own "Godkänd", begun. */
  momentCounts: (approved: number, selfAssessed: number, begun: number, notStarted: number) =>
    [
      `${approved} godkända av handledaren`,
      ...(selfAssessed > 0 ? [`${selfAssessed} godkända bara av eleven själv`] : []),
      `${begun} påbörjade`,
      `${notStarted} inte påbörjade`,
    ].join(' · '),
  /** Before moment 4's counts of the card's own sub-moments (beside the self-assessment). */
  onTheCard: 'På kortet: ',
  selfAssessmentCounts: (answered: number, total: number, fully: number) =>
    `${answered} av ${total} påståenden besvarade · ${fully} stämmer helt`,
  selfAssessmentUnknown: 'Självskattningen kunde inte hämtas utan nät.',
  drivingHeading: 'Körjournalen: förhållanden och vägar',
  drivingRequired: 'krävs för Redo att boka',
  drivingNever: 'inte kört än',
  drivingTime: (time: string, drives: number) =>
    drives === 1 ? `${time}, 1 körning` : `${time}, ${drives} körningar`,
  hoursHeading: 'Körtid',
  hours: (time: string, recommended: number) =>
    `${time} av riktmärket omkring ${recommended} timmar`,
  hoursSource: (source: string) => `Källa: ${source}`,
  columns: { what: 'Förhållande eller väg', time: 'Körtid' },
  /** "Vi tycker att vi är redo": the supervisor's statement, with its date and figures. */
  statement: {
    heading: 'Handledarens bekräftelse',
    noneStudent:
      'Din handledare har inte bekräftat än. När ni tycker att du är redo bekräftar handledaren det här, på sin egen enhet.',
    noneSupervisor: 'Du har inte bekräftat än.',
    explain:
      'När ni båda tycker att eleven är redo för körprovet: bekräfta det här. Datumet och siffrorna ovan sparas och syns i PDF:en och i länken till trafikskolan.',
    button: 'Vi tycker att vi är redo',
    saving: 'Sparar…',
    confirmTitle: 'Bekräfta att ni är redo?',
    confirmBody:
      'Du intygar som handledare att ni tycker att eleven är redo för körprovet. Det sparas med dagens datum och det appen räknar nu.',
    confirm: 'Ja, vi är redo',
    cancel: 'Avbryt',
    failed: 'Bekräftelsen kunde inte sparas. Försök igen.',
    offline: 'Bekräftelsen behöver nät.',
    needsNetwork: 'Bekräftelsen visas när du har nät.',
    loading: 'Hämtar bekräftelsen…',
  },
  links: {
    card: 'Till övningskortet',
    driveLog: 'Till körjournalen',
    cards: 'Till elevens övningskort',
    students: 'Till dina elever',
  },
} as const;
