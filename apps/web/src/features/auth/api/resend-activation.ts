import type { MessageResponse } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';

export function resendActivation() {
  return api.request<MessageResponse>('/v1/activation/resend', { method: 'POST', role: 'student' });
}

export function useResendActivation() {
  return useMutation({ mutationFn: resendActivation });
}
