import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_TTL_SECONDS } from '@ovningskort/domain';
import { jwtVerify, SignJWT } from 'jose';
import { isStoredRole, roleOfStored, storedRole } from '../../lib/stored-role.js';
import type { AccessClaims } from '../../plugins/auth.js';

/** Short-lived signed JWT (HS256); the session it names is checked on every request. */
export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: storedRole(claims.role), sid: claims.sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.id)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(key);
    },
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        // Pinned to the one algorithm we sign with; a token without an expiry or issue time is
        // refused even when its signature is good.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const { sub, role, sid } = payload;
        if (typeof sub !== 'string' || typeof sid !== 'string' || !isStoredRole(role)) return null;
        return { role: roleOfStored(role), id: sub, sessionId: sid };
      } catch {
        return null;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
