import { messages } from '@ovningskort/domain';
import { readOutbox } from '@ovningskort/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_LIMITS } from '../src/modules/rate-limits/mail-limits.js';
import {
  activeStudent,
  bearer,
  postJson,
  registerStudent,
  startTestApp,
  testDialects,
  uniqueEmail,
  type TestApp,
} from './test-app.js';

const HOUR = 60 * 60 * 1000;

describe.each(testDialects)('no flooding anyone’s inbox through us (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Mails to the address with this subject, once the app has sent what it will. */
  async function mailsTo(to: string, subject: string) {
    await t.app.settleBackgroundWork();
    const mails = await readOutbox(t.dataDir);
    return mails.filter((m) => m.to.includes(to) && m.subject.includes(subject));
  }

  it('sends at most 3 reset e-mails an hour to one address, and answers the same each time', async () => {
    const victim = await activeStudent(t);
    const stranger = uniqueEmail('ingen');
    for (let i = 0; i < 20; i += 1) {
      for (const email of [victim.input.email, stranger]) {
        const response = await postJson(t.app, '/api/v1/passwordReset', { email });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ message: messages.recovery.requested });
      }
    }
    expect(await mailsTo(victim.input.email, 'Återställ')).toHaveLength(MAIL_LIMITS.reset.max);
    t.clock.advance(HOUR + 1000);
    await postJson(t.app, '/api/v1/passwordReset', { email: victim.input.email });
    expect(await mailsTo(victim.input.email, 'Återställ')).toHaveLength(MAIL_LIMITS.reset.max + 1);
  });

  it('tells the owner of a taken address at most once a day that someone tried it', async () => {
    const { input } = await registerStudent(t);
    for (let i = 0; i < 20; i += 1) {
      const again = await postJson(t.app, '/api/registration', {
        ...input,
        name: `Försök ${String.fromCharCode(65 + i)}`,
      });
      expect(again.statusCode).toBe(200);
    }
    expect(await mailsTo(input.email, 'Du har redan ett konto')).toHaveLength(1);
  });

  it('sends at most 3 activation e-mails an hour, however often it is asked', async () => {
    const { input } = await registerStudent(t);
    const login = await postJson(t.app, '/api/v1/login', {
      email: input.email,
      password: input.password,
    });
    const token = login.json<{ accessToken: string }>().accessToken;
    for (let i = 0; i < 5; i += 1) {
      t.clock.advance(61_000);
      const resend = await postJson(t.app, '/api/v1/activation/resend', undefined, bearer(token));
      expect(resend.statusCode).toBe(200);
    }
    expect(await mailsTo(input.email, 'Aktivera')).toHaveLength(MAIL_LIMITS.activation.max);
  });

  it('sends at most 3 e-mail change links an hour to one new address', async () => {
    const student = await activeStudent(t);
    const target = uniqueEmail('ny-adress');
    for (let i = 0; i < 6; i += 1) {
      const response = await postJson(
        t.app,
        `/api/v1/changeEmail/${student.id}`,
        { email: target, password: student.input.password },
        bearer(student.accessToken),
      );
      expect(response.statusCode).toBe(200);
    }
    expect(await mailsTo(target, 'Bekräfta')).toHaveLength(MAIL_LIMITS.emailChange.max);
  });
});
