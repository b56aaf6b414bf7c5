import { PersonDetailsSchema, type PersonDetails } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';
import { accountEndpoints, detailsKey } from './paths.js';

/** A supervisor's details have no personal number or phone. */
export type AccountDetails = PersonDetails & Partial<Pick<PersonDetails, 'pnr' | 'phone'>>;

export function getDetails(role: Role, userId: string): Promise<AccountDetails> {
  const path = accountEndpoints[role].details(userId);
  return role === 'student'
    ? api.request(path, { role, response: PersonDetailsSchema })
    : api.request(path, { role, response: PersonDetailsSchema });
}

export function useDetails(role: Role, userId: string) {
  return useQuery({
    queryKey: detailsKey(role, userId),
    queryFn: () => getDetails(role, userId),
    refetchOnWindowFocus: false,
  });
}
