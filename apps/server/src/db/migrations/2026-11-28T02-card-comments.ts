import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Comments on a lesson or one of its sub-moments (issue 19), by the student or a linked
  // supervisor. The id is made on the device, so a comment written offline and sent again by
  // the outbox is stored once. The author is kept by role, id and name as they were (no foreign
  // key: a comment stays when a supervisor's link or account ends); the rows go with the card,
  // the lesson and the student's account.
  await db.schema
    .createTable('card_comments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) =>
      c.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('group_id', 'text', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('lesson_id', 'text', (c) =>
      c.notNull().references('driving_notes.id').onDelete('cascade'),
    )
    // 'catA'..'catI', or null for a comment on the whole lesson.
    .addColumn('sub_moment', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('by_role', 'text', (c) => c.notNull())
    .addColumn('by_id', 'text', (c) => c.notNull())
    .addColumn('by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('card_comments_group_created')
    .on('card_comments')
    .columns(['group_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('card_comments_lesson')
    .on('card_comments')
    .column('lesson_id')
    .execute();
  await db.schema
    .createIndex('card_comments_student')
    .on('card_comments')
    .column('student_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('card_comments').execute();
}
