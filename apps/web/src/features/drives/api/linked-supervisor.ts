import { SupervisorOfStudentSchema } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { drivesRoot } from './keys.js';

/** The student's linked supervisor's name, for "Vem var handledare?"; null when none. */
export function useLinkedSupervisorName(studentId: string | undefined) {
  const query = useQuery({
    // Under the drive log's key: kept with the student's cache, so that a drive logged offline
    // can still name the supervisor.
    queryKey: [...drivesRoot, 'supervisor', studentId ?? ''],
    queryFn: () =>
      api.request(`/v1/checkNameT?studentId=${encodeURIComponent(studentId ?? '')}`, {
        role: 'student',
        response: SupervisorOfStudentSchema,
      }),
    enabled: studentId !== undefined,
  });
  return query.data?.teacher?.name ?? null;
}
