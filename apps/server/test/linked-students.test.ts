import { LinkedStudentsSchema } from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  injectAs,
  type InjectArgs,
  linkedPair,
  linkSupervisor,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';

/**
 * Issue 35: a supervisor's students appear as soon as they link the supervisor, not only once
 * they have a card ("har inget övningskort än"), and only the supervisor's own.
 */
describe.each(testDialects)('the supervisor’s linked students (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);
  const linked = async (supervisor: { accessToken: string }) => {
    const answer = await call('GET', '/api/v1/teacher/students', supervisor.accessToken);
    expect(answer.statusCode).toBe(200);
    return LinkedStudentsSchema.parse(answer.json()).students;
  };

  it('lists a linked student without a card, then with one, in the order they linked', async () => {
    const { student, supervisor } = await linkedPair(t, { name: 'Alva' });
    expect(await linked(supervisor)).toEqual([{ id: student.id, name: 'Alva', hasCard: false }]);

    const made = await call('POST', '/api/v1/drivingnotes/card', student.accessToken);
    expect(made.statusCode).toBe(201);
    const second = await activeStudent(t, { name: 'Bo' });
    t.clock.advance(1000);
    await linkSupervisor(t, second, supervisor);
    expect(await linked(supervisor)).toEqual([
      { id: student.id, name: 'Alva', hasCard: true },
      { id: second.id, name: 'Bo', hasCard: false },
    ]);
  });

  it('shows nobody else’s students, and a student no more once the link ends', async () => {
    const { student, supervisor } = await linkedPair(t);
    const other = await activeSupervisor(t);
    expect(await linked(other)).toEqual([]);
    const ended = await call(
      'DELETE',
      `/api/v1/delOneHand?teacherId=${supervisor.id}&studentId=${student.id}`,
      student.accessToken,
    );
    expect(ended.statusCode).toBe(200);
    expect(await linked(supervisor)).toEqual([]);
  });

  it('is the supervisor’s alone: a student’s token or none is refused', async () => {
    const { student } = await linkedPair(t);
    expect((await call('GET', '/api/v1/teacher/students', student.accessToken)).statusCode).toBe(
      403,
    );
    const none = await t.app.inject({ method: 'GET', url: '/api/v1/teacher/students' });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toEqual(expect.any(String));
  });
});
