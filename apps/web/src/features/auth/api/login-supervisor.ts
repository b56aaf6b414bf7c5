import { type Login, SupervisorLoginResponseSchema } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { session } from '../../../lib/session.js';

export function loginSupervisor(input: Login) {
  return api.request('/v1/teacher/login', {
    method: 'POST',
    body: input,
    response: SupervisorLoginResponseSchema,
  });
}

/** Logs in and starts the supervisor session in this tab; answers the supervisor. */
export function useLoginSupervisor() {
  return useMutation({
    mutationFn: async (input: Login) => {
      const { accessToken, teacher: supervisor } = await loginSupervisor(input);
      session.startSupervisor(accessToken, supervisor);
      return supervisor;
    },
  });
}
