import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/**
 * Kysely's SQLite driver prepares a statement for every query it runs, and preparing costs
 * more than running most of ours. This keeps prepared statements by their SQL text (bounded,
 * least recently used out first) and hands them out again. That is safe because Kysely runs
 * one query at a time on its one connection; a statement that is still being iterated (busy)
 * is not handed out, a fresh one is prepared instead.
 */
export function withStatementCache(database: SQLite.Database, maxEntries = 500): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql: string) {
      const cached = statements.get(sql);
      if (cached && !cached.busy) {
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      if (cached) return statement;
      statements.set(sql, statement);
      if (statements.size > maxEntries) statements.delete(statements.keys().next().value!);
      return statement;
    },
  };
}
