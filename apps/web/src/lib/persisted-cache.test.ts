import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inTransaction, QUERY_STORE } from './device-db.js';
import {
  forgetCache,
  keepCacheSaved,
  PERSISTED_CACHE_MAX_AGE_MS,
  restoreCache,
  roleOfQuery,
  saveQueries,
} from './persisted-cache.js';
import { accountRange, type SavedQuery } from './saved-queries.js';
import { session } from './session.js';
import { memoryStorage } from '../testing/browser-storage.js';

describe('whose data a query holds (what is kept on the device, per account)', () => {
  it('keeps the student’s own cards, drives and supervisor with the student', () => {
    expect(roleOfQuery(['cards'])).toBe('student');
    expect(roleOfQuery(['drives'])).toBe('student');
    expect(roleOfQuery(['drives', 'supervisor', 's-1'])).toBe('student');
    expect(roleOfQuery(['supervision', 'supervisor', 's-1'])).toBe('student');
    expect(roleOfQuery(['card-history', 'student', 'g-1'])).toBe('student');
    expect(roleOfQuery(['card-comments', 'student', 'g-1'])).toBe('student');
  });

  it('keeps what a supervisor reads of their students with the supervisor', () => {
    expect(roleOfQuery(['supervised-cards', 's-1'])).toBe('teacher');
    expect(roleOfQuery(['supervised-drives', 's-1'])).toBe('teacher');
    expect(roleOfQuery(['supervision', 'students', 't-1'])).toBe('teacher');
    expect(roleOfQuery(['card-history', 'teacher', 's-1', 'g-1'])).toBe('teacher');
    expect(roleOfQuery(['card-comments', 'teacher', 's-1', 'g-1'])).toBe('teacher');
  });

  it('keeps instructions with the role they were read as, and nothing of no account', () => {
    expect(roleOfQuery(['instruction', 'teacher', 1])).toBe('teacher');
    expect(roleOfQuery(['instruction', 'nobody'])).toBeUndefined();
    expect(roleOfQuery(['account', 'student'])).toBeUndefined();
  });
});

describe('the queries kept on the device, a record per query', () => {
  const alice = 'student:alice';
  const bob = 'student:bob';
  const cards = ['cards'];
  const instruction = (n: number) => ['instruction', 'student', n];

  async function records(account: string): Promise<SavedQuery[]> {
    return (
      (await inTransaction<SavedQuery[]>(QUERY_STORE, 'readonly', (tx) =>
        tx.objectStore(QUERY_STORE).getAll(accountRange(account)),
      )) ?? []
    );
  }

  afterEach(async () => {
    await forgetCache(alice);
    await forgetCache(bob);
  });

  it('brings back what was saved, for that account only', async () => {
    const client = new QueryClient();
    client.setQueryData(cards, [{ groupId: 'g1' }]);
    client.setQueryData(instruction(1), { text: 'Kontrollera däcken' });
    const hashes = new Set(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash),
    );
    await saveQueries(client, alice, hashes);

    const restored = new QueryClient();
    await restoreCache(restored, alice);
    expect(restored.getQueryData(cards)).toEqual([{ groupId: 'g1' }]);
    expect(restored.getQueryData(instruction(1))).toEqual({ text: 'Kontrollera däcken' });
    const other = new QueryClient();
    await restoreCache(other, bob);
    expect(other.getQueryCache().getAll()).toHaveLength(0);
  });

  it('writes only the queries named, and leaves the others as they were saved', async () => {
    const client = new QueryClient();
    client.setQueryData(cards, [{ groupId: 'g1' }]);
    client.setQueryData(instruction(1), { text: 'Första' });
    const all = new Set(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash),
    );
    await saveQueries(client, alice, all, 1_000);

    client.setQueryData(cards, [{ groupId: 'g1' }, { groupId: 'g2' }]);
    client.setQueryData(instruction(1), { text: 'Ändrad i minnet, inte sparad' });
    const cardsHash = client.getQueryCache().find({ queryKey: cards })!.queryHash;
    await saveQueries(client, alice, new Set([cardsHash]), 2_000);

    const saved = await records(alice);
    expect(saved.map((record) => [record.query.queryKey, record.savedAt])).toEqual(
      expect.arrayContaining([
        [cards, 2_000],
        [instruction(1), 1_000],
      ]),
    );
    expect(
      saved.find((record) => record.query.queryKey[0] === 'instruction')!.query.state.data,
    ).toEqual({
      text: 'Första',
    });
  });

  it('forgets a query that has left the cache, and keeps nothing older than its age', async () => {
    const client = new QueryClient();
    client.setQueryData(cards, [{ groupId: 'g1' }]);
    client.setQueryData(instruction(2), { text: 'Andra' });
    const all = new Set(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.queryHash),
    );
    await saveQueries(client, alice, all, 0);
    const gone = client.getQueryCache().find({ queryKey: instruction(2) })!;
    client.getQueryCache().remove(gone);
    await saveQueries(client, alice, new Set([gone.queryHash]), 0);
    expect((await records(alice)).map((record) => record.query.queryKey)).toEqual([cards]);

    const later = new QueryClient();
    await restoreCache(later, alice, PERSISTED_CACHE_MAX_AGE_MS + 1);
    expect(later.getQueryData(cards)).toBeUndefined();
  });

  it('saves the answers of a signed-in account shortly after they come, together', async () => {
    vi.stubGlobal('sessionStorage', memoryStorage());
    const client = new QueryClient();
    const stop = keepCacheSaved(client);
    try {
      session.startStudent('token', {
        id: 'alice',
        name: 'Alice',
        surname: 'Test',
        email: 'alice@example.se',
        city: 'Umeå',
        category: [],
        autotransmission: false,
        isActivated: true,
        profileComplete: true,
      });
      for (let n = 1; n <= 20; n++) client.setQueryData(instruction(n), { text: `Text ${n}` });
      client.setQueryData(['account', 'student'], { kept: false });
      await vi.waitFor(async () => expect(await records(alice)).toHaveLength(20));
    } finally {
      stop();
      session.clear('student');
      vi.unstubAllGlobals();
    }
  });
});
