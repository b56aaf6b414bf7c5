import type { DehydratedState } from '@tanstack/react-query';

/**
 * How the device keeps an account's queries (IndexedDB store `queries`, device-db.ts): one
 * record per query, so a new answer saves only itself, not everything the account has read.
 * The key is the account and the query's hash, `student:<id>\u0000<hash>`; all of an account's
 * records lie between its two bounds.
 */
export type DehydratedQuery = DehydratedState['queries'][number];

/** Raised when the shape of a record changes: older records are then not used. */
export const SAVED_QUERY_VERSION = 1;

export interface SavedQuery {
  version: number;
  savedAt: number;
  query: DehydratedQuery;
}

export const savedQueryKey = (account: string, queryHash: string) => `${account}\u0000${queryHash}`;

/** Every record of the account, and no other account's. */
export const accountRange = (account: string) =>
  IDBKeyRange.bound(`${account}\u0000`, `${account}\u0001`, false, true);

/**
 * The layout of the app before records per query: one record per account holding its whole
 * dehydrated cache (`cache` store, keyed by the account). Read once, when the database is
 * upgraded, so a device offline after the update still has its cards.
 */
export interface SavedCacheOfVersion1 {
  version: number;
  savedAt: number;
  state: DehydratedState;
}

export function recordsOfVersion1(account: string, saved: SavedCacheOfVersion1) {
  if (saved.version !== 1 || !Array.isArray(saved.state?.queries)) return [];
  return saved.state.queries.map((query) => ({
    key: savedQueryKey(account, query.queryHash),
    value: { version: SAVED_QUERY_VERSION, savedAt: saved.savedAt, query } satisfies SavedQuery,
  }));
}
