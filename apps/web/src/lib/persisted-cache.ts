import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { inTransaction, QUERY_STORE } from './device-db.js';
import { accountKey } from './account-key.js';
import {
  accountRange,
  SAVED_QUERY_VERSION,
  savedQueryKey,
  type SavedQuery,
} from './saved-queries.js';
import { session, type Role } from './session.js';

/**
 * The query cache of each signed-in account kept on the device (IndexedDB), so the cards and
 * the instructions already opened can be read without a network: restored before a screen
 * first renders, each query saved shortly after it got a new answer (only the queries that
 * changed: the instructions kept for use without a network are many, and saving them all at
 * every answer cost a phone's main thread more than the screen itself), removed at logout and
 * deletion. TanStack Query's own dehydrate/hydrate do the work: a restored answer counts as
 * old, so the screen still asks the server when it can, and an answer newer than the saved one
 * wins.
 */

/** A save older than this is not used (the remembered session lives as long). */
export const PERSISTED_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const SAVE_AFTER_MS = 300;

/** Whose data a query holds, by its key; queries of no account are not kept. */
export function roleOfQuery(key: readonly unknown[]): Role | undefined {
  switch (key[0]) {
    case 'cards':
    case 'drives':
      return 'student';
    case 'supervised-drives':
    case 'supervised-cards':
      return 'teacher';
    case 'supervision':
      // The student's own supervisor (['supervision', 'supervisor', studentId]), else a supervisor's students.
      return key[1] === 'supervisor' ? 'student' : 'teacher';
    case 'instruction':
    case 'card-history':
    case 'card-comments':
      return key[1] === 'student' || key[1] === 'teacher' ? key[1] : undefined;
    default:
      return undefined;
  }
}

/** The role's account signed in now (`student:<id>` or `teacher:<id>`), if any. */
export function signedInAccount(role: Role): string | undefined {
  const now = session.snapshot();
  const id = role === 'student' ? now.student?.id : now.supervisor?.id;
  return id ? accountKey(role, id) : undefined;
}

export async function restoreCache(
  client: QueryClient,
  account: string,
  now = Date.now(),
): Promise<void> {
  try {
    const saved = await inTransaction<SavedQuery[]>(QUERY_STORE, 'readonly', (tx) =>
      tx.objectStore(QUERY_STORE).getAll(accountRange(account)),
    );
    const queries = (saved ?? [])
      .filter((record) => record.version === SAVED_QUERY_VERSION)
      .filter((record) => now - record.savedAt <= PERSISTED_CACHE_MAX_AGE_MS)
      .map((record) => record.query);
    if (queries.length > 0) hydrate(client, { queries, mutations: [] });
  } catch {
    // No IndexedDB here (or refused): the screen reads from the server as before.
  }
}

/**
 * Saves the queries of the account given by their hashes as they are in the cache now: one
 * with an answer is written, one no longer in the cache (collected, cleared) is removed.
 */
export async function saveQueries(
  client: QueryClient,
  account: string,
  queryHashes: ReadonlySet<string>,
  now = Date.now(),
): Promise<void> {
  const { queries } = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      queryHashes.has(query.queryHash) && query.state.status === 'success',
    shouldDehydrateMutation: () => false,
  });
  const answered = new Set(queries.map((query) => query.queryHash));
  try {
    await inTransaction(QUERY_STORE, 'readwrite', (tx) => {
      const store = tx.objectStore(QUERY_STORE);
      for (const query of queries) {
        const record: SavedQuery = { version: SAVED_QUERY_VERSION, savedAt: now, query };
        store.put(record, savedQueryKey(account, query.queryHash));
      }
      for (const hash of queryHashes) {
        if (!answered.has(hash) && !client.getQueryCache().get(hash)) {
          store.delete(savedQueryKey(account, hash));
        }
      }
      return undefined;
    });
  } catch {
    // Not kept on this device; nothing else depends on it.
  }
}

/** Removes the account's saved queries (logout, account deletion). */
export async function forgetCache(account: string): Promise<void> {
  try {
    await inTransaction(QUERY_STORE, 'readwrite', (tx) =>
      tx.objectStore(QUERY_STORE).delete(accountRange(account)),
    );
  } catch {
    // Nothing saved, or no IndexedDB.
  }
}

/**
 * Saves a role's queries shortly after they got a new answer from the server (or a change was
 * put into them), and forgets those that left the cache, for as long as the role's account is
 * signed in: the ones that changed, together, once they have been quiet for a moment.
 * Answers the unsubscribe.
 */
export function keepCacheSaved(client: QueryClient): () => void {
  const changed = new Map<Role, Set<string>>();
  const save = (role: Role) => {
    const hashes = changed.get(role);
    changed.delete(role);
    const account = signedInAccount(role);
    if (hashes && account) void saveQueries(client, account, hashes);
  };
  return client.getQueryCache().subscribe((event) => {
    const answered = event.type === 'updated' && event.action.type === 'success';
    if (!answered && event.type !== 'removed') return;
    const role = roleOfQuery(event.query.queryKey);
    if (!role) return;
    const hashes = changed.get(role);
    if (hashes) {
      hashes.add(event.query.queryHash);
      return;
    }
    changed.set(role, new Set([event.query.queryHash]));
    setTimeout(() => save(role), SAVE_AFTER_MS);
  });
}
