import type { Actor } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import type { Flag, OneTimePurpose } from '../../db/schema.js';
import { roleOfStored, storedRole } from '../../lib/stored-role.js';

export function insertSession(
  db: Db,
  actor: Actor,
  row: {
    id: string;
    createdAt: number;
    expiresAt: number;
    remembered: Flag;
    device: string;
  },
) {
  return db
    .insertInto('sessions')
    .values({
      ...row,
      userId: actor.id,
      role: storedRole(actor.role),
      revokedAt: null,
      lastUsedAt: row.createdAt,
    })
    .execute();
}

/** The user's live sessions, the one used last first ("Inloggade enheter"). */
/**
 * The user's sessions a device can still use: live, with a refresh token not used and not
 * expired (issue 35: a session whose refresh cookie is gone – replaced by a later login in the
 * same browser, or left past its 3 hours – is no device any more, only a row).
 */
export function listActiveSessions(db: Db, actor: Actor, now: number) {
  return (
    db
      .selectFrom('sessions')
      .select(['id', 'device', 'createdAt', 'lastUsedAt', 'remembered'])
      // Whether the device takes push (issue 38): its subscription is held by its session.
      .select(({ exists, selectFrom }) =>
        exists(
          selectFrom('pushSubscriptions')
            .select('pushSubscriptions.endpoint')
            .whereRef('pushSubscriptions.sessionId', '=', 'sessions.id'),
        ).as('push'),
      )
      .where('userId', '=', actor.id)
      .where('role', '=', storedRole(actor.role))
      .where('revokedAt', 'is', null)
      .where('expiresAt', '>', now)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('refreshTokens')
            .select('refreshTokens.tokenHash')
            .whereRef('refreshTokens.sessionId', '=', 'sessions.id')
            .where('refreshTokens.usedAt', 'is', null)
            .where('refreshTokens.expiresAt', '>', now),
        ),
      )
      .orderBy('lastUsedAt', 'desc')
      .orderBy('createdAt', 'desc')
      .execute()
  );
}

/**
 * Ends the refresh tokens of one of the user's sessions, not the session: its access token
 * works on until it expires, then nothing renews it (issue 35: a later login in the same
 * browser took its cookie's place). Nothing when the session is not theirs.
 */
export function retireRefreshTokens(db: Db, actor: Actor, sessionId: string, now: number) {
  return db
    .updateTable('refreshTokens')
    .set({ expiresAt: now })
    .where('sessionId', '=', sessionId)
    .where('expiresAt', '>', now)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('sessions')
          .select('sessions.id')
          .whereRef('sessions.id', '=', 'refreshTokens.sessionId')
          .where('sessions.userId', '=', actor.id)
          .where('sessions.role', '=', storedRole(actor.role)),
      ),
    )
    .execute();
}

/** Ends one live session of the user; nothing (an empty list) if it is not theirs or live. */
export function revokeSessionOfUser(db: Db, actor: Actor, id: string, now: number) {
  return db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('userId', '=', actor.id)
    .where('role', '=', storedRole(actor.role))
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

/** The live session with this id: whose, and whether it is remembered (refresh and restore). */
export async function findActiveSession(db: Db, id: string, now: number) {
  const row = await activeSessionQuery(db, id, now).select('remembered').executeTakeFirst();
  return row && { ...row, role: roleOfStored(row.role) };
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
export function revokeSessionsOfUser(db: Db, actor: Actor, now: number, exceptSessionId?: string) {
  let query = db
    .updateTable('sessions')
    .set({ revokedAt: now })
    .where('userId', '=', actor.id)
    .where('role', '=', storedRole(actor.role))
    .where('revokedAt', 'is', null);
  if (exceptSessionId) query = query.where('id', '!=', exceptSessionId);
  return query.returning('id').execute();
}

/** Removes every session (and, by cascade, refresh token) of a deleted account. */
export function deleteSessionsOfUser(db: Db, actor: Actor) {
  return db
    .deleteFrom('sessions')
    .where('userId', '=', actor.id)
    .where('role', '=', storedRole(actor.role))
    .returning('id')
    .execute();
}

export function deleteOneTimeTokensOfUser(db: Db, actor: Actor) {
  return db
    .deleteFrom('oneTimeTokens')
    .where('userId', '=', actor.id)
    .where('role', '=', storedRole(actor.role))
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
  actor: Actor,
  row: {
    tokenHash: string;
    purpose: OneTimePurpose;
    createdAt: number;
    expiresAt: number;
    payload: string | null;
  },
) {
  return db
    .insertInto('oneTimeTokens')
    .values({ ...row, userId: actor.id, role: storedRole(actor.role), usedAt: null })
    .execute();
}

/** The token with this hash, with its owner. */
export async function findOneTimeToken(db: Db, tokenHash: string, purpose: OneTimePurpose) {
  const row = await db
    .selectFrom('oneTimeTokens')
    .select(['userId', 'role', 'expiresAt', 'usedAt', 'createdAt', 'payload'])
    .where('tokenHash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return undefined;
  const { userId, role, ...token } = row;
  return { ...token, owner: { role: roleOfStored(role), id: userId } satisfies Actor };
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
export function expireOneTimeTokens(db: Db, actor: Actor, purpose: OneTimePurpose, now: number) {
  return db
    .updateTable('oneTimeTokens')
    .set({ usedAt: now })
    .where('userId', '=', actor.id)
    .where('role', '=', storedRole(actor.role))
    .where('purpose', '=', purpose)
    .where('usedAt', 'is', null)
    .execute();
}

export function latestOneTimeTokenAt(db: Db, actor: Actor, purpose: OneTimePurpose) {
  return db
    .selectFrom('oneTimeTokens')
    .select((eb) => eb.fn.max('createdAt').as('latest'))
    .where('userId', '=', actor.id)
    .where('role', '=', storedRole(actor.role))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}
