import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { drivesToConfirmKey, waitingCountsKey } from './keys.js';
import { drivesToConfirmResponse, drivesWaitingResponse } from './responses.js';

/**
 * Hem of a supervisor (issue 34): for each linked student, how many drives wait for the
 * supervisor's confirmation.
 */
export function useWaitingCounts() {
  return useQuery({
    queryKey: waitingCountsKey,
    queryFn: () =>
      api.request('/v1/teacher/drives/waiting', {
        role: 'teacher',
        response: drivesWaitingResponse,
      }),
  });
}

/** The drives of a linked student that wait for the supervisor's confirmation (issue 34). */
export function useDrivesToConfirm(studentId: string) {
  return useQuery({
    queryKey: drivesToConfirmKey(studentId),
    queryFn: () =>
      api.request(`/v1/teacher/drives/${encodeURIComponent(studentId)}/waiting`, {
        role: 'teacher',
        response: drivesToConfirmResponse,
      }),
  });
}
