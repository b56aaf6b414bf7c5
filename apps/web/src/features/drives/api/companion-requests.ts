import {
  CompanionRequestSentSchema,
  CompanionRequestsSchema,
  MessageSchema,
} from '@ovningskort/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

/*
 * A drive with another companion (issue 34): the learner e-mails them a one-time link to
 * confirm it; the companion's page is the feature "companion".
 */

/** The learner's links to companions that still wait (GET /v1/drives/companion-requests). */
export const companionRequestsKey = (studentId: string) =>
  ['companion-requests', studentId] as const;

export function useCompanionRequests(studentId: string) {
  return useQuery({
    queryKey: companionRequestsKey(studentId),
    queryFn: () =>
      api.request('/v1/drives/companion-requests', {
        role: 'student',
        response: CompanionRequestsSchema,
      }),
  });
}

/** E-mails the drive's companion a one-time link; a newer one replaces the open one. */
export function useAskCompanion(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ driveId, email }: { driveId: string; email: string }) =>
      api.request(`/v1/drives/${encodeURIComponent(driveId)}/companion-request`, {
        method: 'POST',
        body: { email },
        role: 'student',
        response: CompanionRequestSentSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companionRequestsKey(studentId) }),
  });
}

/** Withdraws the drive's open link: it stops working. */
export function useWithdrawCompanion(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (driveId: string) =>
      api.request(`/v1/drives/${encodeURIComponent(driveId)}/companion-request`, {
        method: 'DELETE',
        role: 'student',
        response: MessageSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: companionRequestsKey(studentId) }),
  });
}
