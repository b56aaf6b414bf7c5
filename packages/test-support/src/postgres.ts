import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A fresh, empty schema in the test database (give it to the app as DATABASE_SCHEMA); each
 * test file gets its own, so runs never see each other's rows.
 */
export async function createTestSchema(testDatabaseUrl: string) {
  const schema = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  return {
    schema,
    async drop() {
      const dropper = new pg.Client({ connectionString: testDatabaseUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop schema if exists ${schema} cascade`);
      } finally {
        await dropper.end();
      }
    },
  };
}
