import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Messages from the contact form. The sender's address is kept only as a keyed hash, for the
  // rate limit (rows per ip_hash within a window). A logged-in sender's rows go with the account.
  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.references('students.id').onDelete('cascade'))
    .addColumn('teacher_id', 'text', (c) => c.references('teachers.id').onDelete('cascade'))
    .addColumn('ip_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // Set once the e-mail to support went out; null means it still has to be sent.
    .addColumn('mailed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('support_messages_ip_time')
    .on('support_messages')
    .columns(['ip_hash', 'created_at'])
    .execute();
  await db.schema
    .createIndex('support_messages_student')
    .on('support_messages')
    .column('student_id')
    .execute();
  await db.schema
    .createIndex('support_messages_teacher')
    .on('support_messages')
    .column('teacher_id')
    .execute();

  // Who wants to hear about deals or driving schools: once per kind and e-mail address.
  await db.schema
    .createTable('interest_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.references('students.id').onDelete('cascade'))
    .addColumn('teacher_id', 'text', (c) => c.references('teachers.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('interest_requests_kind_email')
    .on('interest_requests')
    .columns(['kind', 'email'])
    .unique()
    .execute();
  await db.schema
    .createIndex('interest_requests_student')
    .on('interest_requests')
    .column('student_id')
    .execute();
  await db.schema
    .createIndex('interest_requests_teacher')
    .on('interest_requests')
    .column('teacher_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('interest_requests').execute();
  await db.schema.dropTable('support_messages').execute();
}
