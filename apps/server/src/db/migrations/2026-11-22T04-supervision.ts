import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The student is the primary key: the database itself allows one supervisor per student.
  await db.schema
    .createTable('student_teacher')
    .addColumn('student_id', 'text', (c) =>
      c.primaryKey().references('students.id').onDelete('cascade'),
    )
    .addColumn('teacher_id', 'text', (c) =>
      c.notNull().references('teachers.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('student_teacher_teacher')
    .on('student_teacher')
    .column('teacher_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('student_teacher').execute();
}
