import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTemporarySqlite } from '../../test/support/sqlite-database.js';
import type { DatabaseHandle } from './connect.js';
import { reusableQuery } from './reusable-query.js';

describe('reusableQuery', () => {
  let handle: DatabaseHandle;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, remove } = await openTemporarySqlite('ovk-reusable-'));
    const session = (id: string, expiresAt: number, revokedAt: number | null) => ({
      id,
      userId: `user-${id}`,
      role: 'student' as const,
      createdAt: 1,
      expiresAt,
      revokedAt,
    });
    await handle.db
      .insertInto('sessions')
      .values([session('a', 100, null), session('b', 100, 50), session('c', 300, null)])
      .execute();
  });
  afterAll(async () => {
    await remove();
  });

  const build = (id: string, now: number) =>
    handle.db
      .selectFrom('sessions')
      .select(['id', 'userId', 'expiresAt'])
      .where('id', '=', id)
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', now);

  it('answers what the query built for each call answers, camelCase included', async () => {
    const find = reusableQuery(handle.db, 2, build);
    for (const [id, now] of [
      ['a', 10],
      ['a', 100],
      ['b', 10],
      ['c', 200],
      ['x', 0],
    ] as const) {
      expect(await find(id, now)).toEqual(await build(id, now).execute());
    }
    expect(await find('c', 200)).toEqual([{ id: 'c', userId: 'user-c', expiresAt: 300 }]);
  });

  it('builds and compiles once, however often it runs', async () => {
    const spy = vi.fn(build);
    const find = reusableQuery(handle.db, 2, spy);
    await find('a', 1);
    await find('c', 1);
    expect(spy).toHaveBeenCalledTimes(1);
  });

  it('keeps the values the query itself holds', async () => {
    const find = reusableQuery(handle.db, 1, (id: string) =>
      handle.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', id)
        .where('expiresAt', '>', 150),
    );
    expect(await find('a')).toEqual([]);
    expect(await find('c')).toEqual([{ id: 'c' }]);
  });

  it('refuses a query an argument does not reach as a parameter', () => {
    // sql.lit writes the value into the SQL text: that query cannot be reused.
    expect(() =>
      reusableQuery(handle.db, 1, (id: string) =>
        handle.db.selectFrom('sessions').select('id').where('id', '=', sql.lit(id)),
      ),
    ).toThrow('argument 0 does not reach the SQL');
  });
});
