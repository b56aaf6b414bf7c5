/** Where the student's drive log and what goes with it are kept in the query cache. */
export const drivesRoot = ['drives'] as const;

/**
 * The student's own drive log, as GET /v1/drives answers it a page at a time (security round
 * 3; the key before the pages, ['drives'], held the whole list).
 */
export const drivesKey = [...drivesRoot, 'log'] as const;

/** A linked student's drive log as their supervisor reads it, a page at a time. */
export const supervisedDrivesKey = (studentId: string) =>
  ['supervised-drives', studentId, 'log'] as const;

/** Everything the query cache keeps of a linked student's drives (the log, what waits). */
export const supervisedStudentDrivesRoot = (studentId: string) =>
  ['supervised-drives', studentId] as const;

/**
 * Issue 34: for each linked student, how many drives wait for the supervisor's confirmation
 * (Hem), and the drives themselves (the review list before "Bekräfta alla").
 */
export const waitingCountsKey = ['supervised-drives', 'waiting'] as const;
export const drivesToConfirmKey = (studentId: string) =>
  ['supervised-drives', studentId, 'waiting'] as const;
