import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('students').addColumn('oidc_issuer', 'text').execute();
  await db.schema.alterTable('students').addColumn('oidc_subject', 'text').execute();
  await db.schema
    .createIndex('students_oidc_identity')
    .on('students')
    .columns(['oidc_issuer', 'oidc_subject'])
    .unique()
    .execute();

  await db.schema
    .createTable('oidc_requests')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_requests').execute();
  await db.schema.dropIndex('students_oidc_identity').execute();
  await db.schema.alterTable('students').dropColumn('oidc_subject').execute();
  await db.schema.alterTable('students').dropColumn('oidc_issuer').execute();
}
