import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The learner's road to the test (issue 39): one row per student, the dates as JSON in text
  // ({ "permitOn": "2026-03-01", "riskOneOn": null, … }) and when they were last saved. The
  // student's own row goes with the account.
  await db.schema
    .createTable('road_to_test')
    .addColumn('student_id', 'text', (c) =>
      c.primaryKey().references('students.id').onDelete('cascade'),
    )
    .addColumn('road', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'bigint', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('road_to_test').execute();
}
