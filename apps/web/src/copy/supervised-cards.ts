/** Labels of the supervisor's view of a linked student's cards (/instructorNotesGet/:studentId). */
export const supervisedCardScreens = {
  title: (studentName: string) =>
    studentName ? `Elevens övningskort: ${studentName}` : 'Elevens övningskort',
  cardsHeading: 'Elevens övningskort',
  card: (position: number) => `Kort ${position}`,
  retry: 'Försök igen',
  none: 'Eleven har inga övningskort just nu.',
  linkEnded:
    'Du är inte längre handledare för den här eleven. Eleven har tagit bort dig som handledare.',
  notActivated: 'Aktivera ditt konto för att se elevens övningskort.',
  backToStudents: 'Tillbaka till Elevens övningskort',
  driveLog: 'Körjournal',
} as const;
