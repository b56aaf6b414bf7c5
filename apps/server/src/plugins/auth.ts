import { type Actor, type ActorRole, DomainError, messages } from '@ovningskort/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';

/** What a verified access token says: who is acting, in which session. */
export interface AccessClaims extends Actor {
  sessionId: string;
}

/** Reads a token's claims if its signature and expiry are good (modules/auth/access-token.ts). */
export type VerifyAccessToken = (token: string) => Promise<AccessClaims | null>;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by a role guard: who is calling, from a verified token of a live session. */
    auth: AccessClaims | null;
  }
  interface FastifyInstance {
    /** preValidation hook (authentication before the body is read) that admits only a valid access token of the given role. */
    requireRole(role: ActorRole): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
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
export function createVerifiedTokenCache(verifyToken: VerifyAccessToken, maxEntries = 10_000) {
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
    const claims = await verifyToken(token);
    const expiresAt = claims ? expiryOf(token) : undefined;
    if (claims && expiresAt !== undefined) verified.set(token, { claims, expiresAt });
    return claims;
  };
}

/**
 * One place decides who a request comes from; routes only name the role they need. The token
 * and the session are modules/auth's: app.ts passes in how to check each.
 */
export const authPlugin = fp<{
  verifyToken: VerifyAccessToken;
  isSessionActive: (sessionId: string) => Promise<boolean>;
}>(
  async (app, { verifyToken, isSessionActive }) => {
    app.decorateRequest('auth', null);
    const verify = createVerifiedTokenCache(verifyToken);

    async function readAccess(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) return null;
      const claims = await verify(token);
      if (!claims || !(await isSessionActive(claims.sessionId))) return null;
      return claims;
    }

    app.decorate('readAccess', readAccess);
    app.decorate('requireRole', (role: ActorRole) => async (request: FastifyRequest) => {
      const claims = await readAccess(request);
      if (!claims) throw new DomainError('UNAUTHENTICATED', messages.common.unauthorized);
      if (claims.role !== role) throw new DomainError('WRONG_ROLE', messages.common.forbidden);
      request.auth = claims;
    });
  },
  { name: 'auth' },
);

/** Who is acting, on a route behind a role guard. */
export function actorOf(request: FastifyRequest): Actor {
  const { role, id } = request.auth!;
  return { role, id };
}

/** Ids in paths, queries and bodies must be the caller's own; another's id changes nothing. */
export function assertSelf(request: FastifyRequest, id: string): string {
  if (!request.auth || request.auth.id !== id) {
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
