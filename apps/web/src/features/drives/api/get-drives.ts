import type { Drive } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { drivesKey, supervisedDrivesKey } from './keys.js';
import { drivesResponse } from './responses.js';
import type { DrivesScope } from './scope.js';

/** The drive log of the scope, the latest drive first. */
export function useDrives(scope: DrivesScope) {
  return useQuery({
    queryKey: scope.role === 'student' ? drivesKey : supervisedDrivesKey(scope.studentId),
    queryFn: async (): Promise<Drive[]> => {
      const { drives } = await api.request(drivesPath(scope), {
        role: scope.role === 'student' ? 'student' : 'teacher',
        response: drivesResponse,
      });
      return drives;
    },
  });
}

export function drivesPath(scope: DrivesScope): string {
  return scope.role === 'student'
    ? '/v1/drives'
    : `/v1/teacher/drives/${encodeURIComponent(scope.studentId)}`;
}
