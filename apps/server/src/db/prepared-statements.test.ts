import { createTestSchema } from '@ovningskort/test-support';
import { suiteName, testPostgres } from '@ovningskort/test-support/services';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, migrateToLatest, type DatabaseHandle } from './connect.js';
import { reusableQuery } from './reusable-query.js';

describe.skipIf(!testPostgres.url)(
  suiteName('statements prepared once per connection (PostgreSQL)', testPostgres),
  () => {
    const databaseUrl = testPostgres.url!;
    let handle: DatabaseHandle;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      const schema = await createTestSchema(databaseUrl);
      drop = schema.drop;
      handle = connectDatabase({ databaseUrl, databaseSchema: schema.schema, dataDir: '' });
      await migrateToLatest(handle);
      await handle.db
        .insertInto('sessions')
        .values(
          ['a', 'b'].map((id) => ({
            id,
            userId: `user-${id}`,
            role: 'student' as const,
            createdAt: 1,
            expiresAt: 100,
          })),
        )
        .execute();
    });
    afterAll(async () => {
      await handle.close();
      await drop();
    });

    const build = (db: DatabaseHandle['db'], id: string) =>
      db.selectFrom('sessions').select(['id', 'userId']).where('id', '=', id);

    it('answers as the same query sent as text, and PostgreSQL keeps it prepared', async () => {
      const { db } = handle;
      const text = build(db, 'a').compile().sql;
      // One connection for the whole check: prepared statements belong to a connection.
      await db.connection().execute(async (connection) => {
        const find = reusableQuery(connection, 1, (id: string) => build(connection, id));
        for (const id of ['a', 'b', 'x', 'a']) {
          expect(await find(id)).toEqual(await build(connection, id).execute());
        }
        const prepared = await sql<{ statement: string }>`
          select statement from pg_prepared_statements`.execute(connection);
        expect(prepared.rows.map((row) => row.statement)).toContain(text);
      });
    });

    it('sends other queries as text, unprepared', async () => {
      const { db } = handle;
      await db.connection().execute(async (connection) => {
        await connection.selectFrom('sessions').select('role').where('id', '=', 'b').execute();
        const prepared = await sql<{ statement: string }>`
          select statement from pg_prepared_statements`.execute(connection);
        expect(prepared.rows.some((row) => row.statement.includes('"role"'))).toBe(false);
      });
    });
  },
);
