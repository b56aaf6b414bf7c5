import type { Db } from '../../db/connect.js';
import type { Flag, OneTimePurpose, Role } from '../../db/schema.js';

export function insertSession(
  db: Db,
  row: {
    id: string;
    userId: string;
    role: Role;
    createdAt: number;
    expiresAt: number;
    remembered: Flag;
    device: string;
  },
) {
  return db
    .insertInto('sessions')
    .values({ ...row, revokedAt: null, lastUsedAt: row.createdAt })
    .execute();
}

/** The user's live sessions, the one used last first ("Inloggade enheter"). */
export function listActiveSessions(db: Db, user: { userId: string; role: Role }, now: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'device', 'createdAt', 'lastUsedAt', 'remembered'])
    .where('userId', '=', user.userId)
    .where('role', '=', user.role)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('lastUsedAt', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
}

/** Ends one live session of the user; nothing (an empty list) if it is not theirs or live. */
export function revokeSessionOfUser(
  db: Db,
  user: { userId: string; role: Role },
  id: string,
  now: number,
) {
  return db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('userId', '=', user.userId)
    .where('role', '=', user.role)
    .where('revokedAt', 'is', null)
    .returning('id')
    .execute();
}

/** When the session with this id was ended (null while it is not), if it exists. */
export function sessionRevokedAt(db: Db, id: string) {
  return db.selectFrom('sessions').select('revokedAt').where('id', '=', id).executeTakeFirst();
}

/** When the session with this id began (its login), if it exists. */
export function sessionStart(db: Db, id: string) {
  return db.selectFrom('sessions').select('createdAt').where('id', '=', id).executeTakeFirst();
}

/** The session with this id if it is live: not revoked, not expired. */
export function activeSessionQuery(db: Db, id: string, now: number) {
  return db
    .selectFrom('sessions')
    .select(['id', 'userId', 'role', 'expiresAt'])
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now);
}

/** The live session with this id, with whether it is remembered (refresh and restore). */
export function findActiveSession(db: Db, id: string, now: number) {
  return activeSessionQuery(db, id, now).select('remembered').executeTakeFirst();
}

/**
 * Notes a use of a live session (a refresh or restore) and, for a remembered one, moves its
 * expiry (it slides); false if it has ended.
 */
export async function useSession(db: Db, id: string, now: number, expiresAt?: number) {
  const result = await db
    .updateTable('sessions')
    .set(expiresAt === undefined ? { lastUsedAt: now } : { lastUsedAt: now, expiresAt })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function revokeSession(db: Db, id: string, now: number) {
  return db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('revokedAt', 'is', null)
    .returning('id')
    .execute();
}

/** Ends every live session of a user, except one if given (the one making a change). */
export function revokeSessionsOfUser(
  db: Db,
  user: { userId: string; role: Role },
  now: number,
  exceptSessionId?: string,
) {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', user.userId)
    .where('role', '=', user.role)
    .where('revokedAt', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  return query.returning('id').execute();
}

/** Removes every session (and, by cascade, refresh token) of a deleted account. */
export function deleteSessionsOfUser(db: Db, user: { userId: string; role: Role }) {
  return db
    .deleteFrom('sessions')
    .where('userId', '=', user.userId)
    .where('role', '=', user.role)
    .returning('id')
    .execute();
}

export function deleteOneTimeTokensOfUser(db: Db, user: { userId: string; role: Role }) {
  return db
    .deleteFrom('oneTimeTokens')
    .where('userId', '=', user.userId)
    .where('role', '=', user.role)
    .execute();
}

export function insertRefreshToken(
  db: Db,
  row: { tokenHash: string; sessionId: string; createdAt: number; expiresAt: number },
) {
  return db
    .insertInto('refreshTokens')
    .values({ ...row, usedAt: null })
    .execute();
}

export function findRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('refreshTokens')
    .select(['tokenHash', 'sessionId', 'expiresAt', 'usedAt'])
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a refresh token used; true only for the one caller that got there first. */
export async function markRefreshTokenUsed(db: Db, tokenHash: string, now: number) {
  const result = await db
    .updateTable('refreshTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export function insertOneTimeToken(
  db: Db,
  row: {
    tokenHash: string;
    userId: string;
    role: Role;
    purpose: OneTimePurpose;
    createdAt: number;
    expiresAt: number;
    payload: string | null;
  },
) {
  return db
    .insertInto('oneTimeTokens')
    .values({ ...row, usedAt: null })
    .execute();
}

export function findOneTimeToken(db: Db, tokenHash: string, purpose: OneTimePurpose) {
  return db
    .selectFrom('oneTimeTokens')
    .select(['userId', 'role', 'expiresAt', 'usedAt', 'createdAt', 'payload'])
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Uses a one-time token; true only for the one caller that got there first, before expiry. */
export async function consumeOneTimeToken(
  db: Db,
  tokenHash: string,
  purpose: OneTimePurpose,
  now: number,
) {
  const result = await db
    .updateTable('oneTimeTokens')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Ends all unused tokens of one purpose for a user (a new link replaces the old ones). */
export function expireOneTimeTokens(
  db: Db,
  user: { userId: string; role: Role },
  purpose: OneTimePurpose,
  now: number,
) {
  return db
    .updateTable('oneTimeTokens')
    .set({ usedAt: now })
    .where('userId', '=', user.userId)
    .where('role', '=', user.role)
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

export function latestOneTimeTokenAt(
  db: Db,
  user: { userId: string; role: Role },
  purpose: OneTimePurpose,
) {
  return db
    .selectFrom('oneTimeTokens')
    .select((eb) => eb.fn.max('createdAt').as('latest'))
    .where('userId', '=', user.userId)
    .where('role', '=', user.role)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}
