/** Whose instructions are read: the student's own, or a linked student's by the supervisor. */
export interface InstructionSource {
  role: 'student' | 'teacher';
  studentId: string;
  /** The card's gearbox; absent = the student's setting. */
  automatic?: boolean;
}

export const instructionKey = (source: InstructionSource, lesson: number, parameter: string) =>
  [
    'instruction',
    source.role,
    source.studentId,
    source.automatic ?? null,
    lesson,
    parameter,
  ] as const;
