import 'fake-indexeddb/auto';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { DEVICE_DB_NAME, inTransaction, OUTBOX_STORE } from './device-db.js';
import { restoreCache } from './persisted-cache.js';

/** The device's database as the app of version 1 left it: a whole cache per account. */
function databaseOfVersion1(saved: Record<string, unknown>, waiting: unknown[]) {
  return new Promise<void>((resolve, reject) => {
    const open = indexedDB.open(DEVICE_DB_NAME, 1);
    open.onupgradeneeded = () => {
      const db = open.result;
      const outbox = db.createObjectStore('outbox', { keyPath: 'seq', autoIncrement: true });
      outbox.createIndex('account', 'account');
      const cache = db.createObjectStore('cache');
      for (const [account, value] of Object.entries(saved)) cache.put(value, account);
      for (const entry of waiting) outbox.put(entry);
    };
    open.onsuccess = () => {
      open.result.close();
      resolve();
    };
    open.onerror = () => reject(open.error);
  });
}

describe('the device database after the app is updated', () => {
  it('keeps the cards saved by the previous version, and the changes waiting to be sent', async () => {
    const client = new QueryClient();
    client.setQueryData(['cards'], [{ groupId: 'g1' }]);
    const savedAt = Date.now() - 60_000;
    await databaseOfVersion1(
      { 'student:alice': { version: 1, savedAt, state: dehydrate(client) } },
      [{ account: 'student:alice', change: { id: 'c1' } }],
    );

    const restored = new QueryClient();
    await restoreCache(restored, 'student:alice');
    expect(restored.getQueryData(['cards'])).toEqual([{ groupId: 'g1' }]);

    const waiting = await inTransaction<unknown[]>(OUTBOX_STORE, 'readonly', (tx) =>
      tx.objectStore(OUTBOX_STORE).getAll(),
    );
    expect(waiting).toEqual([{ seq: 1, account: 'student:alice', change: { id: 'c1' } }]);
    const stores = await new Promise<string[]>((resolve) => {
      const open = indexedDB.open(DEVICE_DB_NAME);
      open.onsuccess = () => {
        resolve([...open.result.objectStoreNames]);
        open.result.close();
      };
    });
    expect(stores.toSorted()).toEqual(['outbox', 'queries']);
  });
});
