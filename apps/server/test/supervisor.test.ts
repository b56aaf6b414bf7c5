import { messages } from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  cookieValue,
  loginSupervisor,
  postJson,
  registerSupervisor,
  startTestApp,
  testDialects,
  uniqueEmail,
  validSupervisorRegistration,
  type TestApp,
} from './test-app.js';

describe.each(testDialects)('supervisor accounts and sessions (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers, activates by e-mail and logs in a supervisor', async () => {
    const { input, activationToken } = await registerSupervisor(t, { autotransmission: true });
    const before = await loginSupervisor(t, input.email, input.password);
    expect(before.supervisor).toMatchObject({
      name: 'Hanna Handledare',
      isActivated: false,
      autotransmission: true,
    });
    expect(before.supervisor).not.toHaveProperty('profileComplete');

    const activated = await postJson(t.app, '/api/v1/activate', { token: activationToken });
    expect(activated.json()).toEqual({ message: 'Nu är ditt konto aktiverat' });
    const after = await loginSupervisor(t, input.email, input.password);
    expect(after.supervisor.isActivated).toBe(true);
  });

  it('validates supervisor registration with the Swedish messages', async () => {
    const response = await postJson(
      t.app,
      '/api/v1/teacher/registration',
      validSupervisorRegistration({ city: 'Atlantis' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.validation.cityInvalid });
    const unknownCategory = await postJson(
      t.app,
      '/api/v1/teacher/registration',
      validSupervisorRegistration({ category: ['CategoryX'] }),
    );
    expect(unknownCategory.statusCode).toBe(400);
    expect(unknownCategory.json()).toMatchObject({
      message: messages.validation.categoryRequired,
    });
    const badGearbox = await postJson(
      t.app,
      '/api/v1/teacher/registration',
      validSupervisorRegistration({ autotransmission: 'ja' }),
    );
    expect(badGearbox.statusCode).toBe(400);
  });

  it('registers a supervisor without gearbox or licence category (issue 22): manual, none', async () => {
    const detailsOf = async (overrides: Record<string, unknown>, omit: string[]) => {
      const input: Record<string, unknown> = validSupervisorRegistration(overrides);
      for (const field of omit) delete input[field];
      const response = await postJson(t.app, '/api/v1/teacher/registration', input);
      expect(response.statusCode).toBe(200);
      const login = await loginSupervisor(t, String(input.email), String(input.password));
      expect(login.supervisor).toMatchObject({ category: expect.any(Array) });
      const details = await t.app.inject({
        method: 'GET',
        url: `/api/v1/getTeacherData/${login.supervisor.id}`,
        headers: bearer(login.accessToken),
      });
      expect(details.statusCode).toBe(200);
      return details.json<{ category: string[]; autotransmission: boolean; surname: string }>();
    };
    // Left out altogether, as the app's form does when nothing is chosen.
    expect(await detailsOf({}, ['category', 'autotransmission'])).toMatchObject({
      category: [],
      autotransmission: false,
    });
    // Sent empty.
    expect(await detailsOf({ category: [] }, [])).toMatchObject({ category: [] });
    // Given, they are kept; the surname too.
    expect(
      await detailsOf(
        { name: 'Hanna', surname: 'Handledare', category: ['CategoryB'], autotransmission: true },
        [],
      ),
    ).toMatchObject({ category: ['CategoryB'], autotransmission: true, surname: 'Handledare' });
  });

  it('accepts the same e-mail as a student and as a supervisor, as two accounts', async () => {
    const email = uniqueEmail('bada');
    await activeStudent(t, { email });
    const supervisor = await activeSupervisor(t, { email });
    expect(supervisor.supervisor.email).toBe(email);
  });

  it('refreshes by GET and by POST, rotating the cookie each time', async () => {
    const { input } = await registerSupervisor(t);
    const login = await loginSupervisor(t, input.email, input.password);
    const viaGet = await t.app.inject({
      method: 'GET',
      url: '/api/v1/teacher/refresh',
      headers: { cookie: login.cookie },
    });
    expect(viaGet.statusCode).toBe(200);
    const next = `ovk_refresh_t=${cookieValue(viaGet, 'ovk_refresh_t')!.value}`;
    const viaPost = await t.app.inject({
      method: 'POST',
      url: '/api/v1/teacher/refresh',
      headers: { cookie: next },
    });
    expect(viaPost.statusCode).toBe(200);
    expect(viaPost.json().accessToken).toEqual(expect.any(String));
  });

  it('refuses a refresh that a browser marks as cross-site', async () => {
    const { input } = await registerSupervisor(t);
    const login = await loginSupervisor(t, input.email, input.password);
    for (const method of ['GET', 'POST'] as const) {
      const response = await t.app.inject({
        method,
        url: '/api/v1/teacher/refresh',
        headers: { cookie: login.cookie, 'sec-fetch-site': 'cross-site' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: messages.auth.crossSite });
    }
    const student = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refresh',
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(student.statusCode).toBe(403);
  });

  it('ends a supervisor session 3 hours after login, however it is used', async () => {
    const { input } = await registerSupervisor(t);
    const login = await loginSupervisor(t, input.email, input.password);
    let cookie = login.cookie;
    for (let hour = 0; hour < 3; hour += 1) {
      t.clock.advance(59 * 60 * 1000);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/teacher/refresh',
        headers: { cookie },
      });
      expect(response.statusCode).toBe(200);
      cookie = `ovk_refresh_t=${cookieValue(response, 'ovk_refresh_t')!.value}`;
    }
    t.clock.advance(4 * 60 * 1000);
    const late = await t.app.inject({
      method: 'POST',
      url: '/api/v1/teacher/refresh',
      headers: { cookie },
    });
    expect(late.statusCode).toBe(401);
  });

  it('keeps student and supervisor tokens apart', async () => {
    const student = await activeStudent(t);
    const supervisor = await activeSupervisor(t);
    const studentOnSupervisor = await t.app.inject({
      method: 'GET',
      url: `/api/v1/getTeacherData/${student.id}`,
      headers: bearer(student.accessToken),
    });
    expect(studentOnSupervisor.statusCode).toBe(403);
    const supervisorOnStudent = await t.app.inject({
      method: 'GET',
      url: `/api/v1/getUserData/${supervisor.id}`,
      headers: bearer(supervisor.accessToken),
    });
    expect(supervisorOnStudent.statusCode).toBe(403);
    const studentCookieOnSupervisorRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/teacher/refresh',
      headers: { cookie: student.cookie.replace('ovk_refresh=', 'ovk_refresh_t=') },
    });
    expect(studentCookieOnSupervisorRefresh.statusCode).toBe(401);
  });

  it('logs a supervisor out at once', async () => {
    const supervisor = await activeSupervisor(t);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/teacher/logout',
      headers: { cookie: supervisor.cookie, ...bearer(supervisor.accessToken) },
    });
    expect(response.json()).toEqual({ message: 'Du är nu utloggad.' });
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/v1/getTeacherData/${supervisor.id}`,
      headers: bearer(supervisor.accessToken),
    });
    expect(details.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/teacher/refresh',
      headers: { cookie: supervisor.cookie },
    });
    expect(refresh.statusCode).toBe(401);
  });
});
