import type { Kysely } from 'kysely';

// Frozen: never import app code here; use only types both SQLite and PostgreSQL understand.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Notifications between drives (issue 38). A person's choices: which kinds they said yes to
  // (JSON text), e-mail where no device takes push, quiet hours (whole hours, Swedish time).
  // No row: nothing is sent. Removed with the account (accounts/service.ts).
  await db.schema
    .createTable('notification_settings')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('kinds', 'text', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addColumn('quiet_from', 'integer', (c) => c.notNull())
    .addColumn('quiet_to', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_settings_pk', ['role', 'person_id'])
    .execute();

  // A device that takes push: the browser's subscription, held by the session that made it, so
  // it ends with that session (logout, "logga ut överallt", deletion) and is listed with it.
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('endpoint', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('sessions.id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // One browser's endpoint serves each role signed in on it.
    .addPrimaryKeyConstraint('push_subscriptions_pk', ['role', 'endpoint'])
    .execute();
  await db.schema
    .createIndex('push_subscriptions_person')
    .on('push_subscriptions')
    .columns(['role', 'person_id'])
    .execute();
  await db.schema
    .createIndex('push_subscriptions_session')
    .on('push_subscriptions')
    .column('session_id')
    .execute();

  // A drive under way on one of the person's devices holds what would be sent to them or to the
  // other person of their link, until it ends (or `until`, the latest it may).
  await db.schema
    .createTable('drive_holds')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('until', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('drive_holds_pk', ['role', 'person_id'])
    .execute();

  // What waits to be sent: one row per recipient and group (what comes close together is told
  // as one, `count` of them), due at `due_at`. The learner of the pair is kept for the holds.
  await db.schema
    .createTable('notifications')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('student_id', 'text', (c) => c.notNull())
    .addColumn('facts', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notifications_pk', ['role', 'person_id', 'group_key'])
    .execute();
  await db.schema.createIndex('notifications_due').on('notifications').column('due_at').execute();

  // When a group was last sent to a person ("drives waiting": at most one a day).
  await db.schema
    .createTable('notifications_sent')
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('person_id', 'text', (c) => c.notNull())
    .addColumn('group_key', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('notifications_sent_pk', ['role', 'person_id', 'group_key'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'notifications_sent',
    'notifications',
    'drive_holds',
    'push_subscriptions',
    'notification_settings',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
