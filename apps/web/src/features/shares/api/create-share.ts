import { type CreateShare, CreateShareResponseSchema } from '@ovningskort/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { sharesKey } from './list-shares.js';

/** Makes a read-only link; the answer is the only time its address is told. */
export function createShare(input: CreateShare) {
  return api.request('/v1/shares', {
    method: 'POST',
    body: input,
    role: 'student',
    response: CreateShareResponseSchema,
  });
}

export function useCreateShare(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShare,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sharesKey(studentId) }),
  });
}
