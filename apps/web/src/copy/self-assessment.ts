/**
 * The learner's self-assessment before the driving test (issue 36, kursplan moment 4): the
 * learner's screen and the supervisor's read-only view. The statements and the scale are the
 * domain's (SELF_ASSESSMENT_STATEMENTS, SELF_ASSESSMENT_SCALE); the server's own words (saved,
 * refusals) stay in messages.selfAssessment.
 */
export const selfAssessmentScreens = {
  /** The way there from the learner's Hem. */
  menu: 'Självskattning inför körprovet',
  title: 'Självskattning inför körprovet',
  lead: 'Kursplanen för B-körkort har ett moment om dig själv som förare: alkohol, trötthet, stress, känslor, kamrater i bilen och mobilen. Svara ärligt – det som inte stämmer helt är bra att prata igenom med din handledare före provet.',
  shared: 'Din handledare kan läsa dina svar. Du kan ändra dem när du vill.',
  progress: (answered: number, total: number) => `${answered} av ${total} besvarade`,
  note: 'Kommentar (valfritt)',
  addNote: 'Lägg till en kommentar',
  save: 'Spara',
  saving: 'Sparar…',
  saved: 'Självskattningen är sparad.',
  failed: 'Självskattningen kunde inte sparas. Försök igen.',
  offline:
    'Du är inte uppkopplad. Självskattningen kan sparas när du har nät igen – dina svar ligger kvar på sidan så länge.',
  lastSaved: (when: string) => `Senast sparad ${when}.`,
  notSavedYet: 'Inte sparad ännu.',
  loading: 'Hämtar självskattningen…',
  loadFailed: 'Självskattningen kunde inte hämtas.',
  retry: 'Försök igen',
  back: 'Till Hem',
  supervised: {
    /** The link from the student's cards. */
    link: 'Självskattning inför körprovet',
    title: 'Elevens självskattning inför körprovet',
    lead: 'Elevens egna svar om kursplanens moment om personliga förutsättningar: alkohol, trötthet, stress, känslor, kamrater i bilen och mobilen. Prata igenom det som inte stämmer helt innan provet.',
    readOnly: 'Bara eleven kan ändra svaren.',
    none: 'Eleven har inte fyllt i självskattningen än.',
    summary: (fully: number, total: number) => `${fully} av ${total} stämmer helt`,
    toTalkOver: 'Att prata om',
    allTrue: 'Eleven svarade ”Stämmer helt” på alla påståenden.',
    allAnswers: 'Alla svar',
    unanswered: 'Inte besvarad',
    linkEnded: 'Du är inte längre handledare för eleven.',
    back: 'Till elevens övningskort',
    backToStudents: 'Till dina elever',
  },
} as const;
