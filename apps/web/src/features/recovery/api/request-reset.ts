import { MessageSchema, type StudentRecoveryRequest } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';

const REQUEST_PATHS: Record<Role, string> = {
  student: '/v1/passwordReset',
  teacher: '/v1/teacher/passwordReset1',
};

/** Asks for a reset link by e-mail; the answer is the same whether or not the address exists. */
export function requestPasswordReset(role: Role, input: StudentRecoveryRequest) {
  return api.request(REQUEST_PATHS[role], { method: 'POST', body: input, response: MessageSchema });
}

export function useRequestPasswordReset(role: Role) {
  return useMutation({
    mutationFn: (input: StudentRecoveryRequest) => requestPasswordReset(role, input),
  });
}
