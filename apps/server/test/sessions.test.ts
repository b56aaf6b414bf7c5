import { messages } from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieValue,
  loginStudent,
  postJson,
  registerStudent,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';

describe.each(testDialects)('login, refresh and logout (%s)', (dialect) => {
  let t: TestApp;
  let email: string;
  let password: string;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const { input } = await registerStudent(t, { name: 'Lova' });
    email = input.email;
    password = input.password;
  });
  afterAll(async () => {
    await t.close();
  });

  const resend = (accessToken: string) =>
    postJson(t.app, '/api/v1/activation/resend', undefined, {
      authorization: `Bearer ${accessToken}`,
    });
  const refresh = (cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/refresh', headers: cookie ? { cookie } : {} });

  it('logs in with any case of the e-mail and sets a strict httpOnly refresh cookie', async () => {
    const response = await postJson(t.app, '/api/v1/login', {
      email: email.toUpperCase(),
      password,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.accessToken.split('.')).toHaveLength(3);
    expect(body.user).toMatchObject({ name: 'Lova', email, isActivated: false });
    expect(Object.keys(body.user).sort()).toEqual(
      [
        'autotransmission',
        'category',
        'city',
        'email',
        'id',
        'isActivated',
        'name',
        'profileComplete',
        'surname',
      ].sort(),
    );
    const cookie = cookieValue(response, 'ovk_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1' });
    expect(cookie.value.length).toBeGreaterThanOrEqual(43);
  });

  it.each([
    [
      'a wrong password',
      () => ({ email, password: 'fel-losenord' }),
      401,
      messages.auth.wrongCredentials,
    ],
    [
      'an unknown e-mail',
      () => ({ email: 'ingen@example.se', password }),
      401,
      messages.auth.wrongCredentials,
    ],
    ['a short e-mail', () => ({ email: 'a@b', password }), 400, messages.validation.loginEmailMin],
    [
      'a short password',
      () => ({ email, password: 'kort' }),
      400,
      messages.validation.loginPasswordMin,
    ],
    ['no password', () => ({ email }), 400, messages.validation.loginPasswordMin],
  ])('refuses %s', async (_label, body, status, message) => {
    const response = await postJson(t.app, '/api/v1/login', body());
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message });
    expect(cookieValue(response, 'ovk_refresh')).toBeUndefined();
  });

  it('rotates the refresh token on every use', async () => {
    const login = await loginStudent(t, email, password);
    const first = await refresh(login.cookie);
    expect(first.statusCode).toBe(200);
    const rotated = cookieValue(first, 'ovk_refresh')!.value;
    expect(`ovk_refresh=${rotated}`).not.toBe(login.cookie);
    const accessToken = first.json().accessToken;
    expect(accessToken).not.toBe(login.accessToken);
    expect((await resend(accessToken)).statusCode).not.toBe(401);

    const second = await refresh(`ovk_refresh=${rotated}`);
    expect(second.statusCode).toBe(200);
  });

  it('ends the whole session when a used refresh token is replayed', async () => {
    const login = await loginStudent(t, email, password);
    const first = await refresh(login.cookie);
    const current = `ovk_refresh=${cookieValue(first, 'ovk_refresh')!.value}`;

    t.clock.advance(11_000);
    const replay = await refresh(login.cookie);
    expect(replay.statusCode).toBe(401);
    // The session is ended (not expired): the person's own device is told it was logged out.
    expect(replay.json()).toMatchObject({
      code: 'SESSION_ENDED',
      message: messages.auth.sessionEnded,
    });

    const own = await refresh(current);
    expect(own.statusCode).toBe(401);
    expect(own.json()).toMatchObject({ code: 'SESSION_ENDED' });
    expect((await resend(first.json().accessToken)).statusCode).toBe(401);
    expect((await resend(login.accessToken)).statusCode).toBe(401);
  });

  it('lets two refreshes that race from one tab both succeed', async () => {
    const login = await loginStudent(t, email, password);
    const [a, b] = await Promise.all([refresh(login.cookie), refresh(login.cookie)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    t.clock.advance(5_000);
    const late = await refresh(login.cookie);
    expect(late.statusCode).toBe(200);
    const next = `ovk_refresh=${cookieValue(late, 'ovk_refresh')!.value}`;
    expect((await refresh(next)).statusCode).toBe(200);
  });

  it('lets an unused refresh token expire after 3 hours', async () => {
    const login = await loginStudent(t, email, password);
    t.clock.advance(3 * 60 * 60 * 1000 + 1);
    const late = await refresh(login.cookie);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toMatchObject({
      code: 'REFRESH_FAILED',
      message: messages.auth.refreshFailed,
    });
  });

  it('refuses a refresh without a cookie or with a made-up one', async () => {
    expect((await refresh()).statusCode).toBe(401);
    expect((await refresh('ovk_refresh=made-up')).statusCode).toBe(401);
  });

  it('logout ends the session at once: the refresh cookie and the access token stop working', async () => {
    const login = await loginStudent(t, email, password);
    expect((await resend(login.accessToken)).statusCode).not.toBe(401);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { cookie: login.cookie, authorization: `Bearer ${login.accessToken}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Du är nu utloggad.' });
    const cleared = cookieValue(response, 'ovk_refresh')!;
    expect(cleared.value).toBe('');
    // The browser's HTTP cache (card lists kept for their ETags) goes with the session.
    expect(response.headers['clear-site-data']).toBe('"cache"');

    expect((await refresh(login.cookie)).statusCode).toBe(401);
    expect((await resend(login.accessToken)).statusCode).toBe(401);
  });

  it('refuses a logout that a browser marks as cross-site, and the session lives on', async () => {
    const login = await loginStudent(t, email, password);
    for (const [url, site] of [
      ['/api/v1/logout', 'cross-site'],
      ['/api/v1/teacher/logout', 'same-site'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: {
          cookie: login.cookie,
          origin: 'https://evil.example',
          'sec-fetch-site': site,
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: messages.auth.crossSite });
      expect(response.headers['clear-site-data']).toBeUndefined();
    }
    expect((await refresh(login.cookie)).statusCode).toBe(200);
  });

  it('keeps other sessions of the same student when one logs out', async () => {
    const phone = await loginStudent(t, email, password);
    const laptop = await loginStudent(t, email, password);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { cookie: phone.cookie },
    });
    expect((await refresh(laptop.cookie)).statusCode).toBe(200);
  });

  it('answers logout without a session with success (nothing to end)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v1/logout' });
    expect(response.statusCode).toBe(200);
    // A tab whose session had already ended still forgets what the browser cached.
    expect(response.headers['clear-site-data']).toBe('"cache"');
    const supervisor = await t.app.inject({ method: 'POST', url: '/api/v1/teacher/logout' });
    expect(supervisor.statusCode).toBe(200);
    expect(supervisor.headers['clear-site-data']).toBe('"cache"');
  });

  it('refuses a forged or expired access token', async () => {
    const login = await loginStudent(t, email, password);
    const [header, payload] = login.accessToken.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await resend(forged)).statusCode).toBe(401);
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString(
      'base64url',
    );
    expect(
      (await resend(`${header}.${tampered}.${login.accessToken.split('.')[2]}`)).statusCode,
    ).toBe(401);
  });
});
