/** Whose drive log a screen shows: the student their own, or a supervisor a linked student's. */
export type DrivesScope = { role: 'student' } | { role: 'supervisor'; studentId: string };
