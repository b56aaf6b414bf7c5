import type { Selectable } from 'kysely';
import type { Db, Dialect } from '../../db/connect.js';
import type { SupervisorInvitationTable } from '../../db/schema.js';

export type InvitationRow = Selectable<SupervisorInvitationTable>;
type EndedStatus = Exclude<InvitationRow['status'], 'open'>;

/** What the student may see of an invitation (never the token's hash). */
const VISIBLE = ['id', 'studentId', 'email', 'status', 'createdAt', 'expiresAt'] as const;

export function insertInvitation(
  db: Db,
  row: Pick<InvitationRow, 'id' | 'studentId' | 'email' | 'tokenHash' | 'createdAt' | 'expiresAt'>,
) {
  return db
    .insertInto('supervisorInvitations')
    .values({ ...row, status: 'open', endedAt: null, claimedBy: null, supervisorId: null })
    .execute();
}

/**
 * Holds the student's row until the transaction ends (PostgreSQL), so that invitations sent
 * together are stored one after the other; SQLite runs one write transaction at a time.
 */
export async function lockStudent(db: Db, dialect: Dialect, studentId: string) {
  await db
    .selectFrom('students')
    .select('id')
    .where('id', '=', studentId)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
}

/** Ends the student's open invitation (expired or not) as replaced by a newer one. */
export function replaceOpenOf(db: Db, studentId: string, now: number) {
  return db
    .updateTable('supervisorInvitations')
    .set({ status: 'replaced', endedAt: now })
    .where('studentId', '=', studentId)
    .where('status', '=', 'open')
    .execute();
}

/** The student's open invitation that has not expired, if any. */
export function openOf(db: Db, studentId: string, now: number) {
  return db
    .selectFrom('supervisorInvitations')
    .select(VISIBLE)
    .where('studentId', '=', studentId)
    .where('status', '=', 'open')
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** The newest invitation a supervisor account registered with, whatever became of it. */
export function claimedBy(db: Db, supervisorId: string) {
  return db
    .selectFrom('supervisorInvitations')
    .select(VISIBLE)
    .where('claimedBy', '=', supervisorId)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

/**
 * Notes the account registered with the invitation's link, in one statement that holds the
 * rules (security round 3): only an invitation still open and not expired, only for the
 * invited address, and only when no account holds it (none has claimed it, or the one that
 * did is gone). True when this account claimed it.
 */
export async function claim(
  db: Db,
  tokenHash: string,
  supervisor: { id: string; email: string },
  now: number,
) {
  const result = await db
    .updateTable('supervisorInvitations')
    .set({ claimedBy: supervisor.id })
    .where('tokenHash', '=', tokenHash)
    .where('status', '=', 'open')
    .where('expiresAt', '>', now)
    .where('email', '=', supervisor.email)
    .where((eb) =>
      eb.or([
        eb('claimedBy', 'is', null),
        eb.not(
          eb.exists(
            eb
              .selectFrom('teachers')
              .select('teachers.id')
              .whereRef('teachers.id', '=', 'supervisorInvitations.claimedBy'),
          ),
        ),
      ]),
    )
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/**
 * Ends an invitation that is still open (of this student, when given); true only for the one
 * caller that got there first.
 */
export async function endOpen(
  db: Db,
  id: string,
  status: EndedStatus,
  now: number,
  extra: { studentId?: string; supervisorId?: string } = {},
) {
  let query = db
    .updateTable('supervisorInvitations')
    .set({ status, endedAt: now, supervisorId: extra.supervisorId ?? null })
    .where('id', '=', id)
    .where('status', '=', 'open');
  if (extra.studentId) query = query.where('studentId', '=', extra.studentId);
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function deleteInvitation(db: Db, id: string) {
  return db.deleteFrom('supervisorInvitations').where('id', '=', id).execute();
}

/** Every invitation of a student, for "Ladda ner mina uppgifter" (no token hash). */
export function invitationsOf(db: Db, studentId: string) {
  return db
    .selectFrom('supervisorInvitations')
    .select(['email', 'status', 'createdAt', 'expiresAt', 'endedAt'])
    .where('studentId', '=', studentId)
    .orderBy('createdAt')
    .execute();
}
