import { randomUUID } from 'node:crypto';
import {
  FRESH_LOGIN_MS,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_IDLE_MS,
  STUDENT_SESSION_MAX_MS,
  SUPERVISOR_SESSION_MS,
} from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { reusableQuery } from '../../db/reusable-query.js';
import type { Role } from '../../db/schema.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import type { AccessTokens } from './access-token.js';
import * as repo from './repository.js';

export interface IssuedSession {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: number;
}

type Owner = { userId: string; role: Role };

/** Told the ids of sessions that have just ended, so that what they hold open can close. */
export type SessionsEnded = (sessionIds: readonly string[]) => void;

/** A supervisor's session ends 3 h after login; a student's lives while it is used. */
const SESSION_MAX_MS: Record<Role, number> = {
  student: STUDENT_SESSION_MAX_MS,
  teacher: SUPERVISOR_SESSION_MS,
};

/**
 * A session is one login on one device. Its refresh token expires after 3 h unused and is
 * rotated on every use; a token used again after a short grace period means it was copied,
 * so the whole session (the token family) ends.
 */
export function createSessionService(
  db: Db,
  accessTokens: AccessTokens,
  clock = Date.now,
  onEnded: SessionsEnded = () => undefined,
) {
  // Asked on every authenticated request: compiled once.
  const findActive = reusableQuery(db, 2, (id: string, now: number) =>
    repo.activeSessionQuery(db, id, now),
  );

  async function issue(session: { id: string; userId: string; role: Role; expiresAt: number }) {
    const now = clock();
    const refreshToken = randomToken();
    const refreshExpiresAt = Math.min(now + REFRESH_TOKEN_IDLE_MS, session.expiresAt);
    await repo.insertRefreshToken(db, {
      tokenHash: hashToken(refreshToken),
      sessionId: session.id,
      createdAt: now,
      expiresAt: refreshExpiresAt,
    });
    const accessToken = await accessTokens.sign({
      userId: session.userId,
      role: session.role,
      sessionId: session.id,
    });
    return { sessionId: session.id, accessToken, refreshToken, refreshExpiresAt };
  }

  const announce = (rows: readonly { id: string }[]) => {
    if (rows.length > 0) onEnded(rows.map((row) => row.id));
  };

  return {
    async start(owner: Owner): Promise<IssuedSession> {
      const now = clock();
      const session = { id: randomUUID(), ...owner, expiresAt: now + SESSION_MAX_MS[owner.role] };
      await repo.insertSession(db, { ...session, createdAt: now });
      return issue(session);
    },

    /** Exchanges a refresh token for a new pair; null when it is unknown, stolen or expired. */
    async rotate(refreshToken: string, role: Role): Promise<IssuedSession | null> {
      const now = clock();
      const tokenHash = hashToken(refreshToken);
      const stored = await repo.findRefreshToken(db, tokenHash);
      if (!stored) return null;
      const firstUse =
        stored.usedAt === null && (await repo.markRefreshTokenUsed(db, tokenHash, now));
      if (!firstUse) {
        const usedAt = stored.usedAt ?? now;
        // Two refreshes racing from one tab (or a reload mid-refresh) is not theft.
        if (now - usedAt > REFRESH_REUSE_GRACE_MS) {
          announce(await repo.revokeSession(db, stored.sessionId, now));
          return null;
        }
      }
      if (stored.expiresAt <= now) return null;
      const session = await repo.findActiveSession(db, stored.sessionId, now);
      if (!session || session.role !== role) return null;
      return issue(session);
    },

    /** The session a refresh token belongs to, whether or not the token was already used. */
    async sessionOfRefreshToken(refreshToken: string): Promise<string | undefined> {
      return (await repo.findRefreshToken(db, hashToken(refreshToken)))?.sessionId;
    },

    async end(sessionId: string): Promise<void> {
      announce(await repo.revokeSession(db, sessionId, clock()));
    },

    /** Ends every session of a user at once, except the one making the change if given. */
    async endAllOf(owner: Owner, exceptSessionId?: string): Promise<void> {
      announce(await repo.revokeSessionsOfUser(db, owner, clock(), exceptSessionId));
    },

    /**
     * Removes every session of an account that is being deleted, inside the deletion's
     * transaction; call the returned function once that has committed.
     */
    async removeAllOf(trx: Db, owner: Owner): Promise<() => void> {
      const removed = await repo.deleteSessionsOfUser(trx, owner);
      return () => announce(removed);
    },

    /** Whether the session's login was within FRESH_LOGIN_MS (refreshes do not count). */
    async isFresh(sessionId: string): Promise<boolean> {
      const started = await repo.sessionStart(db, sessionId);
      return started !== undefined && clock() - started.createdAt <= FRESH_LOGIN_MS;
    },

    async isActive(sessionId: string): Promise<boolean> {
      return (await findActive(sessionId, clock())).length > 0;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
