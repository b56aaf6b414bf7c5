import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './connect.js';
import { prepareOnce } from './prepared-statements.js';

/**
 * A query that Kysely builds and compiles once and then runs with new values: building and
 * compiling costs more than running a small query on an indexed key, and the hottest queries
 * (the session lookup of every authenticated request) have the same shape every time. The
 * query is built with placeholder values; their positions among the compiled parameters are
 * where each call's values go. Results pass through the plugins (camelCase) as usual. On
 * PostgreSQL the statement is also prepared once per connection (prepared-statements.ts).
 */
export function reusableQuery<Args extends readonly unknown[], Row>(
  db: Db,
  arity: Args['length'],
  build: (...placeholders: Args) => Compilable<Row>,
): ReusableQuery<Args, Row> {
  const placeholders = Array.from({ length: arity }, (_, index) => `\u0000placeholder:${index}`);
  const compiled = build(...(placeholders as unknown as Args)).compile();
  const slots = compiled.parameters.map((value) =>
    typeof value === 'string' ? placeholders.indexOf(value) : -1,
  );
  placeholders.forEach((_, index) => {
    if (!slots.includes(index)) {
      throw new Error(`reusableQuery: argument ${index} does not reach the SQL as a parameter`);
    }
  });
  prepareOnce(compiled.sql);
  const on =
    (executor: Db) =>
    async (...args: Args) => {
      const parameters = compiled.parameters.map((value, index) =>
        slots[index] === -1 ? value : args[slots[index]!],
      );
      const result = await executor.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
      return result.rows as Row[];
    };
  return Object.assign(on(db), { on });
}

/** A reusable query: run it on the database, or `on(trx)` inside a transaction. */
export type ReusableQuery<Args extends readonly unknown[], Row> = ((
  ...args: Args
) => Promise<Row[]>) & { on: (executor: Db) => (...args: Args) => Promise<Row[]> };
