import { MessageSchema, type SupervisorOfStudent } from '@ovningskort/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { ApiError } from '../../../lib/api-client.js';
import { supervisorKey } from './keys.js';

/** Ends the link; the supervisor's access to the student's cards ends at once. */
export function removeSupervisor(studentId: string, supervisorId: string) {
  const query = new URLSearchParams({ teacherId: supervisorId, studentId });
  return api.request(`/v1/delOneHand?${query.toString()}`, {
    method: 'DELETE',
    role: 'student',
    response: MessageSchema,
  });
}

const none: SupervisorOfStudent = { teacherName: null, teacher: null };

/** Removes the supervisor; when the link was already gone (another tab), reads it again. */
export function useRemoveSupervisor(studentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (supervisorId: string) => removeSupervisor(studentId, supervisorId),
    onSuccess: () => queryClient.setQueryData(supervisorKey(studentId), none),
    onError: (error) => {
      if (error instanceof ApiError && error.status === 404) {
        void queryClient.invalidateQueries({ queryKey: supervisorKey(studentId) });
      }
    },
  });
}
