import type { MessageResponse, SupervisorRegistration } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

export function registerSupervisor(input: SupervisorRegistration) {
  return api.request<MessageResponse>('/v1/teacher/registration', { method: 'POST', body: input });
}

export function useRegisterSupervisor() {
  return useMutation({ mutationFn: registerSupervisor });
}
