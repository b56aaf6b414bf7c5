import 'fake-indexeddb/auto';
import type { LessonChange } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { removeAccountFromDevice } from '../device-db.js';
import { createOutbox } from './outbox.js';
import {
  indexedDbOutboxStorage,
  memoryOutboxStorage,
  type OutboxEntry,
  type OutboxStorage,
} from './outbox-storage.js';

const change = (id: string, to: LessonChange['to'] = 'Godkänd'): LessonChange =>
  typeof to === 'boolean'
    ? { id, lessonId: 'n1', field: 'isDone', from: !to, to }
    : { id, lessonId: 'n1', field: 'statA', from: '', to };

const entry = (account: string, id: string): Omit<OutboxEntry, 'seq'> => ({
  account,
  role: 'student',
  studentId: 's1',
  change: change(id),
  madeAt: 1,
});

/** Two pages of the same device: the same database, a channel between them. */
function twoTabs() {
  const a = new BroadcastChannel('outbox-test');
  const b = new BroadcastChannel('outbox-test');
  const storage = indexedDbOutboxStorage();
  return {
    first: createOutbox(storage, memoryOutboxStorage(), a),
    second: createOutbox(indexedDbOutboxStorage(), memoryOutboxStorage(), b),
    close: () => {
      a.close();
      b.close();
    },
  };
}

describe('the outbox on the device', () => {
  it('keeps the changes in the order they were made, per account, across a new page', async () => {
    const account = `student:${crypto.randomUUID()}`;
    const outbox = createOutbox(indexedDbOutboxStorage(), memoryOutboxStorage());
    await outbox.add(entry(account, 'a'));
    await outbox.add(entry(account, 'b'));
    await outbox.add(entry('student:someone-else', 'x'));
    expect(outbox.entries().map((e) => e.change.id)).toEqual(['a', 'b', 'x']);

    // A reload: a new page reads what the device kept.
    const reloaded = createOutbox(indexedDbOutboxStorage(), memoryOutboxStorage());
    await reloaded.load(account);
    expect(reloaded.entries().map((e) => e.change.id)).toEqual(['a', 'b']);
    const stored = await reloaded.stored(account);
    expect(stored.map((e) => e.change)).toEqual([change('a'), change('b')]);
    expect(stored[0]!.seq).toBeLessThan(stored[1]!.seq!);

    await reloaded.remove(account, stored.slice(0, 1));
    expect((await reloaded.stored(account)).map((e) => e.change.id)).toEqual(['b']);
    expect(reloaded.entries().map((e) => e.change.id)).toEqual(['b']);
  });

  it('shows a change at once, before the device has stored it', async () => {
    const account = `student:${crypto.randomUUID()}`;
    const outbox = createOutbox(indexedDbOutboxStorage(), memoryOutboxStorage());
    const heard: number[] = [];
    outbox.subscribe(() => heard.push(outbox.entries().length));
    const storing = outbox.add(entry(account, 'a'));
    expect(outbox.entries()).toHaveLength(1);
    expect(outbox.entries()[0]!.seq).toBeUndefined();
    await storing;
    expect(outbox.entries()[0]!.seq).toEqual(expect.any(Number));
    expect(heard[0]).toBe(1);
  });

  it('forgets only the deleted account’s changes (removeAccountFromDevice)', async () => {
    const gone = `student:${crypto.randomUUID()}`;
    const kept = `student:${crypto.randomUUID()}`;
    const outbox = createOutbox(indexedDbOutboxStorage(), memoryOutboxStorage());
    await outbox.add(entry(gone, 'a'));
    await outbox.add(entry(kept, 'b'));
    await removeAccountFromDevice(gone);
    expect(await outbox.stored(gone)).toEqual([]);
    expect((await outbox.stored(kept)).map((e) => e.change.id)).toEqual(['b']);
  });

  it('keeps a change in the page when the device refuses to store it, and says so', async () => {
    const account = `student:${crypto.randomUUID()}`;
    const refusing: OutboxStorage = {
      ...memoryOutboxStorage(),
      add: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
      list: () => Promise.reject(new DOMException('full', 'QuotaExceededError')),
    };
    const outbox = createOutbox(refusing, memoryOutboxStorage());
    await expect(outbox.add(entry(account, 'a'))).rejects.toThrow('full');
    const stored = await outbox.stored(account);
    expect(stored.map((e) => e.change.id)).toEqual(['a']);
    await outbox.remove(account, stored);
    expect(await outbox.stored(account)).toEqual([]);
    expect(outbox.entries()).toEqual([]);
  });

  it('tells the other tabs of the device, which read the account again', async () => {
    const account = `student:${crypto.randomUUID()}`;
    const { first, second, close } = twoTabs();
    try {
      await second.load(account);
      const heard = new Promise<void>((resolve) => {
        const stop = second.subscribe(() => {
          if (second.entries().length === 1) {
            stop();
            resolve();
          }
        });
      });
      await first.add(entry(account, 'a'));
      await heard;
      expect(second.entries()[0]!.change.id).toBe('a');
    } finally {
      close();
    }
  });
});
