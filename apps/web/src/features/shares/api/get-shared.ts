import { SharedViewSchema, SHARE_REFRESH_SECONDS } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { ApiError } from '../../../lib/api-client.js';

/** What a shared page opens: a link's token or a short code. */
export type SharedKey = { token: string } | { code: string };

/** The read-only page of a link or a short code (no account). */
export function getShared(key: SharedKey) {
  const path =
    'token' in key
      ? `/v1/shared/${encodeURIComponent(key.token)}`
      : `/v1/shared/code/${encodeURIComponent(key.code)}`;
  return api.request(path, { response: SharedViewSchema });
}

/** An answer that says the link no longer works, or never did: no point in asking again. */
export const linkEnded = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/**
 * The shared page, read again every SHARE_REFRESH_SECONDS while it is open (it has no live
 * stream: the reader has no account), and stopped once the link has ended.
 */
export function useShared(key: SharedKey) {
  return useQuery({
    queryKey: ['shared', key],
    queryFn: () => getShared(key),
    retry: (count, error) => !linkEnded(error) && count < 2,
    refetchInterval: (query) =>
      linkEnded(query.state.error) ? false : SHARE_REFRESH_SECONDS * 1000,
    refetchIntervalInBackground: false,
  });
}
