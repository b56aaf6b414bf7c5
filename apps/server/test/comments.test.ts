import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import {
  type CardComment,
  COMMENT_MAX_LENGTH,
  COMMENTS_PER_LESSON_MAX,
  type CommentsResponse,
  CommentsResponseSchema,
  type CreateCardResponse,
} from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from './support/event-stream.js';
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
 * Comments on a lesson or a sub-moment (issue 19): either role writes, both read the card's
 * comments, only the author changes or deletes one, a comment sent again is stored once, the
 * other side hears of it live, and nobody outside the card reaches it.
 */
describe.each(testDialects)('comments on a card (%s)', (dialect) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);

  async function linkedCard() {
    const student = await activeStudent(t, { name: 'Ines', surname: 'Elev' });
    const supervisor = await activeSupervisor(t, { name: 'Tor', surname: 'Handledare' });
    const add = await call('POST', '/api/v1/addTeacher', student.accessToken, {
      teacherEmail: supervisor.input.email,
      studentId: student.id,
    });
    expect(add.statusCode, add.body).toBe(200);
    const created = await call('POST', '/api/v1/drivingnotes/card', student.accessToken);
    expect(created.statusCode, created.body).toBe(201);
    const card = created.json<CreateCardResponse>();
    const lesson = card.drivingNotes.find((note) => note.number === 1)!;
    return { student, supervisor, groupId: card.groupId, lesson };
  }

  const path = (role: 'student' | 'teacher', rest: string) =>
    role === 'student' ? `/api/v1/${rest}` : `/api/v1/teacher/${rest}`;

  async function comments(token: string, groupId: string, role: 'student' | 'teacher') {
    const response = await call('GET', path(role, `drivingnotes/${groupId}/comments`), token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CommentsResponse>();
    expect(CommentsResponseSchema.safeParse(body).success).toBe(true);
    return body.comments;
  }

  const put = (
    token: string,
    role: 'student' | 'teacher',
    id: string,
    body: Record<string, unknown>,
  ) => call('PUT', path(role, `comments/${id}`), token, body);

  it('is written by both roles and read by both, in the order written, with who and when', async () => {
    const { student, supervisor, groupId, lesson } = await linkedCard();
    const fromSupervisor = randomUUID();
    const fromStudent = randomUUID();
    t.clock.advance(1000);
    const first = await put(supervisor.accessToken, 'teacher', fromSupervisor, {
      lessonId: lesson.id,
      subMoment: 'catB',
      body: '  Öva mer på vänstersväng i korsningar.  ',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<{ comment: CardComment }>().comment).toMatchObject({
      id: fromSupervisor,
      body: 'Öva mer på vänstersväng i korsningar.',
      mine: true,
      by: { role: 'supervisor', name: 'Tor Handledare' },
    });
    t.clock.advance(1000);
    const second = await put(student.accessToken, 'student', fromStudent, {
      lessonId: lesson.id,
      subMoment: null,
      body: 'Vi körde i regn.',
    });
    expect(second.statusCode, second.body).toBe(200);

    const expected = [
      {
        id: fromSupervisor,
        groupId,
        lessonId: lesson.id,
        lesson: 1,
        subMoment: 'catB',
        by: { role: 'supervisor', name: 'Tor Handledare' },
        createdAt: t.clock.now - 1000,
      },
      {
        id: fromStudent,
        lesson: 1,
        subMoment: null,
        body: 'Vi körde i regn.',
        by: { role: 'student', name: 'Ines Elev' },
        createdAt: t.clock.now,
      },
    ];
    const asStudent = await comments(student.accessToken, groupId, 'student');
    expect(asStudent).toMatchObject(expected);
    expect(asStudent.map((c) => c.mine)).toEqual([false, true]);
    const asSupervisor = await comments(supervisor.accessToken, groupId, 'teacher');
    expect(asSupervisor).toMatchObject(expected);
    expect(asSupervisor.map((c) => c.mine)).toEqual([true, false]);
  });

  it('is stored once however often it is sent, and changed and deleted by its author only', async () => {
    const { student, supervisor, groupId, lesson } = await linkedCard();
    const id = randomUUID();
    const input = { lessonId: lesson.id, subMoment: 'catA', body: 'Titta längre fram.' };
    const sent = await Promise.all([
      put(student.accessToken, 'student', id, input),
      put(student.accessToken, 'student', id, input),
    ]);
    expect(sent.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await put(student.accessToken, 'student', id, input)).toHaveProperty('statusCode', 200);
    expect(await comments(student.accessToken, groupId, 'student')).toHaveLength(1);

    t.clock.advance(5000);
    const edited = await put(student.accessToken, 'student', id, { ...input, body: 'Ny text' });
    expect(edited.json<{ comment: CardComment }>().comment).toMatchObject({
      body: 'Ny text',
      updatedAt: t.clock.now,
      createdAt: t.clock.now - 5000,
    });

    const notTheirs = await put(supervisor.accessToken, 'teacher', id, { ...input, body: 'X' });
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({
      code: 'NOT_YOURS',
      message: 'En kommentar kan bara ändras eller tas bort av den som skrev den.',
    });
    const notTheirsToDelete = await call(
      'DELETE',
      `/api/v1/teacher/comments/${id}`,
      supervisor.accessToken,
    );
    expect(notTheirsToDelete.statusCode).toBe(403);
    const moved = await put(student.accessToken, 'student', id, { ...input, subMoment: 'catB' });
    expect(moved.statusCode).toBe(400);

    const deleted = await call('DELETE', `/api/v1/comments/${id}`, student.accessToken);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ message: 'Kommentaren är borttagen.' });
    expect(await comments(student.accessToken, groupId, 'student')).toEqual([]);
    const again = await call('DELETE', `/api/v1/comments/${id}`, student.accessToken);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NO_COMMENT', message: 'Kommentaren finns inte.' });
  });

  it('refuses what is not a comment with a Swedish message, and writes nothing', async () => {
    const { student, groupId, lesson } = await linkedCard();
    const cases: [Record<string, unknown>, string][] = [
      [{ lessonId: lesson.id, subMoment: null, body: '   ' }, 'Skriv en kommentar.'],
      [{ lessonId: lesson.id, subMoment: null }, 'Skriv en kommentar.'],
      [
        { lessonId: lesson.id, subMoment: null, body: 'x'.repeat(COMMENT_MAX_LENGTH + 1) },
        `Kommentaren får vara högst ${COMMENT_MAX_LENGTH} tecken.`,
      ],
      [{ lessonId: lesson.id, subMoment: 'catZ', body: 'Hej' }, 'Okänt moment.'],
      // Lesson 1 has fewer than nine sub-moments.
      [{ lessonId: lesson.id, subMoment: 'catI', body: 'Hej' }, 'Okänt moment.'],
      [{ lessonId: 'nope', subMoment: null, body: 'Hej' }, ''],
      [
        { lessonId: lesson.id, subMoment: null, body: 'Hej', byRole: 'supervisor' },
        'Kommentaren innehåller fält som inte finns.',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await put(student.accessToken, 'student', randomUUID(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json<{ message: string }>();
      if (message) expect(answer.message).toBe(message);
      else expect(answer.message).toMatch(/[a-zåäö]/i);
    }
    const badId = await put(student.accessToken, 'student', 'not-a-uuid', {
      lessonId: lesson.id,
      subMoment: null,
      body: 'Hej',
    });
    expect(badId.statusCode).toBe(400);
    expect(await comments(student.accessToken, groupId, 'student')).toEqual([]);
  });

  it('is reached by the card’s student and linked supervisor only', async () => {
    const { student, supervisor, groupId, lesson } = await linkedCard();
    const other = await activeStudent(t);
    const stranger = await activeSupervisor(t);
    const id = randomUUID();
    const input = { lessonId: lesson.id, subMoment: null, body: 'Bra körning!' };
    expect((await put(student.accessToken, 'student', id, input)).statusCode).toBe(200);

    // Another student: the card, the lesson and the comment are as if they did not exist.
    const read = await call('GET', `/api/v1/drivingnotes/${groupId}/comments`, other.accessToken);
    expect([read.statusCode, read.json().code]).toEqual([404, 'NO_CARD']);
    const write = await put(other.accessToken, 'student', randomUUID(), input);
    expect([write.statusCode, write.json().code]).toEqual([404, 'NO_NOTE']);
    const take = await put(other.accessToken, 'student', id, input);
    expect([take.statusCode, take.json().code]).toEqual([404, 'NO_COMMENT']);
    const remove = await call('DELETE', `/api/v1/comments/${id}`, other.accessToken);
    expect([remove.statusCode, remove.json().code]).toEqual([404, 'NO_COMMENT']);

    // A supervisor not linked to the student.
    const strangerRead = await call(
      'GET',
      `/api/v1/teacher/drivingnotes/${groupId}/comments`,
      stranger.accessToken,
    );
    expect([strangerRead.statusCode, strangerRead.json().code]).toEqual([403, 'NOT_LINKED']);
    const strangerWrite = await put(stranger.accessToken, 'teacher', randomUUID(), input);
    expect([strangerWrite.statusCode, strangerWrite.json().code]).toEqual([403, 'NOT_LINKED']);

    // The wrong role's routes and no token at all.
    const wrongRole = await call(
      'GET',
      `/api/v1/drivingnotes/${groupId}/comments`,
      supervisor.accessToken,
    );
    expect(wrongRole.statusCode).toBe(403);
    const noToken = await t.app.inject({
      method: 'GET',
      url: `/api/v1/drivingnotes/${groupId}/comments`,
    });
    expect(noToken.statusCode).toBe(401);
    expect(await comments(student.accessToken, groupId, 'student')).toHaveLength(1);
  });

  it('stays when the link ends, and goes with the card and the account', async () => {
    const { student, supervisor, groupId, lesson } = await linkedCard();
    const id = randomUUID();
    const input = { lessonId: lesson.id, subMoment: 'catA', body: 'Snyggt!' };
    expect((await put(supervisor.accessToken, 'teacher', id, input)).statusCode).toBe(200);
    const removed = await call(
      'DELETE',
      `/api/v1/delOneHand?studentId=${student.id}&teacherId=${supervisor.id}`,
      student.accessToken,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await comments(student.accessToken, groupId, 'student')).toMatchObject([
      { id, by: { role: 'supervisor', name: 'Tor Handledare' }, mine: false },
    ]);
    const ended = await put(supervisor.accessToken, 'teacher', id, { ...input, body: 'Ändrad' });
    expect(ended.statusCode).toBe(404);

    const deleted = await call('DELETE', `/api/v1/drivingnotes/${groupId}`, student.accessToken);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(
      await t.db.selectFrom('cardComments').where('id', '=', id).selectAll().execute(),
    ).toEqual([]);

    const next = await linkedCard();
    const kept = randomUUID();
    await put(next.student.accessToken, 'student', kept, { ...input, lessonId: next.lesson.id });
    await t.db.deleteFrom('students').where('id', '=', next.student.id).execute();
    expect(
      await t.db.selectFrom('cardComments').where('id', '=', kept).selectAll().execute(),
    ).toEqual([]);
  });

  it('lets the card’s student delete any comment on their card, the former supervisor’s too; a supervisor only their own, while linked (security round 3)', async () => {
    const { student, supervisor, groupId, lesson } = await linkedCard();
    const other = await activeStudent(t);
    const fromSupervisor = randomUUID();
    const keptBySupervisor = randomUUID();
    const fromStudent = randomUUID();
    const input = { lessonId: lesson.id, subMoment: 'catA', body: 'Titta i backspegeln.' };
    for (const id of [fromSupervisor, keptBySupervisor]) {
      t.clock.advance(1000);
      expect((await put(supervisor.accessToken, 'teacher', id, input)).statusCode).toBe(200);
    }
    t.clock.advance(1000);
    expect((await put(student.accessToken, 'student', fromStudent, input)).statusCode).toBe(200);

    // Who may delete which is said with each comment.
    const asStudent = await comments(student.accessToken, groupId, 'student');
    expect(asStudent.map((c) => [c.id, c.mine, c.mayDelete])).toEqual([
      [fromSupervisor, false, true],
      [keptBySupervisor, false, true],
      [fromStudent, true, true],
    ]);
    const asSupervisor = await comments(supervisor.accessToken, groupId, 'teacher');
    expect(asSupervisor.map((c) => [c.id, c.mine, c.mayDelete])).toEqual([
      [fromSupervisor, true, true],
      [keptBySupervisor, true, true],
      [fromStudent, false, false],
    ]);

    // The supervisor may not delete the student's comment; the student may not change theirs.
    const notTheirs = await call(
      'DELETE',
      `/api/v1/teacher/comments/${fromStudent}`,
      supervisor.accessToken,
    );
    expect([notTheirs.statusCode, notTheirs.json().code]).toEqual([403, 'NOT_YOURS']);
    const edit = await put(student.accessToken, 'student', fromSupervisor, { ...input, body: 'X' });
    expect([edit.statusCode, edit.json().code]).toEqual([403, 'NOT_YOURS']);

    // Another student cannot delete a comment on this card: as if it did not exist.
    for (const id of [fromSupervisor, fromStudent]) {
      const foreign = await call('DELETE', `/api/v1/comments/${id}`, other.accessToken);
      expect([foreign.statusCode, foreign.json().code]).toEqual([404, 'NO_COMMENT']);
    }
    expect(await comments(student.accessToken, groupId, 'student')).toHaveLength(3);

    // While linked, the student deletes the supervisor's comment.
    const whileLinked = await call(
      'DELETE',
      `/api/v1/comments/${fromSupervisor}`,
      student.accessToken,
    );
    expect(whileLinked.statusCode, whileLinked.body).toBe(200);
    expect(whileLinked.json()).toEqual({ message: 'Kommentaren är borttagen.' });

    // The link ends: the former supervisor can delete nothing, the student still can.
    const unlinked = await call(
      'DELETE',
      `/api/v1/delOneHand?studentId=${student.id}&teacherId=${supervisor.id}`,
      student.accessToken,
    );
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    const former = await call(
      'DELETE',
      `/api/v1/teacher/comments/${keptBySupervisor}`,
      supervisor.accessToken,
    );
    expect(former.statusCode).toBe(404);
    const byStudent = await call(
      'DELETE',
      `/api/v1/comments/${keptBySupervisor}`,
      student.accessToken,
    );
    expect(byStudent.statusCode, byStudent.body).toBe(200);
    expect((await comments(student.accessToken, groupId, 'student')).map((c) => c.id)).toEqual([
      fromStudent,
    ]);
  });

  it(`holds at most ${COMMENTS_PER_LESSON_MAX} comments on a lesson`, async () => {
    const { student, lesson, groupId } = await linkedCard();
    const rows = Array.from({ length: COMMENTS_PER_LESSON_MAX }, (_, i) => ({
      id: randomUUID(),
      studentId: student.id,
      groupId,
      lessonId: lesson.id,
      subMoment: null,
      body: `Kommentar ${i}`,
      byRole: 'student' as const,
      byId: student.id,
      byName: 'Ines Elev',
      createdAt: i,
      updatedAt: i,
    }));
    await t.db.insertInto('cardComments').values(rows).execute();
    const full = await put(student.accessToken, 'student', randomUUID(), {
      lessonId: lesson.id,
      subMoment: null,
      body: 'En till',
    });
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'TOO_MANY_COMMENTS',
      message: `Lektionen har redan ${COMMENTS_PER_LESSON_MAX} kommentarer. Ta bort någon först.`,
    });
    // Changing one that is there still works.
    const edit = await put(student.accessToken, 'student', rows[0]!.id, {
      lessonId: lesson.id,
      subMoment: null,
      body: 'Ändrad',
    });
    expect(edit.statusCode).toBe(200);
  });

  it('tells the other side live when a comment is written, changed or deleted', async () => {
    const { student, supervisor, groupId, lesson } = await linkedCard();
    const studentStream = await openStream(`${url}/api/v1/live`, student.accessToken);
    const supervisorStream = await openStream(
      `${url}/api/v1/teacher/live/${student.id}`,
      supervisor.accessToken,
    );
    const isComments = (event: { type: string }) => event.type === 'comments';
    try {
      const id = randomUUID();
      const input = { lessonId: lesson.id, subMoment: 'catC', body: 'Håll avståndet.' };
      await put(supervisor.accessToken, 'teacher', id, input);
      expect(await studentStream.next(isComments)).toEqual({ type: 'comments', groupId });
      await put(student.accessToken, 'student', randomUUID(), { ...input, body: 'Okej!' });
      expect(await supervisorStream.next(isComments)).toEqual({ type: 'comments', groupId });
    } finally {
      studentStream.close();
      supervisorStream.close();
    }
  });

  it('is in the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/drivingnotes/{id}/comments',
        '/api/v1/teacher/drivingnotes/{id}/comments',
        '/api/v1/comments/{id}',
        '/api/v1/teacher/comments/{id}',
      ]),
    );
  });
});
