import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per limited thing (a login's e-mail and address, an e-mail alone, an address): the
  // attempts in the current window, counted by one upsert before the work is done, so requests
  // sent together cannot all pass a check made before any of them was counted.
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    // How many times the key was locked since it was last cleared (the lock grows with it).
    .addColumn('strikes', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropTable('login_locks').execute();
  await db.schema.dropTable('login_failures').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_failures_key_time')
    .on('login_failures')
    .columns(['key', 'created_at'])
    .execute();
  await db.schema
    .createTable('login_locks')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.dropTable('rate_limits').execute();
}
