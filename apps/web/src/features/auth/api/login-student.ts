import { type Login, StudentLoginResponseSchema } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { session } from '../../../lib/session.js';

export function loginStudent(input: Login) {
  return api.request('/v1/login', {
    method: 'POST',
    body: input,
    response: StudentLoginResponseSchema,
  });
}

/** Logs in and starts the student session in this tab; answers the student. */
export function useLoginStudent() {
  return useMutation({
    mutationFn: async (input: Login) => {
      const { accessToken, user } = await loginStudent(input);
      session.startStudent(accessToken, user);
      return user;
    },
  });
}
