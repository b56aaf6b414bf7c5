/** The query of the student's supervisor (GET /v1/checkNameT). */
export const supervisorKey = (studentId: string) =>
  ['supervision', 'supervisor', studentId] as const;

/** The query of the lessons of the supervisor's students (GET /v1/teacher/getnotes). */
export const supervisedNotesKey = (supervisorId: string) =>
  ['supervision', 'students', supervisorId] as const;
