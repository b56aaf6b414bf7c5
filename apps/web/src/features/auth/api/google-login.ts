import { StudentSessionResponseSchema } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { keepProfile } from '../../../lib/kept-profile.js';
import { session } from '../../../lib/session.js';

export async function googleLogin(authCode: string, state: string) {
  const result = await api.request('/v1/google-login', {
    method: 'POST',
    body: { authCode, state },
    response: StudentSessionResponseSchema,
  });
  session.startStudent(result.accessToken, result.user, result.remembered);
  keepProfile('student', result.user);
  return result;
}

/** Redeems the code from the provider once per page visit (a query never sends it twice). */
export function useGoogleLogin(authCode: string | null, state: string | null) {
  return useQuery({
    queryKey: ['google-login', authCode, state],
    queryFn: () => googleLogin(authCode!, state!),
    enabled: Boolean(authCode && state),
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
