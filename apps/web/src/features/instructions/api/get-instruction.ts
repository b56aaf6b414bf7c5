import { type NoteDescriptionResponse, NoteDescriptionResponseSchema } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { instructionKey, type InstructionSource } from './keys.js';

export function getInstruction(
  source: InstructionSource,
  lesson: number,
  parameter: string,
): Promise<NoteDescriptionResponse> {
  const path = source.role === 'student' ? '/v1/noteDescription' : '/v1/noteDescriptionT';
  return api.request(path, {
    method: 'POST',
    role: source.role,
    body: {
      parameter,
      number: lesson,
      studentId: source.studentId,
      ...(source.automatic === undefined ? {} : { suffix: source.automatic }),
    },
    response: NoteDescriptionResponseSchema,
  });
}

/** Fetched on the first opening only, then kept for as long as the app runs (spec §4 'Accordion'). */
export function useInstruction(
  source: InstructionSource,
  lesson: number,
  parameter: string,
  enabled: boolean,
) {
  return useQuery({
    queryKey: instructionKey(source, lesson, parameter),
    queryFn: () => getInstruction(source, lesson, parameter),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
