import { DomainError, messages } from '@ovningskort/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { Role } from '../db/schema.js';
import type { AccessClaims, AccessTokens } from '../modules/auth/access-token.js';
import type { SessionService } from '../modules/auth/sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a role guard: who is calling, from a verified token of a live session. */
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /** preValidation hook (authentication before the body is read) that admits only a valid access token of the given role. */
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

/** When a verified token expires (its exp claim, in ms); undefined if it has none. */
function expiryOf(token: string): number | undefined {
  try {
    const payload: unknown = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Tokens whose signature was already checked, until they expire: checking an HMAC is the
 * largest fixed cost of a request, and a token's claims never change. Only the signature
 * check is remembered; the session is still looked up on every request, so a logout or
 * revocation takes effect at once, in every process. Bounded; the least recently used goes
 * first. The expiry is checked here against Date.now(), the clock jose checks `exp` with (the
 * cache's own ttl would count on a monotonic clock and end a token a millisecond later).
 */
export function createVerifiedTokenCache(accessTokens: AccessTokens, maxEntries = 10_000) {
  // Serves bench/README.md's (a) GET and (b) PUT throughput: one HMAC check less per request.
  const verified = new LRUCache<string, { claims: AccessClaims; expiresAt: number }>({
    max: maxEntries,
  });
  return async function verify(token: string): Promise<AccessClaims | null> {
    const hit = verified.get(token);
    if (hit) {
      if (Date.now() < hit.expiresAt) return hit.claims;
      verified.delete(token);
    }
    const claims = await accessTokens.verify(token);
    const expiresAt = claims ? expiryOf(token) : undefined;
    if (claims && expiresAt !== undefined) verified.set(token, { claims, expiresAt });
    return claims;
  };
}

/** One place decides who a request comes from; routes only name the role they need. */
export const authPlugin = fp<{ accessTokens: AccessTokens; sessions: SessionService }>(
  async (app, { accessTokens, sessions }) => {
    app.decorateRequest('auth', null);
    const verify = createVerifiedTokenCache(accessTokens);

    async function readAccess(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await verify(token);
      if (!claims || !(await sessions.isActive(claims.sessionId))) return null;
      return claims;
    }

    app.decorate('readAccess', readAccess);
    app.decorate('requireRole', (role: Role) => async (request: FastifyRequest) => {
      const claims = await readAccess(request);
      if (!claims) throw new DomainError('UNAUTHENTICATED', messages.common.unauthorized);
      if (claims.role !== role) throw new DomainError('WRONG_ROLE', messages.common.forbidden);
      request.auth = claims;
    });
  },
  { name: 'auth' },
);

/** Ids in paths, queries and bodies must be the caller's own; another's id changes nothing. */
export function assertSelf(request: FastifyRequest, id: string): string {
  if (!request.auth || request.auth.userId !== id) {
    throw new DomainError('NOT_YOURS', messages.common.forbidden);
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
    throw new DomainError('CROSS_SITE', messages.auth.crossSite);
  }
}
