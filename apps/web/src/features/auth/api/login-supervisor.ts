import { type Login, SupervisorSessionResponseSchema } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { keepProfile } from '../../../lib/kept-profile.js';
import { session } from '../../../lib/session.js';

export function loginSupervisor(input: Login) {
  return api.request('/v1/teacher/login', {
    method: 'POST',
    body: input,
    response: SupervisorSessionResponseSchema,
  });
}

/**
 * Logs in and starts the supervisor session in this tab (remembered on the device if the box was
 * ticked); answers the supervisor.
 */
export function useLoginSupervisor() {
  return useMutation({
    mutationFn: async (input: Login) => {
      const { accessToken, teacher: supervisor, remembered } = await loginSupervisor(input);
      session.startSupervisor(accessToken, supervisor, remembered);
      keepProfile('teacher', supervisor);
      return supervisor;
    },
  });
}
