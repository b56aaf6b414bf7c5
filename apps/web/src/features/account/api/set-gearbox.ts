import { type Gearbox, MessageSchema } from '@ovningskort/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';
import type { AccountDetails } from './get-details.js';
import { accountEndpoints, detailsKey } from './paths.js';
import { patchStoredAccount } from './session-patch.js';

export function setGearbox(role: Role, userId: string, body: Gearbox) {
  return api.request(accountEndpoints[role].gearbox(userId), {
    method: 'PUT',
    body,
    role,
    response: MessageSchema,
  });
}

/** Saved on change; once saved, the details and the stored user show the new gearbox. */
export function useSetGearbox(role: Role, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Gearbox) => setGearbox(role, userId, body),
    onSuccess: (_answer, { autotransmission }) => {
      queryClient.setQueryData<AccountDetails>(detailsKey(role, userId), (old) =>
        old ? { ...old, autotransmission } : old,
      );
      patchStoredAccount(role, { autotransmission });
    },
  });
}
