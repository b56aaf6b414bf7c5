/** The student's own drive log, as GET /v1/drives lists it. */
export const drivesKey = ['drives'] as const;

/** A linked student's drive log as their supervisor reads it. */
export const supervisedDrivesKey = (studentId: string) => ['supervised-drives', studentId] as const;
