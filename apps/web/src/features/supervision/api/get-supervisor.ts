import { SupervisorOfStudentSchema } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { supervisorKey } from './keys.js';

/** The student's supervisor, if any (at most one). */
export function getSupervisor(studentId: string) {
  return api.request(`/v1/checkNameT?studentId=${encodeURIComponent(studentId)}`, {
    role: 'student',
    response: SupervisorOfStudentSchema,
  });
}

export function useSupervisor(studentId: string, enabled: boolean) {
  return useQuery({
    queryKey: supervisorKey(studentId),
    queryFn: () => getSupervisor(studentId),
    enabled,
  });
}
