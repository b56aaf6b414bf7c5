import { createTestSchema } from '@ovningskort/test-support';
import { suiteName, testPostgres } from '@ovningskort/test-support/services';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, migrateToLatest, type DatabaseHandle } from './connect.js';

describe.skipIf(!testPostgres.url)(
  suiteName('introspection of the app’s own schema (PostgreSQL)', testPostgres),
  () => {
    const databaseUrl = testPostgres.url!;
    let handle: DatabaseHandle;
    let other: pg.Client;
    let dropOwn: () => Promise<void>;
    beforeAll(async () => {
      const schema = await createTestSchema(databaseUrl);
      dropOwn = schema.drop;
      handle = connectDatabase({ databaseUrl, databaseSchema: schema.schema, dataDir: '' });
      await migrateToLatest(handle);
      other = new pg.Client({ connectionString: databaseUrl });
      await other.connect();
    });
    afterAll(async () => {
      await other?.end();
      await handle?.close();
      await dropOwn?.();
    });

    it('lists the tables of the app’s schema, none of another schema', async () => {
      const elsewhere = await createTestSchema(databaseUrl);
      try {
        await other.query(`create table ${elsewhere.schema}.students (id text primary key)`);
        await other.query(`create table ${elsewhere.schema}.not_ours (id text)`);
        const tables = await handle.db.introspection.getTables();
        expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([handle.schema]));
        expect(tables.map((table) => table.name)).toContain('students');
        expect(tables.map((table) => table.name)).not.toContain('not_ours');
        const students = tables.find((table) => table.name === 'students')!;
        expect(students.columns.find((column) => column.name === 'id')).toMatchObject({
          dataType: 'text',
          isNullable: false,
        });
      } finally {
        await elsewhere.drop();
      }
    });

    it('reads its tables while other schemas of the database are created and dropped', async () => {
      let churning = true;
      const churn = (async () => {
        let rounds = 0;
        while (churning || rounds < 5) {
          const schema = await createTestSchema(databaseUrl);
          await other.query(`create table ${schema.schema}.t (id serial primary key)`);
          await schema.drop();
          rounds += 1;
        }
        return rounds;
      })();
      try {
        for (let read = 0; read < 40; read += 1) {
          const tables = await handle.db.introspection.getTables({
            withInternalKyselyTables: true,
          });
          expect(tables.map((table) => table.name)).toContain('kysely_migration');
        }
      } finally {
        churning = false;
      }
      expect(await churn).toBeGreaterThanOrEqual(5);
      // The migrator reads the tables as well: it finds everything migrated.
      await migrateToLatest(handle);
    });
  },
);
