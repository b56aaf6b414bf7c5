/**
 * Labels of the supervisor-link screens: /instructor (the student adds or removes a
 * supervisor) and /instructornotes (the supervisor's students). The spec's toasts, validation
 * and error texts stay in messages.supervision; the two spec sentences of /instructornotes
 * (spec §2) are here because they belong to that screen only.
 */
export const supervisionScreens = {
  home: {
    label: 'Din handledare:',
    change: 'Ändra',
    changeName: 'Ändra handledare',
  },
  supervisor: {
    title: 'Lägg till handledare',
    lead: 'Din handledare ser dina övningskort och kan fylla i dem tillsammans med dig. Skriv e-postadressen som din handledare registrerade sig med på Övningskort.',
    email: 'Handledarens e-postadress',
    submit: 'Lägg till handledare',
    submitting: 'Lägger till…',
    currentHeading: 'Din handledare',
    currentHelp:
      'Din handledare ser dina övningskort och kan sätta status på momenten. Du kan ha en handledare åt gången.',
    remove: 'Ta bort handledare',
    removing: 'Tar bort…',
    /** Issue 35: asked before it acts (the supervisor loses the cards at once). */
    removeTitle: 'Ta bort handledaren?',
    removeBody: (name: string) =>
      `${name} ser inte längre dina övningskort och din körjournal. Du kan lägga till hen igen senare.`,
    removeConfirm: 'Ja, ta bort',
    cancel: 'Avbryt',
    noSuchSupervisorTitle: 'Ingen handledare hittades',
    retry: 'Försök igen',
    toStart: 'Till startsidan',
  },
  students: {
    title: 'Elevens övningskort',
    /** Spec §2 "Du har en elev med namnet:" (decision 011), followed by the students' buttons. */
    oneStudent: 'Din elev:',
    manyStudents: 'Dina elever:',
    /** Issue 35: a linked student who has not made a card yet. */
    withoutCardLabel: 'Elever utan övningskort',
    noCardYet: 'har inget övningskort än.',
    /** Spec §2, when no cards are linked to the supervisor. */
    none: 'Du har inga kort kopplade till dig. Prata med din elev så att hen lägger till din e-postadress.',
    loadFailed: 'Kunde inte ladda dina elever.',
    retry: 'Försök igen',
    toStart: 'Till startsidan',
  },
} as const;
