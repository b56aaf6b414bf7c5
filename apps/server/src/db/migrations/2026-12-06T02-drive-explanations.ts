import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Why a flagged drive is as it is (issue 34: overlapping, logged before it was over, over 4
  // hours, an impossible average speed): a few words by the learner or the supervisor. Null
  // when nobody has explained it, and on every drive before it.
  await db.schema.alterTable('drives').addColumn('explanation', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('drives').dropColumn('explanation').execute();
}
