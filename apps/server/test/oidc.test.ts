import { messages } from '@ovningskort/domain';
import type { LightMyRequestResponse } from 'fastify';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  bearer,
  cookieValue,
  postJson,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';

const CLIENT_ID = 'ovningskort-test';

type TokenHook = (token: {
  header: Record<string, unknown>;
  payload: Record<string, unknown>;
}) => void;

describe.each(testDialects)('sign-in with an OpenID Connect provider (%s)', (dialect) => {
  let provider: OAuth2Server;
  let t: TestApp;
  let identity: Record<string, unknown>;
  let tokenHook: TokenHook | undefined;
  let tamperResponse: ((body: Record<string, unknown>) => void) | undefined;

  beforeAll(async () => {
    provider = new OAuth2Server();
    await provider.issuer.keys.generate('RS256');
    await provider.start(0, '127.0.0.1');
    provider.service.on('beforeTokenSigning', (token: Parameters<TokenHook>[0]) => {
      Object.assign(token.payload, identity);
      tokenHook?.(token);
    });
    // Like a real provider: an unknown or reused code is refused with invalid_grant.
    const seen = new Set<string>();
    provider.service.on(
      'beforeResponse',
      (
        response: { body: Record<string, unknown>; statusCode: number },
        req: { body: { code?: string } },
      ) => {
        const code = req.body.code;
        if (code && (seen.has(code) || !code.match(/^[0-9a-f-]{36}$/))) {
          response.statusCode = 400;
          response.body = { error: 'invalid_grant' };
          return;
        }
        if (code) seen.add(code);
        tamperResponse?.(response.body);
      },
    );
    t = await startTestApp(dialect, {
      OIDC_ISSUER: provider.issuer.url!,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: 'hemlig',
    });
  });
  afterAll(async () => {
    await t.close();
    await provider.stop();
  });
  afterEach(() => {
    tokenHook = undefined;
    tamperResponse = undefined;
  });

  let subjects = 0;
  function person(overrides: Record<string, unknown> = {}) {
    subjects += 1;
    identity = {
      sub: `google-${dialect}-${subjects}`,
      email: `google.${dialect}.${subjects}@example.se`,
      email_verified: true,
      given_name: 'Gustav',
      ...overrides,
    };
    return identity;
  }

  /** Starts at our server, lets the provider redirect back, returns what the browser would have. */
  async function visitProvider(query = '') {
    const start = await t.app.inject({ method: 'GET', url: `/api/v1/oidc/start${query}` });
    expect(start.statusCode).toBe(303);
    const authorize = new URL(start.headers.location as string);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://app.test/login/google');
    const stateCookie = cookieValue(start, 'ovk_oidc')!;
    expect(stateCookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    const back = await fetch(authorize, { redirect: 'manual' });
    const callback = new URL(back.headers.get('location')!);
    return {
      code: callback.searchParams.get('code')!,
      state: callback.searchParams.get('state')!,
      cookie: `ovk_oidc=${stateCookie.value}`,
    };
  }

  const googleLogin = (body: unknown, cookie?: string): Promise<LightMyRequestResponse> =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/google-login',
      payload: body as object,
      headers: cookie ? { cookie } : {},
    });

  async function signIn(query = '') {
    const { code, state, cookie } = await visitProvider(query);
    return googleLogin({ authCode: code, state }, cookie);
  }

  it('says whether the sign-in button should show', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/oidc/config' })).json()).toEqual({
      enabled: true,
    });
    const plain = await startTestApp(dialect);
    try {
      expect(
        (await plain.app.inject({ method: 'GET', url: '/api/v1/oidc/config' })).json(),
      ).toEqual({ enabled: false });
      expect(
        (await plain.app.inject({ method: 'GET', url: '/api/v1/oidc/start' })).statusCode,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('creates an activated student with an incomplete profile on the first sign-in', async () => {
    person();
    const response = await signIn();
    expect(response.statusCode).toBe(200);
    const { accessToken, user } = response.json();
    expect(user).toMatchObject({
      name: 'Gustav',
      isActivated: true,
      profileComplete: false,
      email: identity.email,
    });
    expect(cookieValue(response, 'ovk_refresh')).toBeDefined();

    const again = await signIn();
    expect(again.json().user.id).toBe(user.id);

    const complete = await postJson(
      t.app,
      '/api/v1/registrationG',
      {
        studentId: user.id,
        city: 'Luleå',
        category: ['CategoryB'],
        autotransmission: true,
        name: 'Gustaf',
      },
      bearer(accessToken),
    );
    expect(complete.json()).toEqual({ message: 'Tack! Ditt konto är nu skapat.' });
    const third = await signIn();
    expect(third.json().user).toMatchObject({
      name: 'Gustaf',
      city: 'Luleå',
      autotransmission: true,
      profileComplete: true,
    });
  });

  it('knows the student by issuer and subject, not by e-mail', async () => {
    const first = person();
    const original = (await signIn()).json().user.id;
    identity = { ...first, email: 'bytt.adress@example.se' };
    const afterChange = await signIn();
    expect(afterChange.json().user.id).toBe(original);
  });

  it.each([
    [{ city: 'Utopia' }, messages.completion.cityInvalid],
    [{ city: '' }, messages.completion.cityRequired],
    [{ category: [] }, messages.completion.categoryRequired],
    [{ autotransmission: undefined }, messages.completion.gearboxRequired],
    [{ name: 'G' }, messages.validation.registrationNameMin],
  ])('validates the profile completion %j', async (overrides, message) => {
    person();
    const { accessToken, user } = (await signIn()).json();
    const response = await postJson(
      t.app,
      '/api/v1/registrationG',
      {
        studentId: user.id,
        city: 'Luleå',
        category: ['CategoryB'],
        autotransmission: false,
        ...overrides,
      },
      bearer(accessToken),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });

  it('completes only the caller’s own profile', async () => {
    person();
    const victim = (await signIn()).json().user;
    person();
    const attacker = (await signIn()).json();
    const response = await postJson(
      t.app,
      '/api/v1/registrationG',
      { studentId: victim.id, city: 'Luleå', category: ['CategoryB'], autotransmission: false },
      bearer(attacker.accessToken),
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses a made-up code', async () => {
    person();
    const { state, cookie } = await visitProvider();
    const response = await googleLogin({ authCode: 'made-up-code', state }, cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.oidc.failed });
  });

  it('refuses a replayed code and state', async () => {
    person();
    const { code, state, cookie } = await visitProvider();
    expect((await googleLogin({ authCode: code, state }, cookie)).statusCode).toBe(200);
    const replay = await googleLogin({ authCode: code, state }, cookie);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ message: messages.oidc.failed });
  });

  it('refuses a state that is not the one this browser started with', async () => {
    person();
    const mine = await visitProvider();
    const theirs = await visitProvider();
    expect(
      (await googleLogin({ authCode: theirs.code, state: theirs.state }, mine.cookie)).statusCode,
    ).toBe(400);
    expect((await googleLogin({ authCode: mine.code, state: mine.state })).statusCode).toBe(400);
  });

  it.each<[string, TokenHook]>([
    ['a wrong audience', (token) => void (token.payload.aud = 'someone-else')],
    [
      'an expired token',
      (token) =>
        Object.assign(token.payload, {
          iat: Math.floor(Date.now() / 1000) - 7200,
          exp: Math.floor(Date.now() / 1000) - 3600,
        }),
    ],
    ['a wrong issuer', (token) => void (token.payload.iss = 'https://evil.example')],
    ['a wrong nonce', (token) => void (token.payload.nonce = 'not-the-nonce')],
  ])('refuses an ID token with %s', async (_label, hook) => {
    person();
    tokenHook = hook;
    const response = await signIn();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.oidc.failed });
  });

  it('refuses an ID token with a bad signature', async () => {
    person();
    tamperResponse = (body) => {
      const [header, payload, signature] = (body.id_token as string).split('.');
      const forged = Buffer.from(
        JSON.stringify({
          ...JSON.parse(Buffer.from(payload!, 'base64url').toString()),
          sub: 'someone-else',
        }),
      ).toString('base64url');
      body.id_token = `${header}.${forged}.${signature}`;
    };
    const response = await signIn();
    expect(response.statusCode).toBe(401);
  });

  it('does not link an unverified e-mail to an existing password account', async () => {
    const existing = await activeStudent(t);
    person({ email: existing.input.email, email_verified: false });
    const response = await signIn();
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: messages.oidc.unverifiedEmailTaken });
    const rows = await t.db
      .selectFrom('students')
      .select('id')
      .where('email', '=', existing.input.email)
      .execute();
    expect(rows).toEqual([{ id: existing.id }]);
  });

  it('links a verified e-mail to the existing password account', async () => {
    const existing = await activeStudent(t);
    person({ email: existing.input.email.toUpperCase(), email_verified: true });
    const response = await signIn();
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(existing.id);
    expect(response.json().user.profileComplete).toBe(true);
    const password = await postJson(t.app, '/api/v1/login', {
      email: existing.input.email,
      password: existing.input.password,
    });
    expect(password.statusCode).toBe(200);
  });

  it('answers "failed on server" when the provider cannot be reached', async () => {
    const down = await startTestApp(dialect, {
      OIDC_ISSUER: 'http://127.0.0.1:9',
      OIDC_CLIENT_ID: CLIENT_ID,
    });
    try {
      const response = await down.app.inject({ method: 'GET', url: '/api/v1/oidc/start' });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ message: messages.oidc.failedOnServer });
    } finally {
      await down.close();
    }
  });

  it('validates the body of google-login', async () => {
    expect((await googleLogin({ state: 'x'.repeat(43) })).json()).toMatchObject({
      message: messages.oidc.noCode,
    });
    expect((await googleLogin({ authCode: 'abc', state: '<>' })).statusCode).toBe(400);
  });

  it('remembers the device when the start asked to (remember=1), and only then', async () => {
    person();
    const plain = await signIn();
    expect(plain.json().remembered).toBe(false);
    expect(cookieValue(plain, 'ovk_refresh')!.maxAge).toBeUndefined();

    const remembered = await signIn('?remember=1');
    expect(remembered.statusCode).toBe(200);
    expect(remembered.json()).toMatchObject({
      remembered: true,
      user: { id: plain.json().user.id },
    });
    const cookie = cookieValue(remembered, 'ovk_refresh')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', maxAge: 30 * 24 * 60 * 60 });
    // A new tab opens it.
    const restore = await t.app.inject({
      method: 'POST',
      url: '/api/v1/restore',
      headers: { cookie: `ovk_refresh=${cookie.value}` },
    });
    expect(restore.statusCode).toBe(200);
    expect(restore.json()).toMatchObject({ remembered: true, user: { id: plain.json().user.id } });

    expect((await signIn('?remember=0')).json().remembered).toBe(false);
  });

  it('refuses a remember that is not 0 or 1 with 400 and a Swedish message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/oidc/start?remember=ja' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.validation.rememberInvalid });
    expect(cookieValue(response, 'ovk_oidc')).toBeUndefined();
  });
});
