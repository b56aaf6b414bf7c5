import { sql, type Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // One row per card: the slot (1..10, unique per student) is how the database itself holds
  // the 10-card limit, whatever runs at the same time.
  await db.schema
    .createTable('cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) =>
      c.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('cards_student_slot', ['student_id', 'slot'])
    .addCheckConstraint('cards_slot_range', sql`slot between 1 and 10`)
    .execute();

  let notes = db.schema
    .createTable('driving_notes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('group_id', 'text', (c) => c.notNull().references('cards.id').onDelete('cascade'))
    .addColumn('student_id', 'text', (c) =>
      c.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('nytitle', 'text', (c) => c.notNull())
    .addColumn('is_done', 'integer', (c) => c.notNull().defaultTo(0));
  for (const letter of LETTERS) notes = notes.addColumn(`cat_${letter}`, 'text');
  for (const letter of LETTERS) {
    notes = notes.addColumn(`stat_${letter}`, 'text', (c) => c.notNull().defaultTo(''));
  }
  await notes
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('driving_notes_group_number', ['group_id', 'number'])
    .execute();
  await db.schema
    .createIndex('driving_notes_student')
    .on('driving_notes')
    .columns(['student_id', 'group_id'])
    .execute();

  await db.schema.alterTable('students').addColumn('congratulated_at', 'bigint').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('students').dropColumn('congratulated_at').execute();
  await db.schema.dropTable('driving_notes').execute();
  await db.schema.dropTable('cards').execute();
}
