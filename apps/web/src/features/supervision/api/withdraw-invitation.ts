import { MessageSchema, type OpenInvitation } from '@ovningskort/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { ApiError } from '../../../lib/api-client.js';
import { invitationKey } from './get-invitation.js';

/** Withdraws the student's open invitation; its link stops working. */
export function withdrawInvitation(id: string) {
  return api.request(`/v1/invitations/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    role: 'student',
    response: MessageSchema,
  });
}

const none: OpenInvitation = { invitation: null };

/** Withdraws it; when it was already gone (accepted, another tab), reads it again. */
export function useWithdrawInvitation(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawInvitation,
    onSuccess: () => queryClient.setQueryData(invitationKey(studentId), none),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: invitationKey(studentId) });
      }
    },
  });
}
