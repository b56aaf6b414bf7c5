import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ActorRole, REMEMBERED_SESSION_MS } from '@ovningskort/domain';
import type { IssuedSession } from './sessions.js';

/** Each role has its own refresh cookie, so a student and a supervisor can share a browser. */
const COOKIE_NAMES: Record<ActorRole, string> = {
  student: 'ovk_refresh',
  supervisor: 'ovk_refresh_t',
};
const COOKIE_PATH = '/api/v1';

export function refreshCookie(secure: boolean) {
  return {
    read(request: FastifyRequest, role: ActorRole): string | undefined {
      return request.cookies[COOKIE_NAMES[role]] || undefined;
    },
    /**
     * The session's new refresh token. A remembered session's cookie lives 30 days (Max-Age,
     * renewed at every rotation); otherwise it ends with the token (3 hours unused).
     */
    set(
      reply: FastifyReply,
      role: ActorRole,
      session: Pick<IssuedSession, 'refreshToken' | 'refreshExpiresAt' | 'remembered'>,
    ) {
      reply.setCookie(COOKIE_NAMES[role], session.refreshToken, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: COOKIE_PATH,
        ...(session.remembered
          ? { maxAge: REMEMBERED_SESSION_MS / 1000 }
          : { expires: new Date(session.refreshExpiresAt) }),
      });
    },
    clear(reply: FastifyReply, role: ActorRole) {
      reply.clearCookie(COOKIE_NAMES[role], {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: COOKIE_PATH,
      });
    },
  };
}
export type RefreshCookie = ReturnType<typeof refreshCookie>;
