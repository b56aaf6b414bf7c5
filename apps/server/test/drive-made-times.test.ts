import { randomUUID } from 'node:crypto';
import {
  type Drive,
  MADE_AT_CLOCK_SKEW_MS,
  MADE_AT_MAX_AGE_MS,
  messages,
} from '@ovningskort/domain';
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

/**
 * Issue 34: a drive saved offline is dated when it was saved on the device, within the same
 * bounds as a lesson change or a comment; the drive answers when it was made and when the
 * server received it, and the data export carries both.
 */
describe.each(testDialects)('when a drive was saved (%s)', (dialect) => {
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
    km: 23.5,
    supervisedBy: { kind: 'other', name: 'Mamma' },
    lessons: [5],
    note: 'Rondeller',
    ...changes,
  });

  async function save(token: string, id: string, body: Record<string, unknown>, path = '') {
    const answer = await call('PUT', `/api/v1/${path || 'drives'}/${id}`, token, body);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json<{ drive: Drive }>().drive;
  }

  async function listed(token: string, id: string): Promise<Drive> {
    const answer = await call('GET', '/api/v1/drives', token);
    expect(answer.statusCode).toBe(200);
    return answer.json<{ drives: Drive[] }>().drives.find((d) => d.id === id)!;
  }

  /** The student, logged in again after the clock moved on (the first session has ended). */
  const again = (student: Awaited<ReturnType<typeof activeStudent>>) =>
    loginStudent(t, student.input.email, student.input.password);

  it('dates a drive saved offline at 10:00 and sent at 12:00 at 10:00, and keeps 12:00', async () => {
    const student = await activeStudent(t);
    const id = randomUUID();
    const madeAt = t.clock.now;
    t.clock.advance(2 * HOUR);
    const { accessToken } = await again(student);
    const saved = await save(accessToken, id, drive({ madeAt, sentAt: t.clock.now }));
    expect(saved).toMatchObject({ madeAt, receivedAt: t.clock.now, updatedAt: t.clock.now });
    expect(saved.deviceTimeRejected).toBeUndefined();
    expect(await listed(accessToken, id)).toMatchObject({ madeAt, receivedAt: t.clock.now });
  });

  it('sets a made-time right by how wrong the device’s clock was when it sent the drive', async () => {
    const student = await activeStudent(t);
    t.clock.advance(3 * HOUR);
    const { accessToken } = await again(student);
    // The phone is an hour behind: saved at its 09:00 (10:00), sent at its 11:00 (12:00).
    const saved = await save(
      accessToken,
      randomUUID(),
      drive({ madeAt: t.clock.now - 3 * HOUR, sentAt: t.clock.now - HOUR }),
    );
    expect(saved).toMatchObject({ madeAt: t.clock.now - 2 * HOUR, receivedAt: t.clock.now });
  });

  it('dates a drive from an app that sends no made-time when it arrived', async () => {
    const student = await activeStudent(t);
    const saved = await save(student.accessToken, randomUUID(), drive());
    expect(saved).toMatchObject({ madeAt: t.clock.now, receivedAt: t.clock.now });
    expect(saved.deviceTimeRejected).toBeUndefined();
  });

  it('keeps the received time with a mark for a made-time in the future beyond the clock skew', async () => {
    const student = await activeStudent(t);
    const saved = await save(
      student.accessToken,
      randomUUID(),
      drive({ madeAt: t.clock.now + MADE_AT_CLOCK_SKEW_MS + 60_000 }),
    );
    expect(saved).toMatchObject({
      madeAt: t.clock.now,
      receivedAt: t.clock.now,
      deviceTimeRejected: true,
    });
  });

  it('keeps the received time with a mark for a made-time older than an outbox holds', async () => {
    const student = await activeStudent(t);
    const madeAt = t.clock.now;
    t.clock.advance(MADE_AT_MAX_AGE_MS + HOUR);
    const { accessToken } = await again(student);
    const id = randomUUID();
    await save(accessToken, id, drive({ madeAt }));
    expect(await listed(accessToken, id)).toMatchObject({
      madeAt: t.clock.now,
      receivedAt: t.clock.now,
      deviceTimeRejected: true,
    });
  });

  it('dates a change by when it was made: after the drive was saved, not before it existed', async () => {
    const student = await activeStudent(t);
    const id = randomUUID();
    // Saved offline at 10:00, changed offline at 10:30, both sent at 12:00 in that order.
    const savedAt = t.clock.now;
    t.clock.advance(2 * HOUR);
    const { accessToken } = await again(student);
    await save(accessToken, id, drive({ madeAt: savedAt }));
    t.clock.advance(1000);
    const changed = await save(accessToken, id, drive({ minutes: 50, madeAt: savedAt + HOUR / 2 }));
    expect(changed).toMatchObject({ minutes: 50, madeAt: savedAt + HOUR / 2 });
    expect(changed.receivedAt).toBe(t.clock.now);
    expect(changed.deviceTimeRejected).toBeUndefined();

    // A change that says it was made before the drive was: the received time, marked.
    t.clock.advance(1000);
    const before = await save(accessToken, id, drive({ minutes: 55, madeAt: savedAt - HOUR }));
    expect(before).toMatchObject({
      minutes: 55,
      madeAt: t.clock.now,
      receivedAt: t.clock.now,
      deviceTimeRejected: true,
    });

    // Sent again unchanged (a retry), it keeps the version and its made-time.
    t.clock.advance(1000);
    const retry = await save(accessToken, id, drive({ minutes: 55, madeAt: t.clock.now }));
    expect(retry).toMatchObject({ madeAt: before.madeAt, updatedAt: before.updatedAt });
    expect(retry.deviceTimeRejected).toBe(true);
  });

  it('keeps the made-time and the version a confirmation names through an explanation', async () => {
    const { student, supervisor } = await linkedPair(t);
    const id = randomUUID();
    const madeAt = t.clock.now;
    t.clock.advance(2 * HOUR);
    const { accessToken } = await again(student);
    const saved = await save(
      accessToken,
      id,
      drive({ madeAt, supervisedBy: { kind: 'supervisor' } }),
    );
    t.clock.advance(1000);
    const explained = await call('PUT', `/api/v1/drives/${id}/explanation`, accessToken, {
      explanation: 'Glömde logga direkt',
    });
    expect(explained.statusCode, explained.body).toBe(200);
    expect(explained.json<{ drive: Drive }>().drive).toMatchObject({
      madeAt,
      receivedAt: saved.receivedAt,
      updatedAt: saved.updatedAt,
    });

    const teacher = await loginSupervisor(t, supervisor.input.email, supervisor.input.password);
    const confirmed = await call(
      'POST',
      `/api/v1/teacher/drives/${student.id}/${id}/confirm`,
      teacher.accessToken,
      { version: saved.updatedAt },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await listed(accessToken, id)).toMatchObject({
      madeAt,
      updatedAt: saved.updatedAt,
      confirmed: { at: t.clock.now },
    });
  });

  it('dates a drive the supervisor added offline when it was saved', async () => {
    const { student, supervisor } = await linkedPair(t);
    const id = randomUUID();
    const madeAt = t.clock.now;
    t.clock.advance(2 * HOUR);
    const teacher = await loginSupervisor(t, supervisor.input.email, supervisor.input.password);
    const saved = await save(
      teacher.accessToken,
      id,
      drive({ madeAt, sentAt: t.clock.now, supervisedBy: { kind: 'supervisor' } }),
      `teacher/drives/${student.id}`,
    );
    expect(saved).toMatchObject({ madeAt, receivedAt: t.clock.now, addedBy: 'supervisor' });
    const { accessToken } = await again(student);
    expect(await listed(accessToken, id)).toMatchObject({ madeAt, receivedAt: t.clock.now });
  });

  it.each([['tio i tio'], [-1], [1.5], [Number.MAX_SAFE_INTEGER + 2], [null]])(
    'refuses the made-time %j with a Swedish message and writes nothing',
    async (madeAt) => {
      const student = await activeStudent(t);
      const id = randomUUID();
      for (const body of [drive({ madeAt }), drive({ sentAt: madeAt })]) {
        const answer = await call('PUT', `/api/v1/drives/${id}`, student.accessToken, body);
        expect(answer.statusCode).toBe(400);
        expect(answer.json<{ message: string }>().message).toBe(messages.common.invalidMadeAt);
      }
      expect(await listed(student.accessToken, id)).toBeUndefined();
    },
  );

  it('exports when each drive was saved and when it arrived', async () => {
    const student = await activeStudent(t);
    const offline = randomUUID();
    const online = randomUUID();
    const madeAt = t.clock.now;
    t.clock.advance(2 * HOUR);
    const { accessToken } = await again(student);
    await save(accessToken, offline, drive({ madeAt }));
    await save(accessToken, online, drive({ startTime: '18:00' }));
    const answer = await call('GET', '/api/v1/me/export', accessToken);
    expect(answer.statusCode).toBe(200);
    const drives = answer.json<{ drives: Record<string, unknown>[] }>().drives;
    const received = new Date(t.clock.now).toISOString();
    expect(drives.find((d) => d.id === offline)).toMatchObject({
      madeAt: new Date(madeAt).toISOString(),
      receivedAt: received,
      deviceTimeRejected: false,
    });
    expect(drives.find((d) => d.id === online)).toMatchObject({
      madeAt: received,
      receivedAt: received,
      deviceTimeRejected: false,
    });
  });
});
