/**
 * Texts of the desktop layouts (decision 023): the card screen's instructions panel and the
 * supervisor's students beside the chosen student's whole card.
 */
export const desktopScreens = {
  /** The panel beside the lesson before any 'Instruktioner' is opened. */
  instructionsHint: {
    title: 'Instruktioner',
    body: 'Öppna Instruktioner vid ett moment, så visas de här bredvid lektionen.',
  },
  students: {
    /**
     * One card's progress in the list: "Kort 1: 23 av 70 moment godkända av handledaren" – only
     * the supervisor's 'Godkänd' counts (issue 34), not the learner's own assessment.
     */
    card: (position: number) => `Kort ${position}`,
    approved: (done: number, total: number) => `${done} av ${total} moment godkända av handledaren`,
    lessons: (done: number, total: number) => `${done} av ${total} lektioner klara`,
    noCards: 'Inga kort ännu',
    /** Chooses whose whole card shows beside the list. */
    show: 'Visa hela kortet',
    shown: 'Visas',
  },
  overview: {
    title: (name: string) => (name ? `${name} – hela kortet` : 'Hela kortet'),
    openCard: 'Öppna kortet',
    driveLog: 'Körjournal',
  },
} as const;
