import { messages } from '@ovningskort/domain';
import { readOutbox, waitForMail } from '@ovningskort/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  loginStudent,
  postJson,
  registerStudent,
  startTestApp,
  testDialects,
  uniqueEmail,
  validRegistration,
  type TestApp,
} from './test-app.js';

const v = messages.validation;

describe.each(testDialects)('registration and activation (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('creates an unactivated student and e-mails an activation link', async () => {
    const input = validRegistration();
    const response = await postJson(t.app, '/api/registration', input);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Kontot är nu skapat' });

    const mail = await waitForMail(t.dataDir, input.email);
    expect(mail.subject).toBe('Aktivera ditt konto på Övningskort');
    // The address is not confirmed yet: the mail does not carry the name that was typed.
    expect(mail.text).toContain('Hej!');
    expect(mail.text).not.toContain('Elin');
    expect(mail.text).toMatch(/http:\/\/app\.test\/aktivering\?token=[\w-]{43}/);

    const { user } = await loginStudent(t, input.email, input.password);
    expect(user).toMatchObject({ name: 'Elin Elev', city: 'Upplands Väsby', isActivated: false });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it.each([
    ['name missing', { name: undefined }, v.registrationNameRequired],
    ['name empty', { name: '' }, v.registrationNameRequired],
    ['name of one letter', { name: 'A' }, v.registrationNameMin],
    ['name of spaces', { name: '   ' }, v.registrationNameRequired],
    ['name too long', { name: 'x'.repeat(101) }, v.nameMax],
    [
      'a name that is a message',
      { name: 'kund.\n\nDitt konto är spärrat. Logga in på https://evil.example' },
      v.nameCharacters,
    ],
    ['a name with a link', { name: 'Anna https://evil.example' }, v.nameCharacters],
    ['a name with digits', { name: 'Anna 2' }, v.nameCharacters],
    ['e-mail missing', { email: undefined }, v.registrationEmailRequired],
    ['e-mail empty', { email: '' }, v.registrationEmailRequired],
    ['e-mail shorter than 5', { email: 'a@b.' }, v.registrationEmailMin],
    ['e-mail without @', { email: 'anna.example.se' }, v.emailInvalid],
    ['e-mail too long', { email: `${'a'.repeat(250)}@x.se` }, v.emailMax],
    ['e-mail a number', { email: 12345 }, v.registrationEmailRequired],
    ['password missing', { password: undefined }, v.registrationPasswordRequired],
    ['password of 7', { password: '1234567' }, v.registrationPasswordMin],
    ['password too long', { password: 'p'.repeat(257) }, v.passwordMax],
    ['a breached password', { password: 'qwerty123' }, v.passwordCommon],
    ['a password of eight spaces', { password: '        ' }, v.passwordTrivial],
    ['the name as password', { password: 'Elin Elev 2026' }, v.passwordPersonal],
    ['city not in the list', { city: 'Gothenburg' }, v.cityInvalid],
    ['city in the wrong case', { city: 'stockholm' }, v.cityInvalid],
    ['city missing', { city: undefined }, v.cityInvalid],
    ['no category', { category: [] }, v.categoryRequired],
    ['unknown category', { category: ['CategoryX'] }, v.categoryRequired],
    ['category not a list', { category: 'CategoryB' }, v.categoryRequired],
    ['a surname with digits', { surname: 'Elev 2' }, v.nameCharacters],
    ['a surname too long', { surname: 'x'.repeat(101) }, messages.details.surnameMax],
    ['a surname that is not text', { surname: 7 }, v.registrationSurnameRequired],
    [
      'the surname in the password',
      { surname: 'Lindqvist', password: 'lindqvist-2026' },
      v.passwordPersonal,
    ],
  ])('refuses %s with the Swedish message', async (_label, overrides, message) => {
    const email = uniqueEmail();
    const response = await postJson(
      t.app,
      '/api/registration',
      validRegistration({ email, ...overrides }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
    const outbox = await readOutbox(t.dataDir);
    expect(outbox.some((m) => m.to.includes(email))).toBe(false);
  });

  it.each([
    ['no body', undefined],
    ['a list', []],
    ['a string', 'hej'],
    ['null', null],
  ])('answers 400 in Swedish for %s', async (_label, payload) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      headers: { 'content-type': 'application/json' },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/[a-zåäö]/i);
    expect(response.body).not.toContain('at ');
  });

  it('keeps the gearbox chosen at registration; without one (a §7 client) it is manual', async () => {
    const gearboxOf = async (overrides: Record<string, unknown>) => {
      const { input, activationToken } = await registerStudent(t, overrides);
      await postJson(t.app, '/api/v1/activate', { token: activationToken });
      const { user } = await loginStudent(t, input.email, input.password);
      return (user as { autotransmission: boolean }).autotransmission;
    };
    expect(await gearboxOf({ autotransmission: true })).toBe(true);
    expect(await gearboxOf({ autotransmission: false })).toBe(false);
    expect(await gearboxOf({})).toBe(false);

    const refused = await postJson(
      t.app,
      '/api/registration',
      validRegistration({ autotransmission: 'ja' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: messages.completion.gearboxRequired });
  });

  it('keeps the first name and the surname sent apart (issue 22); a §7 client sends only name', async () => {
    const namesOf = async (overrides: Record<string, unknown>) => {
      const { input, activationToken } = await registerStudent(t, overrides);
      await postJson(t.app, '/api/v1/activate', { token: activationToken });
      const { user, accessToken } = await loginStudent(t, input.email, input.password);
      const details = await t.app.inject({
        method: 'GET',
        url: `/api/v1/getUserData/${String(user.id)}`,
        headers: bearer(accessToken),
      });
      expect(details.statusCode).toBe(200);
      const { name, surname } = details.json<{ name: string; surname: string }>();
      expect(user).toMatchObject({ name, surname });
      return { name, surname };
    };
    expect(await namesOf({ name: 'Elin', surname: ' von Essen ' })).toEqual({
      name: 'Elin',
      surname: 'von Essen',
    });
    // As before: the name as sent, no surname (the details screen lets the person add one).
    expect(await namesOf({ name: 'Elin Elev' })).toEqual({ name: 'Elin Elev', surname: '' });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/registration',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: messages.common.badRequest });
  });

  it('gives a taken e-mail the same answer and tells its owner by e-mail', async () => {
    const { input } = await registerStudent(t);
    const again = await postJson(
      t.app,
      '/api/registration',
      validRegistration({ email: input.email.toUpperCase(), name: 'Någon Annan' }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: 'Kontot är nu skapat' });

    const mail = await waitForMail(t.dataDir, input.email, { subject: 'redan ett konto' });
    // The owner never confirmed the address, so the name on the account is not repeated.
    expect(mail.text).toContain('Hej!');
    expect(mail.text).not.toContain('Elin');
    const students = await t.db
      .selectFrom('students')
      .select('name')
      .where('email', '=', input.email)
      .execute();
    expect(students).toEqual([{ name: 'Elin Elev' }]);
    // The original password still works; the second one does not.
    await expect(loginStudent(t, input.email, input.password)).resolves.toBeTruthy();
  });

  it('creates exactly one account when the same e-mail registers many times at once', async () => {
    const email = uniqueEmail();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        postJson(t.app, '/api/registration', validRegistration({ email })),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const rows = await t.db
      .selectFrom('students')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('activates the account once with the e-mailed token', async () => {
    const { input, activationToken } = await registerStudent(t);
    const first = await postJson(t.app, '/api/v1/activate', { token: activationToken });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ message: 'Nu är ditt konto aktiverat' });

    const { user } = await loginStudent(t, input.email, input.password);
    expect(user.isActivated).toBe(true);

    const second = await postJson(t.app, '/api/v1/activate', { token: activationToken });
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ message: messages.activation.alreadyActivated });
  });

  it('refuses an unknown, malformed or expired activation token', async () => {
    const unknown = await postJson(t.app, '/api/v1/activate', { token: 'x'.repeat(43) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: messages.activation.invalidLink });

    const malformed = await postJson(t.app, '/api/v1/activate', { token: '<script>' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: v.tokenInvalid });

    const { input, activationToken } = await registerStudent(t);
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1);
    const expired = await postJson(t.app, '/api/v1/activate', { token: activationToken });
    expect(expired.statusCode).toBe(400);
    const { user } = await loginStudent(t, input.email, input.password);
    expect(user.isActivated).toBe(false);
  });

  it('sends a new activation link on request, at most once a minute, and the old one stops working', async () => {
    const { input, activationToken: oldToken } = await registerStudent(t);
    const { accessToken } = await loginStudent(t, input.email, input.password);
    const headers = { authorization: `Bearer ${accessToken}` };

    const tooSoon = await postJson(t.app, '/api/v1/activation/resend', undefined, headers);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toMatchObject({ message: messages.activation.resendTooSoon });

    await t.db
      .updateTable('oneTimeTokens')
      .set({ createdAt: t.clock.now - 120_000 })
      .where('usedAt', 'is', null)
      .execute();
    const resent = await postJson(t.app, '/api/v1/activation/resend', undefined, headers);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toEqual({ message: messages.activation.resent });

    const old = await postJson(t.app, '/api/v1/activate', { token: oldToken });
    expect(old.statusCode).toBe(400);

    const mails = (await readOutbox(t.dataDir)).filter((m) => m.to.includes(input.email));
    const newest = mails.at(-1)!;
    const token = /token=([\w-]+)/.exec(newest.text)![1];
    expect(token).not.toBe(oldToken);
    const activated = await postJson(t.app, '/api/v1/activate', { token });
    expect(activated.json()).toEqual({ message: 'Nu är ditt konto aktiverat' });
  });

  it('refuses a resend without a valid token', async () => {
    const response = await postJson(t.app, '/api/v1/activation/resend', undefined, {
      authorization: 'Bearer not-a-token',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: messages.common.unauthorized });
  });
});
