import { messages } from '@ovningskort/domain';
import { linkIn, readOutbox, waitForMail } from '@ovningskort/test-support';
import { suiteName, testPostgres } from '@ovningskort/test-support/services';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  cookieValue,
  postJson,
  PUBLIC_URL,
  startTestApp,
  testDialects,
  uniqueEmail,
  type TestApp,
} from './test-app.js';

const ONE_HOUR = 60 * 60 * 1000;

describe.each(testDialects)('password recovery (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Requests a reset and returns the user id and token from the e-mailed link. */
  async function requestLink(email: string, role: 'student' | 'teacher' = 'student') {
    const url = role === 'student' ? '/api/v1/passwordReset' : '/api/v1/teacher/passwordReset1';
    const before = (await readOutbox(t.dataDir)).length;
    const response = await postJson(t.app, url, { email });
    expect(response.statusCode).toBe(200);
    await expect.poll(async () => (await readOutbox(t.dataDir)).length).toBeGreaterThan(before);
    const mail = await waitForMail(t.dataDir, email, { subject: 'Återställ' });
    const page = role === 'student' ? '/passwordReset/' : '/passwordReset1/';
    const [, , userId, token] = new URL(linkIn(mail, `${PUBLIC_URL}${page}`)).pathname.split('/');
    return { userId: userId!, token: token! };
  }

  const resetUrl = (userId: string, token: string, role: 'student' | 'teacher' = 'student') =>
    role === 'student'
      ? `/api/v1/passwordReset/${userId}/${token}`
      : `/api/v1/teacher/passwordReset1/${userId}/${token}`;

  it('answers the same for a registered and an unknown address, and mails only the first', async () => {
    const student = await activeStudent(t);
    const known = await postJson(t.app, '/api/v1/passwordReset', { email: student.input.email });
    const unknownEmail = uniqueEmail('okand');
    const unknown = await postJson(t.app, '/api/v1/passwordReset', { email: unknownEmail });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toEqual({ message: messages.recovery.requested });
    await waitForMail(t.dataDir, student.input.email, { subject: 'Återställ' });
    expect((await readOutbox(t.dataDir)).some((m) => m.to.includes(unknownEmail))).toBe(false);
  });

  it('validates the recovery e-mail with the spec messages', async () => {
    const empty = await postJson(t.app, '/api/v1/passwordReset', { email: '' });
    expect(empty.json()).toMatchObject({ message: 'Fältet får inte vara tomt!' });
    const short = await postJson(t.app, '/api/v1/passwordReset', { email: 'a@b' });
    expect(short.json()).toMatchObject({
      message: 'E-postadressen måste vara minst 5 tecken lång.',
    });
    const bad = await postJson(t.app, '/api/v1/passwordReset', { email: 'inte-en-adress' });
    expect(bad.json()).toMatchObject({ message: 'Ogiltig e-postadress' });
    const supervisorEmpty = await postJson(t.app, '/api/v1/teacher/passwordReset1', { email: '' });
    expect(supervisorEmpty.json()).toMatchObject({ message: 'Fältet får inte vara tomt!' });
  });

  it('resets the password once with the link, ends every session, and refuses reuse', async () => {
    const student = await activeStudent(t);
    const { userId, token } = await requestLink(student.input.email);
    expect(userId).toBe(student.id);

    const check = await t.app.inject({ method: 'GET', url: `/api/v1/passwordReset/${token}` });
    expect(check.json()).toEqual({ success: true });
    expect(check.headers['referrer-policy']).toBe('no-referrer');

    const reset = await postJson(t.app, resetUrl(userId, token), { password: 'helt-nytt-1' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: 'Lösenordet är nu ändrat!' });

    const oldAccess = await t.app.inject({
      method: 'GET',
      url: `/api/v1/getUserData/${student.id}`,
      headers: bearer(student.accessToken),
    });
    expect(oldAccess.statusCode).toBe(401);
    const oldRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refresh',
      headers: { cookie: student.cookie },
    });
    expect(oldRefresh.statusCode).toBe(401);

    expect(
      (
        await postJson(t.app, '/api/v1/login', {
          email: student.input.email,
          password: student.input.password,
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await postJson(t.app, '/api/v1/login', {
          email: student.input.email,
          password: 'helt-nytt-1',
        })
      ).statusCode,
    ).toBe(200);

    const again = await postJson(t.app, resetUrl(userId, token), { password: 'ett-till-losen' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: 'Länken är ogiltig eller har gått ut.' });
    const recheck = await t.app.inject({ method: 'GET', url: `/api/v1/passwordReset/${token}` });
    expect(recheck.json()).toEqual({ success: false });
  });

  it('lets a link expire after one hour', async () => {
    const student = await activeStudent(t);
    const { userId, token } = await requestLink(student.input.email);
    t.clock.advance(ONE_HOUR - 1000);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/passwordReset/${token}` })).json(),
    ).toEqual({ success: true });
    t.clock.advance(2000);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/passwordReset/${token}` })).json(),
    ).toEqual({ success: false });
    const late = await postJson(t.app, resetUrl(userId, token), { password: 'for-sent-losen' });
    expect(late.statusCode).toBe(400);
  });

  it('accepts a token only with its own user id, and does not use it up on a wrong one', async () => {
    const victim = await activeStudent(t);
    const attacker = await activeStudent(t);
    const { token } = await requestLink(victim.input.email);
    const wrong = await postJson(t.app, resetUrl(attacker.id, token), {
      password: 'kapat-konto-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(
      (
        await postJson(t.app, '/api/v1/login', {
          email: attacker.input.email,
          password: 'kapat-konto-1',
        })
      ).statusCode,
    ).toBe(401);
    const right = await postJson(t.app, resetUrl(victim.id, token), { password: 'mitt-eget-1' });
    expect(right.statusCode).toBe(200);
  });

  it('voids older links when a new one is requested', async () => {
    const student = await activeStudent(t);
    const first = await requestLink(student.input.email);
    const second = await requestLink(student.input.email);
    expect(second.token).not.toBe(first.token);
    expect(
      (await postJson(t.app, resetUrl(first.userId, first.token), { password: 'gammal-lank-1' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await postJson(t.app, resetUrl(second.userId, second.token), { password: 'ny-lank-123' }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps student and supervisor links apart', async () => {
    const supervisor = await activeSupervisor(t);
    const { userId, token } = await requestLink(supervisor.input.email, 'teacher');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/passwordReset/${token}` })).json(),
    ).toEqual({ success: false });
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/passwordReset1/${token}` })).json(),
    ).toEqual({ success: true });
    expect(
      (await postJson(t.app, resetUrl(userId, token, 'student'), { password: 'fel-roll-123' }))
        .statusCode,
    ).toBe(400);
    const ok = await postJson(t.app, resetUrl(userId, token, 'teacher'), {
      password: 'handl-nytt-1',
    });
    expect(ok.json()).toEqual({ message: 'Lösenordet är nu ändrat!' });
    const login = await postJson(t.app, '/api/v1/teacher/login', {
      email: supervisor.input.email,
      password: 'handl-nytt-1',
    });
    expect(login.statusCode).toBe(200);
    expect(cookieValue(login, 'ovk_refresh_t')).toBeDefined();
  });

  it('validates the new password and the link parts', async () => {
    const student = await activeStudent(t);
    const { userId, token } = await requestLink(student.input.email);
    const short = await postJson(t.app, resetUrl(userId, token), { password: 'kort' });
    expect(short.json()).toMatchObject({ message: 'Lösenordet måste vara minst 8 tecken långt.' });
    const supervisorShort = await postJson(t.app, resetUrl(userId, token, 'teacher'), {
      password: 'kort',
    });
    expect(supervisorShort.json()).toMatchObject({
      message: 'Lösenordet måste vara minst 8 tecken långt.',
    });
    const badId = await postJson(t.app, resetUrl('not-a-uuid', token), {
      password: 'tillrackligt-1',
    });
    expect(badId.statusCode).toBe(400);
    const badToken = await t.app.inject({
      method: 'GET',
      url: '/api/v1/passwordReset/%3Cscript%3E',
    });
    expect(badToken.statusCode).toBe(400);
    // The link still works after all that.
    expect(
      (await postJson(t.app, resetUrl(userId, token), { password: 'tillrackligt-1' })).statusCode,
    ).toBe(200);
  });
});

/**
 * The reset answer must not wait for anything that only an existing account causes (the token
 * is written after the answer, as the mail is sent): with the tokens' table locked by another
 * connection, the answer still comes, and the mail follows once the lock is gone.
 */
describe.skipIf(!testPostgres.url)(
  suiteName('password reset answers before it writes', testPostgres),
  () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp('postgres');
    });
    afterAll(async () => {
      await t.close();
    });

    it('answers an existing account’s reset while the token cannot be written yet', async () => {
      const student = await activeStudent(t);
      await t.db.connection().execute(async (connection) => {
        await sql`begin`.execute(connection);
        await sql`lock table one_time_tokens in exclusive mode`.execute(connection);
        try {
          const response = await postJson(t.app, '/api/v1/passwordReset', {
            email: student.input.email,
          });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({ message: messages.recovery.requested });
        } finally {
          await sql`commit`.execute(connection);
        }
      });
      await waitForMail(t.dataDir, student.input.email, { subject: 'Återställ' });
    });
  },
);
