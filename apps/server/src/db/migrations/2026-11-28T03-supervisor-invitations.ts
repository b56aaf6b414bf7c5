import { type Kysely, sql } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // A student's invitation to a supervisor who has no account yet (decision 022). Only the
  // SHA-256 of the link's token is kept. `status` is 'open' until the invitation is
  // withdrawn, replaced by a newer one, accepted (the link was made when the invited
  // supervisor activated the account) or refused (it could no longer be used then); an open
  // one past `expires_at` is expired. `claimed_by` is the supervisor account registered with
  // the link, waiting for its activation; `supervisor_id` the one linked on acceptance. No
  // foreign key to the supervisor: the row tells the student's story; it goes with the
  // student's account.
  await db.schema
    .createTable('supervisor_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('student_id', 'text', (c) =>
      c.notNull().references('students.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('ended_at', 'bigint')
    .addColumn('claimed_by', 'text')
    .addColumn('supervisor_id', 'text')
    .execute();
  // At most one open invitation per student, however many requests arrive together.
  await db.schema
    .createIndex('supervisor_invitations_one_open')
    .on('supervisor_invitations')
    .column('student_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('supervisor_invitations_student')
    .on('supervisor_invitations')
    .column('student_id')
    .execute();
  await db.schema
    .createIndex('supervisor_invitations_claimed_by')
    .on('supervisor_invitations')
    .column('claimed_by')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('supervisor_invitations').execute();
}
