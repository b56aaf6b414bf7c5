import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The ids of lesson changes sent by an outbox, per writer, with what became of each: a retry
  // of the same change (its answer was lost in a dead zone) is answered, never applied twice.
  await db.schema
    .createTable('lesson_changes')
    .addColumn('writer_role', 'text', (c) => c.notNull())
    .addColumn('writer_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('lesson_id', 'text', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('lesson_changes_pk', ['writer_role', 'writer_id', 'id'])
    .execute();
  await db.schema
    .createIndex('lesson_changes_writer_time')
    .on('lesson_changes')
    .columns(['writer_role', 'writer_id', 'created_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lesson_changes').execute();
}
