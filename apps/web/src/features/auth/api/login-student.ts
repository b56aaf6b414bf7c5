import { type Login, StudentSessionResponseSchema } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { keepProfile } from '../../../lib/kept-profile.js';
import { session } from '../../../lib/session.js';

export function loginStudent(input: Login) {
  return api.request('/v1/login', {
    method: 'POST',
    body: input,
    response: StudentSessionResponseSchema,
  });
}

/**
 * Logs in and starts the student session in this tab (remembered on the device if the box was
 * ticked); answers the student.
 */
export function useLoginStudent() {
  return useMutation({
    mutationFn: async (input: Login) => {
      const { accessToken, user, remembered } = await loginStudent(input);
      session.startStudent(accessToken, user, remembered);
      keepProfile('student', user);
      return user;
    },
  });
}
