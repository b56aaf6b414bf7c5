import { MessageSchema, type UpdatePersonDetails } from '@ovningskort/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import type { Role } from '../../../lib/session.js';
import type { AccountDetails } from './get-details.js';
import { accountEndpoints, detailsKey } from './paths.js';
import { patchStoredAccount } from './session-patch.js';

export interface DetailsChange {
  /** Sent as entered (the server normalises, e.g. a personal number to 12 digits). */
  body: UpdatePersonDetails;
  /** How the details read afterwards, shown at once in the row. */
  saved: Partial<AccountDetails>;
}

export function updateDetails(role: Role, userId: string, body: UpdatePersonDetails) {
  return api.request(accountEndpoints[role].update(userId), {
    method: 'PUT',
    body,
    role,
    response: MessageSchema,
  });
}

/** Saves one field; on success the row and the stored user show the new value. */
export function useUpdateDetails(role: Role, userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body }: DetailsChange) => updateDetails(role, userId, body),
    onSuccess: (_answer, { saved }) => {
      queryClient.setQueryData<AccountDetails>(detailsKey(role, userId), (old) =>
        old ? { ...old, ...saved } : old,
      );
      patchStoredAccount(role, saved);
    },
  });
}
