import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // "Inloggade enheter" (issue 17): which device a session is on, and when it was last used.
  // Sessions from before say "Okänd enhet" and count their login as their last use.
  await db.schema
    .alterTable('sessions')
    .addColumn('device', 'varchar(60)', (c) => c.notNull().defaultTo('Okänd enhet'))
    .execute();
  await db.schema.alterTable('sessions').addColumn('last_used_at', 'bigint').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('sessions').dropColumn('last_used_at').execute();
  await db.schema.alterTable('sessions').dropColumn('device').execute();
}
