import { messages, type SignedInDevice } from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  cookieValue,
  injectAs,
  postJson,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';

const PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0';

type Role = 'student' | 'teacher';
const PATHS = {
  student: {
    login: '/api/v1/login',
    refresh: '/api/v1/refresh',
    devices: '/api/v1/devices',
    cookie: 'ovk_refresh',
    details: (id: string) => `/api/v1/getUserData/${id}`,
  },
  teacher: {
    login: '/api/v1/teacher/login',
    refresh: '/api/v1/teacher/refresh',
    devices: '/api/v1/teacher/devices',
    cookie: 'ovk_refresh_t',
    details: (id: string) => `/api/v1/getTeacherData/${id}`,
  },
} as const;

/** Issue 17: "Inloggade enheter" – the list, "Logga ut" per device, "Logga ut överallt". */
describe.each(testDialects)('signed-in devices (%s)', (dialect) => {
  let t: TestApp;
  let accounts: Record<Role, { id: string; input: { email: string; password: string } }>;

  beforeAll(async () => {
    t = await startTestApp(dialect);
    const student = await activeStudent(t, { name: 'Dana' });
    const supervisor = await activeSupervisor(t);
    accounts = { student, teacher: supervisor };
  });
  afterAll(async () => {
    await t.close();
  });

  /** A login of the role from a device, with its token and refresh cookie. */
  async function loginFrom(role: Role, userAgent: string, remember = false) {
    const { email, password } = accounts[role].input;
    const response = await postJson(
      t.app,
      PATHS[role].login,
      { email, password, remember },
      { 'user-agent': userAgent },
    );
    expect(response.statusCode, response.body).toBe(200);
    return {
      token: response.json<{ accessToken: string }>().accessToken,
      cookie: `${PATHS[role].cookie}=${cookieValue(response, PATHS[role].cookie)!.value}`,
    };
  }

  const list = async (role: Role, token: string) => {
    const response = await injectAs(t.app, 'GET', PATHS[role].devices, token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ devices: SignedInDevice[] }>().devices;
  };
  const refresh = (role: Role, cookie: string) =>
    t.app.inject({ method: 'POST', url: PATHS[role].refresh, headers: { cookie } });
  const details = (role: Role, token: string) =>
    injectAs(t.app, 'GET', PATHS[role].details(accounts[role].id), token);

  describe.each(['student', 'teacher'] as const)('as %s', (role) => {
    it('lists each live session with its device and last use, the asking one marked', async () => {
      const phone = await loginFrom(role, PHONE, true);
      t.clock.advance(60_000);
      const laptop = await loginFrom(role, LAPTOP);
      t.clock.advance(60_000);
      expect((await refresh(role, phone.cookie)).statusCode).toBe(200);

      const phoneId = (await list(role, phone.token)).find((d) => d.current)!.id;
      const devices = await list(role, laptop.token);
      const onPhone = devices.find((d) => d.id === phoneId);
      const onLaptop = devices.find((d) => d.current);
      expect(onPhone?.device).toBe('Chrome på Android');
      expect(onLaptop?.device).toBe('Firefox på Mac');
      // The one used last comes first.
      expect(devices.indexOf(onPhone!)).toBeLessThan(devices.indexOf(onLaptop!));
      expect(onPhone).toMatchObject({ remembered: true, current: false });
      expect(onLaptop).toMatchObject({ remembered: false, current: true });
      expect(onPhone!.lastUsedAt).toBe(t.clock.read());
      expect(onPhone!.signedInAt).toBe(t.clock.read() - 120_000);
      expect(onLaptop!.lastUsedAt).toBe(onLaptop!.signedInAt);
    });

    it('keeps one row per device: a new login in the same browser replaces the one before (issue 35)', async () => {
      const first = await loginFrom(role, LAPTOP);
      const firstId = (await list(role, first.token)).find((d) => d.current)!.id;
      // The same browser logs in again (a new tab, or after closing one): it sends its cookie.
      const { email, password } = accounts[role].input;
      const again = await postJson(
        t.app,
        PATHS[role].login,
        { email, password },
        { 'user-agent': LAPTOP, cookie: first.cookie },
      );
      expect(again.statusCode, again.body).toBe(200);
      const token = again.json<{ accessToken: string }>().accessToken;
      const devices = await list(role, token);
      expect(devices.some((d) => d.id === firstId)).toBe(false);
      expect(devices.filter((d) => d.current)).toHaveLength(1);
      // A tab still using the first works on until its access token expires; its cookie is gone
      // from the browser, and renews nothing any more.
      expect((await details(role, first.token)).statusCode).toBe(200);
      const renewal = await refresh(role, first.cookie);
      expect(renewal.statusCode).toBe(401);
      expect(renewal.json().code).toBe('REFRESH_FAILED');

      // A session whose refresh cookie has run out is no device any more.
      const idle = await loginFrom(role, PHONE);
      const idleId = (await list(role, idle.token)).find((d) => d.current)!.id;
      t.clock.advance(3 * 60 * 60 * 1000 + 1000);
      const later = await loginFrom(role, LAPTOP);
      expect((await list(role, later.token)).some((d) => d.id === idleId)).toBe(false);

      // Another person's cookie in the browser (a shared computer) is left alone.
      const other = role === 'student' ? await activeStudent(t) : await activeSupervisor(t);
      const theirs = await loginFrom(role, LAPTOP);
      const mineAgain = await postJson(
        t.app,
        PATHS[role].login,
        { email: other.input.email, password: other.input.password },
        { 'user-agent': LAPTOP, cookie: theirs.cookie },
      );
      expect(mineAgain.statusCode).toBe(200);
      expect((await refresh(role, theirs.cookie)).statusCode).toBe(200);
    });

    it('"Logga ut" on one device ends that session at once and leaves the others', async () => {
      const phone = await loginFrom(role, PHONE);
      const laptop = await loginFrom(role, LAPTOP);
      const phoneId = (await list(role, phone.token)).find((d) => d.current)!.id;

      const ended = await injectAs(
        t.app,
        'DELETE',
        `${PATHS[role].devices}/${phoneId}`,
        laptop.token,
      );
      expect(ended.statusCode, ended.body).toBe(200);
      expect(ended.json()).toEqual({ message: messages.auth.deviceLoggedOut });
      // The laptop's own cookie and cache are left alone when another device is logged out.
      expect(cookieValue(ended, PATHS[role].cookie)).toBeUndefined();
      expect(ended.headers['clear-site-data']).toBeUndefined();

      expect((await details(role, phone.token)).statusCode).toBe(401);
      // The phone is told it was logged out, not that it was idle too long.
      const renewal = await refresh(role, phone.cookie);
      expect(renewal.statusCode).toBe(401);
      expect(renewal.json()).toMatchObject({
        code: 'SESSION_ENDED',
        message: messages.auth.sessionEnded,
      });
      expect((await details(role, laptop.token)).statusCode).toBe(200);
      expect((await list(role, laptop.token)).some((d) => d.id === phoneId)).toBe(false);

      const again = await injectAs(
        t.app,
        'DELETE',
        `${PATHS[role].devices}/${phoneId}`,
        laptop.token,
      );
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({
        code: 'NO_SESSION',
        message: messages.auth.noSuchSession,
      });
    });

    it('logging out the device itself clears its refresh cookie', async () => {
      const phone = await loginFrom(role, PHONE);
      const phoneId = (await list(role, phone.token)).find((d) => d.current)!.id;
      const ended = await injectAs(
        t.app,
        'DELETE',
        `${PATHS[role].devices}/${phoneId}`,
        phone.token,
      );
      expect(ended.statusCode).toBe(200);
      const cleared = cookieValue(ended, PATHS[role].cookie);
      expect(cleared?.value).toBe('');
      expect(ended.headers['clear-site-data']).toBe('"cache"');
      expect((await details(role, phone.token)).statusCode).toBe(401);
    });

    it('"Logga ut överallt" ends every session of the person, this one too', async () => {
      const phone = await loginFrom(role, PHONE, true);
      const laptop = await loginFrom(role, LAPTOP);
      const everywhere = await injectAs(t.app, 'DELETE', PATHS[role].devices, laptop.token);
      expect(everywhere.statusCode, everywhere.body).toBe(200);
      expect(everywhere.json()).toEqual({ message: messages.auth.loggedOutEverywhere });
      // This browser's HTTP cache (card lists kept for their ETags) goes with the sessions.
      expect(everywhere.headers['clear-site-data']).toBe('"cache"');
      for (const device of [phone, laptop]) {
        expect((await details(role, device.token)).statusCode).toBe(401);
        const renewal = await refresh(role, device.cookie);
        expect(renewal.statusCode).toBe(401);
        expect(renewal.json()).toMatchObject({ code: 'SESSION_ENDED' });
      }
    });

    it('a refresh cookie that is unknown or expired is told apart from an ended session', async () => {
      const unknown = await refresh(role, `${PATHS[role].cookie}=not-a-token`);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toMatchObject({
        code: 'REFRESH_FAILED',
        message: messages.auth.refreshFailed,
      });
    });

    it('never shows or ends another person’s session', async () => {
      const other: Role = role === 'student' ? 'teacher' : 'student';
      const mine = await loginFrom(role, PHONE);
      const theirs = await loginFrom(other, LAPTOP);
      const theirId = (await list(other, theirs.token)).find((d) => d.current)!.id;

      expect((await list(role, mine.token)).some((d) => d.id === theirId)).toBe(false);
      // Through my own role's route: their session is not mine.
      const refused = await injectAs(
        t.app,
        'DELETE',
        `${PATHS[role].devices}/${theirId}`,
        mine.token,
      );
      expect(refused.statusCode).toBe(404);
      // Through their role's route with my token: the wrong role.
      const wrongRole = await injectAs(
        t.app,
        'DELETE',
        `${PATHS[other].devices}/${theirId}`,
        mine.token,
      );
      expect(wrongRole.statusCode).toBe(403);
      expect((await details(other, theirs.token)).statusCode).toBe(200);
      // Nor does "everywhere" reach them.
      expect((await injectAs(t.app, 'DELETE', PATHS[role].devices, mine.token)).statusCode).toBe(
        200,
      );
      expect((await details(other, theirs.token)).statusCode).toBe(200);
    });

    it('answers a malformed id with 400 and a missing token with 401', async () => {
      const phone = await loginFrom(role, PHONE);
      const bad = await injectAs(
        t.app,
        'DELETE',
        `${PATHS[role].devices}/inte-ett-id`,
        phone.token,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json<{ message: string }>().message).toBe(messages.common.invalidId);
      const anonymous = await t.app.inject({ method: 'GET', url: PATHS[role].devices });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  it('names a login without a User-Agent "Okänd enhet"', async () => {
    const { email, password } = accounts.student.input;
    const response = await postJson(t.app, PATHS.student.login, { email, password });
    const token = response.json<{ accessToken: string }>().accessToken;
    const current = (await list('student', token)).find((d) => d.current)!;
    expect(current.device).toBe('Okänd enhet');
  });
});
