import { type InterestRequest, MessageSchema } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';

/** PUT /v1/dealsreminder: remind me when deals from driving schools are here. */
export function requestDealsReminder(input: InterestRequest, role: Role) {
  return api.request('/v1/dealsreminder', {
    method: 'PUT',
    body: input,
    role,
    response: MessageSchema,
  });
}

export function useRequestDealsReminder(role: Role) {
  return useMutation({ mutationFn: (input: InterestRequest) => requestDealsReminder(input, role) });
}
