import { randomUUID } from 'node:crypto';
import { LESSON_CHANGES_PER_REQUEST, messages } from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  injectAs,
  startTestApp,
  testDialects,
  type InjectArgs,
  type TestApp,
} from './test-app.js';

/**
 * Issue 17: the changes an outbox collected offline go up together. Each applies only if its
 * cell still holds what the writer saw, each id applies once, and a user can change only what
 * they could change with the single-lesson PUT.
 */
type Note = {
  id: string;
  number: number;
  catA?: string;
  statA: string;
  statB: string;
  isDone: boolean;
};
type Result = {
  id: string;
  outcome: 'applied' | 'conflict' | 'refused';
  repeated?: boolean;
  drivingNote?: Note;
  code?: string;
  message?: string;
};

describe.each(testDialects)('lesson changes sent together (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);
  const change = (lessonId: string, field: string, from: unknown, to: unknown) => ({
    id: randomUUID(),
    lessonId,
    field,
    from,
    to,
  });
  const send = async (path: string, token: string, changes: unknown[]) => {
    const response = await call('POST', path, token, { changes });
    return {
      status: response.statusCode,
      body: response.json<{ results: Result[] } & { message?: string }>(),
    };
  };
  const asStudent = (token: string, changes: unknown[]) =>
    send('/api/v1/lessonChanges', token, changes);
  const asSupervisor = (token: string, changes: unknown[]) =>
    send('/api/v1/teacher/lessonChanges', token, changes);
  const stored = (id: string) =>
    t.db
      .selectFrom('drivingNotes')
      .select(['statA', 'statB', 'isDone', 'version'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  async function studentWithCard() {
    const student = await activeStudent(t);
    const card = await call('POST', '/api/v1/drivingnotes/card', student.accessToken);
    const notes = card.json<{ drivingNotes: Note[] }>().drivingNotes;
    return { student, notes };
  }

  async function linkedPair() {
    const { student, notes } = await studentWithCard();
    const supervisor = await activeSupervisor(t);
    const add = await call('POST', '/api/v1/addTeacher', student.accessToken, {
      teacherEmail: supervisor.input.email,
      studentId: student.id,
    });
    expect(add.statusCode).toBe(200);
    return { student, supervisor, notes };
  }

  it('applies the changes in order, the same cell several times included', async () => {
    const { student, notes } = await studentWithCard();
    const lesson = notes[4]!;
    const changes = [
      change(lesson.id, 'statA', '', 'Började'),
      change(lesson.id, 'statA', 'Började', 'Visad kunskap'),
      change(lesson.id, 'statB', '', 'Började'),
      change(lesson.id, 'isDone', false, true),
    ];
    const { status, body } = await asStudent(student.accessToken, changes);
    expect(status).toBe(200);
    expect(body.results.map((r) => [r.id, r.outcome])).toEqual(
      changes.map((c) => [c.id, 'applied']),
    );
    expect(body.results[3]!.drivingNote).toMatchObject({
      id: lesson.id,
      statA: 'Visad kunskap',
      statB: 'Började',
      isDone: true,
    });
    expect(await stored(lesson.id)).toMatchObject({
      statA: 'Visad kunskap',
      statB: 'Började',
      isDone: 1,
    });
  });

  it('applies a change sent again once, and answers the retry with what happened', async () => {
    const { student, notes } = await studentWithCard();
    const lesson = notes[0]!;
    const changes = [
      change(lesson.id, 'statA', '', 'Godkänd'),
      change(lesson.id, 'isDone', false, true),
    ];
    await asStudent(student.accessToken, changes);
    const after = await stored(lesson.id);

    const retry = await asStudent(student.accessToken, changes);
    expect(retry.status).toBe(200);
    expect(retry.body.results.map((r) => [r.outcome, r.repeated])).toEqual([
      ['applied', true],
      ['applied', true],
    ]);
    expect(retry.body.results[0]!.drivingNote).toMatchObject({ statA: 'Godkänd', isDone: true });
    // Nothing was written twice: the row's version did not move.
    expect(await stored(lesson.id)).toEqual(after);
  });

  it('refuses a change whose cell the supervisor changed first, says so, and keeps the others', async () => {
    const { student, supervisor, notes } = await linkedPair();
    const lesson = notes[2]!;
    const approved = await call(
      'PUT',
      `/api/v1/teacher/drivingnotes/${lesson.id}`,
      supervisor.accessToken,
      {
        statA: 'Godkänd',
      },
    );
    expect(approved.statusCode).toBe(200);

    // The student, offline, saw the cell empty and set it; another cell changed too.
    const { body } = await asStudent(student.accessToken, [
      change(lesson.id, 'statA', '', 'Började'),
      change(lesson.id, 'statB', '', 'Visad kunskap'),
    ]);
    const [conflict, other] = body.results;
    expect(conflict).toMatchObject({
      outcome: 'conflict',
      drivingNote: { statA: 'Godkänd' },
      message: messages.cards.changeConflict(lesson.catA!, 'Godkänd'),
    });
    expect(conflict!.message).toMatch(/hann ändras till Godkänd – din ändring sparades inte\.$/);
    expect(other).toMatchObject({
      outcome: 'applied',
      drivingNote: { statA: 'Godkänd', statB: 'Visad kunskap' },
    });
    expect(await stored(lesson.id)).toMatchObject({ statA: 'Godkänd', statB: 'Visad kunskap' });

    // A retry of the conflicting change is still a conflict, even now that nothing else moves.
    const retry = await asStudent(student.accessToken, [
      { ...change(lesson.id, 'statA', '', 'Började'), id: conflict!.id },
    ]);
    expect(retry.body.results[0]).toMatchObject({ outcome: 'conflict', repeated: true });
  });

  it('counts a change to the value the cell already holds as applied', async () => {
    const { student, supervisor, notes } = await linkedPair();
    const lesson = notes[1]!;
    await asSupervisor(supervisor.accessToken, [change(lesson.id, 'statA', '', 'Godkänd')]);
    const { body } = await asStudent(student.accessToken, [
      change(lesson.id, 'statA', '', 'Godkänd'),
    ]);
    expect(body.results[0]).toMatchObject({
      outcome: 'applied',
      drivingNote: { statA: 'Godkänd' },
    });
  });

  it('lets a linked supervisor send changes, and refuses them once the link has ended', async () => {
    const { student, supervisor, notes } = await linkedPair();
    const lesson = notes[3]!;
    const first = await asSupervisor(supervisor.accessToken, [
      change(lesson.id, 'statA', '', 'Visad kunskap'),
    ]);
    expect(first.body.results[0]).toMatchObject({ outcome: 'applied' });

    await call(
      'DELETE',
      `/api/v1/delOneHand?studentId=${student.id}&teacherId=${supervisor.id}`,
      student.accessToken,
    );
    const before = await stored(lesson.id);
    const after = await asSupervisor(supervisor.accessToken, [
      change(lesson.id, 'statA', 'Visad kunskap', 'Godkänd'),
    ]);
    expect(after.status).toBe(200);
    expect(after.body.results[0]).toMatchObject({
      outcome: 'refused',
      code: 'NOT_LINKED',
      message: messages.supervision.notLinked,
    });
    expect(after.body.results[0]!.drivingNote).toBeUndefined();
    expect(await stored(lesson.id)).toEqual(before);
  });

  it('never changes or shows another student’s lesson', async () => {
    const { notes } = await studentWithCard();
    const intruder = await activeStudent(t);
    const target = notes[0]!;
    const before = await stored(target.id);
    const { status, body } = await asStudent(intruder.accessToken, [
      change(target.id, 'statA', '', 'Godkänd'),
      change(randomUUID(), 'statA', '', 'Godkänd'),
    ]);
    expect(status).toBe(200);
    for (const result of body.results) {
      expect(result).toMatchObject({
        outcome: 'refused',
        code: 'NO_NOTE',
        message: messages.cards.notFound,
      });
      expect(result.drivingNote).toBeUndefined();
    }
    expect(await stored(target.id)).toEqual(before);

    // An unlinked supervisor gets the same nothing.
    const stranger = await activeSupervisor(t);
    const refused = await asSupervisor(stranger.accessToken, [
      change(target.id, 'statA', '', 'Godkänd'),
    ]);
    expect(refused.body.results[0]).toMatchObject({ outcome: 'refused', code: 'NOT_LINKED' });
    expect(await stored(target.id)).toEqual(before);
  });

  it('keeps each writer’s change ids apart', async () => {
    const a = await studentWithCard();
    const b = await studentWithCard();
    const id = randomUUID();
    const first = await asStudent(a.student.accessToken, [
      { ...change(a.notes[0]!.id, 'statA', '', 'Började'), id },
    ]);
    const second = await asStudent(b.student.accessToken, [
      { ...change(b.notes[0]!.id, 'statA', '', 'Började'), id },
    ]);
    expect(first.body.results[0]).toMatchObject({ outcome: 'applied' });
    expect(second.body.results[0]).toMatchObject({ outcome: 'applied' });
    expect(second.body.results[0]!.repeated).toBeUndefined();
  });

  it('refuses a malformed batch whole, with a Swedish message, writing nothing', async () => {
    const { student, notes } = await studentWithCard();
    const lesson = notes[0]!;
    const before = await stored(lesson.id);
    const good = change(lesson.id, 'statA', '', 'Började');
    const bad: [unknown, string][] = [
      [[], messages.cards.changesEmpty],
      [
        Array.from({ length: LESSON_CHANGES_PER_REQUEST + 1 }, () => good),
        messages.cards.tooManyChanges(String(LESSON_CHANGES_PER_REQUEST)),
      ],
      [[good, change(lesson.id, 'catA', '', 'Ny rubrik')], messages.cards.invalidChangeField],
      // The field is known: the message says what is wrong with the value.
      [[good, change(lesson.id, 'statA', '', 'Klar')], messages.cards.invalidStatus],
      [[good, change(lesson.id, 'isDone', 'nej', true)], messages.cards.invalidDone],
      [[good, { ...good, madeAt: 'i går' }], messages.common.invalidMadeAt],
      [[good, { ...good, id: 'inte-ett-id' }], messages.common.invalidId],
      [[{ ...good, extra: 1 }], messages.cards.invalidChangeField],
    ];
    for (const [changes, message] of bad) {
      const response = await call('POST', '/api/v1/lessonChanges', student.accessToken, {
        changes,
      });
      expect(response.statusCode, JSON.stringify(changes).slice(0, 80)).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    const notAList = await call('POST', '/api/v1/lessonChanges', student.accessToken, {
      changes: 'alla',
    });
    expect(notAList.statusCode).toBe(400);
    expect(await stored(lesson.id)).toEqual(before);
    expect(
      await t.db
        .selectFrom('lessonChanges')
        .select('id')
        .where('writerId', '=', student.id)
        .execute(),
    ).toEqual([]);
  });

  it('needs the right login', async () => {
    const { student, notes } = await studentWithCard();
    const supervisor = await activeSupervisor(t);
    const body = { changes: [change(notes[0]!.id, 'statA', '', 'Började')] };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/lessonChanges', payload: body }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('POST', '/api/v1/lessonChanges', supervisor.accessToken, body)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', '/api/v1/teacher/lessonChanges', student.accessToken, body)).statusCode,
    ).toBe(403);
  });

  it('forgets a writer’s change ids with the account', async () => {
    const { student, notes } = await studentWithCard();
    await asStudent(student.accessToken, [change(notes[0]!.id, 'statA', '', 'Började')]);
    const deleted = await call('DELETE', `/api/v1/delUser/${student.id}`, student.accessToken, {
      password: student.input.password,
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await t.db
        .selectFrom('lessonChanges')
        .select('id')
        .where('writerId', '=', student.id)
        .execute(),
    ).toEqual([]);
  });
});
