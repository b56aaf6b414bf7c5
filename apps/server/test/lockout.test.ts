import {
  LOGIN_ATTEMPTS_PER_EMAIL,
  LOGIN_ATTEMPTS_PER_EMAIL_AND_IP,
  LOGIN_ATTEMPTS_PER_IP,
  messages,
} from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, waitForMail } from '@ovningskort/test-support';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  postJson,
  PUBLIC_URL,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

describe.each(testDialects)('login lockout (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (
    email: string,
    password: string,
    headers: Record<string, string> = {},
    url = '/api/v1/login',
  ) => postJson(t.app, url, { email, password }, headers);

  async function fail(email: string, times: number, url = '/api/v1/login') {
    for (let i = 0; i < times; i += 1) {
      const response = await login(email, 'fel-losenord', {}, url);
      expect(response.statusCode).toBe(401);
    }
  }

  it('locks an e-mail for 15 minutes after 5 failures, even for the right password', async () => {
    const student = await activeStudent(t);
    await fail(student.input.email, 5);
    const locked = await login(student.input.email, student.input.password);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      message: messages.auth.lockedOut('15 minuter'),
      code: 'LOCKED_OUT',
    });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);

    t.clock.advance(FIFTEEN_MINUTES - 1000);
    expect((await login(student.input.email, student.input.password)).statusCode).toBe(429);
    t.clock.advance(2000);
    expect((await login(student.input.email, student.input.password)).statusCode).toBe(200);
  });

  it('forgets the failures after a successful login', async () => {
    const student = await activeStudent(t);
    await fail(student.input.email, 4);
    expect((await login(student.input.email, student.input.password)).statusCode).toBe(200);
    await fail(student.input.email, 4);
    expect((await login(student.input.email, student.input.password)).statusCode).toBe(200);
  });

  it('counts only failures within 15 minutes', async () => {
    const student = await activeStudent(t);
    await fail(student.input.email, 4);
    t.clock.advance(FIFTEEN_MINUTES + 1);
    await fail(student.input.email, 4);
    expect((await login(student.input.email, student.input.password)).statusCode).toBe(200);
  });

  it('locks unknown addresses the same way (no hint about who exists)', async () => {
    await fail('ingen.sadan@example.se', 5);
    const locked = await login('ingen.sadan@example.se', 'vad-som-helst');
    expect(locked.statusCode).toBe(429);
  });

  it('counts an address with a lone surrogate as the database stores it, never a 500', async () => {
    // Text reaches the database as UTF-8, where the lone surrogate becomes U+FFFD: the limits'
    // keys are matched as stored (the login's limits of one window are counted in one statement).
    const odd = `ensam\uD800@example.se`;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      // From an address of its own: the other tests' attempts count against 127.0.0.1.
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/login',
        remoteAddress: '192.0.2.7',
        payload: { email: odd, password: 'fel-losenord-1' },
      });
      expect(response.statusCode).toBe(attempt < 5 ? 401 : 429);
    }
  });

  it('keeps the lock across a restart and across processes (it lives in the database)', async () => {
    const student = await activeStudent(t);
    await fail(student.input.email, 3);
    const other = await t.startAnother();
    for (let i = 0; i < 2; i += 1) {
      await postJson(other, '/api/v1/login', {
        email: student.input.email,
        password: 'fel-losenord',
      });
    }
    expect((await login(student.input.email, student.input.password)).statusCode).toBe(429);
  });

  it('locks the supervisor login separately from the student login', async () => {
    const supervisor = await activeSupervisor(t);
    await fail(supervisor.input.email, 5, '/api/v1/teacher/login');
    expect(
      (await login(supervisor.input.email, supervisor.input.password, {}, '/api/v1/teacher/login'))
        .statusCode,
    ).toBe(429);
  });

  it('lifts the lock when the password is reset by the e-mailed link', async () => {
    const student = await activeStudent(t);
    await fail(student.input.email, 5);
    expect((await login(student.input.email, student.input.password)).statusCode).toBe(429);

    await postJson(t.app, '/api/v1/passwordReset', { email: student.input.email });
    const mail = await waitForMail(t.dataDir, student.input.email, { subject: 'Återställ' });
    const link = linkIn(mail, `${PUBLIC_URL}/passwordReset/`);
    const [, , studentId, token] = new URL(link).pathname.split('/');
    const reset = await postJson(t.app, `/api/v1/passwordReset/${studentId}/${token}`, {
      password: 'nytt-losen-99',
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(student.input.email, 'nytt-losen-99')).statusCode).toBe(200);
  });

  it('counts wrong current passwords of a password or e-mail change like failed logins', async () => {
    const student = await activeStudent(t);
    const change = (currentPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/setNewPuser/${student.id}`,
        headers: bearer(student.accessToken),
        payload: { currentPassword, newPass: 'helt-nytt-losen-1' },
      });
    const moveEmail = (password: string) =>
      postJson(
        t.app,
        `/api/v1/changeEmail/${student.id}`,
        { email: 'ny.adress@example.se', password },
        bearer(student.accessToken),
      );
    for (let i = 0; i < 3; i += 1) expect((await change('fel-losenord')).statusCode).toBe(400);
    for (let i = 0; i < 2; i += 1) expect((await moveEmail('fel-losenord')).statusCode).toBe(400);
    const sixth = await change(student.input.password);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'LOCKED_OUT' });
    expect((await login(student.input.email, student.input.password)).statusCode).toBe(429);
  });

  it('counts wrong passwords at account deletion like failed logins, and keeps the account', async () => {
    const student = await activeStudent(t);
    const remove = (password: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/v1/delUser/${student.id}`,
        headers: bearer(student.accessToken),
        payload: { password },
      });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await remove('fel-losenord');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ code: 'WRONG_PASSWORD' });
    }
    const sixth = await remove(student.input.password);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'LOCKED_OUT' });
    const still = await t.db
      .selectFrom('students')
      .select('id')
      .where('id', '=', student.id)
      .execute();
    expect(still).toHaveLength(1);
  });

  describe('attempts sent together', () => {
    /**
     * `count` wrong guesses sent at once. A guess the server sheds as too many at once on a busy
     * machine (503, "try again", before any counting) is sent again, as a client would, so
     * that the answers count what the limit did, whatever the machine's speed.
     */
    const guesses = async (url: string, email: string, count: number) => {
      const guess = () => postJson(t.app, url, { email, password: 'fel-losenord' });
      const answers = await Promise.all(Array.from({ length: count }, guess));
      for (let i = 0; i < answers.length; i++) {
        for (let tries = 0; answers[i]!.statusCode === 503 && tries < 20; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          answers[i] = await guess();
        }
      }
      return answers;
    };
    const statuses = (responses: { statusCode: number }[]) => {
      const count: Record<number, number> = {};
      for (const r of responses) count[r.statusCode] = (count[r.statusCode] ?? 0) + 1;
      return count;
    };

    it('checks at most 5 of 40 simultaneous guesses at one student; the rest are refused', async () => {
      const student = await activeStudent(t);
      const answered = statuses(await guesses('/api/v1/login', student.input.email, 40));
      expect(answered).toEqual({
        401: LOGIN_ATTEMPTS_PER_EMAIL_AND_IP,
        429: 40 - LOGIN_ATTEMPTS_PER_EMAIL_AND_IP,
      });
      expect((await login(student.input.email, student.input.password)).statusCode).toBe(429);
    });

    it('does the same for the supervisor login', async () => {
      const supervisor = await activeSupervisor(t);
      const url = '/api/v1/teacher/login';
      const answered = statuses(await guesses(url, supervisor.input.email, 40));
      expect(answered).toEqual({
        401: LOGIN_ATTEMPTS_PER_EMAIL_AND_IP,
        429: 40 - LOGIN_ATTEMPTS_PER_EMAIL_AND_IP,
      });
    });
  });

  describe('behind a trusted proxy (one client address per X-Forwarded-For)', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await startTestApp(dialect, { TRUST_PROXY: '127.0.0.1' });
    });
    afterAll(async () => {
      await proxied.close();
    });
    const from = (address: string, email: string, password: string) =>
      postJson(proxied.app, '/api/v1/login', { email, password }, { 'x-forwarded-for': address });

    it('refuses the right password after too many guesses at one e-mail from many addresses', async () => {
      const student = await activeStudent(proxied);
      const { email, password } = student.input;
      const answered = await Promise.all(
        Array.from({ length: 39 }, (_, i) => from(`203.0.113.${i + 1}`, email, 'fel-losenord')),
      );
      // As many are checked as the lockout allows; the rest are refused unchecked: locked, or
      // (let on a few at a time, security round 3) told the server is busy before being counted.
      expect(answered.filter((r) => r.statusCode === 401)).toHaveLength(LOGIN_ATTEMPTS_PER_EMAIL);
      const rest = answered.filter((r) => r.statusCode !== 401);
      expect(rest.filter((r) => ![429, 503].includes(r.statusCode))).toEqual([]);
      expect(rest.filter((r) => r.statusCode === 429).length).toBeGreaterThan(0);
      expect((await from('203.0.113.40', email, password)).statusCode).toBe(429);
    });

    it('a stranger guessing from another address does not lock the owner out', async () => {
      const student = await activeStudent(proxied);
      const { email, password } = student.input;
      for (let i = 0; i < LOGIN_ATTEMPTS_PER_EMAIL_AND_IP; i += 1) {
        expect((await from('198.51.100.66', email, 'fel-losenord')).statusCode).toBe(401);
      }
      expect((await from('198.51.100.66', email, password)).statusCode).toBe(429);
      expect((await from('192.0.2.10', email, password)).statusCode).toBe(200);
    });

    it('answers a burst of logins beyond what it can hash with 503 and Retry-After', async () => {
      const student = await activeStudent(proxied);
      const burst = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          from(`100.64.${Math.floor(i / 200)}.${i % 200}`, `burst${i}@example.se`, 'fel-losenord'),
        ),
      );
      const busy = burst.filter((r) => r.statusCode === 503);
      expect(burst.filter((r) => ![401, 503].includes(r.statusCode))).toEqual([]);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0]!.json()).toMatchObject({ code: 'BUSY', message: messages.common.busy });
      expect(Number(busy[0]!.headers['retry-after'])).toBeGreaterThan(0);
      expect(
        (await from('100.65.0.1', student.input.email, student.input.password)).statusCode,
      ).toBe(200);
    });

    it('locks an e-mail that is guessed at from everywhere for longer each time', async () => {
      const student = await activeStudent(proxied);
      const { email, password } = student.input;
      let address = 0;
      const guessUntilLocked = async () => {
        for (;;) {
          address += 1;
          const ip = `10.1.${Math.floor(address / 250)}.${address % 250}`;
          const response = await from(ip, email, 'fel-losenord');
          if (response.statusCode === 429) return Number(response.headers['retry-after']);
          expect(response.statusCode).toBe(401);
        }
      };
      const first = await guessUntilLocked();
      expect(first).toBeGreaterThan(14 * 60);
      expect(first).toBeLessThanOrEqual(15 * 60);
      proxied.clock.advance(60 * 60 * 1000 + 1000);
      const second = await guessUntilLocked();
      expect(second).toBeGreaterThan(29 * 60);
      expect(second).toBeLessThanOrEqual(30 * 60);
      const locked = await from('192.0.2.11', email, password);
      expect(locked.statusCode).toBe(429);
      // The message says the real wait, not the first lock's 15 minutes.
      expect(locked.json()).toMatchObject({ message: messages.auth.lockedOut('30 minuter') });
    });
  });

  it(`locks one client address after ${LOGIN_ATTEMPTS_PER_IP} attempts across many e-mails`, async () => {
    const fresh = await startTestApp(dialect);
    try {
      for (let i = 0; i < LOGIN_ATTEMPTS_PER_IP; i += 1) {
        const response = await postJson(fresh.app, '/api/v1/login', {
          email: `x${i}@example.se`,
          password: 'fel-losenord',
        });
        expect(response.statusCode).toBe(401);
      }
      const next = await postJson(fresh.app, '/api/v1/login', {
        email: 'annan@example.se',
        password: 'fel-losenord',
      });
      expect(next.statusCode).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it('does not believe a forged X-Forwarded-For without a trusted proxy', async () => {
    const fresh = await startTestApp(dialect);
    try {
      for (let i = 0; i < LOGIN_ATTEMPTS_PER_IP; i += 1) {
        await postJson(
          fresh.app,
          '/api/v1/login',
          { email: `y${i}@example.se`, password: 'fel-losenord' },
          { 'x-forwarded-for': `10.0.0.${i}` },
        );
      }
      const next = await postJson(
        fresh.app,
        '/api/v1/login',
        { email: 'annan@example.se', password: 'fel-losenord' },
        { 'x-forwarded-for': '10.9.9.9' },
      );
      expect(next.statusCode).toBe(429);
    } finally {
      await fresh.close();
    }
  });

  it('uses the forwarded client address when a trusted proxy is configured', async () => {
    const fresh = await startTestApp(dialect, { TRUST_PROXY: '127.0.0.1' });
    try {
      for (let i = 0; i < LOGIN_ATTEMPTS_PER_IP; i += 1) {
        await postJson(
          fresh.app,
          '/api/v1/login',
          { email: `z${i}@example.se`, password: 'fel-losenord' },
          { 'x-forwarded-for': '203.0.113.7' },
        );
      }
      const sameClient = await postJson(
        fresh.app,
        '/api/v1/login',
        { email: 'annan@example.se', password: 'fel-losenord' },
        { 'x-forwarded-for': '203.0.113.7' },
      );
      expect(sameClient.statusCode).toBe(429);
      const otherClient = await postJson(
        fresh.app,
        '/api/v1/login',
        { email: 'annan@example.se', password: 'fel-losenord' },
        { 'x-forwarded-for': '198.51.100.4' },
      );
      expect(otherClient.statusCode).toBe(401);
    } finally {
      await fresh.close();
    }
  });
});
