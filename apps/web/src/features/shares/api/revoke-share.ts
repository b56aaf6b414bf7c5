import { MessageSchema } from '@ovningskort/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { sharesKey } from './list-shares.js';

/** "Sluta dela": the link and its short code stop working. */
export function revokeShare(id: string) {
  return api.request(`/v1/shares/${encodeURIComponent(id)}`, {
    method: 'DELETE',
    role: 'student',
    response: MessageSchema,
  });
}

export function useRevokeShare(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharesKey(studentId) }),
  });
}
