import { randomUUID } from 'node:crypto';
import {
  messages,
  SELF_ASSESSMENT_STATEMENTS,
  type SelfAssessment,
  SelfAssessmentSchema,
  StudentDataExportSchema,
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

const m = messages.selfAssessment;

const MINE = '/api/v1/self-assessment';
const theirs = (studentId: string) => `/api/v1/teacher/self-assessment/${studentId}`;

/**
 * The learner's self-assessment before the driving test (issue 36, kursplan moment 4): the
 * student writes the whole set, a linked supervisor reads it, nobody else reaches it.
 */
describe.each(testDialects)('the self-assessment before the test (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);

  it('is empty before the first save, and comes back as it was saved', async () => {
    const { student, supervisor } = await linkedPair(t);
    const before = await call('GET', MINE, student.accessToken);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ answers: [], answeredAt: null });

    t.clock.advance(1000);
    const saved = await call('PUT', MINE, student.accessToken, {
      answers: [
        { statement: 'phone', answer: 'partly', note: '  Ibland vid rödljus ' },
        { statement: 'substances', answer: 'yes' },
        { statement: 'peers', answer: 'no' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json<{ message: string; selfAssessment: SelfAssessment }>();
    expect(body.message).toBe(m.saved);
    const expected: SelfAssessment = {
      // In the statements' order, the note trimmed, an absent note ''.
      answers: [
        { statement: 'substances', answer: 'yes', note: '' },
        { statement: 'phone', answer: 'partly', note: 'Ibland vid rödljus' },
        { statement: 'peers', answer: 'no', note: '' },
      ],
      answeredAt: t.clock.now,
    };
    expect(body.selfAssessment).toEqual(expected);
    expect(SelfAssessmentSchema.safeParse(body.selfAssessment).success).toBe(true);
    expect((await call('GET', MINE, student.accessToken)).json()).toEqual(expected);

    // The linked supervisor reads the same, read-only.
    const read = await call('GET', theirs(student.id), supervisor.accessToken);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(expected);

    // A new save replaces the whole set; an empty one clears it.
    t.clock.advance(1000);
    const all = SELF_ASSESSMENT_STATEMENTS.map((s) => ({ statement: s.id, answer: 'yes' }));
    const replaced = await call('PUT', MINE, student.accessToken, { answers: all });
    expect(replaced.statusCode, replaced.body).toBe(200);
    const after = (await call('GET', theirs(student.id), supervisor.accessToken)).json();
    expect(after.answers).toHaveLength(SELF_ASSESSMENT_STATEMENTS.length);
    expect(after.answeredAt).toBe(t.clock.now);
    const cleared = await call('PUT', MINE, student.accessToken, { answers: [] });
    expect(cleared.json().selfAssessment.answers).toEqual([]);
  });

  it('refuses a bad answer set with 400 and a Swedish message, and keeps what was saved', async () => {
    const student = await activeStudent(t);
    const ok = await call('PUT', MINE, student.accessToken, {
      answers: [{ statement: 'phone', answer: 'yes' }],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const bad: [unknown, string][] = [
      [{ answers: [{ statement: 'mood', answer: 'yes' }] }, m.invalidAnswers],
      [{ answers: [{ statement: 'phone', answer: 'kanske' }] }, m.invalidAnswers],
      [
        {
          answers: [
            { statement: 'phone', answer: 'yes' },
            { statement: 'phone', answer: 'no' },
          ],
        },
        m.invalidAnswers,
      ],
      [{ answers: [{ statement: 'phone', answer: 'yes', at: 1 }] }, m.invalidAnswers],
      [{ answers: [], studentId: randomUUID() }, m.invalidAnswers],
      [{ answers: 'yes' }, m.invalidAnswers],
      [{}, m.invalidAnswers],
      [
        { answers: [{ statement: 'phone', answer: 'partly', note: 'x'.repeat(201) }] },
        m.noteTooLong('200'),
      ],
    ];
    for (const [body, message] of bad) {
      const refused = await call('PUT', MINE, student.accessToken, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message, JSON.stringify(body)).toBe(message);
    }
    const still = (await call('GET', MINE, student.accessToken)).json<SelfAssessment>();
    expect(still.answers).toEqual([{ statement: 'phone', answer: 'yes', note: '' }]);
  });

  it('is the student’s own: nobody else reads or writes it', async () => {
    const { student, supervisor } = await linkedPair(t);
    const other = await linkedPair(t);
    const stranger = await activeSupervisor(t);
    await call('PUT', MINE, student.accessToken, {
      answers: [{ statement: 'stress', answer: 'no', note: 'Hemligt' }],
    });

    // Another student's own route is theirs alone: they never see this one's answers.
    const mine = await call('GET', MINE, other.student.accessToken);
    expect(mine.json()).toEqual({ answers: [], answeredAt: null });
    expect(mine.body).not.toContain('Hemligt');
    // A student cannot use the supervisor's route, not even for themselves.
    for (const token of [student.accessToken, other.student.accessToken]) {
      expect((await call('GET', theirs(student.id), token)).statusCode).toBe(403);
    }
    // A supervisor cannot write it, and another supervisor cannot read it.
    const write = await call('PUT', MINE, supervisor.accessToken, {
      answers: [{ statement: 'stress', answer: 'yes' }],
    });
    expect(write.statusCode).toBe(403);
    for (const token of [other.supervisor.accessToken, stranger.accessToken]) {
      const refused = await call('GET', theirs(student.id), token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.supervision.notLinked);
      expect(refused.body).not.toContain('Hemligt');
    }
    // Without a token, or with an id that is not one.
    expect((await call('GET', MINE, '')).statusCode).toBe(401);
    expect((await call('GET', theirs('nope'), supervisor.accessToken)).statusCode).toBe(400);
    expect((await call('GET', theirs(randomUUID()), supervisor.accessToken)).statusCode).toBe(403);

    // Unlinked, the supervisor reads it no more.
    const removed = await call(
      'DELETE',
      `/api/v1/delOneHand?teacherId=${supervisor.id}&studentId=${student.id}`,
      student.accessToken,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await call('GET', theirs(student.id), supervisor.accessToken)).statusCode).toBe(403);
    // The student's answers are untouched by all of it.
    const own = (await call('GET', MINE, student.accessToken)).json<SelfAssessment>();
    expect(own.answers).toEqual([{ statement: 'stress', answer: 'no', note: 'Hemligt' }]);
  });

  it('is in the student’s data export, with each statement’s words', async () => {
    const student = await activeStudent(t);
    const exportOf = async () =>
      StudentDataExportSchema.parse(
        (await call('GET', '/api/v1/me/export', student.accessToken)).json(),
      );
    expect((await exportOf()).selfAssessment).toBeNull();
    await call('PUT', MINE, student.accessToken, {
      answers: [{ statement: 'phone', answer: 'partly', note: 'Vid rödljus' }],
    });
    expect((await exportOf()).selfAssessment).toEqual({
      answeredAt: new Date(t.clock.now).toISOString(),
      answers: [
        {
          statement: 'phone',
          text: 'Jag låter mobilen vara när jag kör.',
          answer: 'partly',
          label: 'Stämmer delvis',
          note: 'Vid rödljus',
        },
      ],
    });
  });

  it('is in the progress PDF: when, how many are fully true, and what is not yet', async () => {
    const { student, supervisor } = await linkedPair(t);
    const pdfText = async () => {
      const response = await call(
        'GET',
        `/api/v1/teacher/progress/${student.id}/pdf`,
        supervisor.accessToken,
      );
      expect(response.statusCode, response.body).toBe(200);
      return pdfToText(response.rawPayload);
    };
    expect(await pdfText()).not.toContain('Självskattning');
    await call('PUT', MINE, student.accessToken, {
      answers: [
        { statement: 'substances', answer: 'yes' },
        { statement: 'phone', answer: 'partly', note: 'Vid rödljus' },
        { statement: 'peers', answer: 'no' },
      ],
    });
    const text = await pdfText();
    const date = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Stockholm',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(t.clock.now);
    const total = SELF_ASSESSMENT_STATEMENTS.length;
    expect(text).toContain('Självskattning inför körprovet');
    expect(text).toContain(
      `Ifylld ${date} · 1 av ${total} påståenden stämmer helt · ${total - 3} obesvarade`,
    );
    expect(text).toContain('• Kamrater i bilen: Stämmer inte');
    expect(text).toContain('• Mobilen: Stämmer delvis – ”Vid rödljus”');
    expect(text.indexOf('Kamrater i bilen')).toBeLessThan(text.indexOf('Mobilen:'));
    // What is fully true is counted, not listed.
    expect(text).not.toContain('Alkohol, droger och mediciner');
  });

  it('goes with the student’s account', async () => {
    const student = await activeStudent(t);
    await call('PUT', MINE, student.accessToken, {
      answers: [{ statement: 'risk', answer: 'partly' }],
    });
    await t.db.deleteFrom('students').where('id', '=', student.id).execute();
    const rows = await t.db
      .selectFrom('selfAssessments')
      .select('studentId')
      .where('studentId', '=', student.id)
      .execute();
    expect(rows).toEqual([]);
  });
});
