import { type Actor, STATUS_KEYS, SUB_MOMENT_KEYS } from '@ovningskort/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';
import { storedRole } from '../../lib/stored-role.js';
import { PROFILE_COLUMNS } from '../people/repository.js';

/**
 * The rows of one person for "Ladda ner mina uppgifter" (decision 019). Each query names its
 * columns: a hash, a token or a secret is never selected, so it cannot reach the file.
 */

export function studentAccount(db: Db, id: string) {
  return db
    .selectFrom('students')
    .select((eb) => [
      ...PROFILE_COLUMNS,
      'profileComplete',
      'oidcIssuer',
      'oidcSubject',
      'congratulatedAt',
      eb('passwordHash', 'is not', null).as('hasPassword'),
    ])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function supervisorAccount(db: Db, id: string) {
  return db
    .selectFrom('teachers')
    .select((eb) => [...PROFILE_COLUMNS, eb('passwordHash', 'is not', null).as('hasPassword')])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function cardsOf(db: Db, studentId: string) {
  return db
    .selectFrom('cards')
    .select(['id', 'slot', 'createdAt'])
    .where('studentId', '=', studentId)
    .orderBy('slot')
    .execute();
}

export function lessonsOf(db: Db, studentId: string) {
  return db
    .selectFrom('drivingNotes')
    .select([
      'id',
      'groupId',
      'number',
      'nytitle',
      'isDone',
      ...SUB_MOMENT_KEYS,
      ...STATUS_KEYS,
      'createdAt',
      'updatedAt',
    ])
    .where('studentId', '=', studentId)
    .orderBy('number')
    .execute();
}
export type LessonRow = Awaited<ReturnType<typeof lessonsOf>>[number];

/** The student's linked supervisor: name and e-mail, and since when. */
export function supervisorOf(db: Db, studentId: string) {
  return db
    .selectFrom('studentTeacher')
    .innerJoin('teachers', 'teachers.id', 'studentTeacher.teacherId')
    .select([
      'teachers.name',
      'teachers.surname',
      'teachers.email',
      'studentTeacher.createdAt as linkedAt',
    ])
    .where('studentTeacher.studentId', '=', studentId)
    .executeTakeFirst();
}

/** The supervisor's linked students: names only (their details are theirs). */
export function studentsOf(db: Db, supervisorId: string) {
  return db
    .selectFrom('studentTeacher')
    .innerJoin('students', 'students.id', 'studentTeacher.studentId')
    .select([
      'students.id',
      'students.name',
      'students.surname',
      'studentTeacher.createdAt as linkedAt',
    ])
    .where('studentTeacher.teacherId', '=', supervisorId)
    .orderBy('studentTeacher.createdAt')
    .execute();
}

/** The drives a supervisor added to a student's log or confirmed, the latest first. */
export function drivesBySupervisor(db: Db, supervisorId: string) {
  return db
    .selectFrom('drives')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('addedBy', '=', 'supervisor'), eb('addedById', '=', supervisorId)]),
        eb('confirmedBy', '=', supervisorId),
      ]),
    )
    .orderBy('date', 'desc')
    .orderBy('startTime', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
}

/** Every session of the person, ended ones too; never its refresh tokens. */
export function sessionsOf(db: Db, owner: Actor) {
  return db
    .selectFrom('sessions')
    .select(['device', 'createdAt', 'lastUsedAt', 'expiresAt', 'revokedAt', 'remembered'])
    .where('userId', '=', owner.id)
    .where('role', '=', storedRole(owner.role))
    .orderBy('createdAt', 'desc')
    .execute();
}

/** The person's e-mailed links: purpose and times, never the token's hash. */
export function linksOf(db: Db, owner: Actor) {
  return db
    .selectFrom('oneTimeTokens')
    .select(['purpose', 'createdAt', 'expiresAt', 'usedAt', 'payload'])
    .where('userId', '=', owner.id)
    .where('role', '=', storedRole(owner.role))
    .orderBy('createdAt', 'desc')
    .execute();
}

export function lessonChangesOf(db: Db, owner: Actor) {
  return db
    .selectFrom('lessonChanges')
    .select(['id', 'lessonId', 'outcome', 'createdAt'])
    .where('writerId', '=', owner.id)
    .where('writerRole', '=', owner.role)
    .orderBy('createdAt', 'desc')
    .execute();
}

/**
 * Counters kept under these exact keys or keys that start with one of the prefixes (no LIKE:
 * an e-mail may hold % and _).
 */
export function countersOf(db: Db, keys: string[], prefixes: string[]) {
  return db
    .selectFrom('rateLimits')
    .select(['key', 'count', 'windowStart', 'lockedUntil'])
    .where((eb) =>
      eb.or([
        eb('key', 'in', keys),
        ...prefixes.map((prefix) =>
          eb(sql<string>`substr(${sql.ref('key')}, 1, ${prefix.length})`, '=', prefix),
        ),
      ]),
    )
    .orderBy('key')
    .execute();
}

/** Messages sent through the contact form while logged in; never the address's keyed hash. */
export function contactMessagesOf(db: Db, owner: Actor) {
  return db
    .selectFrom('supportMessages')
    .select(['id', 'name', 'email', 'subject', 'message', 'createdAt', 'mailedAt'])
    .where(owner.role === 'student' ? 'studentId' : 'teacherId', '=', owner.id)
    .orderBy('createdAt', 'desc')
    .execute();
}

/** Interest sign-ups of the account, and any made with its address without an account. */
export function interestOf(db: Db, owner: Actor, email: string) {
  return db
    .selectFrom('interestRequests')
    .select(['kind', 'email', 'createdAt'])
    .where((eb) =>
      eb.or([
        eb(owner.role === 'student' ? 'studentId' : 'teacherId', '=', owner.id),
        eb.and([eb('email', '=', email), eb('studentId', 'is', null), eb('teacherId', 'is', null)]),
      ]),
    )
    .orderBy('createdAt', 'desc')
    .execute();
}

/**
 * Card history rows (issue 19): on a student's cards, whoever wrote them; a supervisor's own
 * changes, on whichever student's card. Oldest first.
 */
export function historyOf(db: Db, owner: Actor) {
  const query = db
    .selectFrom('cardHistory')
    .select([
      'id',
      'studentId',
      'groupId',
      'lessonId',
      'field',
      'fromValue',
      'toValue',
      'byRole',
      'byName',
      'at',
      'madeAt',
      'deviceTimeRejected',
    ]);
  const own =
    owner.role === 'student'
      ? query.where('studentId', '=', owner.id)
      : query.where('byRole', '=', 'supervisor').where('byId', '=', owner.id);
  return own.orderBy('at').orderBy('id').execute();
}

/** Comments (issue 19): on a student's cards, whoever wrote them; a supervisor's own. */
export function commentsOf(db: Db, owner: Actor) {
  const query = db
    .selectFrom('cardComments')
    .select([
      'id',
      'studentId',
      'groupId',
      'lessonId',
      'subMoment',
      'body',
      'byRole',
      'byName',
      'createdAt',
      'updatedAt',
    ]);
  const own =
    owner.role === 'student'
      ? query.where('studentId', '=', owner.id)
      : query.where('byRole', '=', 'supervisor').where('byId', '=', owner.id);
  return own.orderBy('createdAt').orderBy('id').execute();
}

/** The links a student e-mailed to companions (issue 34), oldest first; no token hash. */
export function companionRequestsOf(db: Db, studentId: string) {
  return db
    .selectFrom('companionConfirmations')
    .select(['driveId', 'email', 'createdAt', 'expiresAt', 'usedAt', 'endedAt'])
    .where('studentId', '=', studentId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** A student's links for the driving school (issue 34), oldest first; no token hash. */
export function sharesOf(db: Db, studentId: string) {
  return db
    .selectFrom('shares')
    .select(['label', 'code', 'forPrint', 'createdAt', 'expiresAt', 'revokedAt'])
    .where('studentId', '=', studentId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}
