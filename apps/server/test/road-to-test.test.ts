import { randomUUID } from 'node:crypto';
import {
  EMPTY_ROAD_TO_TEST,
  messages,
  type RoadToTest,
  type RoadToTestAnswer,
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

const m = messages.roadToTest;
const MINE = '/api/v1/road-to-test';
const theirs = (studentId: string) => `/api/v1/teacher/road-to-test/${studentId}`;

const ROAD: RoadToTest = {
  permitOn: '2026-02-10',
  riskOneOn: '2026-09-01',
  riskTwoOn: '2026-10-20',
  theoryTestOn: '2026-11-30',
  theoryPassed: true,
  drivingTestOn: '2027-01-15',
  drivingPassed: null,
};

/**
 * The road to the test (issue 39): the learner's own dates, written by the student, read by a
 * linked supervisor, reached by nobody else, refused in Swedish when they are not dates.
 */
describe.each(testDialects)('the road to the test (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);

  it('is empty before the first save, and comes back as it was saved to both roles', async () => {
    const { student, supervisor } = await linkedPair(t);
    const before = await call('GET', MINE, student.accessToken);
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json()).toEqual({ road: EMPTY_ROAD_TO_TEST, savedAt: null });

    t.clock.advance(1000);
    const saved = await call('PUT', MINE, student.accessToken, ROAD);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ message: m.saved, road: ROAD, savedAt: t.clock.now });
    const expected: RoadToTestAnswer = { road: ROAD, savedAt: t.clock.now };
    expect((await call('GET', MINE, student.accessToken)).json()).toEqual(expected);
    const read = await call('GET', theirs(student.id), supervisor.accessToken);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json()).toEqual(expected);

    // A new save replaces the whole road.
    const cleared = await call('PUT', MINE, student.accessToken, EMPTY_ROAD_TO_TEST);
    expect(cleared.json<RoadToTestAnswer>().road).toEqual(EMPTY_ROAD_TO_TEST);
  });

  it('refuses what is not a road with 400 and a Swedish message, and keeps what was saved', async () => {
    const student = await activeStudent(t);
    expect((await call('PUT', MINE, student.accessToken, ROAD)).statusCode).toBe(200);
    const bad: [unknown, string][] = [
      [{ ...ROAD, permitOn: '2026-02-30' }, m.invalidDate],
      [{ ...ROAD, riskOneOn: '1.9.2026' }, m.invalidDate],
      [{ ...ROAD, riskTwoOn: '1899-10-20' }, m.invalidDate],
      [{ ...ROAD, drivingTestOn: 20270115 }, m.invalidDate],
      [{ ...ROAD, theoryPassed: 'ja' }, m.invalidOutcome],
      [{ ...ROAD, theoryTestOn: null, theoryPassed: true }, m.resultWithoutDate],
      [{ ...ROAD, drivingTestOn: null, drivingPassed: false }, m.resultWithoutDate],
      [{ ...ROAD, studentId: randomUUID() }, m.invalid],
      [{ permitOn: '2026-02-10' }, m.invalidDate],
      [['2026-02-10'], messages.common.badRequest],
    ];
    for (const [body, message] of bad) {
      const refused = await call('PUT', MINE, student.accessToken, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message, JSON.stringify(body)).toBe(message);
    }
    expect((await call('GET', MINE, student.accessToken)).json<RoadToTestAnswer>().road).toEqual(
      ROAD,
    );
  });

  it('is the student’s own: nobody else reads or writes it', async () => {
    const { student, supervisor } = await linkedPair(t);
    const other = await linkedPair(t);
    const stranger = await activeSupervisor(t);
    await call('PUT', MINE, student.accessToken, ROAD);

    expect((await call('GET', MINE, other.student.accessToken)).json()).toEqual({
      road: EMPTY_ROAD_TO_TEST,
      savedAt: null,
    });
    for (const token of [student.accessToken, other.student.accessToken]) {
      expect((await call('GET', theirs(student.id), token)).statusCode).toBe(403);
    }
    expect((await call('PUT', MINE, supervisor.accessToken, ROAD)).statusCode).toBe(403);
    for (const token of [other.supervisor.accessToken, stranger.accessToken]) {
      const refused = await call('GET', theirs(student.id), token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(messages.supervision.notLinked);
      expect(refused.body).not.toContain('2027-01-15');
    }
    expect((await call('GET', MINE, '')).statusCode).toBe(401);
    expect((await call('GET', theirs('nope'), supervisor.accessToken)).statusCode).toBe(400);
    expect((await call('GET', theirs(randomUUID()), supervisor.accessToken)).statusCode).toBe(403);
  });

  it('is in the student’s data export, and goes with the account', async () => {
    const student = await activeStudent(t);
    const exportOf = async () =>
      StudentDataExportSchema.parse(
        (await call('GET', '/api/v1/me/export', student.accessToken)).json(),
      );
    expect((await exportOf()).roadToTest).toBeNull();
    await call('PUT', MINE, student.accessToken, ROAD);
    expect((await exportOf()).roadToTest).toEqual({
      savedAt: new Date(t.clock.now).toISOString(),
      road: ROAD,
    });

    const deleted = await call('DELETE', `/api/v1/delUser/${student.id}`, student.accessToken, {
      password: student.input.password,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await t.db
      .selectFrom('roadToTest')
      .select('studentId')
      .where('studentId', '=', student.id)
      .execute();
    expect(left).toEqual([]);
  });
});
