import type { LessonChange } from '@ovningskort/domain';
import { inTransaction, OUTBOX_STORE } from '../../../lib/device-db.js';
import type { Role } from '../../../lib/session.js';

/** One change waiting for the server, as the outbox keeps it on the device. */
export interface OutboxEntry {
  /** Its place in the outbox (IndexedDB's key, in the order the changes were made). */
  seq?: number;
  /** Whose change: `student:<id>` or `teacher:<id>` (lib/account-key.ts). */
  account: string;
  role: Role;
  /** The student whose lesson it is (the supervisor's cards of that student). */
  studentId: string;
  change: LessonChange;
  madeAt: number;
}

/** Where the outbox keeps its entries: IndexedDB, or the page's memory where that is refused. */
export interface OutboxStorage {
  /** Stores the entry durably and answers its seq. */
  add(entry: OutboxEntry): Promise<number>;
  /** The account's entries, oldest first. */
  list(account: string): Promise<OutboxEntry[]>;
  remove(seqs: readonly number[]): Promise<void>;
}

export function indexedDbOutboxStorage(): OutboxStorage {
  return {
    async add(entry) {
      const { seq: _unset, ...value } = entry;
      const key = await inTransaction(OUTBOX_STORE, 'readwrite', (tx) =>
        tx.objectStore(OUTBOX_STORE).add(value),
      );
      return Number(key);
    },
    async list(account) {
      const entries = await inTransaction<OutboxEntry[]>(OUTBOX_STORE, 'readonly', (tx) =>
        tx.objectStore(OUTBOX_STORE).index('account').getAll(account),
      );
      return (entries ?? []).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
    },
    async remove(seqs) {
      if (seqs.length === 0) return;
      await inTransaction(OUTBOX_STORE, 'readwrite', (tx) => {
        const store = tx.objectStore(OUTBOX_STORE);
        for (const seq of seqs) store.delete(seq);
        return undefined;
      });
    },
  };
}

/** Keeps the entries for as long as the page lives: where IndexedDB is refused. */
export function memoryOutboxStorage(): OutboxStorage {
  let next = 1;
  let entries: OutboxEntry[] = [];
  return {
    add(entry) {
      const seq = next++;
      entries.push({ ...entry, seq });
      return Promise.resolve(seq);
    },
    list(account) {
      return Promise.resolve(entries.filter((e) => e.account === account));
    },
    remove(seqs) {
      entries = entries.filter((e) => !seqs.includes(e.seq ?? -1));
      return Promise.resolve();
    },
  };
}
