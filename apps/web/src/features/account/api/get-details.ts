import type { StudentDetails, TeacherDetails } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';
import { accountEndpoints, detailsKey } from './paths.js';

/** A supervisor's details have no personal number or phone. */
export type AccountDetails = TeacherDetails & Partial<Pick<StudentDetails, 'pnr' | 'phone'>>;

export function getDetails(role: Role, userId: string) {
  return api.request<AccountDetails>(accountEndpoints[role].details(userId), { role });
}

export function useDetails(role: Role, userId: string) {
  return useQuery({
    queryKey: detailsKey(role, userId),
    queryFn: () => getDetails(role, userId),
    refetchOnWindowFocus: false,
  });
}
