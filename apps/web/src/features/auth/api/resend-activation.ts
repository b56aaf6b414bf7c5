import { MessageSchema } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';

const RESEND_PATHS: Record<Role, string> = {
  student: '/v1/activation/resend',
  teacher: '/v1/teacher/activation/resend',
};

export function resendActivation(role: Role) {
  return api.request(RESEND_PATHS[role], { method: 'POST', role, response: MessageSchema });
}

export function useResendActivation(role: Role) {
  return useMutation({ mutationFn: () => resendActivation(role) });
}
