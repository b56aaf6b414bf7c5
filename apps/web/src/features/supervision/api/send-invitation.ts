import { type OpenInvitation, SendInvitationResponseSchema } from '@ovningskort/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { invitationKey } from './get-invitation.js';

/** Invites a supervisor without an account by e-mail; replaces the open invitation. */
export function sendInvitation(email: string) {
  return api.request('/v1/invitations', {
    method: 'POST',
    body: { email },
    role: 'student',
    response: SendInvitationResponseSchema,
  });
}

export function useSendInvitation(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvitation,
    onSuccess: ({ invitation }) =>
      queryClient.setQueryData<OpenInvitation>(invitationKey(studentId), { invitation }),
  });
}
