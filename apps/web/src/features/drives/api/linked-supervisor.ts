import { SupervisorOfStudentSchema } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

/** The student's linked supervisor's name, for "Vem var handledare?"; null when none. */
export function useLinkedSupervisorName(studentId: string | undefined) {
  const query = useQuery({
    // The same query as the supervision screen's: one answer for both.
    queryKey: ['supervision', 'supervisor', studentId ?? ''],
    queryFn: () =>
      api.request(`/v1/checkNameT?studentId=${encodeURIComponent(studentId ?? '')}`, {
        role: 'student',
        response: SupervisorOfStudentSchema,
      }),
    enabled: studentId !== undefined,
  });
  return query.data?.teacher?.name ?? null;
}
