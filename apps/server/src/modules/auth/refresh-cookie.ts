import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Role } from '../../db/schema.js';

/** Each role has its own refresh cookie, so a student and a supervisor can share a browser. */
const COOKIE_NAMES: Record<Role, string> = { student: 'ovk_refresh', teacher: 'ovk_refresh_t' };
const COOKIE_PATH = '/api/v1';

export function refreshCookie(secure: boolean) {
  return {
    read(request: FastifyRequest, role: Role): string | undefined {
      return request.cookies[COOKIE_NAMES[role]] || undefined;
    },
    set(reply: FastifyReply, role: Role, token: string, expiresAt: number) {
      reply.setCookie(COOKIE_NAMES[role], token, {
        httpOnly: true,
        sameSite: 'strict',
        secure,
        path: COOKIE_PATH,
        expires: new Date(expiresAt),
      });
    },
    clear(reply: FastifyReply, role: Role) {
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
