import { CompanionDriveViewSchema, MessageSchema } from '@ovningskort/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { ApiError } from '../../../lib/api-client.js';

/** The companion's page of a link (no account). */
export function useCompanionDrive(token: string) {
  return useQuery({
    queryKey: ['companion', token],
    queryFn: () =>
      api.request(`/v1/companion/${encodeURIComponent(token)}`, {
        response: CompanionDriveViewSchema,
      }),
    retry: (count, error) => !linkRefused(error) && count < 2,
  });
}

/** The companion confirms the drive as shown. */
export function useConfirmAsCompanion(token: string) {
  return useMutation({
    mutationFn: (version: number) =>
      api.request(`/v1/companion/${encodeURIComponent(token)}/confirm`, {
        method: 'POST',
        body: { version },
        response: MessageSchema,
      }),
  });
}

/** An answer that says the link cannot confirm (unknown, used, expired, ended, confirmed). */
export const linkRefused = (error: unknown): error is ApiError =>
  error instanceof ApiError && [400, 404, 409, 410, 429].includes(error.status);
