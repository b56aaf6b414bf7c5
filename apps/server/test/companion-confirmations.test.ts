import { randomUUID } from 'node:crypto';
import {
  COMPANION_LINK_MISSES,
  COMPANION_LINK_TTL_MS,
  COMPANION_REQUESTS_PER_DAY,
  CompanionDriveViewSchema,
  type Drive,
  messages,
} from '@ovningskort/domain';
import { linkIn, readOutbox, waitForMail } from '@ovningskort/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  injectAs,
  type InjectArgs,
  linkedPair,
  PUBLIC_URL,
  startTestApp,
  testDialects,
  type TestApp,
  uniqueEmail,
} from './test-app.js';

const m = messages.companion;

/**
 * Issue 34, "Drives": a drive with another companion is confirmed by that person through a
 * one-time link the learner e-mails them – no account, one tap on the drive as it is now. The
 * link expires, is used once, is replaced by a newer one, and wrong links are counted.
 */
describe.each(testDialects)(
  'a companion confirms a drive from an e-mailed link (%s)',
  (dialect) => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp(dialect);
    });
    afterAll(async () => {
      await t.close();
    });

    const call = (...args: InjectArgs) => injectAs(t.app, ...args);
    const WITH_MUM = { kind: 'other', name: 'Mamma' };
    const driveInput = (changes: Record<string, unknown> = {}) => ({
      date: '2026-11-24',
      startTime: '16:30',
      minutes: 45,
      km: 23.5,
      supervisedBy: WITH_MUM,
      conditions: ['dark'],
      roads: ['urban'],
      traffic: 'calm',
      lessons: [5],
      note: 'Hemligt: bråkade om radion',
      ...changes,
    });
    type Student = { id: string; accessToken: string };

    async function logged(student: Student, changes: Record<string, unknown> = {}) {
      const id = randomUUID();
      const saved = await call(
        'PUT',
        `/api/v1/drives/${id}`,
        student.accessToken,
        driveInput(changes),
      );
      expect(saved.statusCode).toBe(200);
      return saved.json<{ drive: Drive }>().drive;
    }
    const ask = (student: Student, driveId: string, email: string, ip = '10.0.0.1') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/drives/${driveId}/companion-request`,
        headers: { authorization: `Bearer ${student.accessToken}` },
        payload: { email },
        remoteAddress: ip,
      });

    /** Asks the companion and returns the link's token from the e-mail they got. */
    async function asked(student: Student, driveId: string, email = uniqueEmail('mamma')) {
      const sent = await ask(student, driveId, email);
      expect(sent.statusCode, sent.body).toBe(200);
      const mail = await waitForMail(t.dataDir, email, { subject: 'bekräfta' });
      const link = new URL(linkIn(mail, `${PUBLIC_URL}/bekrafta-korning/`));
      return { email, mail, token: link.pathname.split('/').pop()!, answer: sent.json() };
    }
    const page = (token: string, ip = '10.0.0.2') =>
      t.app.inject({ method: 'GET', url: `/api/v1/companion/${token}`, remoteAddress: ip });
    const confirm = (token: string, version: unknown, ip = '10.0.0.2') =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/companion/${token}/confirm`,
        payload: { version },
        remoteAddress: ip,
      });
    const driveNow = async (student: Student, id: string) => {
      const list = await call('GET', '/api/v1/drives', student.accessToken);
      return list.json<{ drives: Drive[] }>().drives.find((d) => d.id === id)!;
    };

    it('shows the drive with no account, confirms it once in the companion’s name, and says so everywhere', async () => {
      const { student } = await linkedPair(t);
      const drive = await logged(student);
      const { email, mail, token, answer } = await asked(student, drive.id);
      expect(answer.message).toContain(email);
      expect(answer.request).toMatchObject({ driveId: drive.id, email });
      expect(mail.subject).toContain(student.input.name);
      expect(mail.text).toContain('16:30');
      expect(mail.text).toContain('45 minuter');

      const shown = await page(token);
      expect(shown.statusCode).toBe(200);
      const view = CompanionDriveViewSchema.parse(shown.json());
      expect(view.studentName).toContain(student.input.name);
      expect(view).toMatchObject({
        drive: {
          date: '2026-11-24',
          startTime: '16:30',
          minutes: 45,
          km: 23.5,
          companion: 'Mamma',
        },
        version: drive.updatedAt,
      });
      // Never the learner's e-mail, the note, or anyone's id.
      expect(shown.body).not.toContain(student.input.email);
      expect(shown.body).not.toContain('Hemligt');
      expect(shown.body).not.toContain(student.id);

      const done = await confirm(token, view.version);
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ message: m.confirmed });
      const confirmed = await driveNow(student, drive.id);
      expect(confirmed.confirmed).toMatchObject({ byName: 'Mamma', via: 'link' });

      // Used once: the page and a second tap both say so.
      const again = await confirm(token, view.version);
      expect(again.statusCode).toBe(410);
      expect(again.json().message).toBe(m.used);
      expect((await page(token)).json().message).toBe(m.used);
      // The learner's list of waiting links no longer holds it.
      const open = await call('GET', '/api/v1/drives/companion-requests', student.accessToken);
      expect(open.json()).toEqual({ requests: [] });
      // The learner's own data holds the link's address and when it was used, never its token.
      const exported = await call('GET', '/api/v1/me/export', student.accessToken);
      expect(exported.json().companionRequests).toEqual([
        expect.objectContaining({
          driveId: drive.id,
          email,
          usedAt: expect.any(String),
          endedAt: null,
        }),
      ]);
      expect(exported.body).not.toContain(token);
      // The CSV says who and how.
      const csv = await call('GET', '/api/v1/drives/export', student.accessToken);
      expect(csv.body).toContain('Mamma (via e-postlänk)');
    });

    it('answers 409 for a drive changed since the page was shown, and shows the new values', async () => {
      const { student } = await linkedPair(t);
      const drive = await logged(student);
      const { token } = await asked(student, drive.id);
      const seen = (await page(token)).json<{ version: number }>();

      t.clock.advance(1000);
      const changed = await call(
        'PUT',
        `/api/v1/drives/${drive.id}`,
        student.accessToken,
        driveInput({ minutes: 600 }),
      );
      expect(changed.statusCode).toBe(200);

      const refused = await confirm(token, seen.version);
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'DRIVE_CHANGED', message: m.changed });
      expect((await driveNow(student, drive.id)).confirmed).toBeNull();

      const now = (await page(token)).json<{ version: number; drive: { minutes: number } }>();
      expect(now.drive.minutes).toBe(600);
      expect(now.version).toBeGreaterThan(seen.version);
      expect((await confirm(token, now.version)).statusCode).toBe(200);
      expect((await driveNow(student, drive.id)).confirmed?.via).toBe('link');
    });

    it('stops a link that expired, was replaced or withdrawn, or whose drive went', async () => {
      const { student } = await linkedPair(t);
      const drive = await logged(student);
      const first = await asked(student, drive.id);
      const second = await asked(student, drive.id);
      const replaced = await page(first.token);
      expect(replaced.statusCode).toBe(410);
      expect(replaced.json().message).toBe(m.ended);
      expect((await page(second.token)).statusCode).toBe(200);

      // Withdrawn by the learner.
      const withdrawn = await call(
        'DELETE',
        `/api/v1/drives/${drive.id}/companion-request`,
        student.accessToken,
      );
      expect(withdrawn.json()).toEqual({ message: m.withdrawn });
      expect((await page(second.token)).json().message).toBe(m.ended);
      const none = await call(
        'DELETE',
        `/api/v1/drives/${drive.id}/companion-request`,
        student.accessToken,
      );
      expect(none.statusCode).toBe(404);
      expect(none.json().message).toBe(m.noRequest);

      // Expired.
      const third = await asked(student, drive.id);
      t.clock.advance(COMPANION_LINK_TTL_MS + 1000);
      const expired = await page(third.token);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe(m.expired);
      const version = drive.updatedAt;
      expect((await confirm(third.token, version)).json().message).toBe(m.expired);

      // The drive deleted: the link goes with it.
      const other = await logged(student);
      const fourth = await asked(student, other.id);
      await call('DELETE', `/api/v1/drives/${other.id}`, student.accessToken);
      const gone = await page(fourth.token);
      expect(gone.statusCode).toBe(404);
      expect(gone.json().message).toBe(m.noLink);
    });

    it('ends the link when the drive becomes one with the supervisor', async () => {
      const { student } = await linkedPair(t);
      const drive = await logged(student);
      const { token } = await asked(student, drive.id);
      await call(
        'PUT',
        `/api/v1/drives/${drive.id}`,
        student.accessToken,
        driveInput({ supervisedBy: { kind: 'supervisor' } }),
      );
      const shown = await page(token);
      expect(shown.statusCode).toBe(410);
      expect(shown.json().message).toBe(m.ended);
    });

    it('sends links only for the learner’s own unconfirmed drives with another companion', async () => {
      const { student } = await linkedPair(t);
      const other = await activeStudent(t);
      const withSupervisor = await logged(student, { supervisedBy: { kind: 'supervisor' } });
      const refused = await ask(student, withSupervisor.id, uniqueEmail('x'));
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'NOT_COMPANION_DRIVE',
        message: m.supervisorConfirms,
      });

      // Another learner's drive, or none: 404, and no mail goes out.
      const drive = await logged(student);
      const before = (await readOutbox(t.dataDir)).length;
      const notTheirs = await ask(other, drive.id, uniqueEmail('x'));
      expect(notTheirs.statusCode).toBe(404);
      expect(notTheirs.json().message).toBe(messages.drives.notFound);
      expect((await ask(student, randomUUID(), uniqueEmail('x'))).statusCode).toBe(404);
      // Their own address, a bad one, an unknown field, a bad id.
      const own = await ask(student, drive.id, student.input.email.toUpperCase());
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(m.ownEmail);
      const bad = await ask(student, drive.id, 'inte en adress');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(m.emailInvalid);
      const extra = await call(
        'POST',
        `/api/v1/drives/${drive.id}/companion-request`,
        student.accessToken,
        {
          email: uniqueEmail('x'),
          role: 'admin',
        },
      );
      expect(extra.statusCode).toBe(400);
      expect(extra.json().message).toBe(m.unknownField);
      const badId = await call(
        'POST',
        '/api/v1/drives/inte-ett-id/companion-request',
        student.accessToken,
        {
          email: uniqueEmail('x'),
        },
      );
      expect(badId.statusCode).toBe(400);
      expect((await readOutbox(t.dataDir)).length).toBe(before);

      // The other learner neither sees nor withdraws the link.
      await asked(student, drive.id);
      const theirs = await call('GET', '/api/v1/drives/companion-requests', other.accessToken);
      expect(theirs.json()).toEqual({ requests: [] });
      const withdraw = await call(
        'DELETE',
        `/api/v1/drives/${drive.id}/companion-request`,
        other.accessToken,
      );
      expect(withdraw.statusCode).toBe(404);
      const mine = await call('GET', '/api/v1/drives/companion-requests', student.accessToken);
      expect(mine.json<{ requests: unknown[] }>().requests).toHaveLength(1);

      // A confirmed drive needs no link.
      const { token } = await asked(student, drive.id);
      const version = (await page(token)).json<{ version: number }>().version;
      expect((await confirm(token, version)).statusCode).toBe(200);
      const already = await ask(student, drive.id, uniqueEmail('x'));
      expect(already.statusCode).toBe(409);
      expect(already.json().message).toBe(m.alreadyConfirmed);
    });

    it('refuses a malformed confirmation with a Swedish message and changes nothing', async () => {
      const { student } = await linkedPair(t);
      const drive = await logged(student);
      const { token } = await asked(student, drive.id);
      for (const version of ['12', -1, 1.5, null]) {
        const refused = await confirm(token, version);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().message).toBe(m.versionRequired);
      }
      const short = await page('kort');
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe(m.invalidLink);
      expect((await driveNow(student, drive.id)).confirmed).toBeNull();
    });

    it('counts wrong links per client address', async () => {
      const ip = '10.9.9.9';
      for (let i = 0; i < COMPANION_LINK_MISSES; i += 1) {
        const miss = await page(`${'x'.repeat(40)}${i}`, ip);
        expect(miss.statusCode).toBe(404);
        expect(miss.json().message).toBe(m.noLink);
      }
      const locked = await page('y'.repeat(43), ip);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
      // A real link from the same address waits too; from another address it works.
      const { student } = await linkedPair(t);
      const drive = await logged(student);
      const { token } = await asked(student, drive.id);
      expect((await page(token, ip)).statusCode).toBe(429);
      expect((await page(token, '10.9.9.10')).statusCode).toBe(200);
    });

    it('limits the links a learner sends in a day, and those to one address', async () => {
      const { student } = await linkedPair(t);
      const drive = await logged(student);
      const address = uniqueEmail('mormor');
      for (let i = 0; i < 10; i += 1) {
        expect((await ask(student, drive.id, address)).statusCode).toBe(200);
      }
      const toAddress = await ask(student, drive.id, address);
      expect(toAddress.statusCode).toBe(429);
      expect(toAddress.json().message).toBe(m.tooManyToAddress(address));
      for (let i = 11; i < COMPANION_REQUESTS_PER_DAY; i += 1) {
        expect((await ask(student, drive.id, uniqueEmail('x'))).statusCode).toBe(200);
      }
      const tooMany = await ask(student, drive.id, uniqueEmail('x'));
      expect(tooMany.statusCode).toBe(429);
      expect(tooMany.json().code).toBe('TOO_MANY_COMPANION_REQUESTS');
      expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    });
  },
);
