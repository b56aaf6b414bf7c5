import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Who approved what, and when (issue 19): one row per change of a sub-moment's status or a
  // lesson's done flag, written in the transaction of the change. Who made it is kept by role
  // and name as they were (no foreign key to the writer: the history stays when a supervisor's
  // link or account ends); the rows go with the card, the lesson and the student's account.
  await db.schema
    .createTable('card_history')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) =>
      c.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('group_id', 'text', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) =>
      c.notNull().references('driving_notes.id').onDelete('cascade'),
    )
    // 'statA'..'statI' or 'isDone'; the values as text ('0'/'1' for the done flag).
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text', (c) => c.notNull())
    .addColumn('to_value', 'text', (c) => c.notNull())
    .addColumn('by_role', 'text', (c) => c.notNull())
    .addColumn('by_id', 'text', (c) => c.notNull())
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('card_history_group_at')
    .on('card_history')
    .columns(['group_id', 'at'])
    .execute();
  // The foreign keys' own lookups when a lesson or an account goes.
  await db.schema
    .createIndex('card_history_lesson')
    .on('card_history')
    .column('lesson_id')
    .execute();
  await db.schema
    .createIndex('card_history_student')
    .on('card_history')
    .column('student_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_history').execute();
}
