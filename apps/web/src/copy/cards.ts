/**
 * Labels of the student's practice-card screen (/notes) that the spec leaves to us. The spec's
 * own texts (toasts, load and save failures, the activation notice) stay in messages.cards.
 */
export const cardScreens = {
  title: 'Mitt övningskort',
  newCard: 'Nytt övningskort',
  creating: 'Skapar…',
  cardsHeading: 'Dina övningskort',
  card: (position: number) => `Kort ${position}`,
  of: (done: number, total: number) => `${done} av ${total}`,
  /** A card's lessons done, in the compact row of cards on a phone. */
  shortProgress: (done: number, total: number) => `${done}/${total}`,
  /** Each card's gearbox (issue 17): it decides lessons 3–4 and their instructions. */
  gearbox: 'Växellåda',
  manual: 'Manuell',
  automatic: 'Automat',
  progress: {
    lessons: 'Klara lektioner',
    /** Only the supervisor's 'Godkänd' counts (issue 34), not the learner's own assessment. */
    approved: 'Godkända av handledaren',
    sections: 'Klara avsnitt',
  },
  emptyTitle: 'Du har inga övningskort ännu',
  emptyBody:
    'Ett övningskort är en lista med 15 lektioner, från säkerhetskontrollen till utbildningskontrollen. För varje moment väljer du hur långt du har kommit, och du bockar av lektionerna när de är klara.',
  emptyAction: 'Tryck på ”Nytt övningskort” för att skapa ditt första kort.',
  retry: 'Försök igen',
  toStart: 'Till startsidan',
  lesson: (position: number, total: number) => `Lektion ${position} av ${total}`,
  lessonNavigation: 'Bläddra bland lektionerna',
  /** The list of every lesson of the card (issue 17). */
  overview: {
    open: 'Alla lektioner',
    title: 'Alla lektioner',
    body: (card: number) => `Kort ${card}. Välj den lektion du vill öppna.`,
    lesson: (position: number, title: string) => `${position}. ${title}`,
    progress: ({
      done,
      approved,
      begun,
      total,
    }: {
      done: boolean;
      approved: number;
      begun: number;
      total: number;
    }) =>
      done
        ? `Klar · ${approved} av ${total} godkända av handledaren`
        : begun === 0
          ? 'Inte påbörjad'
          : `${approved} av ${total} godkända av handledaren`,
    close: 'Stäng',
  },
  previous: 'Föregående',
  next: 'Nästa',
  done: 'Klar!',
  subMoments: 'Moment',
  instructions: 'Instruktioner',
  status: 'Status',
  statusFor: (heading: string) => ` för ${heading}`,
  /** Issue 34: the supervisor approves the learner's own "Godkänd" as it stands. */
  approveOwn: 'Godkänn',
  approveOwnName: (heading: string) =>
    `Godkänn ${heading} som handledare – eleven har bedömt det som godkänt`,
  /** The card menu (issue 17): "⋯ Mer", named "Mer val för Kort 2". */
  menu: 'Mer',
  menuFor: (position: number) => ` val för Kort ${position}`,
  removeCard: (position: number) => `Ta bort Kort ${position}`,
  removeTitle: (position: number) => `Varning! Du håller på att ta bort Kort ${position}!`,
  removeBody: (seconds: number) =>
    `Kortet och alla dess lektioner och statusar tas bort permanent. När du har bekräftat har du ${seconds} sekunder på dig att ångra.`,
  removeConfirm: 'Ja, ta bort kortet',
  removeCancel: 'Avbryt',
  removing: (position: number) => `Kort ${position} tas bort strax.`,
  undo: (seconds: number) => `Ångra? (${seconds})`,
  deleting: 'Tar bort…',
  congratulationTitle: 'Grattis!',
  congratulationBody:
    'Bra kämpat! Du har kommit till de avancerade momenten, och snart är du redo för körprovet. Vill du också se trafikskolor som erbjuder en kontrollektion inför provet?',
  congratulationYes: 'Ja tack!',
  congratulationLater: 'Kanske senare',
} as const;
