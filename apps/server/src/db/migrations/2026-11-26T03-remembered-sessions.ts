import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // "Kom ihåg mig på den här enheten" (decision 013): a remembered session's expiry slides to
  // 30 days after its last use. Sessions from before are not remembered.
  await db.schema
    .alterTable('sessions')
    .addColumn('remembered', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // The choice travels through the sign-in with the provider with its state.
  await db.schema
    .alterTable('oidc_requests')
    .addColumn('remember', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('oidc_requests').dropColumn('remember').execute();
  await db.schema.alterTable('sessions').dropColumn('remembered').execute();
}
