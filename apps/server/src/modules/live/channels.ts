/** Every change to a student's cards is published on the student's channel. */
export const studentChannel = (studentId: string) => `student:${studentId}`;

/** A session's end is published on its own channel: its streams close in every process. */
export const sessionChannel = (sessionId: string) => `session:${sessionId}`;
