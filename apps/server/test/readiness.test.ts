import { randomUUID } from 'node:crypto';
import {
  messages,
  READINESS_STATEMENTS_PER_DAY,
  ReadinessStatementMadeSchema,
  type DrivingNote,
  type ReadinessStatement,
} from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  injectAs,
  type InjectArgs,
  linkedPair,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';
import { pdfToText } from './pdf-text.js';

const MINE = '/api/v1/readiness';

const theirs = (studentId: string) => `/api/v1/teacher/readiness/${studentId}`;

/**
 * "Vi tycker att vi är redo" (issue 39): a linked supervisor states that the learner is ready
 * for the driving test; the server counts the figures itself, both read the latest statement,
 * nobody else reaches it.
 */
describe.each(testDialects)('the statement that the learner is ready (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);

  /** A linked pair whose learner has a card with `approved` sub-moments approved by the supervisor. */
  async function pairWithCard(approved: number) {
    const pair = await linkedPair(t);
    const made = await call('POST', '/api/v1/drivingnotes/card', pair.student.accessToken);
    expect(made.statusCode, made.body).toBe(201);
    const notes = (await call('GET', '/api/v1/drivingnotes', pair.student.accessToken)).json<{
      drivingNotes: DrivingNote[];
    }>().drivingNotes;
    const cells = notes
      .sort((a, b) => a.number - b.number)
      .flatMap((note) =>
        (['A', 'B', 'C', 'D', 'E'] as const)
          .filter((key) => note[`cat${key}`])
          .map((key) => ({ lessonId: note.id, field: `stat${key}` })),
      );
    const changes = cells
      .slice(0, approved)
      .map((cell) => ({ id: randomUUID(), ...cell, from: '', to: 'Godkänd' }));
    const set = await call('POST', '/api/v1/teacher/lessonChanges', pair.supervisor.accessToken, {
      changes,
    });
    expect(set.statusCode, set.body).toBe(200);
    return { ...pair, total: cells.length };
  }

  it('is made by the linked supervisor with the server’s figures, and both read it', async () => {
    const { student, supervisor, total } = await pairWithCard(12);
    const none = await call('GET', MINE, student.accessToken);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ statement: null });

    const drive = await call('PUT', `/api/v1/drives/${randomUUID()}`, student.accessToken, {
      date: '2026-11-30',
      startTime: '16:00',
      minutes: 50,
      km: 20,
      supervisedBy: { kind: 'supervisor' },
      conditions: ['dark'],
      roads: ['urban'],
      traffic: null,
      lessons: [1],
      note: '',
    });
    expect(drive.statusCode, drive.body).toBe(200);

    t.clock.advance(60_000);
    const made = await call('POST', theirs(student.id), supervisor.accessToken);
    expect(made.statusCode, made.body).toBe(200);
    const body = made.json<{ message: string; statement: ReadinessStatement }>();
    expect(ReadinessStatementMadeSchema.safeParse(body).success).toBe(true);
    expect(body.message).toBe(messages.readiness.confirmed);
    const expected: ReadinessStatement = {
      madeAt: t.clock.now,
      supervisorName: supervisor.input.name,
      verdict: 'notYet',
      approved: 12,
      total,
      minutes: 50,
      reasons: [
        `12 av ${total} moment på kortet är godkända av handledaren.`,
        `${total - 12} moment är inte påbörjade.`,
        'Ni har inte kört på landsväg än.',
        expect.stringMatching(/^Självskattningen: 0 av \d+ påståenden är besvarade\.$/) as never,
        'Körtid: 50 min av riktmärket omkring 120 timmar.',
      ],
    };
    expect(body.statement).toEqual(expected);
    expect((await call('GET', MINE, student.accessToken)).json()).toEqual({ statement: expected });
    expect((await call('GET', theirs(student.id), supervisor.accessToken)).json()).toEqual({
      statement: expected,
    });

    // Both downloads of "everything stored about me" hold it.
    const mine = await call('GET', '/api/v1/me/export', student.accessToken);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().readinessStatements).toEqual([
      { ...expected, madeAt: new Date(expected.madeAt).toISOString() },
    ]);
    const theirExport = await call('GET', '/api/v1/teacher/me/export', supervisor.accessToken);
    expect(theirExport.statusCode, theirExport.body).toBe(200);
    expect(theirExport.json().readinessStatements).toEqual([
      {
        studentId: student.id,
        madeAt: new Date(expected.madeAt).toISOString(),
        verdict: 'notYet',
      },
    ]);

    // A later statement is the one shown.
    t.clock.advance(60_000);
    const again = await call('POST', theirs(student.id), supervisor.accessToken);
    expect(again.statusCode, again.body).toBe(200);
    const latest = (await call('GET', MINE, student.accessToken)).json<{
      statement: ReadinessStatement;
    }>();
    expect(latest.statement.madeAt).toBe(t.clock.now);
  });

  it('is in the PDF and the driving school’s link, with the app’s verdict and its reasons', async () => {
    const { student, supervisor, total } = await pairWithCard(3);
    const before = await call('GET', '/api/v1/progress/pdf', student.accessToken);
    expect(before.statusCode, before.body).toBe(200);
    const unstated = pdfToText(before.rawPayload);
    expect(unstated).toContain('Redo för körprovet?');
    expect(unstated).toContain('Handledaren har inte bekräftat att eleven är redo för körprovet.');
    expect(unstated).toContain('Appens bedömning nu: Inte än');
    expect(unstated).toContain(`3 av ${total} moment på kortet är godkända av handledaren.`);

    const made = await call('POST', theirs(student.id), supervisor.accessToken);
    expect(made.statusCode, made.body).toBe(200);
    const pdf = await call(
      'GET',
      `/api/v1/teacher/progress/${student.id}/pdf`,
      supervisor.accessToken,
    );
    expect(pdf.statusCode, pdf.body).toBe(200);
    const text = pdfToText(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(text).toContain(
      `${supervisor.input.name} bekräftade ${new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm', day: 'numeric', month: 'long', year: 'numeric' }).format(t.clock.now)}: ”Vi tycker att vi är redo för körprovet.”`,
    );
    expect(text).toContain(
      `Då: Inte än – 3 av ${total} moment godkända av handledaren, körtid 0 min.`,
    );

    const shared = await call('POST', '/api/v1/shares', student.accessToken, {
      label: 'Trafikskolan',
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const token = new URL(shared.json<{ url: string }>().url).pathname.split('/').pop()!;
    const view = await t.app.inject({ method: 'GET', url: `/api/v1/shared/${token}` });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().readiness).toMatchObject({
      heading: 'Redo för körprovet?',
      verdict: 'Appens bedömning nu: Inte än',
      statement: [
        expect.stringContaining('”Vi tycker att vi är redo för körprovet.”'),
        `Då: Inte än – 3 av ${total} moment godkända av handledaren, körtid 0 min.`,
      ],
    });
  });

  it('is kept at most five times a day per supervisor and learner; more is a 429 in Swedish', async () => {
    const { student, supervisor } = await pairWithCard(2);
    for (let i = 0; i < READINESS_STATEMENTS_PER_DAY; i += 1) {
      t.clock.advance(1000);
      const made = await call('POST', theirs(student.id), supervisor.accessToken);
      expect(made.statusCode, made.body).toBe(200);
    }
    const latest = t.clock.now;
    t.clock.advance(1000);
    const refused = await call('POST', theirs(student.id), supervisor.accessToken);
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_STATEMENTS' });
    expect(refused.json().message).toMatch(
      /^Du har bekräftat många gånger i dag\. Vänta .+ och försök igen\.$/,
    );
    const kept = (await call('GET', MINE, student.accessToken)).json<{
      statement: ReadinessStatement;
    }>();
    expect(kept.statement.madeAt).toBe(latest);
  });

  it('needs a card, and says so in Swedish', async () => {
    const { student, supervisor } = await linkedPair(t);
    const refused = await call('POST', theirs(student.id), supervisor.accessToken);
    expect(refused.statusCode, refused.body).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'NO_CARD', message: messages.readiness.noCard });
    expect((await call('GET', MINE, student.accessToken)).json()).toEqual({ statement: null });
  });

  it('is reached only by the student and a linked supervisor; a bad id is a 400 in Swedish', async () => {
    const { student, supervisor } = await pairWithCard(1);
    const stranger = await activeSupervisor(t);
    const otherStudent = await activeStudent(t);
    for (const [method, token] of [
      ['GET', stranger.accessToken],
      ['POST', stranger.accessToken],
    ] as const) {
      const refused = await call(method, theirs(student.id), token);
      expect(refused.statusCode, `${method} ${refused.body}`).toBe(403);
      expect(refused.json().code).toBe('NOT_LINKED');
    }
    // A student may not use the supervisor's address, not even for themself.
    const wrongRole = await call('POST', theirs(student.id), student.accessToken);
    expect(wrongRole.statusCode).toBe(403);
    // Nothing was stored by the refused calls.
    expect((await call('GET', MINE, student.accessToken)).json()).toEqual({ statement: null });
    // The other student reads only their own (none).
    expect((await call('GET', MINE, otherStudent.accessToken)).json()).toEqual({
      statement: null,
    });
    const bad = await call('POST', theirs('not-an-id'), supervisor.accessToken);
    expect(bad.statusCode, bad.body).toBe(400);
    expect(bad.json().message).toMatch(/[åäöÅÄÖ]|ogiltig|Ogiltig/);
    const unauthenticated = await t.app.inject({ method: 'GET', url: MINE });
    expect(unauthenticated.statusCode).toBe(401);
  });
});
