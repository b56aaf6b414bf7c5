/** Every change to a student's cards is published on the student's channel. */
export const studentChannel = (studentId: string) => `student:${studentId}`;
