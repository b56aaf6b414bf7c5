import { randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-token.js';

const secret = 'test-secret-of-enough-length-for-hs256-0123456789';
const key = new TextEncoder().encode(secret);
const tokens = createAccessTokens(secret);
const claims = { role: 'student' as const, id: 'u1', sessionId: 's1' };

/** A token signed with the app's own key, built claim by claim. */
function forged(options: { exp?: boolean; iat?: boolean; alg?: string }) {
  let jwt = new SignJWT({ role: 'student', sid: 's1' })
    .setProtectedHeader({ alg: options.alg ?? 'HS256', typ: 'JWT' })
    .setSubject('u1')
    .setJti(randomUUID());
  if (options.iat !== false) jwt = jwt.setIssuedAt();
  if (options.exp !== false) jwt = jwt.setExpirationTime('5m');
  return jwt.sign(key);
}

describe('access tokens', () => {
  it('accept what they signed', async () => {
    expect(await tokens.verify(await tokens.sign(claims))).toEqual(claims);
    expect(await tokens.verify(await forged({}))).toEqual(claims);
  });

  it("keep the §7 API's 'teacher' in a supervisor's claim, and read it as 'supervisor'", async () => {
    const supervisor = { role: 'supervisor' as const, id: 't1', sessionId: 's2' };
    const token = await tokens.sign(supervisor);
    expect(decodeJwt(token)).toMatchObject({ role: 'teacher', sub: 't1', sid: 's2' });
    expect(await tokens.verify(token)).toEqual(supervisor);
  });

  it('refuse a token without an expiry, even with a good signature', async () => {
    expect(await tokens.verify(await forged({ exp: false }))).toBeNull();
  });

  it('refuse a token without an issue time', async () => {
    expect(await tokens.verify(await forged({ iat: false }))).toBeNull();
  });

  it('refuse another algorithm with the same key', async () => {
    expect(await tokens.verify(await forged({ alg: 'HS512' }))).toBeNull();
    const [, body, signature] = (await forged({})).split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    expect(await tokens.verify(`${none}.${body}.`)).toBeNull();
    expect(await tokens.verify(`${none}.${body}.${signature}`)).toBeNull();
  });
});
