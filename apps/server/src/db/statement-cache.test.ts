import SQLite from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { withStatementCache } from './statement-cache.js';

describe('withStatementCache', () => {
  let database: SQLite.Database;
  beforeEach(() => {
    database = new SQLite(':memory:');
    database.exec('create table t (id integer primary key, v text)');
  });
  afterEach(() => {
    if (database.open) database.close();
  });

  it('prepares each SQL text once and reuses the statement with new parameters', () => {
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database);
    const insert = 'insert into t (v) values (?)';
    cached.prepare(insert).run(['a']);
    cached.prepare(insert).run(['b']);
    expect(cached.prepare(insert)).toBe(cached.prepare(insert));
    expect(cached.prepare('select v from t order by id').all([])).toEqual([{ v: 'a' }, { v: 'b' }]);
    expect(prepare).toHaveBeenCalledTimes(2);
  });

  it('keeps at most the given number, dropping the least recently used', () => {
    const prepare = vi.spyOn(database, 'prepare');
    const cached = withStatementCache(database, 2);
    const first = cached.prepare('select 1');
    cached.prepare('select 2');
    cached.prepare('select 1'); // used again: now the newest
    cached.prepare('select 3'); // drops 'select 2'
    expect(cached.prepare('select 1')).toBe(first);
    cached.prepare('select 2');
    expect(prepare).toHaveBeenCalledTimes(4);
  });

  it('prepares a fresh statement while the cached one is still being iterated', () => {
    const cached = withStatementCache(database);
    for (const v of ['a', 'b']) cached.prepare('insert into t (v) values (?)').run([v]);
    const select = 'select v from t order by id';
    const outer = cached.prepare(select).iterate([]);
    const seen: unknown[] = [];
    for (const row of outer) seen.push(row, cached.prepare(select).all([]));
    expect(seen).toEqual([
      { v: 'a' },
      [{ v: 'a' }, { v: 'b' }],
      { v: 'b' },
      [{ v: 'a' }, { v: 'b' }],
    ]);
  });

  it('closes the database', () => {
    withStatementCache(database).close();
    expect(database.open).toBe(false);
  });
});
