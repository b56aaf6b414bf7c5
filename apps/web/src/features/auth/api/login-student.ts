import type { Login, StudentLoginResponse } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { session } from '../../../lib/session.js';

export function loginStudent(input: Login) {
  return api.request<StudentLoginResponse>('/v1/login', { method: 'POST', body: input });
}

/** Logs in and starts the student session in this tab. */
export function useLoginStudent() {
  return useMutation({
    mutationFn: loginStudent,
    onSuccess: ({ accessToken, user }) => session.startStudent(accessToken, user),
  });
}
