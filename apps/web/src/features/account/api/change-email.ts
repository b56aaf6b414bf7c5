import { type ChangeEmail, MessageSchema } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';
import { accountEndpoints } from './paths.js';

/** Sends a confirmation link to the new address; nothing changes until it is followed. */
export function changeEmail(role: Role, userId: string, body: ChangeEmail) {
  return api.request(accountEndpoints[role].changeEmail(userId), {
    method: 'POST',
    body,
    role,
    response: MessageSchema,
  });
}

export function useChangeEmail(role: Role, userId: string) {
  return useMutation({ mutationFn: (body: ChangeEmail) => changeEmail(role, userId, body) });
}
