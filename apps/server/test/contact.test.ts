import fs from 'node:fs/promises';
import path from 'node:path';
import { readOutbox } from '@ovningskort/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { clientKey } from '../src/modules/contact/service.js';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';

const SENT =
  'Ditt meddelande har skickats! Vi kikar på det och återkommer till dig inom 24 timmar.';
const TOO_MANY = 'Oj! Det var många brev här, försök igen lite senare.';
const SUPPORT = 'hjalp@ovningskort.test';
const TEN_MINUTES = 10 * 60 * 1000;

let addresses = 0;
/** A client address of its own, so one test's messages never count against another's. */
function newAddress(): string {
  addresses += 1;
  return `198.51.100.${addresses}`;
}

const validMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Vera Besökare',
  email: 'vera.besokare@example.se',
  select: 'Allmän fråga',
  message: 'Hur många övningskort kan jag ha samtidigt?',
  ...overrides,
});

describe.each(testDialects)('contact form: POST /api/support (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect, { SUPPORT_EMAIL: SUPPORT });
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (payload: unknown, options: { ip?: string; accessToken?: string; app?: App } = {}) =>
    (options.app ?? t.app).inject({
      method: 'POST',
      url: '/api/support',
      payload: payload as object,
      remoteAddress: options.ip ?? newAddress(),
      headers: options.accessToken ? bearer(options.accessToken) : {},
    });

  const stored = (where: { email?: string; message?: string }) => {
    let query = t.db.selectFrom('supportMessages').selectAll();
    if (where.email) query = query.where('email', '=', where.email);
    if (where.message) query = query.where('message', '=', where.message);
    return query.execute();
  };

  const mailsWith = async (text: string) =>
    (await readOutbox(t.dataDir)).filter((mail) => mail.text.includes(text));

  it.each([
    ['no name', { name: undefined }, 'Skriv ditt namn'],
    ['a blank name', { name: '   ' }, 'Skriv ditt namn'],
    ['no e-mail', { email: undefined }, 'Skriv din e-postadress'],
    ['an empty e-mail', { email: '' }, 'Skriv din e-postadress'],
    ['an e-mail that is not one', { email: 'vera.example.se' }, 'Ogiltig e-postadress'],
    ['no subject', { select: undefined }, 'Välj ett ämne'],
    ['the placeholder as subject', { select: '' }, 'Välj ett ämne'],
    ['a subject not on the list', { select: 'Reklam' }, 'Välj ett ämne'],
    ['no message', { message: undefined }, 'Skriv ett meddelande'],
    ['an empty message', { message: '  ' }, 'Skriv ett meddelande'],
    ['a message of 7 characters', { message: 'Hej hej' }, 'Skriv ett meddelande på minst 8 tecken'],
    [
      'a message too long',
      { message: 'x'.repeat(5001) },
      'Meddelandet får vara högst 5000 tecken.',
    ],
  ])(
    'refuses %s with 400 and the spec’s message, keeping and sending nothing',
    async (_, change, text) => {
      const rowsBefore = await t.db.selectFrom('supportMessages').selectAll().execute();
      const mailsBefore = await readOutbox(t.dataDir);
      const payload: Record<string, unknown> = { ...validMessage(), ...change };
      for (const key of Object.keys(payload)) if (payload[key] === undefined) delete payload[key];
      const response = await send(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: text });
      const rowsAfter = await t.db.selectFrom('supportMessages').selectAll().execute();
      expect(rowsAfter).toHaveLength(rowsBefore.length);
      expect(await readOutbox(t.dataDir)).toHaveLength(mailsBefore.length);
    },
  );

  it('refuses a request without a body with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/support' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBeTruthy();
  });

  it('keeps the message and e-mails it to SUPPORT_EMAIL, replying to the sender', async () => {
    const message = 'Appen visar fel lektion efter att jag bytte växellåda.\nVad gör jag?';
    const response = await send(
      validMessage({ select: 'Teknisk support', message, email: 'Vera.Besokare@Example.se' }),
      { ip: '203.0.113.7' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });

    const rows = await stored({ message });
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row).toMatchObject({
      name: 'Vera Besökare',
      email: 'Vera.Besokare@Example.se',
      subject: 'Teknisk support',
      studentId: null,
      teacherId: null,
      createdAt: t.clock.now,
    });
    expect(row.mailedAt).not.toBeNull();
    // The address is kept only as a keyed hash.
    expect(row.ipHash).not.toContain('203.0.113.7');
    expect(row.ipHash).toMatch(/^[\w-]{43}$/);

    const [mail] = await mailsWith('Vad gör jag?');
    expect(mail).toBeDefined();
    expect(mail!.to).toBe(SUPPORT);
    expect(mail!.subject).toBe('Kontaktformulär: Teknisk support – Vera Besökare');
    expect(mail!.text).toContain(message);
    expect(mail!.text).toContain('Från: Vera Besökare <Vera.Besokare@Example.se>');
    expect(mail!.text).toContain('Konto: inte inloggad');
    const raw = await fs.readFile(path.join(t.dataDir, 'mail', mail!.file), 'utf8');
    expect(raw).toMatch(/^Reply-To: .*<Vera\.Besokare@example\.se>\r?$/im);
  });

  it('takes name and e-mail from the account of a logged-in student or supervisor', async () => {
    const student = await activeStudent(t, { name: 'Sam Student' });
    const supervisor = await activeSupervisor(t, { name: 'Hanna Handledare' });
    const fromStudent = 'Hur lägger jag till min handledare?';
    const fromSupervisor = 'Kan jag ha flera elever samtidigt?';

    const asStudent = await send(
      { select: 'Allmän fråga', message: fromStudent },
      { accessToken: student.accessToken },
    );
    expect(asStudent.statusCode).toBe(200);
    expect(asStudent.json()).toEqual({ message: SENT });
    // A logged-in sender cannot write as someone else.
    const asSupervisor = await send(
      validMessage({ name: 'Någon Annan', email: 'annan@example.se', message: fromSupervisor }),
      { accessToken: supervisor.accessToken },
    );
    expect(asSupervisor.statusCode).toBe(200);

    expect(await stored({ message: fromStudent })).toMatchObject([
      { name: 'Sam Student', email: student.input.email, studentId: student.id, teacherId: null },
    ]);
    expect(await stored({ message: fromSupervisor })).toMatchObject([
      {
        name: 'Hanna Handledare',
        email: supervisor.input.email,
        studentId: null,
        teacherId: supervisor.id,
      },
    ]);
    const [studentMail] = await mailsWith(fromStudent);
    expect(studentMail!.text).toContain(`Från: Sam Student <${student.input.email}>`);
    expect(studentMail!.text).toContain(`Konto: elev ${student.id}`);
    const [supervisorMail] = await mailsWith(fromSupervisor);
    expect(supervisorMail!.text).toContain(`Från: Hanna Handledare <${supervisor.input.email}>`);
    expect(supervisorMail!.text).not.toContain('annan@example.se');
  });

  it('answers 401 to a token that is not valid (expired), so the client refreshes it', async () => {
    const message = 'Skickat med en gammal token.';
    const response = await send({ select: 'Övrigt', message }, { accessToken: 'not-a-token' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Du behöver logga in igen.' });
    expect(await stored({ message })).toHaveLength(0);
  });

  it('answers 401 after logout: the token’s session has ended', async () => {
    const student = await activeStudent(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { ...bearer(student.accessToken), cookie: student.cookie },
    });
    const response = await send(
      { select: 'Övrigt', message: 'Efter utloggningen.' },
      { accessToken: student.accessToken },
    );
    expect(response.statusCode).toBe(401);
  });

  it('answers a filled-in honeypot like a real message but keeps and sends nothing', async () => {
    const message = 'Köp billiga klockor på vår webbplats!';
    const response = await send(validMessage({ message, website: 'https://spam.example' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SENT });
    expect(await stored({ message })).toHaveLength(0);
    expect(await mailsWith('billiga klockor')).toHaveLength(0);
  });

  it('accepts an empty honeypot as a real message', async () => {
    const message = 'Jag lämnade det dolda fältet tomt.';
    const response = await send(validMessage({ message, website: '' }));
    expect(response.statusCode).toBe(200);
    expect(await stored({ message })).toHaveLength(1);
  });

  it('lets 5 messages from one address through in 10 minutes, then 429 until the window has passed', async () => {
    const ip = newAddress();
    for (let i = 1; i <= 5; i += 1) {
      const response = await send(
        validMessage({ message: `Meddelande nummer ${i} från samma adress` }),
        { ip },
      );
      expect(response.statusCode).toBe(200);
      t.clock.advance(1000);
    }
    const sixth = 'Meddelande nummer 6 från samma adress';
    const refused = await send(validMessage({ message: sixth }), { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: TOO_MANY });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(await stored({ message: sixth })).toHaveLength(0);
    expect(await mailsWith(sixth)).toHaveLength(0);

    // Another address is not affected.
    expect((await send(validMessage())).statusCode).toBe(200);

    // Once the first message is older than 10 minutes, there is room for one more.
    t.clock.advance(TEN_MINUTES - 5000);
    expect((await send(validMessage({ message: sixth }), { ip })).statusCode).toBe(200);
    expect(await mailsWith(sixth)).toHaveLength(1);
    expect((await send(validMessage(), { ip })).statusCode).toBe(429);
  });

  it('counts in the database: the limit holds across processes and restarts', async () => {
    const ip = newAddress();
    const other = await t.startAnother();
    for (let i = 1; i <= 5; i += 1) {
      const app = i % 2 === 0 ? other : t.app;
      const response = await send(validMessage({ message: `Över processer, nummer ${i}` }), {
        ip,
        app,
      });
      expect(response.statusCode).toBe(200);
    }
    expect((await send(validMessage(), { ip, app: other })).statusCode).toBe(429);
    expect((await send(validMessage(), { ip })).statusCode).toBe(429);
  });

  it('never lets more than 5 through when many arrive at once', async () => {
    const ip = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(validMessage({ message: `Samtidigt meddelande ${i} från ${ip}` }), { ip }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 200).length;
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    // Taken one at a time: exactly the first five pass, none of the rest is kept.
    expect(ok).toBe(5);
    const kept = await t.db
      .selectFrom('supportMessages')
      .select('id')
      .where('message', 'like', `Samtidigt meddelande % från ${ip}`)
      .execute();
    expect(kept).toHaveLength(5);
  });

  it('forgets the address hash of messages older than the window', async () => {
    const message = 'Ett gammalt meddelande vars adress glöms.';
    await send(validMessage({ message }));
    t.clock.advance(TEN_MINUTES + 1);
    await send(validMessage());
    const [row] = await stored({ message });
    expect(row!.ipHash).toBe('');
  });
});

describe.each(testDialects)('contact form when e-mail cannot be sent (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of this machine: the SMTP connection is refused.
    t = await startTestApp(dialect, { SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 503 with the spec’s failure text and keeps nothing, so a retry is clean', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/support',
      payload: validMessage(),
      remoteAddress: newAddress(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      message: 'Ett fel uppstod när meddelandet skickades. Försök igen senare.',
    });
    expect(await t.db.selectFrom('supportMessages').selectAll().execute()).toHaveLength(0);
  });
});

describe('clientKey (who counts as one sender)', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:DB8:1:2:ffff::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (ip, key) => {
    expect(clientKey(ip)).toBe(key);
  });

  it('puts every address of one /64 under one key', () => {
    expect(clientKey('2001:db8:aa:bb::1')).toBe(clientKey('2001:db8:aa:bb:ffff:ffff:ffff:ffff'));
    expect(clientKey('2001:db8:aa:bb::1')).not.toBe(clientKey('2001:db8:aa:bc::1'));
  });
});
