import { OpenInvitationSchema } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

/** The query of the student's open invitation (GET /v1/invitations, decision 022). */
export const invitationKey = (studentId: string) =>
  ['supervision', 'invitation', studentId] as const;

export function getInvitation() {
  return api.request('/v1/invitations', { role: 'student', response: OpenInvitationSchema });
}

/** The student's open invitation to a supervisor without an account, if any. */
export function useInvitation(studentId: string, enabled: boolean) {
  return useQuery({ queryKey: invitationKey(studentId), queryFn: getInvitation, enabled });
}
