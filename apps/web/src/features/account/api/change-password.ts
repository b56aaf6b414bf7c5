import { type ChangePassword, MessageSchema } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';
import { accountEndpoints } from './paths.js';

/** Needs the current password; the server ends the account's other sessions. */
export function changePassword(role: Role, userId: string, body: ChangePassword) {
  return api.request(accountEndpoints[role].password(userId), {
    method: 'PUT',
    body,
    role,
    response: MessageSchema,
  });
}

export function useChangePassword(role: Role, userId: string) {
  return useMutation({ mutationFn: (body: ChangePassword) => changePassword(role, userId, body) });
}
