import { MessageSchema, type StudentRegistration } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

export function registerStudent(input: StudentRegistration) {
  return api.request('/registration', { method: 'POST', body: input, response: MessageSchema });
}

export function useRegisterStudent() {
  return useMutation({ mutationFn: registerStudent });
}
