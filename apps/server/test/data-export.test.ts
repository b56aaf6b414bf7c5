import { randomUUID } from 'node:crypto';
import {
  DATA_EXPORTS_PER_HOUR,
  messages,
  StudentDataExportSchema,
  SupervisorDataExportSchema,
  type StudentDataExport,
  type SupervisorDataExport,
} from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../src/lib/secrets.js';
import {
  activeStudent,
  activeSupervisor,
  injectAs,
  postJson,
  startTestApp,
  testDialects,
  type InjectArgs,
  type TestApp,
} from './test-app.js';

const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP_BROWSER =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0';
const STUDENT_URL = '/api/v1/me/export';
const SUPERVISOR_URL = '/api/v1/teacher/me/export';

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

/**
 * "Ladda ner mina uppgifter" (issue 19, GDPR articles 15 and 20, decision 019): one JSON file
 * of everything stored about the person who asks – and nothing of anyone else's, and never a
 * password hash, token or secret.
 */
describe.each(testDialects)('downloading my data (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);
  const drive = (changes: Record<string, unknown> = {}) => ({
    date: '2026-11-24',
    startTime: '16:30',
    minutes: 45,
    km: 12.5,
    supervisedBy: { kind: 'supervisor' },
    conditions: ['dark'],
    roads: ['urban'],
    traffic: 'calm',
    lessons: [5],
    note: 'Rondeller i mörker',
    ...changes,
  });

  /** A student with a card (a lesson done), a drive, a supervisor, two devices and more. */
  async function busyStudent(name: string) {
    const student = await activeStudent(t, { name });
    const supervisor = await activeSupervisor(t, { name: `Handledare ${name}` });
    const ok = async (response: Awaited<ReturnType<typeof call>>) => {
      expect([200, 201], response.body.slice(0, 300)).toContain(response.statusCode);
      return response;
    };
    await ok(
      await call('PUT', `/api/v1/updUserData/${student.id}`, student.accessToken, {
        pnr: '20050101-1234',
        phone: '0701234567',
      }),
    );
    await ok(
      await call('POST', '/api/v1/addTeacher', student.accessToken, {
        teacherEmail: supervisor.input.email,
        studentId: student.id,
      }),
    );
    await ok(await call('POST', '/api/v1/drivingnotes/card', student.accessToken));
    const notes = (await call('GET', '/api/v1/drivingnotes', student.accessToken)).json<{
      drivingNotes: { id: string; groupId: string; number: number }[];
    }>().drivingNotes;
    const lesson = notes.find((n) => n.number === 1)!;
    await ok(
      await call('PUT', `/api/v1/drivingnotes/${lesson.id}`, student.accessToken, {
        isDone: true,
        statA: 'Godkänd',
      }),
    );
    await ok(
      await call('PUT', `/api/v1/teacher/drivingnotes/${lesson.id}`, supervisor.accessToken, {
        statB: 'Godkänd',
      }),
    );
    const commentId = randomUUID();
    await ok(
      await call('PUT', `/api/v1/teacher/comments/${commentId}`, supervisor.accessToken, {
        lessonId: lesson.id,
        subMoment: 'catB',
        body: `Snyggt, ${name}!`,
      }),
    );
    const studentCommentId = randomUUID();
    await ok(
      await call('PUT', `/api/v1/comments/${studentCommentId}`, student.accessToken, {
        lessonId: lesson.id,
        subMoment: null,
        body: 'Vi körde i regn.',
      }),
    );
    const driveId = randomUUID();
    // With the learner's reflection after it (issue 36) and an explanation (issue 34).
    const logged = await call(
      'PUT',
      `/api/v1/drives/${driveId}`,
      student.accessToken,
      drive({
        reflection: { answers: [{ question: 'stress', answer: 'no' }], note: 'Lugnt' },
        explanation: 'Vi tog omvägen förbi skolan.',
      }),
    );
    await ok(logged);
    await ok(
      await call(
        'POST',
        `/api/v1/teacher/drives/${student.id}/${driveId}/confirm`,
        supervisor.accessToken,
        // The version the supervisor saw (decision 017, security round 3).
        { version: logged.json<{ drive: { updatedAt: number } }>().drive.updatedAt },
      ),
    );
    const supervisorDriveId = randomUUID();
    await ok(
      await call(
        'PUT',
        `/api/v1/teacher/drives/${student.id}/${supervisorDriveId}`,
        supervisor.accessToken,
        drive({ date: '2026-11-25', minutes: 30 }),
      ),
    );
    // A second device, remembered.
    const second = await postJson(
      t.app,
      '/api/v1/login',
      { email: student.input.email, password: student.input.password, remember: true },
      { 'user-agent': PHONE_BROWSER },
    );
    expect(second.statusCode, second.body).toBe(200);
    const secondRefresh = second.cookies.find((c) => c.name === 'ovk_refresh')!.value;
    // A wrong password once: counted under the address.
    await postJson(t.app, '/api/v1/login', { email: student.input.email, password: 'fel-fel-fel' });
    await ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/support',
        remoteAddress: `10.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
        headers: { authorization: `Bearer ${student.accessToken}` },
        payload: { select: 'Allmän fråga', message: 'Hur laddar jag ner mina uppgifter?' },
      }),
    );
    await ok(
      await call('PUT', '/api/v1/dealsreminder', student.accessToken, {
        email: student.input.email,
      }),
    );
    return {
      student,
      supervisor,
      card: lesson.groupId,
      lesson: lesson.id,
      driveId,
      supervisorDriveId,
      commentId,
      studentCommentId,
      secrets: [
        student.accessToken,
        second.json<{ accessToken: string }>().accessToken,
        student.cookie.split('=')[1]!,
        secondRefresh,
        hashToken(student.cookie.split('=')[1]!),
        hashToken(secondRefresh),
        student.input.password,
      ],
    };
  }

  async function exportOf(url: string, accessToken: string, headers?: Record<string, string>) {
    const response = await call('GET', url, accessToken, undefined, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response;
  }

  /** Everything in the database that must never leave it: hashes of passwords and tokens. */
  async function storedSecrets() {
    const [students, supervisors, refresh, links, support] = await Promise.all([
      t.db.selectFrom('students').select('passwordHash').execute(),
      t.db.selectFrom('teachers').select('passwordHash').execute(),
      t.db.selectFrom('refreshTokens').select('tokenHash').execute(),
      t.db.selectFrom('oneTimeTokens').select('tokenHash').execute(),
      t.db.selectFrom('supportMessages').select('ipHash').execute(),
    ]);
    return [
      ...students.map((r) => r.passwordHash),
      ...supervisors.map((r) => r.passwordHash),
      ...refresh.map((r) => r.tokenHash),
      ...links.map((r) => r.tokenHash),
      ...support.map((r) => r.ipHash),
    ].filter((value): value is string => typeof value === 'string' && value.length > 0);
  }

  function expectNoSecrets(text: string, known: string[]) {
    for (const secret of known) expect(text.includes(secret), `holds ${secret}`).toBe(false);
    const keys = keysOf(JSON.parse(text));
    expect(
      keys.filter((key) => /password|hash|token|secret|salt|verifier|nonce/i.test(key)),
    ).toEqual([]);
  }

  it('gives a student one file of their account, cards, supervisor, drives and devices', async () => {
    const s = await busyStudent('Sara');
    const response = await exportOf(STUDENT_URL, s.student.accessToken, {
      'user-agent': LAPTOP_BROWSER,
    });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="ovningskort-mina-uppgifter-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers['cache-control']).toMatch(/no-store/);

    const data: StudentDataExport = StudentDataExportSchema.parse(response.json());
    expect(data).toMatchObject({ format: 'ovningskort-export', version: 2, role: 'student' });
    // Who changed what on the student's cards, whoever it was, and every comment on them.
    expect(
      data.cardHistory
        .map((h) => [h.lessonId, h.field, h.from, h.to, h.by.role, h.by.name])
        .toSorted((a, b) => a[1]!.localeCompare(b[1]!)),
    ).toEqual([
      [s.lesson, 'isDone', '0', '1', 'student', 'Sara'],
      [s.lesson, 'statA', '', 'Godkänd', 'student', 'Sara'],
      [s.lesson, 'statB', '', 'Godkänd', 'supervisor', 'Handledare Sara'],
    ]);
    // Written at the same moment: in no order of their own.
    expect(data.comments).toHaveLength(2);
    expect(data.comments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: s.commentId,
          cardId: s.card,
          subMoment: 'catB',
          body: 'Snyggt, Sara!',
          by: { role: 'supervisor', name: 'Handledare Sara' },
        }),
        expect.objectContaining({
          id: s.studentCommentId,
          subMoment: null,
          by: { role: 'student', name: 'Sara' },
        }),
      ]),
    );
    expect(new Date(data.exportedAt).getTime()).not.toBeNaN();
    expect(data.account).toMatchObject({
      id: s.student.id,
      email: s.student.input.email,
      name: 'Sara',
      city: s.student.input.city,
      pnr: '200501011234',
      phone: '0701234567',
      category: ['CategoryB'],
      activated: true,
      signInMethods: ['password'],
      externalSignIn: null,
    });

    expect(data.cards).toHaveLength(1);
    const [card] = data.cards;
    expect(card).toMatchObject({ id: s.card, slot: 1 });
    expect(card!.lessons.length).toBeGreaterThanOrEqual(15);
    const lesson = card!.lessons.find((l) => l.id === s.lesson)!;
    expect(lesson).toMatchObject({ number: 1, done: true });
    expect(lesson.subMoments[0]).toMatchObject({ status: 'Godkänd' });
    expect(lesson.subMoments.every((m) => m.heading.length > 0)).toBe(true);
    expect(card!.lessons.filter((l) => l.done)).toHaveLength(1);

    expect(data.supervisor).toMatchObject({
      name: 'Handledare Sara',
      email: s.supervisor.input.email,
    });

    expect(data.drives.map((d) => d.id).toSorted()).toEqual(
      [s.driveId, s.supervisorDriveId].toSorted(),
    );
    const own = data.drives.find((d) => d.id === s.driveId)!;
    expect(own).toMatchObject({
      studentId: s.student.id,
      minutes: 45,
      km: 12.5,
      note: 'Rondeller i mörker',
      reflection: { answers: [{ question: 'stress', answer: 'no' }], note: 'Lugnt' },
      flags: [],
      explanation: 'Vi tog omvägen förbi skolan.',
      addedBy: 'student',
      confirmed: { byName: 'Handledare Sara' },
    });

    // activeStudent's login and the second device.
    expect(data.sessions).toHaveLength(2);
    expect(data.sessions.map((d) => d.device)).toContain('Chrome på Android');
    expect(data.sessions.filter((d) => d.remembered)).toHaveLength(1);
    expect(data.sessions.every((d) => d.endedAt === null)).toBe(true);

    expect(data.links.map((l) => l.purpose)).toEqual(['activation']);
    expect(data.links[0]!.usedAt).not.toBeNull();
    expect(data.loginAttempts.map((a) => a.kind)).toEqual(
      expect.arrayContaining(['login', 'login from one address', 'data export']),
    );
    expect(data.contactMessages).toMatchObject([
      { email: s.student.input.email, message: 'Hur laddar jag ner mina uppgifter?' },
    ]);
    expect(data.interest).toMatchObject([{ kind: 'deals', email: s.student.input.email }]);
  });

  it('holds no password hash, token, refresh token hash or secret anywhere', async () => {
    const s = await busyStudent('Ella');
    // An e-mail change under way: its link's token must not show either.
    const change = await call(
      'POST',
      `/api/v1/changeEmail/${s.student.id}`,
      s.student.accessToken,
      {
        email: `ny.${s.student.input.email}`,
        password: s.student.input.password,
      },
    );
    const text = (await exportOf(STUDENT_URL, s.student.accessToken)).body;
    expectNoSecrets(text, [...s.secrets, ...(await storedSecrets())]);
    expect(change.statusCode, change.body).toBe(200);
    const data = StudentDataExportSchema.parse(JSON.parse(text));
    expect(data.links.find((l) => l.purpose === 'email_change')).toMatchObject({
      newEmail: `ny.${s.student.input.email}`,
    });

    const supervisorText = (await exportOf(SUPERVISOR_URL, s.supervisor.accessToken)).body;
    expectNoSecrets(supervisorText, [
      s.supervisor.accessToken,
      s.supervisor.input.password,
      ...(await storedSecrets()),
    ]);
  });

  it('holds nothing of another student', async () => {
    const a = await busyStudent('Alva');
    const b = await busyStudent('Bea');
    const textA = (await exportOf(STUDENT_URL, a.student.accessToken)).body;
    const textB = (await exportOf(STUDENT_URL, b.student.accessToken)).body;
    for (const [text, other] of [
      [textA, b],
      [textB, a],
    ] as const) {
      for (const value of [
        other.student.id,
        other.student.input.email,
        other.supervisor.input.email,
        other.supervisor.id,
        other.card,
        other.lesson,
        other.driveId,
        other.supervisorDriveId,
      ]) {
        expect(text.includes(value), `holds ${value}`).toBe(false);
      }
    }
  });

  it('gives a supervisor their account, linked students by name and the drives they added or confirmed', async () => {
    const s = await busyStudent('Cleo');
    const unrelated = await busyStudent('Dora');
    const response = await exportOf(SUPERVISOR_URL, s.supervisor.accessToken);
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="ovningskort-mina-uppgifter-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data: SupervisorDataExport = SupervisorDataExportSchema.parse(response.json());
    expect(data).toMatchObject({
      format: 'ovningskort-export',
      version: 2,
      role: 'supervisor',
      account: {
        id: s.supervisor.id,
        email: s.supervisor.input.email,
        name: 'Handledare Cleo',
        signInMethods: ['password'],
      },
      students: [{ id: s.student.id, name: 'Cleo' }],
    });
    // Their own changes and comments only.
    expect(data.cardHistory.map((h) => [h.field, h.to, h.by.role])).toEqual([
      ['statB', 'Godkänd', 'supervisor'],
    ]);
    expect(data.comments.map((c) => [c.id, c.body])).toEqual([[s.commentId, 'Snyggt, Cleo!']]);
    expect(data.drives.map((d) => d.id).toSorted()).toEqual(
      [s.driveId, s.supervisorDriveId].toSorted(),
    );
    expect(data.drives.find((d) => d.id === s.driveId)).toMatchObject({
      flags: [],
      explanation: 'Vi tog omvägen förbi skolan.',
    });
    expect(data.sessions).toHaveLength(1);
    // The student's own details stay theirs; another supervisor's student is not there.
    for (const value of [
      s.student.input.email,
      '200501011234',
      '0701234567',
      unrelated.student.id,
      unrelated.supervisor.input.email,
    ]) {
      expect(response.body.includes(value), `holds ${value}`).toBe(false);
    }
    expect(response.body).not.toContain('Hur laddar jag ner');
  });

  it('answers 401 without a token and 403 to the other role', async () => {
    for (const url of [STUDENT_URL, SUPERVISOR_URL]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: messages.common.unauthorized });
      expect(response.headers['content-disposition']).toBeUndefined();
    }
    const student = await activeStudent(t);
    const supervisor = await activeSupervisor(t);
    expect((await call('GET', SUPERVISOR_URL, student.accessToken)).statusCode).toBe(403);
    expect((await call('GET', STUDENT_URL, supervisor.accessToken)).statusCode).toBe(403);
  });

  it(`allows ${DATA_EXPORTS_PER_HOUR} downloads an hour per account, then 429 until the hour is over`, async () => {
    const student = await activeStudent(t);
    const other = await activeStudent(t);
    for (let i = 0; i < DATA_EXPORTS_PER_HOUR; i++) {
      expect((await call('GET', STUDENT_URL, student.accessToken)).statusCode).toBe(200);
    }
    const refused = await call('GET', STUDENT_URL, student.accessToken);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'TOO_MANY_EXPORTS',
      message: messages.dataExport.tooMany('1 timme'),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not held back.
    expect((await call('GET', STUDENT_URL, other.accessToken)).statusCode).toBe(200);
    t.clock.advance(61 * 60 * 1000);
    expect((await call('GET', STUDENT_URL, student.accessToken)).statusCode).toBe(200);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, { get?: { summary?: string; tags?: string[] } }>;
    }>();
    expect(doc.paths['/api/v1/me/export']?.get).toMatchObject({ tags: ['accounts'] });
    expect(doc.paths['/api/v1/teacher/me/export']?.get).toMatchObject({ tags: ['accounts'] });
  });
});
