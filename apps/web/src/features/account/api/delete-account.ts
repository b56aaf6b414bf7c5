import { type DeleteAccount, MessageSchema } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';
import { accountEndpoints } from './paths.js';

/**
 * Deletes the own account and all its data at once. It needs the password; an account without
 * one (Google sign-in) sends none and needs a recent login instead.
 */
export function deleteAccount(role: Role, userId: string, body: DeleteAccount) {
  return api.request(accountEndpoints[role].remove(userId), {
    method: 'DELETE',
    ...(body ? { body } : {}),
    role,
    response: MessageSchema,
  });
}

export function useDeleteAccount(role: Role, userId: string) {
  return useMutation({ mutationFn: (body: DeleteAccount) => deleteAccount(role, userId, body) });
}
