import type { Kysely } from 'kysely';

const TABLES = ['card_history', 'card_comments', 'drives'] as const;

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // When a change was really made (issue 34): the device's time, sent by the outbox with a
  // change made offline; null where the change was made when it arrived (and on every row
  // before this). device_time_rejected = 1: a time was sent but not accepted (out of bounds),
  // so the row is dated when it arrived.
  for (const table of TABLES) {
    await db.schema.alterTable(table).addColumn('made_at', 'bigint').execute();
    await db.schema
      .alterTable(table)
      .addColumn('device_time_rejected', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await db.schema.alterTable(table).dropColumn('device_time_rejected').execute();
    await db.schema.alterTable(table).dropColumn('made_at').execute();
  }
}
