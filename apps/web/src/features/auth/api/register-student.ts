import type { MessageResponse, StudentRegistration } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

export function registerStudent(input: StudentRegistration) {
  return api.request<MessageResponse>('/registration', { method: 'POST', body: input });
}

export function useRegisterStudent() {
  return useMutation({ mutationFn: registerStudent });
}
