import { type Login, TeacherLoginResponseSchema } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { session } from '../../../lib/session.js';

export function loginSupervisor(input: Login) {
  return api.request('/v1/teacher/login', {
    method: 'POST',
    body: input,
    response: TeacherLoginResponseSchema,
  });
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
