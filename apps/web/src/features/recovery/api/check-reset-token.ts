import { TokenCheckResponseSchema } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';

const CHECK_PATHS: Record<Role, string> = {
  student: '/v1/passwordReset',
  teacher: '/v1/passwordReset1',
};

export function checkResetToken(role: Role, token: string) {
  return api.request(`${CHECK_PATHS[role]}/${encodeURIComponent(token)}`, {
    response: TokenCheckResponseSchema,
  });
}

/**
 * Is the link's token still usable? Asked once per visit. The token lives only in the address
 * and in memory (never in browser storage); the cached answer is dropped when the page goes.
 */
export function useResetTokenCheck(role: Role, token: string) {
  return useQuery({
    queryKey: ['passwordReset', role, token],
    queryFn: () => checkResetToken(role, token),
    retry: false,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
