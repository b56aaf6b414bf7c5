import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** More than the app's hot statements; beyond it, statements are simply not prepared. */
const MAX_PREPARED = 1000;
const names = new Map<string, string>();

/**
 * Marks a statement that runs very often (see reusableQuery): from now on PostgreSQL parses
 * and plans it once per connection and then only binds new values, instead of parsing the
 * text again on every call. The name belongs to the text for the life of the process, so a
 * connection never sees one name with two texts. Without effect on SQLite, whose statements
 * are kept by statement-cache.ts.
 */
export function prepareOnce(sql: string): void {
  if (names.has(sql) || names.size >= MAX_PREPARED) return;
  names.set(sql, `ovk_${names.size}`);
}

/**
 * The pool as Kysely sees it: statements marked by prepareOnce go out as named prepared
 * statements, everything else as before.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect();
      // Kysely calls query(sql, parameters), or query(cursor) to stream (passed on as is).
      const query = (text: string, parameters: unknown[]) => {
        const name = names.get(text);
        return name
          ? client.query({ name, text, values: parameters })
          : client.query(text, parameters);
      };
      return {
        query: query as unknown as PostgresPoolClient['query'],
        release: () => client.release(),
      };
    },
    end: () => pool.end(),
  };
}
