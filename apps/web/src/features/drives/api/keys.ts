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
