import { MessageSchema, type StudentNewPassword } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';

const RESET_PATHS: Record<Role, string> = {
  student: '/v1/passwordReset',
  teacher: '/v1/teacher/passwordReset1',
};

export interface ResetPasswordInput extends StudentNewPassword {
  id: string;
  restoreToken: string;
}

export function resetPassword(role: Role, { id, restoreToken, password }: ResetPasswordInput) {
  const path = `${RESET_PATHS[role]}/${encodeURIComponent(id)}/${encodeURIComponent(restoreToken)}`;
  return api.request(path, { method: 'POST', body: { password }, response: MessageSchema });
}

export function useResetPassword(role: Role) {
  return useMutation({ mutationFn: (input: ResetPasswordInput) => resetPassword(role, input) });
}
