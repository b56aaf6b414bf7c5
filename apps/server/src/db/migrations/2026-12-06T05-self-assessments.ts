import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The learner's self-assessment before the driving test (issue 36, kursplan moment 4): one
  // row per student, the answers as JSON in text ([{ "statement": "phone", "answer": "yes",
  // "note": "" }]) and when they were last saved. The student's own rows go with the account.
  await db.schema
    .createTable('self_assessments')
    .addColumn('student_id', 'text', (c) =>
      c.primaryKey().references('students.id').onDelete('cascade'),
    )
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'bigint', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('self_assessments').execute();
}
