import { messages } from '@ovningskort/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Role } from '../db/schema.js';
import { forbidden, unauthorized } from '../lib/http-errors.js';
import type { AccessClaims, AccessTokens } from '../modules/auth/access-token.js';
import type { SessionService } from '../modules/auth/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a role guard: who is calling, from a verified token of a live session. */
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /** preHandler that admits only a valid access token of the given role. */
    requireRole(role: Role): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Reads the bearer token if there is a valid one; never refuses. */
    readAccess(request: FastifyRequest): Promise<AccessClaims | null>;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/** One place decides who a request comes from; routes only name the role they need. */
export const authPlugin = fp<{ accessTokens: AccessTokens; sessions: SessionService }>(
  async (app, { accessTokens, sessions }) => {
    app.decorateRequest('auth', null);

    async function readAccess(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await accessTokens.verify(token);
      if (!claims || !(await sessions.isActive(claims.sessionId))) return null;
      return claims;
    }

    app.decorate('readAccess', readAccess);
    app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
      const claims = await readAccess(request);
      if (!claims) throw unauthorized(messages.common.unauthorized, 'UNAUTHENTICATED');
      if (claims.role !== role) throw forbidden(messages.common.forbidden, 'WRONG_ROLE');
      request.auth = claims;
    });
  },
  { name: 'auth' },
);

/** Ids in paths, queries and bodies must be the caller's own; another's id changes nothing. */
export function assertSelf(request: FastifyRequest, id: string): string {
  if (!request.auth || request.auth.userId !== id) {
    throw forbidden(messages.common.forbidden, 'NOT_YOURS');
  }
  return id;
}

/**
 * Refuses requests a browser marks as coming from another site. The refresh cookie is
 * SameSite=Strict already; this also covers the supervisor's GET refresh.
 */
export function assertSameSite(request: FastifyRequest): void {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') {
    throw forbidden(messages.auth.crossSite, 'CROSS_SITE');
  }
}
