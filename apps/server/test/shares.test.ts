import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type CreateCardResponse,
  type CreateShareResponse,
  messages,
  SHARE_CODE_MISSES,
  SHARES_ACTIVE_MAX,
  type SharedView,
  SharedViewSchema,
  type Shares,
} from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  injectAs,
  type InjectArgs,
  loginStudent,
  PUBLIC_URL,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const m = messages.shares;

/**
 * "Dela med trafikskolan" (issue 34): a student's read-only, expiring, revocable links, and the
 * page they open with no account – the cards with who set each status, the history, the
 * comments and the drive log, and nothing private.
 */
describe.each(testDialects)('sharing with the driving school (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);
  const open = (url: string, ip = '10.0.0.1') =>
    t.app.inject({ method: 'GET', url, remoteAddress: ip });

  async function create(student: { accessToken: string }, body: object = {}) {
    const response = await call('POST', '/api/v1/shares', student.accessToken, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CreateShareResponse>();
  }
  const tokenOf = (url: string) => url.slice(`${PUBLIC_URL}/delat/`.length);
  const list = async (student: { accessToken: string }) =>
    (await call('GET', '/api/v1/shares', student.accessToken)).json<Shares>().shares;

  /** A student with a card, a linked supervisor, a comment and a drive, and a phone and pnr. */
  async function studentWithRecord() {
    const student = await activeStudent(t, { name: 'Ines', surname: 'Elev' });
    const supervisor = await activeSupervisor(t, { name: 'Tor', surname: 'Handledare' });
    const add = await call('POST', '/api/v1/addTeacher', student.accessToken, {
      teacherEmail: supervisor.input.email,
      studentId: student.id,
    });
    expect(add.statusCode, add.body).toBe(200);
    await t.db
      .updateTable('students')
      .set({ pnr: '200501019876', phone: '0701234567' })
      .where('id', '=', student.id)
      .execute();
    const created = await call('POST', '/api/v1/drivingnotes/card', student.accessToken);
    expect(created.statusCode, created.body).toBe(201);
    const card = created.json<CreateCardResponse>();
    const lesson = card.drivingNotes.find((note) => note.number === 1)!;
    const drive = await call('PUT', `/api/v1/drives/${randomUUID()}`, student.accessToken, {
      date: '2026-11-24',
      startTime: '16:30',
      minutes: 45,
      supervisedBy: { kind: 'supervisor' },
    });
    expect(drive.statusCode, drive.body).toBe(200);
    return { student, supervisor, lesson };
  }

  const change = (lessonId: string, field: string, from: unknown, to: unknown) => ({
    id: randomUUID(),
    lessonId,
    field,
    from,
    to,
  });

  it('makes a link shown once, lists it without the token, and stores only its hash', async () => {
    const { student } = await studentWithRecord();
    const made = await create(student, { label: '  Trafikskolan Väst ', days: 30 });
    expect(made.message).toBe(m.created);
    expect(made.url).toMatch(new RegExp(`^${PUBLIC_URL}/delat/[A-Za-z0-9_-]{43}$`));
    expect(made.share).toMatchObject({
      label: 'Trafikskolan Väst',
      forPrint: false,
      revokedAt: null,
      active: true,
    });
    expect(made.share.code).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(Date.parse(made.share.expiresAt) - Date.parse(made.share.createdAt)).toBe(30 * DAY_MS);

    const listed = await list(student);
    expect(listed).toEqual([made.share]);
    expect(JSON.stringify(listed)).not.toContain(tokenOf(made.url));
    const rows = await t.db
      .selectFrom('shares')
      .selectAll()
      .where('studentId', '=', student.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(tokenOf(made.url));

    // 90 days unless another lifetime is chosen.
    const standard = await create(student);
    expect(Date.parse(standard.share.expiresAt) - Date.parse(standard.share.createdAt)).toBe(
      90 * DAY_MS,
    );
    expect(standard.share.label).toBe('');

    // In "Ladda ner mina uppgifter", without the token.
    const exported = await call('GET', '/api/v1/me/export', student.accessToken);
    expect(exported.statusCode).toBe(200);
    expect(exported.body).not.toContain(tokenOf(made.url));
    const exportedShares = exported.json<{ shares: unknown[] }>().shares;
    expect(exportedShares).toHaveLength(2);
    expect(exportedShares).toEqual(
      expect.arrayContaining([
        {
          label: 'Trafikskolan Väst',
          code: made.share.code,
          forPrint: false,
          createdAt: made.share.createdAt,
          expiresAt: made.share.expiresAt,
          revokedAt: null,
        },
        expect.objectContaining({ label: '', code: standard.share.code }),
      ]),
    );
  });

  it('shows the card, who set each status, a change made after the link, and the drive log', async () => {
    const { student, supervisor, lesson } = await studentWithRecord();
    const made = await create(student, { label: 'Trafikskolan Väst' });

    t.clock.advance(1000);
    const changed = await call('POST', '/api/v1/teacher/lessonChanges', supervisor.accessToken, {
      changes: [change(lesson.id, 'statA', '', 'Godkänd')],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const comment = await call('PUT', `/api/v1/comments/${randomUUID()}`, student.accessToken, {
      lessonId: lesson.id,
      subMoment: 'catA',
      body: 'Övade i rondell.',
    });
    expect(comment.statusCode, comment.body).toBe(200);

    const page = await open(`/api/v1/shared/${tokenOf(made.url)}`);
    expect(page.statusCode, page.body).toBe(200);
    const view = page.json<SharedView>();
    expect(SharedViewSchema.safeParse(view).success).toBe(true);
    expect(view.studentName).toBe('Ines Elev');
    expect(view.refreshSeconds).toBe(15);
    const first = view.cards[0]!.lessons[0]!;
    expect(first.moments[0]).toMatchObject({ status: 'Godkänd', approved: true });
    expect(first.moments[0]!.setBy).toMatch(/^Godkänd av handledaren Tor Handledare /);
    expect(view.history[0]).toMatchObject({
      where: expect.stringMatching(/^Kort 1 · Lektion 1 · /),
      what: 'Godkänd av handledaren Tor Handledare',
    });
    expect(first.moments[0]!.comments.map((c) => c.body)).toEqual(['Övade i rondell.']);
    expect(first.moments[0]!.comments[0]!.heading).toMatch(/^Kommentar av Ines Elev \(elev\) /);
    expect(view.driveLog?.drives).toHaveLength(1);
    expect(view.driveLog?.drives[0]).toMatchObject({ date: '2026-11-24', start: '16:30' });

    // Nothing private, nobody's account id, no token: the whole text.
    const text = page.body;
    for (const secret of [
      student.input.email,
      supervisor.input.email,
      '200501019876',
      '0701234567',
      student.id,
      supervisor.id,
      tokenOf(made.url),
    ]) {
      expect(text).not.toContain(secret);
    }

    // The short code opens the same page (dash, spaces and small letters are fine).
    const byCode = await open(`/api/v1/shared/code/${made.share.code.toLowerCase()}`);
    expect(byCode.statusCode, byCode.body).toBe(200);
    expect(byCode.json<SharedView>().cards).toEqual(view.cards);
  });

  it('ends the link when it expires and when it is revoked; a wrong token is 404', async () => {
    const { student: before } = await studentWithRecord();
    const month = await create(before, { days: 30 });
    const other = await create(before);

    t.clock.advance(30 * DAY_MS - 1000);
    expect((await open(`/api/v1/shared/${tokenOf(month.url)}`)).statusCode).toBe(200);
    t.clock.advance(2000);
    const expired = await open(`/api/v1/shared/${tokenOf(month.url)}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ message: m.ended, code: 'SHARE_ENDED' });
    expect((await open(`/api/v1/shared/code/${month.share.code}`)).statusCode).toBe(404);
    // A month later the student signs in again.
    const student = await loginStudent(t, before.input.email, before.input.password);
    expect((await list(student)).find((s) => s.id === month.share.id)?.active).toBe(false);

    const revoked = await call('DELETE', `/api/v1/shares/${other.share.id}`, student.accessToken);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toEqual({ message: m.revoked });
    const gone = await open(`/api/v1/shared/${tokenOf(other.url)}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: m.ended });
    const listed = (await list(student)).find((s) => s.id === other.share.id)!;
    expect(listed.revokedAt).not.toBeNull();
    expect(listed.active).toBe(false);
    // Revoking again is fine; it stays revoked.
    expect(
      (await call('DELETE', `/api/v1/shares/${other.share.id}`, student.accessToken)).statusCode,
    ).toBe(200);

    const wrong = await open(`/api/v1/shared/${'x'.repeat(43)}`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json()).toMatchObject({ message: m.ended });
  });

  it('lets only its student list and revoke a link', async () => {
    const { student } = await studentWithRecord();
    const made = await create(student);
    const stranger = await activeStudent(t);
    const supervisor = await activeSupervisor(t);

    expect(await list(stranger)).toEqual([]);
    const theirs = await call('DELETE', `/api/v1/shares/${made.share.id}`, stranger.accessToken);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: m.noShare });
    expect((await open(`/api/v1/shared/${tokenOf(made.url)}`)).statusCode).toBe(200);

    for (const [method, url] of [
      ['GET', '/api/v1/shares'],
      ['POST', '/api/v1/shares'],
      ['DELETE', `/api/v1/shares/${made.share.id}`],
    ] as const) {
      expect((await call(method, url, supervisor.accessToken, {})).statusCode).toBe(403);
      expect((await call(method, url, '', {})).statusCode).toBe(401);
    }
  });

  it(`allows ${SHARES_ACTIVE_MAX} active links at once`, async () => {
    const student = await activeStudent(t);
    const made = [];
    for (let i = 0; i < SHARES_ACTIVE_MAX; i++) made.push(await create(student));
    const one = await call('POST', '/api/v1/shares', student.accessToken, {});
    expect(one.statusCode).toBe(409);
    expect(one.json()).toMatchObject({ message: m.tooManyActive(SHARES_ACTIVE_MAX) });
    await call('DELETE', `/api/v1/shares/${made[0]!.share.id}`, student.accessToken);
    await create(student);
  });

  it('counts wrong short codes per client address', async () => {
    const student = await activeStudent(t);
    const made = await create(student);
    const ip = '10.9.8.7';
    for (let i = 0; i < SHARE_CODE_MISSES; i++) {
      const miss = await open('/api/v1/shared/code/AAAA-AAAA', ip);
      expect(miss.statusCode, miss.body).toBe(404);
      expect(miss.json()).toMatchObject({ message: m.ended });
    }
    // The right code read again and again does not count.
    for (let i = 0; i < 3; i++) {
      expect((await open(`/api/v1/shared/code/${made.share.code}`, '10.9.8.6')).statusCode).toBe(
        200,
      );
    }
    const locked = await open('/api/v1/shared/code/AAAA-AAAA', ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBeDefined();
    expect(locked.json<{ message: string }>().message).toMatch(/^För många felaktiga koder/);
    // Now even the right code waits from there; another address is not held up.
    expect((await open(`/api/v1/shared/code/${made.share.code}`, ip)).statusCode).toBe(429);
    expect((await open(`/api/v1/shared/code/${made.share.code}`, '10.9.8.5')).statusCode).toBe(200);
  });

  it('answers bad input with 400 and a Swedish message', async () => {
    const student = await activeStudent(t);
    const cases: [object, string][] = [
      [{ label: 'x'.repeat(81) }, m.labelTooLong],
      [{ label: 5 }, m.labelInvalid],
      [{ days: 31 }, m.daysInvalid],
      [{ days: '90' }, m.daysInvalid],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/api/v1/shares', student.accessToken, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const badId = await call('DELETE', '/api/v1/shares/not-an-id', student.accessToken);
    expect(badId.statusCode).toBe(400);
    expect(badId.json<{ message: string }>().message).toBe(messages.common.invalidId);
    const badToken = await open('/api/v1/shared/kort');
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json<{ message: string }>().message).toBe(m.invalidLink);
    const badCode = await open('/api/v1/shared/code/%C3%A5%C3%A4%C3%B6', '10.1.1.1');
    expect(badCode.statusCode).toBe(400);
    expect(badCode.json<{ message: string }>().message).toBe(m.invalidCode);
    const shortCode = await open('/api/v1/shared/code/ABC', '10.1.1.2');
    expect(shortCode.statusCode).toBe(400);
    expect(shortCode.json<{ message: string }>().message).toBe(m.invalidCode);
  });

  it('gives the progress PDF one "Utskrift" link, reused while it holds', async () => {
    const student = await activeStudent(t);
    const first = await call('GET', '/api/v1/progress/pdf', student.accessToken);
    expect(first.statusCode, first.body.slice(0, 200)).toBe(200);
    const second = await call('GET', '/api/v1/progress/pdf', student.accessToken);
    expect(second.statusCode).toBe(200);
    const shares = await list(student);
    expect(shares).toHaveLength(1);
    expect(shares[0]).toMatchObject({ label: 'Utskrift', forPrint: true, active: true });
    expect((await open(`/api/v1/shared/code/${shares[0]!.code}`)).statusCode).toBe(200);
    // The first page names the address and the code to check against.
    const file = path.join(os.tmpdir(), `ovk-share-${randomUUID()}.pdf`);
    fs.writeFileSync(file, second.rawPayload);
    try {
      const text = execFileSync('pdftotext', ['-f', '1', '-l', '1', file, '-'], {
        encoding: 'utf8',
      }).replace(/\s+/g, ' ');
      expect(text).toContain('Kontrollera mot den levande journalen:');
      expect(text).toContain(`kod ${shares[0]!.code}`);
      expect(text.replace(/ /g, '')).toContain(
        `${PUBLIC_URL}/delat/kod/${shares[0]!.code.replace('-', '')}`,
      );
    } finally {
      fs.rmSync(file, { force: true });
    }
    // Once it is revoked, the next PDF makes a new one.
    await call('DELETE', `/api/v1/shares/${shares[0]!.id}`, student.accessToken);
    expect((await call('GET', '/api/v1/progress/pdf', student.accessToken)).statusCode).toBe(200);
    expect((await list(student)).filter((share) => share.active)).toHaveLength(1);
  });
});
