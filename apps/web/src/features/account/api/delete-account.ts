import { MessageSchema } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';
import { accountEndpoints } from './paths.js';

/** Deletes the own account and all its data at once. */
export function deleteAccount(role: Role, userId: string) {
  return api.request(accountEndpoints[role].remove(userId), {
    method: 'DELETE',
    role,
    response: MessageSchema,
  });
}

export function useDeleteAccount(role: Role, userId: string) {
  return useMutation({ mutationFn: () => deleteAccount(role, userId) });
}
