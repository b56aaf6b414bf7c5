import { MessageSchema } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

export function confirmEmail(token: string) {
  return api.request('/v1/confirmEmail', {
    method: 'POST',
    body: { token },
    response: MessageSchema,
  });
}

/** Uses the link's token once per page visit (a query, so a re-render never sends it twice). */
export function useConfirmEmail(token: string | null) {
  return useQuery({
    queryKey: ['confirmEmail', token],
    queryFn: () => confirmEmail(token!),
    enabled: Boolean(token),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
