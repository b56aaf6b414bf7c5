import { SharesSchema } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

/** The query of the student's links for the driving school (GET /v1/shares, issue 34). */
export const sharesKey = (studentId: string) => ['shares', studentId] as const;

export function listShares() {
  return api.request('/v1/shares', { role: 'student', response: SharesSchema });
}

export function useShares(studentId: string) {
  return useQuery({ queryKey: sharesKey(studentId), queryFn: listShares });
}
