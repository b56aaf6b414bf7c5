import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_TTL_MS } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
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

/**
 * A session is one login on one device. Its refresh token is rotated on every use; a token
 * used twice means it was stolen, so the whole session (the token family) ends.
 */
export function createSessionService(db: Db, accessTokens: AccessTokens) {
  async function issueRefreshToken(sessionId: string, now: number) {
    const refreshToken = randomToken();
    const refreshExpiresAt = now + REFRESH_TOKEN_TTL_MS;
    await repo.insertRefreshToken(db, {
      tokenHash: hashToken(refreshToken),
      sessionId,
      createdAt: now,
      expiresAt: refreshExpiresAt,
    });
    return { refreshToken, refreshExpiresAt };
  }

  return {
    async start(user: { userId: string; role: Role }): Promise<IssuedSession> {
      const now = Date.now();
      const sessionId = randomUUID();
      await repo.insertSession(db, {
        id: sessionId,
        userId: user.userId,
        role: user.role,
        createdAt: now,
        expiresAt: now + REFRESH_TOKEN_TTL_MS,
      });
      const refresh = await issueRefreshToken(sessionId, now);
      const accessToken = await accessTokens.sign({ ...user, sessionId });
      return { sessionId, accessToken, ...refresh };
    },

    /** Exchanges a refresh token for a new pair; null when it is unknown, used, or expired. */
    async rotate(refreshToken: string, role: Role): Promise<IssuedSession | null> {
      const now = Date.now();
      const tokenHash = hashToken(refreshToken);
      const stored = await repo.findRefreshToken(db, tokenHash);
      if (!stored) return null;
      if (stored.usedAt !== null || !(await repo.markRefreshTokenUsed(db, tokenHash, now))) {
        await repo.revokeSession(db, stored.sessionId, now);
        return null;
      }
      if (stored.expiresAt <= now) return null;
      const session = await repo.findActiveSession(db, stored.sessionId, now);
      if (!session || session.role !== role) return null;
      const refresh = await issueRefreshToken(session.id, now);
      const accessToken = await accessTokens.sign({
        userId: session.userId,
        role: session.role,
        sessionId: session.id,
      });
      return { sessionId: session.id, accessToken, ...refresh };
    },

    /** The session a refresh token belongs to, whether or not the token was already used. */
    async sessionOfRefreshToken(refreshToken: string): Promise<string | undefined> {
      return (await repo.findRefreshToken(db, hashToken(refreshToken)))?.sessionId;
    },

    async end(sessionId: string): Promise<void> {
      await repo.revokeSession(db, sessionId, Date.now());
    },

    async isActive(sessionId: string): Promise<boolean> {
      return (await repo.findActiveSession(db, sessionId, Date.now())) !== undefined;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
