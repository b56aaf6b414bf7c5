import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // "Vi tycker att vi är redo" (issue 39): a supervisor's statement that the learner is ready
  // for the driving test, with the figures the server counted when it was made (JSON text), for
  // the PDF and the driving school's link. One row per statement; the latest is shown. Kept
  // with the supervisor's name when the supervisor's account goes.
  await db.schema
    .createTable('readiness_statements')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) =>
      c.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('teacher_id', 'text', (c) => c.references('teachers.id').onDelete('set null'))
    .addColumn('teacher_name', 'text', (c) => c.notNull())
    .addColumn('made_at', 'bigint', (c) => c.notNull())
    .addColumn('figures', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('readiness_statements_student')
    .on('readiness_statements')
    .columns(['student_id', 'made_at'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('readiness_statements').execute();
}
