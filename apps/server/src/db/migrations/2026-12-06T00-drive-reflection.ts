import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The learner's short reflection after a drive (issue 36, kursplan moment 4): the answered
  // questions as JSON in text ([{ "question": "alertness", "answer": "4" }]) and a few words
  // of their own. Both null when the reflection was skipped, and on every drive before it.
  await db.schema.alterTable('drives').addColumn('reflection', 'text').execute();
  await db.schema.alterTable('drives').addColumn('reflection_note', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('drives').dropColumn('reflection_note').execute();
  await db.schema.alterTable('drives').dropColumn('reflection').execute();
}
