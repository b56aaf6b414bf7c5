import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { resolveAuthSecret } from '../../src/lib/auth-secret.js';
import type { TestApp } from '../test-app.js';

/**
 * Bad access tokens made exactly like the real ones (modules/auth/access-token.ts: HS256 with
 * AUTH_SECRET, `sub` = user id, `role`, `sid` = session id, `jti`, `iat`, `exp`), each wrong
 * in one way only.
 */
export interface Claims {
  sub: string;
  role: string;
  sid: string;
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function claimsOf(token: string): Claims {
  const { sub, role, sid } = decodeJwt(token);
  return { sub: sub!, role: role as string, sid: sid as string };
}

/** Signs with the app's real secret (the generated one in DATA_DIR, or AUTH_SECRET). */
export async function signWithAppSecret(
  t: TestApp,
  claims: Claims,
  times: { iat: number; exp: number },
): Promise<string> {
  const secret = await resolveAuthSecret(t.config.authSecret, t.config.dataDir);
  return new SignJWT({ role: claims.role, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(randomUUID())
    .setIssuedAt(times.iat)
    .setExpirationTime(times.exp)
    .sign(new TextEncoder().encode(secret));
}

/** The owner's own claims and live session, correctly signed, but expired a minute ago. */
export function expiredToken(t: TestApp, ownerToken: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signWithAppSecret(t, claimsOf(ownerToken), { iat: now - 16 * 60, exp: now - 60 });
}

/** Another real token whose payload is edited (here: `sub` made the owner's); signature kept. */
export function tamperedToken(token: string, changes: Partial<Claims>): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as object;
  return `${header}.${encode({ ...claims, ...changes })}.${signature}`;
}

/** An unsigned token (`alg: none`) with the owner's complete, unexpired claims. */
export function algNoneToken(ownerToken: string): string {
  const payload = JSON.parse(Buffer.from(ownerToken.split('.')[1]!, 'base64url').toString());
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(payload as object)}.`;
}
