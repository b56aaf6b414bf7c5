import { ErrorCode, MessageSchema, type AddSupervisor } from '@ovningskort/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { ApiError } from '../../../lib/api-client.js';
import { supervisorKey } from './keys.js';

/** Links a registered supervisor to the student by the supervisor's e-mail. */
export function addSupervisor(input: AddSupervisor) {
  return api.request('/v1/addTeacher', {
    method: 'POST',
    body: input,
    role: 'student',
    response: MessageSchema,
  });
}

/**
 * Adds the supervisor, then reads who it is: the mutation is pending until the supervisor is
 * known. When another tab has added one meanwhile, reads that one.
 */
export function useAddSupervisor(studentId: string) {
  const queryClient = useQueryClient();
  const reread = () => queryClient.invalidateQueries({ queryKey: supervisorKey(studentId) });
  return useMutation({
    mutationFn: (supervisorEmail: string) =>
      addSupervisor({ teacherEmail: supervisorEmail, studentId }),
    onSuccess: reread,
    onError: (error) => {
      if (error instanceof ApiError && error.code === ErrorCode.ALREADY_LINKED) void reread();
    },
  });
}
