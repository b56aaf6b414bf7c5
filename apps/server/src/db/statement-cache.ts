import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import { LRUCache } from 'lru-cache';

/**
 * Kysely's SQLite driver prepares a statement for every query it runs, and preparing costs
 * more than running most of ours. This keeps prepared statements by their SQL text (bounded,
 * least recently used out first) and hands them out again. That is safe because Kysely runs
 * one query at a time on its one connection; a statement that is still being iterated (busy)
 * is not handed out, a fresh one is prepared instead.
 */
export function withStatementCache(database: SQLite.Database, maxEntries = 500): SqliteDatabase {
  // Needed by bench/README.md's throughput targets on SQLite: (b) PUT ≥ 0.3 × the bare UPDATE
  // (0.39 × with it) and (a) GET, whose every request runs the session and account queries.
  const statements = new LRUCache<string, SQLite.Statement>({ max: maxEntries });
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) return cached;
      const statement = database.prepare(sql);
      if (!cached) statements.set(sql, statement);
      return statement;
    },
  };
}
