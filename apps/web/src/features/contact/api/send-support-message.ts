import { MessageSchema, type SupportRequest } from '@ovningskort/domain';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';

/**
 * POST /api/support. With `role` the logged-in person's token goes along, and the server takes
 * name and e-mail from that account.
 */
export function sendSupportMessage(input: SupportRequest, role?: Role) {
  return api.request('/support', { method: 'POST', body: input, role, response: MessageSchema });
}

export function useSendSupportMessage(role: Role | undefined) {
  return useMutation({ mutationFn: (input: SupportRequest) => sendSupportMessage(input, role) });
}
