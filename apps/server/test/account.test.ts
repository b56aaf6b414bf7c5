import { FRESH_LOGIN_MS, messages } from '@ovningskort/domain';
import { linkIn, waitForMail } from '@ovningskort/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  loginStudent,
  postJson,
  PUBLIC_URL,
  startTestApp,
  testDialects,
  uniqueEmail,
  type TestApp,
  injectAs,
  type InjectArgs,
  type Method,
} from './test-app.js';

describe.each(testDialects)('account settings (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);

  it('returns the student’s own details, and updates only the fields sent', async () => {
    const s = await activeStudent(t, { name: 'Alva', city: 'Kiruna' });
    const details = await call('GET', `/api/v1/getUserData/${s.id}`, s.accessToken);
    expect(details.json()).toEqual({
      name: 'Alva',
      surname: '',
      email: s.input.email,
      city: 'Kiruna',
      pnr: '',
      phone: '',
      category: ['CategoryB'],
      autotransmission: false,
      hasPassword: true,
    });

    const update = await call('PUT', `/api/v1/updUserData/${s.id}`, s.accessToken, {
      surname: 'Andersson',
      pnr: '20050101-1234',
      phone: '070-123 45 67',
    });
    expect(update.json()).toEqual({ message: 'Uppdaterad!' });
    const after = (await call('GET', `/api/v1/getUserData/${s.id}`, s.accessToken)).json();
    expect(after).toMatchObject({
      name: 'Alva',
      surname: 'Andersson',
      city: 'Kiruna',
      pnr: '200501011234',
      phone: '0701234567',
    });

    await call('PUT', `/api/v1/updUserData/${s.id}`, s.accessToken, {
      pnr: '',
      category: ['CategoryB', 'CategoryA'],
      city: 'Åre',
    });
    const cleared = (await call('GET', `/api/v1/getUserData/${s.id}`, s.accessToken)).json();
    expect(cleared).toMatchObject({
      pnr: '',
      phone: '0701234567',
      city: 'Åre',
      category: ['CategoryB', 'CategoryA'],
    });
  });

  it.each([
    [{ pnr: '2005-0101-1234' }, 'Fel format på personnummer'],
    [{ pnr: '200501011' }, 'Fel format på personnummer'],
    [{ pnr: 200501011234 }, 'Fel format på personnummer'],
    [{ phone: '070123456' }, 'Fel format på telefonnummer'],
    [{ phone: '070-123 45 6' }, 'Fel format på telefonnummer'],
    [{ phone: '+47 70 123 45 67' }, 'Fel format på telefonnummer'],
    [{ name: 'A' }, messages.validation.registrationNameMin],
    [{ city: 'Nowhere' }, messages.validation.cityInvalid],
    [{ category: [] }, messages.validation.categoryRequired],
    [{ surname: 'x'.repeat(101) }, messages.details.surnameMax],
  ])(
    'refuses bad details %j with the Swedish message and changes nothing',
    async (body, message) => {
      const s = await activeStudent(t);
      const before = (await call('GET', `/api/v1/getUserData/${s.id}`, s.accessToken)).json();
      const response = await call('PUT', `/api/v1/updUserData/${s.id}`, s.accessToken, {
        surname: 'Ny',
        ...body,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
      expect((await call('GET', `/api/v1/getUserData/${s.id}`, s.accessToken)).json()).toEqual(
        before,
      );
    },
  );

  it('refuses a new e-mail address through the details update (it needs the password)', async () => {
    const s = await activeStudent(t);
    const same = await call('PUT', `/api/v1/updUserData/${s.id}`, s.accessToken, {
      email: s.input.email,
      name: 'Samma',
    });
    expect(same.statusCode).toBe(200);
    const other = await call('PUT', `/api/v1/updUserData/${s.id}`, s.accessToken, {
      email: uniqueEmail(),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({ message: messages.details.emailNeedsPassword });
  });

  it('switches the gearbox for both roles', async () => {
    const s = await activeStudent(t);
    expect(
      (await call('PUT', `/api/v1/updUserData2/${s.id}`, s.accessToken, { autotransmission: true }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/api/v1/getUserData/${s.id}`, s.accessToken)).json().autotransmission,
    ).toBe(true);
    const bad = await call('PUT', `/api/v1/updUserData2/${s.id}`, s.accessToken, {
      autotransmission: 'ja',
    });
    expect(bad.statusCode).toBe(400);

    const h = await activeSupervisor(t);
    expect(
      (
        await call('PUT', `/api/v1/updTeacherData2/${h.id}`, h.accessToken, {
          autotransmission: true,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await call('GET', `/api/v1/getTeacherData/${h.id}`, h.accessToken)).json(),
    ).toMatchObject({ autotransmission: true });
  });

  it('keeps a supervisor’s personal number and phone, validated like a student’s', async () => {
    const h = await activeSupervisor(t);
    const details = (await call('GET', `/api/v1/getTeacherData/${h.id}`, h.accessToken)).json();
    expect(details).toMatchObject({ pnr: '', phone: '' });
    const update = await call('PUT', `/api/v1/updTeacherData/${h.id}`, h.accessToken, {
      surname: 'Holm',
      pnr: '19800101-1234',
      phone: '070-123 45 67',
    });
    expect(update.statusCode).toBe(200);
    const row = await t.db
      .selectFrom('teachers')
      .select(['surname', 'pnr', 'phone'])
      .where('id', '=', h.id)
      .executeTakeFirst();
    expect(row).toEqual({ surname: 'Holm', pnr: '198001011234', phone: '0701234567' });
    expect(
      (await call('GET', `/api/v1/getTeacherData/${h.id}`, h.accessToken)).json(),
    ).toMatchObject({ pnr: '198001011234', phone: '0701234567' });

    const bad = await call('PUT', `/api/v1/updTeacherData/${h.id}`, h.accessToken, {
      pnr: '1980-0101-1234',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Fel format på personnummer' });

    // A linked student sees the supervisor's name and e-mail, never these.
    const s = await activeStudent(t);
    await call('POST', '/api/v1/addTeacher', s.accessToken, {
      teacherEmail: h.input.email,
      studentId: s.id,
    });
    const seen = await call('GET', `/api/v1/checkNameT?studentId=${s.id}`, s.accessToken);
    expect(seen.statusCode).toBe(200);
    expect(JSON.stringify(seen.json())).not.toMatch(/198001011234|0701234567/);
  });

  it('refuses a new password that is common or built on the e-mail, saying why', async () => {
    const s = await activeStudent(t);
    for (const [newPass, message] of [
      ['password', messages.validation.passwordCommon],
      [s.input.email, messages.validation.passwordPersonal],
    ] as const) {
      const response = await call('PUT', `/api/v1/setNewPuser/${s.id}`, s.accessToken, {
        currentPassword: s.input.password,
        newPass,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'WEAK_PASSWORD', message });
    }
    expect((await loginStudent(t, s.input.email, s.input.password)).accessToken).toBeTruthy();
  });

  it('changes the password with the current one; other sessions end, this one stays', async () => {
    const s = await activeStudent(t);
    const phone = await postJson(t.app, '/api/v1/login', {
      email: s.input.email,
      password: s.input.password,
    });
    const phoneToken = phone.json().accessToken as string;

    const wrong = await call('PUT', `/api/v1/setNewPuser/${s.id}`, s.accessToken, {
      currentPassword: 'fel-losenord',
      newPass: 'nytt-losen-1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: messages.password.currentWrong });
    const short = await call('PUT', `/api/v1/setNewPuser/${s.id}`, s.accessToken, {
      currentPassword: s.input.password,
      newPass: 'kort',
    });
    expect(short.json()).toMatchObject({ message: 'Lösenordet måste vara minst 8 tecken långt.' });

    const ok = await call('PUT', `/api/v1/setNewPuser/${s.id}`, s.accessToken, {
      currentPassword: s.input.password,
      newPass: 'nytt-losen-1',
    });
    expect(ok.json()).toEqual({ message: 'Lösenordet är nu ändrat.' });
    expect((await call('GET', `/api/v1/getUserData/${s.id}`, s.accessToken)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/getUserData/${s.id}`, phoneToken)).statusCode).toBe(401);
    expect(
      (await postJson(t.app, '/api/v1/login', { email: s.input.email, password: 'nytt-losen-1' }))
        .statusCode,
    ).toBe(200);

    const h = await activeSupervisor(t);
    const supervisorOk = await call('PUT', `/api/v1/setNewPteach/${h.id}`, h.accessToken, {
      currentPassword: h.input.password,
      newPass: 'handl-nytt-2',
    });
    expect(supervisorOk.statusCode).toBe(200);
    expect(
      (
        await postJson(t.app, '/api/v1/teacher/login', {
          email: h.input.email,
          password: 'handl-nytt-2',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('changes the e-mail only after the link sent to the new address is used', async () => {
    const s = await activeStudent(t, { name: 'Ebba' });
    const newEmail = uniqueEmail('ny');
    const wrong = await call('POST', `/api/v1/changeEmail/${s.id}`, s.accessToken, {
      email: newEmail,
      password: 'fel-losenord',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ message: messages.details.passwordWrong });

    const asked = await call('POST', `/api/v1/changeEmail/${s.id}`, s.accessToken, {
      email: newEmail,
      password: s.input.password,
    });
    expect(asked.json()).toEqual({ message: messages.details.emailChangeSent });
    expect((await call('GET', `/api/v1/getUserData/${s.id}`, s.accessToken)).json().email).toBe(
      s.input.email,
    );

    const mail = await waitForMail(t.dataDir, newEmail, { subject: 'Bekräfta' });
    const token = new URL(linkIn(mail, `${PUBLIC_URL}/bekrafta-epost?token=`)).searchParams.get(
      'token',
    );
    const confirmed = await postJson(t.app, '/api/v1/confirmEmail', { token });
    expect(confirmed.json()).toEqual({ message: 'Din e-postadress är nu ändrad.' });
    expect((await call('GET', `/api/v1/getUserData/${s.id}`, s.accessToken)).json().email).toBe(
      newEmail,
    );
    await waitForMail(t.dataDir, s.input.email, { subject: 'ändrad' });

    expect(
      (await postJson(t.app, '/api/v1/login', { email: newEmail, password: s.input.password }))
        .statusCode,
    ).toBe(200);
    expect((await postJson(t.app, '/api/v1/confirmEmail', { token })).statusCode).toBe(400);
  });

  it('refuses an e-mail change to an address another account took meanwhile', async () => {
    const s = await activeStudent(t);
    const taken = await activeStudent(t);
    await call('POST', `/api/v1/changeEmail/${s.id}`, s.accessToken, {
      email: taken.input.email,
      password: s.input.password,
    });
    const mail = await waitForMail(t.dataDir, taken.input.email, { subject: 'Bekräfta' });
    const token = new URL(linkIn(mail, `${PUBLIC_URL}/bekrafta-epost?token=`)).searchParams.get(
      'token',
    );
    const response = await postJson(t.app, '/api/v1/confirmEmail', { token });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.details.emailTaken });
    expect((await call('GET', `/api/v1/getUserData/${s.id}`, s.accessToken)).json().email).toBe(
      s.input.email,
    );
  });

  it('deletes a student account with all its rows and sessions at once', async () => {
    const s = await activeStudent(t);
    const response = await call('DELETE', `/api/v1/delUser/${s.id}`, s.accessToken, {
      password: s.input.password,
    });
    expect(response.json()).toEqual({ message: 'Ditt konto är nu borttaget' });
    // The browser's HTTP cache (card lists kept for their ETags) goes with the account.
    expect(response.headers['clear-site-data']).toBe('"cache"');
    expect((await call('GET', `/api/v1/getUserData/${s.id}`, s.accessToken)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/refresh',
          headers: { cookie: s.cookie },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await postJson(t.app, '/api/v1/login', { email: s.input.email, password: s.input.password }))
        .statusCode,
    ).toBe(401);
    for (const table of ['sessions', 'oneTimeTokens'] as const) {
      const rows = await t.db
        .selectFrom(table)
        .select('userId')
        .where('userId', '=', s.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
    expect(await t.db.selectFrom('students').select('id').where('id', '=', s.id).execute()).toEqual(
      [],
    );
  });

  it('deletes an account only with its password', async () => {
    const s = await activeStudent(t);
    const remove = (payload?: object) =>
      call('DELETE', `/api/v1/delUser/${s.id}`, s.accessToken, payload);
    const stillThere = async () =>
      (await t.db.selectFrom('students').select('id').where('id', '=', s.id).execute()).length;

    for (const payload of [undefined, {}, { password: '' }]) {
      const missing = await remove(payload);
      expect(missing.statusCode, JSON.stringify(payload)).toBe(400);
      expect(missing.json()).toEqual({
        code: 'PASSWORD_REQUIRED',
        message: messages.account.deletePasswordNeeded,
      });
    }
    const wrong = await remove({ password: 'inte-mitt-losen' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['clear-site-data']).toBeUndefined();
    expect(wrong.json()).toMatchObject({ message: messages.account.deletePasswordWrong });
    const odd = await remove({ password: 7 });
    expect(odd.statusCode).toBe(400);
    expect(await stillThere()).toBe(1);

    expect((await remove({ password: s.input.password })).statusCode).toBe(200);
    expect(await stillThere()).toBe(0);
  });

  it('deletes an account without a password (Google sign-in) only soon after a login', async () => {
    const s = await activeStudent(t);
    await t.db.updateTable('students').set({ passwordHash: null }).where('id', '=', s.id).execute();
    const details = await call('GET', `/api/v1/getUserData/${s.id}`, s.accessToken);
    expect(details.json()).toMatchObject({ hasPassword: false });
    const remove = (accessToken: string) => call('DELETE', `/api/v1/delUser/${s.id}`, accessToken);

    t.clock.advance(FRESH_LOGIN_MS + 1000);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/refresh',
      headers: { cookie: s.cookie },
    });
    expect(refreshed.statusCode).toBe(200);
    // A refreshed token is still the old login.
    const stale = await remove(refreshed.json<{ accessToken: string }>().accessToken);
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toEqual({
      code: 'FRESH_LOGIN_REQUIRED',
      message: messages.account.deleteNeedsFreshLogin,
    });

    await t.db
      .updateTable('sessions')
      .set({ createdAt: t.clock.now })
      .where('userId', '=', s.id)
      .execute();
    expect((await remove(refreshed.json<{ accessToken: string }>().accessToken)).statusCode).toBe(
      200,
    );
  });

  it('deletes a supervisor account the same way', async () => {
    const h = await activeSupervisor(t);
    const deleted = await call('DELETE', `/api/v1/delTeach/${h.id}`, h.accessToken, {
      password: h.input.password,
    });
    expect(deleted.json()).toEqual({ message: 'Ditt konto är nu borttaget' });
    expect(deleted.headers['clear-site-data']).toBe('"cache"');
    expect(
      (
        await postJson(t.app, '/api/v1/teacher/login', {
          email: h.input.email,
          password: h.input.password,
        })
      ).statusCode,
    ).toBe(401);
    expect(await t.db.selectFrom('teachers').select('id').where('id', '=', h.id).execute()).toEqual(
      [],
    );
  });

  it('answers the premium check for the caller only', async () => {
    const s = await activeStudent(t);
    const other = await activeStudent(t);
    expect((await call('GET', `/api/v1/checkprm?id=${s.id}`, s.accessToken)).json()).toEqual({
      isUser: false,
    });
    expect((await call('GET', `/api/v1/checkprm?id=${other.id}`, s.accessToken)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/v1/checkprm?id=nonsense', s.accessToken)).statusCode).toBe(400);
  });

  describe('another user’s id is refused and changes nothing', () => {
    const studentEndpoints: [Method, (id: string) => string, unknown][] = [
      ['GET', (id) => `/api/v1/getUserData/${id}`, undefined],
      ['PUT', (id) => `/api/v1/updUserData/${id}`, { name: 'Kapad' }],
      ['PUT', (id) => `/api/v1/updUserData2/${id}`, { autotransmission: true }],
      [
        'PUT',
        (id) => `/api/v1/setNewPuser/${id}`,
        { currentPassword: 'korkort-2026', newPass: 'kapat-losen-1' },
      ],
      [
        'POST',
        (id) => `/api/v1/changeEmail/${id}`,
        { email: 'kapare@example.se', password: 'korkort-2026' },
      ],
      ['DELETE', (id) => `/api/v1/delUser/${id}`, { password: 'korkort-2026' }],
    ];
    it.each(studentEndpoints)('student %s %s', async (method, url, body) => {
      const victim = await activeStudent(t, { name: 'Offer' });
      const attacker = await activeStudent(t);
      const before = (
        await call('GET', `/api/v1/getUserData/${victim.id}`, victim.accessToken)
      ).json();
      const response = await call(method, url(victim.id), attacker.accessToken, body);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: messages.common.forbidden });
      expect(
        (await call('GET', `/api/v1/getUserData/${victim.id}`, victim.accessToken)).json(),
      ).toEqual(before);
      expect(
        (
          await postJson(t.app, '/api/v1/login', {
            email: victim.input.email,
            password: victim.input.password,
          })
        ).statusCode,
      ).toBe(200);
    });

    const supervisorEndpoints: [Method, (id: string) => string, unknown][] = [
      ['GET', (id) => `/api/v1/getTeacherData/${id}`, undefined],
      ['PUT', (id) => `/api/v1/updTeacherData/${id}`, { name: 'Kapad' }],
      ['PUT', (id) => `/api/v1/updTeacherData2/${id}`, { autotransmission: true }],
      [
        'PUT',
        (id) => `/api/v1/setNewPteach/${id}`,
        { currentPassword: 'handleder-2026', newPass: 'kapat-losen-1' },
      ],
      [
        'POST',
        (id) => `/api/v1/teacher/changeEmail/${id}`,
        { email: 'kapare@example.se', password: 'handleder-2026' },
      ],
      ['DELETE', (id) => `/api/v1/delTeach/${id}`, { password: 'handleder-2026' }],
    ];
    it.each(supervisorEndpoints)('supervisor %s %s', async (method, url, body) => {
      const victim = await activeSupervisor(t, { name: 'Offer' });
      const attacker = await activeSupervisor(t);
      const before = (
        await call('GET', `/api/v1/getTeacherData/${victim.id}`, victim.accessToken)
      ).json();
      const response = await call(method, url(victim.id), attacker.accessToken, body);
      expect(response.statusCode).toBe(403);
      expect(
        (await call('GET', `/api/v1/getTeacherData/${victim.id}`, victim.accessToken)).json(),
      ).toEqual(before);
      expect(
        (
          await postJson(t.app, '/api/v1/teacher/login', {
            email: victim.input.email,
            password: victim.input.password,
          })
        ).statusCode,
      ).toBe(200);
    });

    it('without a token, every account endpoint answers 401', async () => {
      const victim = await activeStudent(t);
      for (const [method, url, body] of studentEndpoints) {
        const response = await t.app.inject({
          method,
          url: url(victim.id),
          payload: body as object,
        });
        expect(response.statusCode, `${method} ${url(victim.id)}`).toBe(401);
      }
    });
  });
});
