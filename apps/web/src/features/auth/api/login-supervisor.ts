import type { Login, TeacherLoginResponse } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { session } from '../../../lib/session.js';

export function loginSupervisor(input: Login) {
  return api.request<TeacherLoginResponse>('/v1/teacher/login', { method: 'POST', body: input });
}

/** Logs in and starts the supervisor session in this tab; answers the supervisor. */
export function useLoginSupervisor() {
  return useMutation({
    mutationFn: async (input: Login) => {
      const { accessToken, teacher } = await loginSupervisor(input);
      session.startTeacher(accessToken, teacher);
      return teacher;
    },
  });
}
