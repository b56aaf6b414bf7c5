import {
  type LessonInstructionsResponse,
  LessonInstructionsResponseSchema,
} from '@ovningskort/domain';
import { api } from '../../../lib/api.js';
import type { InstructionSource } from './keys.js';

/** Every sub-moment's instruction of one lesson at once (issue 35), to keep on the device. */
export function getLessonInstructions(
  source: InstructionSource,
  lesson: number,
  signal?: AbortSignal,
): Promise<LessonInstructionsResponse> {
  const path = source.role === 'student' ? '/v1/lessonInstructions' : '/v1/lessonInstructionsT';
  return api.request(path, {
    method: 'POST',
    role: source.role,
    body: {
      number: lesson,
      studentId: source.studentId,
      ...(source.automatic === undefined ? {} : { suffix: source.automatic }),
    },
    response: LessonInstructionsResponseSchema,
    signal,
  });
}
