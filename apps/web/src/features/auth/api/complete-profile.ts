import { MessageSchema, type ProfileCompletion } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { session } from '../../../lib/session.js';

export function completeProfile(input: ProfileCompletion) {
  return api.request('/v1/registrationG', {
    method: 'POST',
    body: input,
    role: 'student',
    response: MessageSchema,
  });
}

/** Completes the profile and updates the student kept in this tab to match. */
export function useCompleteProfile() {
  return useMutation({
    mutationFn: completeProfile,
    onSuccess: (_answer, input) =>
      session.update('student', {
        ...(input.name ? { name: input.name.trim() } : {}),
        city: input.city,
        category: input.category,
        autotransmission: input.autotransmission,
        profileComplete: true,
      }),
  });
}
