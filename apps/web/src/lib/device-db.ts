/**
 * The app's IndexedDB database on this device: what must outlive a reload, a closed app and a
 * restarted phone. `outbox` holds changes not yet on the server (features/cards/outbox),
 * `cache` the query cache of each signed-in account (lib/persisted-cache.ts). Nothing here is a
 * credential; everything of an account is removed when it is deleted, the cache at logout.
 */
export const DEVICE_DB_NAME = 'ovningskort';
const VERSION = 1;
export const OUTBOX_STORE = 'outbox';
export const CACHE_STORE = 'cache';

let opening: Promise<IDBDatabase> | undefined;
/** The database once open: a transaction on it starts in the same task as the change. */
let opened: IDBDatabase | undefined;

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
      if (!db.objectStoreNames.contains(CACHE_STORE)) db.createObjectStore(CACHE_STORE);
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

/** Removes everything of the account from the device: its saved cache and its outbox. */
export async function removeAccountFromDevice(account: string): Promise<void> {
  try {
    await inTransaction([OUTBOX_STORE, CACHE_STORE], 'readwrite', (tx) => {
      tx.objectStore(CACHE_STORE).delete(account);
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
