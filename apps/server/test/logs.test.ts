import { Writable } from 'node:stream';
import { linkIn, waitForMail } from '@ovningskort/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  postJson,
  PUBLIC_URL,
  registerStudent,
  startTestApp,
  testDialects,
  type TestApp,
  validSupervisorRegistration,
} from './test-app.js';

/** Every line the app logs, at trace level, through the production logger options. */
class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
}

describe.each(testDialects)('logs (%s)', (dialect) => {
  const log = new LogCapture();
  /** Everything secret that went through the app in this file. */
  const secrets = new Set<string>();
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, {}, { log });
  });
  afterAll(async () => {
    await t.close();
  });

  const keep = (...values: (string | undefined)[]) => {
    for (const value of values) if (value) secrets.add(value);
  };

  it('warns once when requests come through a proxy that is not trusted', async () => {
    const warning = () => log.lines.filter((line) => line.includes('TRUST_PROXY is not set'));
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(warning()).toEqual([]);
    const forwarded = { 'x-forwarded-for': '203.0.113.9' };
    await t.app.inject({ method: 'GET', url: '/api/health', headers: forwarded });
    await t.app.inject({ method: 'GET', url: '/api/health', headers: forwarded });
    expect(warning()).toHaveLength(1);
    expect(JSON.parse(warning()[0]!)).toMatchObject({ level: 40 });
  });

  it('has logged requests at all (so the scan below means something)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(log.lines.some((line) => line.includes('"url":"/api/health"'))).toBe(true);
  });

  it('never writes a password, token, reset token or personal number', async () => {
    // Registration, activation (API and the e-mailed page), login, refresh.
    const registered = await registerStudent(t);
    keep(registered.input.password, registered.activationToken);
    await t.app.inject({ method: 'GET', url: `/aktivering?token=${registered.activationToken}` });
    await postJson(t.app, '/api/v1/activate', { token: registered.activationToken });

    const student = await activeStudent(t);
    keep(student.input.password, student.accessToken, student.cookie.split('=')[1]);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refresh',
      headers: { cookie: student.cookie },
    });
    keep(refreshed.json<{ accessToken: string }>().accessToken);

    // Details with a personal number and a phone number; a wrong and a right password change.
    const pnr = '200501011234';
    keep(pnr, '20050101-1234');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/updUserData/${student.id}`,
      headers: bearer(student.accessToken),
      payload: { pnr: '20050101-1234', phone: '0701234567' },
    });
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/getUserData/${student.id}`,
      headers: bearer(student.accessToken),
    });
    const newPassword = 'ett-nytt-losen-77';
    keep(newPassword, 'fel-losenord-123');
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/setNewPuser/${student.id}`,
      headers: bearer(student.accessToken),
      payload: { currentPassword: 'fel-losenord-123', newPass: newPassword },
    });

    // A failed login (the lockout counts it), then password recovery by the e-mailed link.
    await postJson(t.app, '/api/v1/login', {
      email: student.input.email,
      password: 'fel-losenord-123',
    });
    await postJson(t.app, '/api/v1/passwordReset', { email: student.input.email });
    const mail = await waitForMail(t.dataDir, student.input.email, { subject: 'Återställ' });
    const [, , userId, restoreToken] = new URL(
      linkIn(mail, `${PUBLIC_URL}/passwordReset/`),
    ).pathname.split('/');
    keep(restoreToken);
    await t.app.inject({ method: 'GET', url: `/passwordReset/${userId}/${restoreToken}` });
    await t.app.inject({ method: 'GET', url: `/api/v1/passwordReset/${restoreToken}` });
    const resetPassword = 'aterstallt-losen-9';
    keep(resetPassword);
    const reset = await postJson(t.app, `/api/v1/passwordReset/${userId}/${restoreToken}`, {
      password: resetPassword,
    });
    expect(reset.statusCode).toBe(200);

    // A supervisor's login and recovery as well.
    const supervisor = await activeSupervisor(t);
    keep(supervisor.input.password, supervisor.accessToken, supervisor.cookie.split('=')[1]);
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/teacher/refresh',
      headers: { cookie: supervisor.cookie },
    });
    await postJson(t.app, '/api/v1/teacher/passwordReset1', { email: supervisor.input.email });
    const supervisorMail = await waitForMail(t.dataDir, supervisor.input.email, {
      subject: 'Återställ',
    });
    const [, , supervisorId, supervisorToken] = new URL(
      linkIn(supervisorMail, `${PUBLIC_URL}/passwordReset1/`),
    ).pathname.split('/');
    keep(supervisorToken);
    await t.app.inject({ method: 'GET', url: `/api/v1/passwordReset1/${supervisorToken}` });
    await postJson(t.app, `/api/v1/teacher/passwordReset1/${supervisorId}/${supervisorToken}`, {
      password: 'handledare-ny-2027',
    });
    keep('handledare-ny-2027');

    // A malformed body with a password in it must not be echoed into the log either.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"${student.input.email}","password":"trasig-json-77"`,
    });
    keep('trasig-json-77');

    expect(log.lines.length).toBeGreaterThan(20);
    const leaks = log.lines.flatMap((line) =>
      [...secrets].filter((secret) => line.includes(secret)).map((secret) => ({ secret, line })),
    );
    expect(leaks).toEqual([]);
    // Whatever the tokens were, nothing shaped like a JWT is logged.
    expect(log.lines.filter((line) => /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/.test(line))).toEqual(
      [],
    );
  });

  // Security round 3: the invitation's link carries its token and the invited address.
  it('never writes an invitation’s token or the invited address', async () => {
    const student = await activeStudent(t);
    const invited = `inbjuden.${Date.now().toString(36)}@example.se`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/invitations',
      headers: bearer(student.accessToken),
      payload: { email: invited },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await waitForMail(t.dataDir, invited, { subject: 'handledare' });
    const link = new URL(linkIn(mail, `${PUBLIC_URL}/registerInstructor?`));
    const token = link.searchParams.get('inbjudan')!;
    expect(token).toBeTruthy();
    const linesBefore = log.lines.length;
    // The page as the e-mail's link opens it, then the registration sent from it.
    await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    await postJson(
      t.app,
      '/api/v1/teacher/registration',
      validSupervisorRegistration({ email: invited, invitation: token }),
    );
    const lines = log.lines.slice(linesBefore);
    expect(lines.some((line) => line.includes('"url":"/registerInstructor?'))).toBe(true);
    const secretsOfLink = [token, invited, encodeURIComponent(invited), invited.split('@')[0]!];
    const leaks = lines.filter((line) => secretsOfLink.some((secret) => line.includes(secret)));
    expect(leaks).toEqual([]);
  });
});
