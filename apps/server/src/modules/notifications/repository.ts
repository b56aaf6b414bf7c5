import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type {
  NotificationSettingsTable,
  NotificationTable,
  PushSubscriptionTable,
} from '../../db/schema.js';
import type { StoredRole } from '../../lib/stored-role.js';

export type SettingsRow = Selectable<NotificationSettingsTable>;
export type NotificationRow = Selectable<NotificationTable>;

export interface Person {
  role: StoredRole;
  personId: string;
}

export function findSettings(db: Db, { role, personId }: Person) {
  return db
    .selectFrom('notificationSettings')
    .selectAll()
    .where('role', '=', role)
    .where('personId', '=', personId)
    .executeTakeFirst();
}

export async function saveSettings(db: Db, row: Insertable<NotificationSettingsTable>) {
  await db
    .insertInto('notificationSettings')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['role', 'personId']).doUpdateSet({
        kinds: row.kinds,
        email: row.email,
        quietFrom: row.quietFrom,
        quietTo: row.quietTo,
      }),
    )
    .execute();
}

/** Everything of the person's notifications; their subscriptions go with their sessions. */
export async function forgetPerson(db: Db, { role, personId }: Person) {
  for (const table of [
    'notificationSettings',
    'driveHolds',
    'notifications',
    'notificationsSent',
    'pushSubscriptions',
  ] as const) {
    await db.deleteFrom(table).where('role', '=', role).where('personId', '=', personId).execute();
  }
}

/**
 * A device's subscription, held by the session that made it (a later one takes it over). A
 * session holds one: a new one replaces its last, so a person has no more than their sessions.
 */
export async function saveSubscription(db: Db, row: Insertable<PushSubscriptionTable>) {
  await db
    .deleteFrom('pushSubscriptions')
    .where('sessionId', '=', row.sessionId)
    .where('role', '=', row.role)
    .where('endpoint', '!=', row.endpoint)
    .execute();
  await db
    .insertInto('pushSubscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['role', 'endpoint']).doUpdateSet({
        sessionId: row.sessionId,
        personId: row.personId,
        p256dh: row.p256dh,
        auth: row.auth,
        createdAt: row.createdAt,
      }),
    )
    .execute();
}

export async function removeSubscription(db: Db, person: Person, endpoint: string) {
  const result = await db
    .deleteFrom('pushSubscriptions')
    .where('role', '=', person.role)
    .where('personId', '=', person.personId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The push service says the subscription is gone (404/410). */
export async function removeEndpoint(db: Db, role: StoredRole, endpoint: string) {
  await db
    .deleteFrom('pushSubscriptions')
    .where('role', '=', role)
    .where('endpoint', '=', endpoint)
    .execute();
}

export async function removeSubscriptionsOfSessions(db: Db, sessionIds: readonly string[]) {
  if (sessionIds.length === 0) return;
  await db.deleteFrom('pushSubscriptions').where('sessionId', 'in', sessionIds).execute();
}

/** The person's subscriptions whose session is still live. */
export function liveSubscriptions(db: Db, { role, personId }: Person, now: number) {
  return db
    .selectFrom('pushSubscriptions')
    .innerJoin('sessions', 'sessions.id', 'pushSubscriptions.sessionId')
    .select([
      'pushSubscriptions.endpoint',
      'pushSubscriptions.p256dh',
      'pushSubscriptions.auth',
      'pushSubscriptions.sessionId',
    ])
    .where('pushSubscriptions.role', '=', role)
    .where('pushSubscriptions.personId', '=', personId)
    .where('sessions.revokedAt', 'is', null)
    .where('sessions.expiresAt', '>', now)
    .execute();
}

export async function setHold(db: Db, person: Person, until: number) {
  await db
    .insertInto('driveHolds')
    .values({ ...person, until })
    .onConflict((oc) => oc.columns(['role', 'personId']).doUpdateSet({ until }))
    .execute();
}

export async function clearHold(db: Db, { role, personId }: Person) {
  await db
    .deleteFrom('driveHolds')
    .where('role', '=', role)
    .where('personId', '=', personId)
    .execute();
}

/** The latest end of the holds of these people still running at `now`, or null. */
export async function heldUntil(db: Db, people: readonly Person[], now: number) {
  if (people.length === 0) return null;
  const rows = await db
    .selectFrom('driveHolds')
    .select('until')
    .where((eb) =>
      eb.or(people.map((p) => eb.and([eb('role', '=', p.role), eb('personId', '=', p.personId)]))),
    )
    .where('until', '>', now)
    .execute();
  return rows.length === 0 ? null : Math.max(...rows.map((row) => Number(row.until)));
}

/**
 * Adds an event to what waits for the person: a new row, or one more of its group (the latest
 * event's facts kept, the group's time to be sent unchanged).
 */
export async function enqueue(db: Db, row: Insertable<NotificationTable>) {
  await db
    .insertInto('notifications')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['role', 'personId', 'groupKey']).doUpdateSet((eb) => ({
        facts: eb.ref('excluded.facts'),
        count: eb(eb.ref('notifications.count'), '+', eb.ref('excluded.count')),
      })),
    )
    .execute();
}

/** Puts a claimed row back, due at `dueAt` (events that came meanwhile are added to it). */
export async function putBack(db: Db, row: NotificationRow, dueAt: number) {
  await db
    .insertInto('notifications')
    .values({ ...row, dueAt })
    .onConflict((oc) =>
      oc.columns(['role', 'personId', 'groupKey']).doUpdateSet((eb) => ({
        count: eb(eb.ref('notifications.count'), '+', eb.ref('excluded.count')),
        dueAt,
      })),
    )
    .execute();
}

/**
 * Takes up to `limit` rows due at `now` off the queue: a row is this process's only when its
 * delete removed it, so two processes never send the same one.
 */
export async function claimDue(db: Db, now: number, limit: number): Promise<NotificationRow[]> {
  const due = await db
    .selectFrom('notifications')
    .select(['role', 'personId', 'groupKey'])
    .where('dueAt', '<=', now)
    .orderBy('dueAt')
    .limit(limit)
    .execute();
  const claimed: NotificationRow[] = [];
  for (const key of due) {
    const row = await db
      .deleteFrom('notifications')
      .where('role', '=', key.role)
      .where('personId', '=', key.personId)
      .where('groupKey', '=', key.groupKey)
      .where('dueAt', '<=', now)
      .returningAll()
      .executeTakeFirst();
    if (row) claimed.push(row);
  }
  return claimed;
}

export async function lastSent(db: Db, { role, personId }: Person, groupKey: string) {
  const row = await db
    .selectFrom('notificationsSent')
    .select('sentAt')
    .where('role', '=', role)
    .where('personId', '=', personId)
    .where('groupKey', '=', groupKey)
    .executeTakeFirst();
  return row ? Number(row.sentAt) : null;
}

export async function markSent(db: Db, person: Person, groupKey: string, sentAt: number) {
  await db
    .insertInto('notificationsSent')
    .values({ ...person, groupKey, sentAt })
    .onConflict((oc) => oc.columns(['role', 'personId', 'groupKey']).doUpdateSet({ sentAt }))
    .execute();
}

export function lessonOf(db: Db, lessonId: string) {
  return db
    .selectFrom('drivingNotes')
    .select(['studentId', 'groupId', 'number'])
    .where('id', '=', lessonId)
    .executeTakeFirst();
}

/** The card's place in the student's list (cards are listed by group id), counted from 1. */
export async function cardNumber(db: Db, studentId: string, groupId: string) {
  const row = await db
    .selectFrom('drivingNotes')
    .select((eb) => eb.fn.count<string | number>('groupId').distinct().as('count'))
    .where('studentId', '=', studentId)
    .where('groupId', '<=', groupId)
    .executeTakeFirstOrThrow();
  return Math.max(1, Number(row.count));
}

export function studentName(db: Db, studentId: string) {
  return db
    .selectFrom('students')
    .select(['name', 'email'])
    .where('id', '=', studentId)
    .executeTakeFirst();
}

export function supervisorName(db: Db, supervisorId: string) {
  return db
    .selectFrom('teachers')
    .select(['name', 'surname', 'email'])
    .where('id', '=', supervisorId)
    .executeTakeFirst();
}

/** The people who said yes to a kind (the kinds are a JSON list of names). */
export function peopleWhoChose(db: Db, kind: string) {
  return db
    .selectFrom('notificationSettings')
    .select(['role', 'personId'])
    .where('kinds', 'like', `%"${kind}"%`)
    .execute();
}

/**
 * Takes the person's turn of a periodic group (the weekly summary, the nudge): true for the one
 * process that finds it last sent before `since` (or never) and marks it sent at `now`.
 */
export async function claimTurn(
  db: Db,
  person: Person,
  groupKey: string,
  now: number,
  since: number,
) {
  const row = await db
    .insertInto('notificationsSent')
    .values({ ...person, groupKey, sentAt: now })
    .onConflict((oc) =>
      oc
        .columns(['role', 'personId', 'groupKey'])
        .doUpdateSet({ sentAt: now })
        .where('notificationsSent.sentAt', '<', since),
    )
    .returning('sentAt')
    .executeTakeFirst();
  return row !== undefined;
}

/** When the supervisor approved sub-moments of the student, from `since` on. */
export async function approvalTimes(db: Db, studentId: string, since: number) {
  const rows = await db
    .selectFrom('cardHistory')
    .select('at')
    .where('studentId', '=', studentId)
    .where('byRole', '=', 'supervisor')
    .where('toValue', '=', 'Godkänd')
    .where('at', '>=', since)
    .execute();
  return rows.map((row) => Number(row.at));
}

/** The date ('YYYY-MM-DD') of the student's latest drive, or null. */
export async function lastDriveDate(db: Db, studentId: string) {
  const row = await db
    .selectFrom('drives')
    .select((eb) => eb.fn.max('date').as('last'))
    .where('studentId', '=', studentId)
    .executeTakeFirst();
  return (row?.last as string | null | undefined) ?? null;
}
