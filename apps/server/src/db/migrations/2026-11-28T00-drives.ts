import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The drive log (körjournal, issue 18): one row per practice drive. The id is made on the
  // device (a drive saved offline is sent again with the same id). Lists are JSON in text;
  // the distance is kept in tenths of a km, an integer on both dialects.
  await db.schema
    .createTable('drives')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) =>
      c.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('start_time', 'text', (c) => c.notNull())
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .addColumn('km_tenths', 'integer')
    .addColumn('supervisor_kind', 'text', (c) => c.notNull())
    .addColumn('supervisor_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('conditions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('roads', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('traffic', 'text')
    .addColumn('lessons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('added_by', 'text', (c) => c.notNull())
    .addColumn('added_by_id', 'text', (c) => c.notNull())
    // Who confirmed it is kept by name too: the confirmation stays if that account goes.
    .addColumn('confirmed_at', 'bigint')
    .addColumn('confirmed_by', 'text')
    .addColumn('confirmed_by_name', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('drives_student_date')
    .on('drives')
    .columns(['student_id', 'date', 'start_time'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('drives').execute();
}
