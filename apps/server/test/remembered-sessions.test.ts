import { messages, REMEMBERED_SESSION_MS } from '@ovningskort/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  cookieValue,
  postJson,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;

type Role = 'student' | 'teacher';
const PATHS = {
  student: {
    login: '/api/v1/login',
    refresh: '/api/v1/refresh',
    restore: '/api/v1/restore',
    logout: '/api/v1/logout',
    cookie: 'ovk_refresh',
    details: (id: string) => `/api/v1/getUserData/${id}`,
  },
  teacher: {
    login: '/api/v1/teacher/login',
    refresh: '/api/v1/teacher/refresh',
    restore: '/api/v1/teacher/restore',
    logout: '/api/v1/teacher/logout',
    cookie: 'ovk_refresh_t',
    details: (id: string) => `/api/v1/getTeacherData/${id}`,
  },
} as const;

/** Issue 17 and decision 013: "Kom ihåg mig på den här enheten". */
describe.each(testDialects)('remembered sessions (%s)', (dialect) => {
  let t: TestApp;
  let student: Awaited<ReturnType<typeof activeStudent>>;
  let supervisor: Awaited<ReturnType<typeof activeSupervisor>>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    student = await activeStudent(t, { name: 'Rut' });
    supervisor = await activeSupervisor(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const account = (role: Role) =>
    role === 'student'
      ? { id: student.id, ...student.input }
      : { id: supervisor.id, ...supervisor.input };

  /** Logs in (remembered or not) and returns the answer, its tokens and its cookie header. */
  async function login(role: Role, remember?: unknown) {
    const { email, password } = account(role);
    const body = remember === undefined ? { email, password } : { email, password, remember };
    const response = await postJson(t.app, PATHS[role].login, body);
    expect(response.statusCode, response.body).toBe(200);
    return withCookie(role, response);
  }

  function withCookie(role: Role, response: LightMyRequestResponse) {
    const cookie = cookieValue(response, PATHS[role].cookie)!;
    return {
      response,
      setCookie: cookie,
      cookie: `${PATHS[role].cookie}=${cookie.value}`,
      accessToken: response.json<{ accessToken: string }>().accessToken,
    };
  }

  const post = (url: string, cookie?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });
  const refresh = (role: Role, cookie: string) => post(PATHS[role].refresh, cookie);
  const restore = (role: Role, cookie?: string) => post(PATHS[role].restore, cookie);
  const details = (role: Role, accessToken: string) =>
    t.app.inject({
      method: 'GET',
      url: PATHS[role].details(account(role).id),
      headers: bearer(accessToken),
    });

  const sessionId = (accessToken: string) =>
    JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()).sid as string;
  const sessionRow = (accessToken: string) =>
    t.db
      .selectFrom('sessions')
      .select(['remembered', 'expiresAt', 'revokedAt'])
      .where('id', '=', sessionId(accessToken))
      .executeTakeFirstOrThrow();

  describe.each(['student', 'teacher'] as const)('for the %s', (role) => {
    it('without remember: the cookie ends with the 3-hour token (Expires, no Max-Age)', async () => {
      for (const remember of [undefined, false]) {
        const { response, setCookie, accessToken } = await login(role, remember);
        expect(response.json().remembered).toBe(false);
        expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1' });
        expect(setCookie.maxAge).toBeUndefined();
        const expires = setCookie.expires!.getTime();
        expect(Math.abs(expires - (t.clock.now + 3 * HOUR))).toBeLessThan(2000);
        expect((await sessionRow(accessToken)).remembered).toBe(0);
      }
    });

    it('with remember: the cookie has Max-Age 30 days, httpOnly, Strict, and the row says so', async () => {
      const { response, setCookie, accessToken } = await login(role, true);
      const body = response.json();
      expect(body.remembered).toBe(true);
      expect(body[role === 'student' ? 'user' : 'teacher']).toMatchObject({
        id: account(role).id,
      });
      expect(setCookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        path: '/api/v1',
        maxAge: THIRTY_DAYS_S,
      });
      expect(setCookie.value.length).toBeGreaterThanOrEqual(43);
      const row = await sessionRow(accessToken);
      expect(row.remembered).toBe(1);
      expect(Number(row.expiresAt)).toBe(t.clock.now + REMEMBERED_SESSION_MS);
    });

    it('a remembered refresh after 3 hours idle still works; one not remembered does not', async () => {
      const remembered = await login(role, true);
      const plain = await login(role);
      t.clock.advance(3 * HOUR + 1);
      expect((await refresh(role, plain.cookie)).statusCode).toBe(401);
      const renewed = await refresh(role, remembered.cookie);
      expect(renewed.statusCode).toBe(200);
      expect((await details(role, renewed.json().accessToken)).statusCode).toBe(200);
    });

    it('slides: every refresh renews the cookie and the session to 30 days after that use', async () => {
      let current = await login(role, true);
      // 70 days in all, never more than 20 days between two uses.
      for (let use = 0; use < 3; use += 1) {
        t.clock.advance(20 * DAY);
        const response = await refresh(role, current.cookie);
        expect(response.statusCode, `use ${use}`).toBe(200);
        current = withCookie(role, response);
        expect(current.setCookie).toMatchObject({ httpOnly: true, maxAge: THIRTY_DAYS_S });
        expect(current.cookie).not.toBe(`${PATHS[role].cookie}=`);
        const row = await sessionRow(current.accessToken);
        expect(Number(row.expiresAt)).toBe(t.clock.now + REMEMBERED_SESSION_MS);
      }
      // Still rotated on every use: the token before is spent.
      t.clock.advance(30 * DAY + 1);
      expect((await refresh(role, current.cookie)).statusCode).toBe(401);
    });

    it('a new tab opens a remembered session with the login answer and a rotated cookie', async () => {
      const login1 = await login(role, true);
      const response = await restore(role, login1.cookie);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        accessToken: expect.any(String),
        [role === 'student' ? 'user' : 'teacher']: expect.objectContaining({
          id: account(role).id,
          email: account(role).email,
        }),
        remembered: true,
      });
      const user = body.user ?? body.teacher;
      expect(user).not.toHaveProperty('pnr');
      expect(user).not.toHaveProperty('phone');
      const rotated = withCookie(role, response);
      expect(rotated.cookie).not.toBe(login1.cookie);
      expect(rotated.setCookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Strict',
        maxAge: THIRTY_DAYS_S,
      });
      expect(sessionId(body.accessToken)).toBe(sessionId(login1.accessToken));
      expect((await details(role, body.accessToken)).statusCode).toBe(200);
      expect((await refresh(role, rotated.cookie)).statusCode).toBe(200);
    });

    it('a new tab does not open a session that is not remembered, and leaves it as it was', async () => {
      const plain = await login(role);
      const response = await restore(role, plain.cookie);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect(cookieValue(response, PATHS[role].cookie)).toBeUndefined();
      // Not rotated: the tab that logged in refreshes with the same cookie.
      expect((await refresh(role, plain.cookie)).statusCode).toBe(200);
    });

    it('answers 204 without a cookie, and clears a cookie that cannot work', async () => {
      const none = await restore(role);
      expect(none.statusCode).toBe(204);
      expect(none.headers['set-cookie']).toBeUndefined();
      const madeUp = await restore(role, `${PATHS[role].cookie}=made-up`);
      expect(madeUp.statusCode).toBe(204);
      expect(cookieValue(madeUp, PATHS[role].cookie)?.value).toBe('');
    });

    it('a remembered session ends at logout like any other', async () => {
      const remembered = await login(role, true);
      const response = await t.app.inject({
        method: 'POST',
        url: PATHS[role].logout,
        headers: { cookie: remembered.cookie, ...bearer(remembered.accessToken) },
      });
      expect(response.statusCode).toBe(200);
      expect(cookieValue(response, PATHS[role].cookie)?.value).toBe('');
      expect((await restore(role, remembered.cookie)).statusCode).toBe(204);
      expect((await refresh(role, remembered.cookie)).statusCode).toBe(401);
      expect((await details(role, remembered.accessToken)).statusCode).toBe(401);
      expect((await sessionRow(remembered.accessToken)).revokedAt).not.toBeNull();
    });

    it('a remembered session ends when the password is changed on another device', async () => {
      const remembered = await login(role, true);
      const laptop = await login(role);
      const { password } = account(role);
      const newPass = role === 'student' ? 'nytt-korkort-2027' : 'grusvag-i-kvall-2027';
      const url = role === 'student' ? '/api/v1/setNewPuser' : '/api/v1/setNewPteach';
      const changed = await t.app.inject({
        method: 'PUT',
        url: `${url}/${account(role).id}`,
        headers: bearer(laptop.accessToken),
        payload: { currentPassword: password, newPass },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      // Later tests log in with the new password.
      Object.assign(role === 'student' ? student.input : supervisor.input, { password: newPass });
      expect((await restore(role, remembered.cookie)).statusCode).toBe(204);
      expect((await refresh(role, remembered.cookie)).statusCode).toBe(401);
      expect((await details(role, remembered.accessToken)).statusCode).toBe(401);
    });

    it('a replayed remembered token ends the session (still rotated, still theft-checked)', async () => {
      const remembered = await login(role, true);
      const next = withCookie(role, await refresh(role, remembered.cookie));
      t.clock.advance(11_000);
      expect((await restore(role, remembered.cookie)).statusCode).toBe(204);
      expect((await refresh(role, next.cookie)).statusCode).toBe(401);
    });
  });

  it('the supervisor session of 3 hours stays for a supervisor who is not remembered', async () => {
    const plain = await login('teacher');
    const remembered = await login('teacher', true);
    t.clock.advance(2 * HOUR);
    const a = withCookie('teacher', await refresh('teacher', plain.cookie));
    const b = withCookie('teacher', await refresh('teacher', remembered.cookie));
    t.clock.advance(HOUR + 1);
    // The plain one ends 3 hours after login though it was used an hour ago.
    expect((await refresh('teacher', a.cookie)).statusCode).toBe(401);
    expect((await refresh('teacher', b.cookie)).statusCode).toBe(200);
  });

  it("one role's cookie does not open the other role's session", async () => {
    const remembered = await login('student', true);
    const value = remembered.setCookie.value;
    const response = await restore('teacher', `ovk_refresh_t=${value}`);
    expect(response.statusCode).toBe(204);
    expect((await restore('student', remembered.cookie)).statusCode).toBe(200);
  });

  it('refuses a restore that a browser marks as cross-site', async () => {
    const remembered = await login('student', true);
    const response = await post(PATHS.student.restore, remembered.cookie, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: messages.auth.crossSite });
    expect((await restore('student', remembered.cookie)).statusCode).toBe(200);
  });

  it.each([
    ['a string', 'ja'],
    ['a number', 1],
    ['null', null],
    ['an object', { yes: true }],
  ])('refuses remember as %s with 400 and a Swedish message', async (_label, remember) => {
    for (const role of ['student', 'teacher'] as const) {
      const { email, password } = account(role);
      const response = await postJson(t.app, PATHS[role].login, { email, password, remember });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: messages.validation.rememberInvalid });
      expect(cookieValue(response, PATHS[role].cookie)).toBeUndefined();
    }
  });

  it('documents remember and the restore routes in OpenAPI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const loginBody =
      doc.paths['/api/v1/login'].post.requestBody.content['application/json'].schema;
    expect(loginBody.properties.remember).toMatchObject({ type: 'boolean' });
    expect(loginBody.required).not.toContain('remember');
    expect(doc.paths['/api/v1/restore'].post.responses).toHaveProperty('204');
    expect(doc.paths['/api/v1/teacher/restore'].post.responses).toHaveProperty('200');
  });
});
