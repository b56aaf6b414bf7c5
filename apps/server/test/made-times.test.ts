import { randomUUID } from 'node:crypto';
import { MADE_AT_CLOCK_SKEW_MS, MADE_AT_MAX_AGE_MS, messages } from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  injectAs,
  linkedPair,
  loginStudent,
  loginSupervisor,
  startTestApp,
  testDialects,
  type InjectArgs,
  type TestApp,
} from './test-app.js';

const HOUR = 60 * 60_000;

type HistoryEntry = {
  at: number;
  receivedAt: number;
  deviceTimeRejected?: boolean;
  by: { role: string };
  subMoment: string | null;
  to: unknown;
};

/**
 * Issue 34: a change made offline is dated when it was made on the device, within bounds, and
 * the record keeps when the server received it.
 */
describe.each(testDialects)('when a lesson change was made (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);

  async function linkedCard() {
    const { student, supervisor } = await linkedPair(t);
    const card = await call('POST', '/api/v1/drivingnotes/card', student.accessToken);
    const notes = card.json<{ drivingNotes: { id: string; groupId: string }[] }>().drivingNotes;
    return { student, supervisor, lesson: notes[0]! };
  }

  const approve = (token: string, lessonId: string, madeAt?: unknown) =>
    call('POST', '/api/v1/teacher/lessonChanges', token, {
      changes: [
        {
          id: randomUUID(),
          lessonId,
          field: 'statA',
          from: '',
          to: 'Godkänd',
          ...(madeAt === undefined ? {} : { madeAt }),
        },
      ],
    });

  async function historyOf(token: string, groupId: string): Promise<HistoryEntry[]> {
    const response = await call('GET', `/api/v1/drivingnotes/${groupId}/history`, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ history: HistoryEntry[] }>().history;
  }

  it('dates a change made offline at 10:00 and sent at 12:00 at 10:00, and keeps 12:00', async () => {
    const { student, supervisor, lesson } = await linkedCard();
    const madeAt = t.clock.now;
    t.clock.advance(2 * HOUR);
    const answer = await approve(supervisor.accessToken, lesson.id, madeAt);
    expect(answer.json<{ results: { outcome: string }[] }>().results[0]!.outcome).toBe('applied');

    const [latest] = await historyOf(student.accessToken, lesson.groupId);
    expect(latest).toMatchObject({ at: madeAt, receivedAt: t.clock.now, to: 'Godkänd' });
    expect(latest!.deviceTimeRejected).toBeUndefined();
  });

  it('sets a made-time right by how wrong the device’s clock was when it sent it', async () => {
    const { student, supervisor, lesson } = await linkedCard();
    t.clock.advance(3 * HOUR);
    const again = await loginSupervisor(t, supervisor.input.email, supervisor.input.password);
    // The phone is an hour behind: made at its 09:00 (10:00), sent at its 11:00 (12:00).
    const answer = await call('POST', '/api/v1/teacher/lessonChanges', again.accessToken, {
      sentAt: t.clock.now - HOUR,
      changes: [
        {
          id: randomUUID(),
          lessonId: lesson.id,
          field: 'statA',
          from: '',
          to: 'Godkänd',
          madeAt: t.clock.now - 3 * HOUR,
        },
      ],
    });
    expect(answer.statusCode).toBe(200);
    const reader = await loginStudent(t, student.input.email, student.input.password);
    const [latest] = await historyOf(reader.accessToken, lesson.groupId);
    expect(latest).toMatchObject({ at: t.clock.now - 2 * HOUR, receivedAt: t.clock.now });
  });

  it('dates a change without a made-time when it arrived', async () => {
    const { student, supervisor, lesson } = await linkedCard();
    await approve(supervisor.accessToken, lesson.id);
    const [latest] = await historyOf(student.accessToken, lesson.groupId);
    expect(latest).toMatchObject({ at: t.clock.now, receivedAt: t.clock.now });
  });

  it.each([
    ['in the future beyond the clock skew', () => t.clock.now + MADE_AT_CLOCK_SKEW_MS + 60_000],
    ['before the card existed', () => t.clock.now - 3 * HOUR],
  ])('keeps the received time with a mark for a made-time %s', async (_, madeAt) => {
    const { student, supervisor, lesson } = await linkedCard();
    t.clock.advance(HOUR);
    await approve(supervisor.accessToken, lesson.id, madeAt());
    const [latest] = await historyOf(student.accessToken, lesson.groupId);
    expect(latest).toMatchObject({
      at: t.clock.now,
      receivedAt: t.clock.now,
      deviceTimeRejected: true,
      to: 'Godkänd',
    });
  });

  it('keeps the received time with a mark for a made-time older than an outbox holds', async () => {
    const { student, supervisor, lesson } = await linkedCard();
    const madeAt = t.clock.now;
    t.clock.advance(MADE_AT_MAX_AGE_MS + HOUR);
    // A month later both log in again: their sessions of then have ended.
    const { input: supervisorLogin } = supervisor;
    const again = await loginSupervisor(t, supervisorLogin.email, supervisorLogin.password);
    await approve(again.accessToken, lesson.id, madeAt);
    const reader = await loginStudent(t, student.input.email, student.input.password);
    const [latest] = await historyOf(reader.accessToken, lesson.groupId);
    expect(latest).toMatchObject({ at: t.clock.now, deviceTimeRejected: true });
  });

  it.each([['tio i tio'], [-1], [1.5], [Number.MAX_SAFE_INTEGER + 2], [null]])(
    'refuses the made-time %j with a Swedish message and writes nothing',
    async (madeAt) => {
      const { student, supervisor, lesson } = await linkedCard();
      const answer = await approve(supervisor.accessToken, lesson.id, madeAt);
      expect(answer.statusCode).toBe(400);
      expect(answer.json<{ message: string }>().message).toBe(messages.common.invalidMadeAt);
      expect(await historyOf(student.accessToken, lesson.groupId)).toEqual([]);
    },
  );
});

describe.each(testDialects)('when a comment was written (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);

  async function studentWithLesson() {
    const student = await activeStudent(t);
    const card = await call('POST', '/api/v1/drivingnotes/card', student.accessToken);
    const notes = card.json<{ drivingNotes: { id: string; groupId: string }[] }>().drivingNotes;
    return { student, lesson: notes[0]! };
  }

  const write = (token: string, lessonId: string, madeAt?: unknown) =>
    call('PUT', `/api/v1/comments/${randomUUID()}`, token, {
      lessonId,
      subMoment: null,
      body: 'Övade backning vid skolan.',
      ...(madeAt === undefined ? {} : { madeAt }),
    });

  type Comment = { madeAt: number; createdAt: number; deviceTimeRejected?: boolean };

  it('dates a comment written offline when it was written, and keeps when it arrived', async () => {
    const { student, lesson } = await studentWithLesson();
    const madeAt = t.clock.now;
    t.clock.advance(2 * HOUR);
    const saved = await write(student.accessToken, lesson.id, madeAt);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<{ comment: Comment }>().comment).toMatchObject({
      madeAt,
      createdAt: t.clock.now,
    });
    const read = await call(
      'GET',
      `/api/v1/drivingnotes/${lesson.groupId}/comments`,
      student.accessToken,
    );
    expect(read.json<{ comments: Comment[] }>().comments[0]).toMatchObject({ madeAt });
  });

  it('keeps the received time with a mark for a time in the future', async () => {
    const { student, lesson } = await studentWithLesson();
    const saved = await write(student.accessToken, lesson.id, t.clock.now + 10 * HOUR);
    expect(saved.json<{ comment: Comment }>().comment).toMatchObject({
      madeAt: t.clock.now,
      createdAt: t.clock.now,
      deviceTimeRejected: true,
    });
  });

  it('refuses a made-time that is no time with a Swedish message, storing nothing', async () => {
    const { student, lesson } = await studentWithLesson();
    const saved = await write(student.accessToken, lesson.id, 'i morse');
    expect(saved.statusCode).toBe(400);
    expect(saved.json<{ message: string }>().message).toBe(messages.common.invalidMadeAt);
    const read = await call(
      'GET',
      `/api/v1/drivingnotes/${lesson.groupId}/comments`,
      student.accessToken,
    );
    expect(read.json<{ comments: Comment[] }>().comments).toEqual([]);
  });
});
