import { accountRange, recordsOfVersion1, type SavedCacheOfVersion1 } from './saved-queries.js';

/**
 * The app's IndexedDB database on this device: what must outlive a reload, a closed app and a
 * restarted phone. `outbox` holds changes not yet on the server (features/cards/outbox),
 * `queries` the query cache of each signed-in account, a record per query (lib/saved-queries.ts,
 * lib/persisted-cache.ts). Nothing here is a credential; everything of an account is removed
 * when it is deleted, its queries at logout.
 */
export const DEVICE_DB_NAME = 'ovningskort';
/** 2: the queries a record each (`queries`), instead of one record per account (`cache`). */
const VERSION = 2;
export const OUTBOX_STORE = 'outbox';
export const QUERY_STORE = 'queries';
const CACHE_STORE_OF_VERSION_1 = 'cache';

let opening: Promise<IDBDatabase> | undefined;
/** The database once open: a transaction on it starts in the same task as the change. */
let opened: IDBDatabase | undefined;

/** Each account's cache of version 1 into records per query, then the old store goes. */
function moveSavedCaches(upgrade: IDBTransaction, queries: IDBObjectStore, done: () => void) {
  const cursor = upgrade.objectStore(CACHE_STORE_OF_VERSION_1).openCursor();
  cursor.onsuccess = () => {
    const at = cursor.result;
    if (!at) return done();
    if (typeof at.key === 'string') {
      for (const { key, value } of recordsOfVersion1(at.key, at.value as SavedCacheOfVersion1)) {
        queries.put(value, key);
      }
    }
    at.continue();
  };
}

/** The database, opened once per page; rejects where IndexedDB is missing or refused. */
export function deviceDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB saknas'));
      return;
    }
    const request = indexedDB.open(DEVICE_DB_NAME, VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      if (!db.objectStoreNames.contains(OUTBOX_STORE)) {
        const outbox = db.createObjectStore(OUTBOX_STORE, { keyPath: 'seq', autoIncrement: true });
        outbox.createIndex('account', 'account');
      }
      if (!db.objectStoreNames.contains(QUERY_STORE)) {
        const queries = db.createObjectStore(QUERY_STORE);
        if (db.objectStoreNames.contains(CACHE_STORE_OF_VERSION_1)) {
          moveSavedCaches(request.transaction!, queries, () =>
            db.deleteObjectStore(CACHE_STORE_OF_VERSION_1),
          );
        }
      }
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab with a newer version of the app wants to upgrade: let it.
      db.onversionchange = () => {
        db.close();
        opening = undefined;
        opened = undefined;
      };
      opened = db;
      resolve(db);
    };
    request.onerror = () => reject(request.error ?? new Error('IndexedDB kunde inte öppnas'));
    request.onblocked = () => reject(new Error('IndexedDB är upptagen'));
  });
  opening.catch(() => {
    opening = undefined;
  });
  return opening;
}

/**
 * Runs `work` in one transaction and answers once it has committed (durable). With the database
 * open, the transaction begins before this returns: before the screen is drawn for the change.
 */
export function inTransaction<T>(
  stores: string | string[],
  mode: IDBTransactionMode,
  work: (transaction: IDBTransaction) => IDBRequest<T> | undefined,
): Promise<T | undefined> {
  const run = (db: IDBDatabase) =>
    new Promise<T | undefined>((resolve, reject) => {
      const transaction = db.transaction(stores, mode, { durability: 'strict' });
      const request = work(transaction);
      transaction.oncomplete = () => resolve(request?.result);
      transaction.onabort = () => reject(transaction.error ?? new Error('Avbruten'));
      transaction.onerror = () => reject(transaction.error ?? new Error('Misslyckades'));
    });
  return opened ? run(opened) : deviceDb().then(run);
}

/** Removes everything of the account from the device: its saved queries and its outbox. */
export async function removeAccountFromDevice(account: string): Promise<void> {
  try {
    await inTransaction([OUTBOX_STORE, QUERY_STORE], 'readwrite', (tx) => {
      tx.objectStore(QUERY_STORE).delete(accountRange(account));
      const outbox = tx.objectStore(OUTBOX_STORE);
      const keys = outbox.index('account').getAllKeys(account);
      keys.onsuccess = () => {
        for (const key of keys.result) outbox.delete(key);
      };
      return undefined;
    });
  } catch {
    // No IndexedDB here: nothing was kept.
  }
}
