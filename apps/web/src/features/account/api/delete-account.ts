import { type DeleteAccount, MessageSchema } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { queryClient } from '../../../lib/query-client.js';
import type { Role } from '../../../lib/session.js';
import { accountEndpoints } from './paths.js';

/**
 * Deletes the own account and all its data at once. It needs the password; an account without
 * one (Google sign-in) sends none and needs a recent login instead. It ends the session as a
 * logout does: what the app is reading meanwhile (a screen, the instructions kept on the
 * device) is stopped, and nothing more is sent with the account's token.
 */
export function deleteAccount(role: Role, userId: string, body: DeleteAccount) {
  return api.endingSession(role, async () => {
    await queryClient.cancelQueries();
    return api.request(accountEndpoints[role].remove(userId), {
      method: 'DELETE',
      ...(body ? { body } : {}),
      role,
      endsSession: true,
      response: MessageSchema,
    });
  });
}

export function useDeleteAccount(role: Role, userId: string) {
  return useMutation({ mutationFn: (body: DeleteAccount) => deleteAccount(role, userId, body) });
}
