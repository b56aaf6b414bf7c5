import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { CACHE_STORE, inTransaction } from './device-db.js';
import { session, type Role } from './session.js';
import { accountKey } from './account-key.js';

/**
 * The query cache of each signed-in account kept on the device (IndexedDB), so the cards and
 * the instructions already opened can be read without a network: restored before a screen
 * first renders, saved shortly after each successful read, removed at logout and deletion.
 * TanStack Query's own dehydrate/hydrate do the work: a restored answer counts as old, so the
 * screen still asks the server when it can, and an answer newer than the saved one wins.
 */

/** Raised when the shape of what is saved changes: an older save is then not used. */
const CACHE_VERSION = 1;
/** A save older than this is not used (the remembered session lives as long). */
export const PERSISTED_CACHE_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
const SAVE_AFTER_MS = 300;

interface SavedCache {
  version: number;
  savedAt: number;
  state: DehydratedState;
}

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
    const saved = await inTransaction<SavedCache | undefined>(CACHE_STORE, 'readonly', (tx) =>
      tx.objectStore(CACHE_STORE).get(account),
    );
    if (!saved || saved.version !== CACHE_VERSION) return;
    if (now - saved.savedAt > PERSISTED_CACHE_MAX_AGE_MS) return;
    hydrate(client, saved.state);
  } catch {
    // No IndexedDB here (or refused): the screen reads from the server as before.
  }
}

export async function saveCache(client: QueryClient, role: Role, account: string): Promise<void> {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' && roleOfQuery(query.queryKey) === role,
  });
  const saved: SavedCache = { version: CACHE_VERSION, savedAt: Date.now(), state };
  try {
    await inTransaction(CACHE_STORE, 'readwrite', (tx) =>
      tx.objectStore(CACHE_STORE).put(saved, account),
    );
  } catch {
    // Not kept on this device; nothing else depends on it.
  }
}

/** Removes the account's saved cache (logout, account deletion). */
export async function forgetCache(account: string): Promise<void> {
  try {
    await inTransaction(CACHE_STORE, 'readwrite', (tx) =>
      tx.objectStore(CACHE_STORE).delete(account),
    );
  } catch {
    // Nothing saved, or no IndexedDB.
  }
}

/**
 * Saves an account's queries shortly after one of them got a new answer from the server (or a
 * change was put into it), for as long as that account is signed in. Answers the unsubscribe.
 */
export function keepCacheSaved(client: QueryClient): () => void {
  const timers = new Map<Role, ReturnType<typeof setTimeout>>();
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const role = roleOfQuery(event.query.queryKey);
    if (!role || timers.has(role)) return;
    timers.set(
      role,
      setTimeout(() => {
        timers.delete(role);
        const account = signedInAccount(role);
        if (account) void saveCache(client, role, account);
      }, SAVE_AFTER_MS),
    );
  });
}
