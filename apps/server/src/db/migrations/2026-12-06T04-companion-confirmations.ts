import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A drive with another companion is confirmed by that person through a one-time link the
  // learner e-mails them (issue 34). Only the SHA-256 of the link's token is kept. A link is
  // open until `used_at` (the drive was confirmed with it), `ended_at` (a newer link replaced
  // it, the learner withdrew it) or `expires_at`. It goes with its drive and its student.
  await db.schema
    .createTable('companion_confirmations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) =>
      c.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('drive_id', 'text', (c) => c.notNull().references('drives.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('ended_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('companion_confirmations_drive')
    .on('companion_confirmations')
    .column('drive_id')
    .execute();
  await db.schema
    .createIndex('companion_confirmations_student')
    .on('companion_confirmations')
    .column('student_id')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('companion_confirmations').execute();
}
