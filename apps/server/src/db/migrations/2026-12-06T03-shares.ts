import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // "Dela med trafikskolan" (issue 34): a student's read-only link for the driving school. Only
  // the SHA-256 of the link's token is kept; the short code (8 letters and digits, for a
  // printout) is kept as it is, so that the student's list can show it, and is unique.
  // `for_print` marks the link the progress PDF makes and reuses ("Utskrift"). A link works
  // until `expires_at`, or until `revoked_at` when the student stops sharing.
  await db.schema
    .createTable('shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) =>
      c.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('for_print', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('shares_student').on('shares').column('student_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('shares').execute();
}
