/** Every change to a student's cards is published on the student's channel. */
export const studentChannel = (studentId: string) => `student:${studentId}`;

/** A session's end is published on its own channel: its streams close in every process. */
export const sessionChannel = (sessionId: string) => `session:${sessionId}`;

/**
 * A supervisor's links starting and ending (issue 37): the supervisor's single stream follows
 * each student from the moment of the link to its end.
 */
export const supervisorChannel = (supervisorId: string) => `supervisor:${supervisorId}`;
