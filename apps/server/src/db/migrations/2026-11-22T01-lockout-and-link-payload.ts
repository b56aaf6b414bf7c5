import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('one_time_tokens').addColumn('payload', 'text').execute();

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
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('login_locks').execute();
  await db.schema.dropTable('login_failures').execute();
  await db.schema.alterTable('one_time_tokens').dropColumn('payload').execute();
}
