import type { CommentInput, DriveInput, LessonChange } from '@ovningskort/domain';
import { inTransaction, OUTBOX_STORE } from '../device-db.js';
import type { Role } from '../session.js';

/**
 * A drive of the drive log stored (added or changed), deleted, explained or confirmed, under its
 * own id.
 */
export type DriveChange =
  | { kind: 'drive'; id: string; driveId: string; op: 'put'; input: DriveInput }
  | { kind: 'drive'; id: string; driveId: string; op: 'delete' }
  /** Why a flagged drive is as it is (issue 34), by the learner or the supervisor; null: none. */
  | { kind: 'drive'; id: string; driveId: string; op: 'explain'; explanation: string | null }
  /**
   * The linked supervisor confirms the drive as they saw it: `version` is its `updatedAt` then
   * (a confirmation kept by an older app has none; the server refuses it). `at` and `byName`
   * show until the server answers.
   */
  | {
      kind: 'drive';
      id: string;
      driveId: string;
      op: 'confirm';
      version?: number;
      at: number;
      byName: string;
    }
  /**
   * "Bekräfta alla" (issue 34): the linked supervisor confirms the drives they were shown, each
   * at the version shown (its `updatedAt` then), in one request. `at` and `byName` show until
   * the server answers.
   */
  | {
      kind: 'drive';
      id: string;
      op: 'confirm-all';
      drives: { driveId: string; version: number }[];
      at: number;
      byName: string;
    };

/** A comment written or changed (PUT under its own id), or deleted; `groupId` is its card's. */
export type CommentChange =
  | {
      kind: 'comment';
      id: string;
      commentId: string;
      groupId: string;
      op: 'put';
      input: CommentInput;
      /** The author's name, shown until the server answers. */
      byName: string;
    }
  | { kind: 'comment'; id: string; commentId: string; groupId: string; op: 'delete' };

/** The changes sent one request each, in their order: a drive's, a comment's. */
export type OneByOneChange = DriveChange | CommentChange;

/**
 * One change in the outbox, with its own id (a retry is applied once): a cell of a lesson
 * (without `kind`, as the outbox has kept them from the start), a drive or a comment.
 */
export type OutboxChange = LessonChange | OneByOneChange;

export function isLessonChange(change: OutboxChange): change is LessonChange {
  return !('kind' in change);
}

export function isOneByOne(change: OutboxChange): change is OneByOneChange {
  return 'kind' in change;
}

export function isDriveChange(change: OutboxChange): change is DriveChange {
  return 'kind' in change && change.kind === 'drive';
}

export function isCommentChange(change: OutboxChange): change is CommentChange {
  return 'kind' in change && change.kind === 'comment';
}

/** One change waiting for the server, as the outbox keeps it on the device. */
export interface OutboxEntry<C extends OutboxChange = OutboxChange> {
  /** Its place in the outbox (IndexedDB's key, in the order the changes were made). */
  seq?: number;
  /** Whose change: `student:<id>` or `teacher:<id>` (../account-key.ts). */
  account: string;
  role: Role;
  /** The student whose lesson or drive it is (a supervisor writes for a linked student). */
  studentId: string;
  change: C;
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
