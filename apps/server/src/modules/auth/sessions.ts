import { randomUUID } from 'node:crypto';
import {
  type Actor,
  type ActorRole,
  describeDevice,
  DomainError,
  FRESH_LOGIN_MS,
  messages,
  REFRESH_REUSE_GRACE_MS,
  REFRESH_TOKEN_IDLE_MS,
  REMEMBERED_SESSION_MS,
  STUDENT_SESSION_MAX_MS,
  SUPERVISOR_SESSION_MS,
  type SignedInDevice,
} from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { reusableQuery } from '../../db/reusable-query.js';
import { hashToken, randomToken } from '../../lib/secrets.js';
import type { AccessTokens } from './access-token.js';
import * as repo from './repository.js';

export interface IssuedSession {
  sessionId: string;
  userId: string;
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: number;
  /** "Kom ihåg mig på den här enheten": the cookie lives 30 days after its last use. */
  remembered: boolean;
}

/** What opening a session in a new tab found (see `restore`). */
export type Restored =
  | { kind: 'restored'; session: IssuedSession }
  /** A live session that is not remembered: the new tab logs in; nothing was changed. */
  | { kind: 'not-remembered' }
  /** No usable token (unknown, expired, ended, replayed, another role's). */
  | { kind: 'none' };

/** Told the ids of sessions that have just ended, so that what they hold open can close. */
export type SessionsEnded = (sessionIds: readonly string[]) => void;

/** A supervisor's session ends 3 h after login; a student's lives while it is used. */
const SESSION_MAX_MS: Record<ActorRole, number> = {
  student: STUDENT_SESSION_MAX_MS,
  supervisor: SUPERVISOR_SESSION_MS,
};

/**
 * A session is one login on one device. Its refresh token expires after 3 h unused and is
 * rotated on every use; a token used again after a short grace period means it was copied,
 * so the whole session (the token family) ends. A remembered session (decision 013) ends 30
 * days after its last use instead: each rotation moves the session's expiry and its new
 * token's to 30 days ahead.
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

  async function issue(session: {
    id: string;
    userId: string;
    role: ActorRole;
    expiresAt: number;
    remembered: boolean;
  }): Promise<IssuedSession> {
    const now = clock();
    const refreshToken = randomToken();
    const refreshExpiresAt = session.remembered
      ? session.expiresAt
      : Math.min(now + REFRESH_TOKEN_IDLE_MS, session.expiresAt);
    await repo.insertRefreshToken(db, {
      tokenHash: hashToken(refreshToken),
      sessionId: session.id,
      createdAt: now,
      expiresAt: refreshExpiresAt,
    });
    const accessToken = await accessTokens.sign({
      role: session.role,
      id: session.userId,
      sessionId: session.id,
    });
    return {
      sessionId: session.id,
      userId: session.userId,
      accessToken,
      refreshToken,
      refreshExpiresAt,
      remembered: session.remembered,
    };
  }

  const announce = (rows: readonly { id: string }[]) => {
    if (rows.length > 0) onEnded(rows.map((row) => row.id));
  };

  /** Exchanges a refresh token for a new pair; null when it is unknown, stolen or expired. */
  async function rotate(refreshToken: string, role: ActorRole): Promise<IssuedSession | null> {
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
    if (session.remembered !== 1) {
      if (!(await repo.useSession(db, session.id, now))) return null;
      return issue({ ...session, remembered: false });
    }
    // Sliding: a remembered session lives on for 30 days from this use.
    const expiresAt = now + REMEMBERED_SESSION_MS;
    if (!(await repo.useSession(db, session.id, now, expiresAt))) return null;
    return issue({ ...session, expiresAt, remembered: true });
  }

  /**
   * Whether the session of this refresh token was ended – logged out from another device,
   * "Logga ut överallt", a new password, a copied token – rather than left to expire.
   */
  async function wasEnded(refreshToken: string): Promise<boolean> {
    const stored = await repo.findRefreshToken(db, hashToken(refreshToken));
    if (!stored) return false;
    const session = await repo.sessionRevokedAt(db, stored.sessionId);
    return session?.revokedAt != null;
  }

  return {
    /**
     * A login: a new session, remembered on the device if asked (decision 013). `replacing`:
     * the refresh cookie the browser sent with the login. If its session is this person's, the
     * new session's cookie takes its place in this browser, so nothing could renew it again:
     * its refresh tokens end (not the session: a tab using it works on until its access token
     * expires, then renews with the browser's new cookie), and "Inloggade enheter", which lists
     * only sessions that can be renewed, keeps one row per device (issue 35).
     */
    async start(
      owner: Actor,
      options: { remembered?: boolean; userAgent?: string; replacing?: string } = {},
    ): Promise<IssuedSession> {
      const now = clock();
      if (options.replacing) {
        const stored = await repo.findRefreshToken(db, hashToken(options.replacing));
        if (stored) await repo.retireRefreshTokens(db, owner, stored.sessionId, now);
      }
      const remembered = options.remembered === true;
      const lifetime = remembered ? REMEMBERED_SESSION_MS : SESSION_MAX_MS[owner.role];
      const session = {
        id: randomUUID(),
        userId: owner.id,
        role: owner.role,
        expiresAt: now + lifetime,
        remembered,
      };
      await repo.insertSession(db, owner, {
        id: session.id,
        expiresAt: session.expiresAt,
        remembered: remembered ? 1 : 0,
        createdAt: now,
        device: describeDevice(options.userAgent),
      });
      return issue(session);
    },

    /** The owner's live sessions ("Inloggade enheter"), `current` the one asking. */
    async list(owner: Actor, currentSessionId: string): Promise<SignedInDevice[]> {
      const rows = await repo.listActiveSessions(db, owner, clock());
      return rows.map((row) => ({
        id: row.id,
        device: row.device,
        signedInAt: row.createdAt,
        lastUsedAt: row.lastUsedAt ?? row.createdAt,
        remembered: row.remembered === 1,
        current: row.id === currentSessionId,
        push: Boolean(Number(row.push)),
      }));
    },

    /** Ends one session of the owner ("Logga ut" on that device); 404 if not theirs or live. */
    async endOneOf(owner: Actor, sessionId: string): Promise<void> {
      const ended = await repo.revokeSessionOfUser(db, owner, sessionId, clock());
      if (ended.length === 0) throw new DomainError('NO_SESSION', messages.auth.noSuchSession);
      announce(ended);
    },

    rotate,
    wasEnded,

    /**
     * Opens the session of a refresh cookie in a new tab, only if it is remembered: then it is
     * rotated like a refresh. A session that is not remembered is left as it is (another tab
     * of the browser may be using it): the spec's new tab logs in.
     */
    async restore(refreshToken: string, role: ActorRole): Promise<Restored> {
      const stored = await repo.findRefreshToken(db, hashToken(refreshToken));
      if (!stored) return { kind: 'none' };
      const owner = await repo.findActiveSession(db, stored.sessionId, clock());
      if (!owner || owner.role !== role) return { kind: 'none' };
      if (owner.remembered !== 1) return { kind: 'not-remembered' };
      const session = await rotate(refreshToken, role);
      return session ? { kind: 'restored', session } : { kind: 'none' };
    },

    /** The session a refresh token belongs to, whether or not the token was already used. */
    async sessionOfRefreshToken(refreshToken: string): Promise<string | undefined> {
      return (await repo.findRefreshToken(db, hashToken(refreshToken)))?.sessionId;
    },

    async end(sessionId: string): Promise<void> {
      announce(await repo.revokeSession(db, sessionId, clock()));
    },

    /** Ends every session of a user at once, except the one making the change if given. */
    async endAllOf(owner: Actor, exceptSessionId?: string): Promise<void> {
      announce(await repo.revokeSessionsOfUser(db, owner, clock(), exceptSessionId));
    },

    /**
     * Removes every session of an account that is being deleted, inside the deletion's
     * transaction; call the returned function once that has committed.
     */
    async removeAllOf(trx: Db, owner: Actor): Promise<() => void> {
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

    /** When the session expires if it is live now; undefined if it has ended or expired. */
    async liveUntil(sessionId: string): Promise<number | undefined> {
      return (await findActive(sessionId, clock()))[0]?.expiresAt;
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
