import { MessageSchema, type SupervisorRegistration } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

export function registerSupervisor(input: SupervisorRegistration) {
  return api.request('/v1/teacher/registration', {
    method: 'POST',
    body: input,
    response: MessageSchema,
  });
}

export function useRegisterSupervisor() {
  return useMutation({ mutationFn: registerSupervisor });
}
