import type { InstructionSource } from './get-instruction.js';

export const instructionKey = (source: InstructionSource, lesson: number, parameter: string) =>
  [
    'instruction',
    source.role,
    source.studentId,
    source.automatic ?? null,
    lesson,
    parameter,
  ] as const;

export const transcribeStatusKey = ['transcribe-status'] as const;
