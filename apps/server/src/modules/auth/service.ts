import { type ActorRole, DomainError, type Login, messages } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import {
  BUSY_RETRY_SECONDS,
  type PasswordCheck,
  reservePasswordCheck,
  tryReservePasswordCheck,
} from '../../lib/passwords.js';
import { createTurns } from '../../lib/turns.js';
import * as accounts from '../people/repository.js';
import { normalizeEmail } from '../people/person.js';
import type { Lockout } from './lockout.js';
import type { IssuedSession, Restored, SessionService } from './sessions.js';

/** How many logins of a burst are let on in one turn of the event loop (see `admitLogin`). */
const LOGINS_PER_TURN = 8;

export function createAuthService(deps: { db: Db; sessions: SessionService; lockout: Lockout }) {
  const { db, sessions, lockout } = deps;
  const loginTurns = createTurns(LOGINS_PER_TURN);
  return {
    /**
     * A login's place in the password hashing, taken as its request arrives (before its body is
     * read), in its turn: a burst's logins are worked through a few at a time, so that everyone
     * else's requests are answered between them. Without a place, the 503 `BUSY` to answer: the
     * surplus of a burst costs the server as little as it can (security round 3).
     */
    async admitLogin(): Promise<
      { place: PasswordCheck } | { refused: { message: string; retryAfterSeconds: number } }
    > {
      await loginTurns.take();
      const place = tryReservePasswordCheck();
      return place
        ? { place }
        : { refused: { message: messages.common.busy, retryAfterSeconds: BUSY_RETRY_SECONDS } };
    },

    /**
     * E-mail and password login of either role, behind the lockout. The login takes its place
     * in the password hashing first: when too many are being checked at once it is refused
     * (503) before it is counted or looked up. Such a login has checked no password, so the
     * limits have nothing to count (decision 012, security round 3).
     */
    async login(
      role: ActorRole,
      input: Login,
      ip: string,
      userAgent?: string,
      /** The refresh cookie of the browser, if it has one: its session is replaced. */
      replacing?: string,
      /** The place `admitLogin` gave; without one the login takes its own or is refused. */
      admitted?: PasswordCheck,
    ): Promise<{ session: IssuedSession; userId: string }> {
      const email = normalizeEmail(input.email);
      const check = admitted ?? reservePasswordCheck();
      const person = await (async () => {
        await lockout.admit(role, email, ip);
        const found = await accounts.findPersonByEmail(db, role, email);
        const ok = await check.verify(found?.passwordHash ?? null, input.password);
        return ok ? found : undefined;
      })().finally(() => check.release());
      if (!person) throw new DomainError('WRONG_CREDENTIALS', messages.auth.wrongCredentials);
      await lockout.succeeded(role, email, ip);
      const session = await sessions.start(
        { role, id: person.id },
        { remembered: input.remember === true, userAgent, replacing },
      );
      return { session, userId: person.id };
    },

    async refresh(role: ActorRole, refreshToken: string | undefined): Promise<IssuedSession> {
      const session = refreshToken ? await sessions.rotate(refreshToken, role) : null;
      if (session) return session;
      // Said apart, so that the device does not blame a long inactivity.
      if (refreshToken && (await sessions.wasEnded(refreshToken))) {
        throw new DomainError('SESSION_ENDED', messages.auth.sessionEnded);
      }
      throw new DomainError('REFRESH_FAILED', messages.auth.refreshFailed);
    },

    /**
     * A new tab opening the session of the refresh cookie, if that session is remembered
     * (decision 013); see SessionService.restore.
     */
    async restore(role: ActorRole, refreshToken: string | undefined): Promise<Restored> {
      return refreshToken ? sessions.restore(refreshToken, role) : { kind: 'none' };
    },

    /** Ends the session of the refresh cookie and of the access token, whichever are present. */
    async logout(refreshToken: string | undefined, accessSessionId: string | undefined) {
      const ids = new Set<string>();
      if (accessSessionId) ids.add(accessSessionId);
      if (refreshToken) {
        const id = await sessions.sessionOfRefreshToken(refreshToken);
        if (id) ids.add(id);
      }
      for (const id of ids) await sessions.end(id);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
