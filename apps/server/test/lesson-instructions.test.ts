import { LESSONS, messages } from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  linkSupervisor,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';

type LessonAnswer = {
  number: number;
  gearbox: string;
  subMoments: { parameter: string; instruction: { key: string; gearbox: string; text: string } }[];
};

/** Issue 35: a whole lesson's instructions at once, for a device to keep for use offline. */
describe.each(testDialects)('every instruction of a lesson (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const ask = (route: string, accessToken: string | undefined, payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${route}`,
      headers: accessToken ? bearer(accessToken) : {},
      payload: payload as object,
    });

  it('gives the student every sub-moment of each lesson, the same as one at a time', async () => {
    const student = await activeStudent(t);
    for (const lesson of Object.values(LESSONS)) {
      for (const suffix of [false, true]) {
        const response = await ask('lessonInstructions', student.accessToken, {
          number: lesson.number,
          studentId: student.id,
          suffix,
        });
        expect(response.statusCode, `lesson ${lesson.number}`).toBe(200);
        const answer = response.json<LessonAnswer>();
        expect(answer.number).toBe(lesson.number);
        expect(answer.gearbox).toBe(suffix ? 'automatic' : 'manual');
        expect(answer.subMoments.map((s) => s.parameter)).toEqual(
          lesson.subMoments.map((s) => s.key),
        );
        // Spot-check one against the single-instruction route.
        const first = answer.subMoments[0]!;
        const single = await ask('noteDescription', student.accessToken, {
          parameter: first.parameter,
          number: lesson.number,
          studentId: student.id,
          suffix,
        });
        expect(first.instruction).toEqual(single.json());
      }
    }
  });

  it('takes the student’s own gearbox when none is asked for', async () => {
    const student = await activeStudent(t, { autotransmission: true });
    const response = await ask('lessonInstructions', student.accessToken, {
      number: 4,
      studentId: student.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<LessonAnswer>().gearbox).toBe('automatic');
  });

  it('gives a linked supervisor the student’s lesson, and nobody else', async () => {
    const student = await activeStudent(t);
    const supervisor = await activeSupervisor(t);
    const stranger = await activeSupervisor(t);
    const otherStudent = await activeStudent(t);
    await linkSupervisor(t, student, supervisor);
    const body = { number: 3, studentId: student.id };

    const linked = await ask('lessonInstructionsT', supervisor.accessToken, body);
    expect(linked.statusCode).toBe(200);
    expect(linked.json<LessonAnswer>().subMoments.length).toBe(LESSONS[3].subMoments.length);

    expect((await ask('lessonInstructionsT', stranger.accessToken, body)).statusCode).toBe(403);
    expect((await ask('lessonInstructions', otherStudent.accessToken, body)).statusCode).toBe(403);
    // A student's token on the supervisor's route, and the other way round.
    expect((await ask('lessonInstructionsT', student.accessToken, body)).statusCode).toBe(403);
    expect((await ask('lessonInstructions', supervisor.accessToken, body)).statusCode).toBe(403);
    expect((await ask('lessonInstructions', undefined, body)).statusCode).toBe(401);
  });

  it('refuses a lesson that is not on a card, and anything else it does not know, in Swedish', async () => {
    const student = await activeStudent(t);
    for (const payload of [
      { number: 0, studentId: student.id },
      { number: 17, studentId: student.id },
      { number: 2.5, studentId: student.id },
      { number: '3', studentId: student.id },
      { number: 3, studentId: student.id, suffix: 'ja' },
      { number: 3, studentId: student.id, extra: true },
      { number: 3, studentId: 'not-an-id' },
      { number: 3 },
    ]) {
      const response = await ask('lessonInstructions', student.accessToken, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message, JSON.stringify(payload)).toMatch(
        /[a-zåäö]/i,
      );
    }
    const bad = await ask('lessonInstructions', student.accessToken, {
      number: 17,
      studentId: student.id,
    });
    expect(bad.json<{ message: string }>().message).toBe(messages.instructions.invalidNumber);
  });
});
