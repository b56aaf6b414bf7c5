import { type InterestRequest, MessageSchema } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';

/** PUT /v1/controllesson: tell me about driving schools that offer a control lesson. */
export function requestControlLesson(input: InterestRequest, role: Role) {
  return api.request('/v1/controllesson', {
    method: 'PUT',
    body: input,
    role,
    response: MessageSchema,
  });
}

export function useRequestControlLesson(role: Role) {
  return useMutation({ mutationFn: (input: InterestRequest) => requestControlLesson(input, role) });
}
