import { randomUUID } from 'node:crypto';
import {
  type CardHistoryEntry,
  type CardHistoryResponse,
  CardHistoryResponseSchema,
  type CreateCardResponse,
  type LessonChangesResponse,
} from '@ovningskort/domain';
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
 * Who approved what, and when (issue 19): every change of a status or a done flag, through the
 * batch of both roles and the single-lesson PUT of both roles, is recorded with who made it
 * (role and name as they were) in the transaction of the change; a write that changes nothing
 * records nothing; the history outlives the supervisor's link, goes with the card and the
 * account, and is read exactly as the cards are.
 */
describe.each(testDialects)('the history of a card (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);
  const historyRows = (groupId: string) =>
    t.db.selectFrom('cardHistory').selectAll().where('groupId', '=', groupId).execute();

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
    const lesson2 = card.drivingNotes.find((note) => note.number === 2)!;
    return { student, supervisor, groupId: card.groupId, lesson, lesson2 };
  }

  async function history(token: string, groupId: string, role: 'student' | 'teacher') {
    const path = role === 'student' ? 'drivingnotes' : 'teacher/drivingnotes';
    const response = await call('GET', `/api/v1/${path}/${groupId}/history`, token);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CardHistoryResponse>();
    expect(CardHistoryResponseSchema.safeParse(body).success).toBe(true);
    return body.history;
  }

  const change = (lessonId: string, field: string, from: unknown, to: unknown) => ({
    id: randomUUID(),
    lessonId,
    field,
    from,
    to,
  });

  it('records both write paths of both roles, with names and roles, newest first', async () => {
    const { student, supervisor, groupId, lesson, lesson2 } = await linkedCard();
    const studentName = 'Ines Elev';

    // The student's batch: a status and the done flag.
    t.clock.advance(1000);
    const batch = await call('POST', '/api/v1/lessonChanges', student.accessToken, {
      changes: [
        change(lesson.id, 'statA', '', 'Visad kunskap'),
        change(lesson.id, 'isDone', false, true),
      ],
    });
    expect(batch.json<LessonChangesResponse>().results.map((r) => r.outcome)).toEqual([
      'applied',
      'applied',
    ]);
    // The supervisor's batch approves it.
    t.clock.advance(1000);
    await call('POST', '/api/v1/teacher/lessonChanges', supervisor.accessToken, {
      changes: [change(lesson.id, 'statA', 'Visad kunskap', 'Godkänd')],
    });
    // The single-lesson PUTs of both roles.
    t.clock.advance(1000);
    const put = await call('PUT', `/api/v1/drivingnotes/${lesson2.id}`, student.accessToken, {
      statB: 'Började',
      isDone: false,
    });
    expect(put.statusCode, put.body).toBe(200);
    t.clock.advance(1000);
    const putT = await call(
      'PUT',
      `/api/v1/teacher/drivingnotes/${lesson2.id}`,
      supervisor.accessToken,
      { statB: 'Godkänd', statC: 'Godkänd', groupdId: groupId },
    );
    expect(putT.statusCode, putT.body).toBe(200);

    const student0 = { role: 'student', name: studentName };
    const tor = { role: 'supervisor', name: 'Tor Handledare' };
    const start = t.clock.now - 4000;
    const expected: Omit<CardHistoryEntry, 'lessonId' | 'receivedAt'>[] = [
      { at: start + 4000, by: tor, lesson: 2, subMoment: 'catB', from: 'Började', to: 'Godkänd' },
      { at: start + 4000, by: tor, lesson: 2, subMoment: 'catC', from: '', to: 'Godkänd' },
      { at: start + 3000, by: student0, lesson: 2, subMoment: 'catB', from: '', to: 'Började' },
      {
        at: start + 2000,
        by: tor,
        lesson: 1,
        subMoment: 'catA',
        from: 'Visad kunskap',
        to: 'Godkänd',
      },
      { at: start + 1000, by: student0, lesson: 1, subMoment: null, from: false, to: true },
      {
        at: start + 1000,
        by: student0,
        lesson: 1,
        subMoment: 'catA',
        from: '',
        to: 'Visad kunskap',
      },
    ] as Omit<CardHistoryEntry, 'lessonId' | 'receivedAt'>[];
    const sortKey = (e: { at: number; lesson: number; subMoment: string | null }) =>
      `${e.at}:${e.lesson}:${e.subMoment ?? '-'}`;
    for (const [token, role] of [
      [student.accessToken, 'student'],
      [supervisor.accessToken, 'teacher'],
    ] as const) {
      const entries = await history(token, groupId, role);
      // Newest first.
      expect(entries.map((e) => e.at)).toEqual(entries.map((e) => e.at).toSorted((a, b) => b - a));
      const comparable = entries
        .map(({ lessonId, receivedAt, ...rest }) => {
          expect(lessonId).toBe(rest.lesson === 1 ? lesson.id : lesson2.id);
          // Made online: made when it was received (issue 34).
          expect(receivedAt).toBe(rest.at);
          return rest;
        })
        .toSorted((a, b) => sortKey(b).localeCompare(sortKey(a)));
      expect(comparable).toEqual(expected.toSorted((a, b) => sortKey(b).localeCompare(sortKey(a))));
    }
  });

  it('records nothing for a write that changes nothing, nor for a refused or repeated one', async () => {
    const { student, supervisor, groupId, lesson } = await linkedCard();
    // Values it already holds, by both roles and both paths.
    await call('PUT', `/api/v1/drivingnotes/${lesson.id}`, student.accessToken, {
      statA: '',
      isDone: false,
    });
    await call('PUT', `/api/v1/teacher/drivingnotes/${lesson.id}`, supervisor.accessToken, {
      statB: '',
    });
    await call('POST', '/api/v1/lessonChanges', student.accessToken, {
      changes: [change(lesson.id, 'statA', '', '')],
    });
    await call('POST', '/api/v1/teacher/lessonChanges', supervisor.accessToken, {
      changes: [change(lesson.id, 'isDone', false, false)],
    });
    expect(await historyRows(groupId)).toEqual([]);

    // A conflict (the cell does not hold `from`) and a retry of an applied change.
    const once = change(lesson.id, 'statA', '', 'Började');
    await call('POST', '/api/v1/lessonChanges', student.accessToken, { changes: [once] });
    await call('POST', '/api/v1/lessonChanges', student.accessToken, { changes: [once] });
    const conflict = await call('POST', '/api/v1/teacher/lessonChanges', supervisor.accessToken, {
      changes: [change(lesson.id, 'statA', 'Visad kunskap', 'Godkänd')],
    });
    expect(conflict.json<LessonChangesResponse>().results[0]!.outcome).toBe('conflict');
    // Someone else's lesson: refused, nothing recorded there either.
    const stranger = await activeStudent(t);
    const refused = await call('PUT', `/api/v1/drivingnotes/${lesson.id}`, stranger.accessToken, {
      statA: 'Godkänd',
    });
    expect(refused.statusCode).toBe(404);
    const rows = await historyRows(groupId);
    expect(rows.map((r) => [r.field, r.fromValue, r.toValue, r.byRole])).toEqual([
      ['statA', '', 'Började', 'student'],
    ]);
  });

  it('keeps the supervisor’s name as it was, after a change of name and after the link ends', async () => {
    const { student, supervisor, groupId, lesson } = await linkedCard();
    await call('POST', '/api/v1/teacher/lessonChanges', supervisor.accessToken, {
      changes: [change(lesson.id, 'statA', '', 'Godkänd')],
    });
    await t.db
      .updateTable('teachers')
      .set({ name: 'Torsten' })
      .where('id', '=', supervisor.id)
      .execute();
    const removed = await call(
      'DELETE',
      `/api/v1/delOneHand?studentId=${student.id}&teacherId=${supervisor.id}`,
      student.accessToken,
    );
    expect(removed.statusCode, removed.body).toBe(200);
    const entries = await history(student.accessToken, groupId, 'student');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.by).toEqual({ role: 'supervisor', name: 'Tor Handledare' });

    // The supervisor's own account going away keeps it too.
    await t.db.deleteFrom('teachers').where('id', '=', supervisor.id).execute();
    expect(await history(student.accessToken, groupId, 'student')).toHaveLength(1);
  });

  it('goes with the card and with the student’s account', async () => {
    const { student, groupId, lesson } = await linkedCard();
    await call('PUT', `/api/v1/drivingnotes/${lesson.id}`, student.accessToken, {
      statA: 'Godkänd',
    });
    expect(await historyRows(groupId)).toHaveLength(1);
    const deleted = await call('DELETE', `/api/v1/drivingnotes/${groupId}`, student.accessToken);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await historyRows(groupId)).toEqual([]);

    const other = await linkedCard();
    await call('PUT', `/api/v1/drivingnotes/${other.lesson.id}`, other.student.accessToken, {
      statA: 'Började',
    });
    expect(await historyRows(other.groupId)).toHaveLength(1);
    const gone = await call(
      'DELETE',
      `/api/v1/delUser/${other.student.id}`,
      other.student.accessToken,
      {
        password: other.student.input.password,
      },
    );
    expect(gone.statusCode, gone.body).toBeLessThan(300);
    const left = await t.db
      .selectFrom('cardHistory')
      .select('id')
      .where('studentId', '=', other.student.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('is read exactly as the cards are: the owner, the linked supervisor, nobody else', async () => {
    const { student, supervisor, groupId, lesson } = await linkedCard();
    await call('PUT', `/api/v1/drivingnotes/${lesson.id}`, student.accessToken, {
      statA: 'Började',
    });
    const otherStudent = await activeStudent(t);
    const unlinked = await activeSupervisor(t);
    const mine = `/api/v1/drivingnotes/${groupId}/history`;
    const theirs = `/api/v1/teacher/drivingnotes/${groupId}/history`;

    expect((await call('GET', mine, student.accessToken)).statusCode).toBe(200);
    expect((await call('GET', theirs, supervisor.accessToken)).statusCode).toBe(200);
    // Another student's card answers like a card that does not exist.
    const other = await call('GET', mine, otherStudent.accessToken);
    const none = await call(
      'GET',
      `/api/v1/drivingnotes/${randomUUID()}/history`,
      otherStudent.accessToken,
    );
    expect([other.statusCode, none.statusCode]).toEqual([404, 404]);
    expect(other.json()).toEqual(none.json());
    expect(other.json()).toMatchObject({ code: 'NO_CARD' });
    // A supervisor not linked to the student.
    const notLinked = await call('GET', theirs, unlinked.accessToken);
    expect(notLinked.statusCode).toBe(403);
    expect(notLinked.json()).toMatchObject({ code: 'NOT_LINKED' });
    // Roles do not cross over; no token; a malformed id.
    expect((await call('GET', theirs, student.accessToken)).statusCode).toBe(403);
    expect((await call('GET', mine, supervisor.accessToken)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: mine })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: theirs })).statusCode).toBe(401);
    expect(
      (await call('GET', '/api/v1/drivingnotes/nope/history', student.accessToken)).statusCode,
    ).toBe(400);
    // The supervisor loses access the moment the link ends; the student keeps it.
    await call(
      'DELETE',
      `/api/v1/delOneHand?studentId=${student.id}&teacherId=${supervisor.id}`,
      student.accessToken,
    );
    const ended = await call('GET', theirs, supervisor.accessToken);
    expect(ended.statusCode).toBe(403);
    expect(ended.json()).toMatchObject({ code: 'NOT_LINKED' });
    expect(await history(student.accessToken, groupId, 'student')).toHaveLength(1);
  });

  it('records an unbroken chain when both roles write the same cell at once', async () => {
    const { student, supervisor, groupId, lesson } = await linkedCard();
    const values = ['Började', 'Visad kunskap', 'Godkänd', ''];
    const writes = Array.from({ length: 12 }, (_, i) =>
      i % 2 === 0
        ? call('PUT', `/api/v1/drivingnotes/${lesson.id}`, student.accessToken, {
            statA: values[i % 4],
          })
        : call('PUT', `/api/v1/teacher/drivingnotes/${lesson.id}`, supervisor.accessToken, {
            statA: values[i % 4],
          }),
    );
    for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(200);
    const chain = await historyRows(groupId);
    expect(chain.length).toBeGreaterThan(0);
    const stored = await t.db
      .selectFrom('drivingNotes')
      .select('statA')
      .where('id', '=', lesson.id)
      .executeTakeFirstOrThrow();
    // The changes (all at one test-clock moment, so in no order of their own) form one trail
    // from '' to what is stored: each value is left as often as it is reached, but for the
    // first and the last. A "from" that was not what the change replaced breaks this.
    const balance = new Map<string, number>();
    const add = (value: string, n: number) => balance.set(value, (balance.get(value) ?? 0) + n);
    for (const row of chain) {
      expect(row.fromValue).not.toBe(row.toValue);
      add(row.fromValue, 1);
      add(row.toValue, -1);
    }
    add('', -1);
    add(stored.statA, 1);
    expect([...balance.values()].every((n) => n === 0)).toBe(true);
  });

  it('records the statuses a lesson is created with as the student’s changes from blank', async () => {
    const student = await activeStudent(t, { name: 'Nora', surname: 'Ny' });
    const groupId = randomUUID();
    const lessonId = randomUUID();
    const created = await call('POST', '/api/v1/drivingnotescreate', student.accessToken, {
      id: lessonId,
      groupId,
      studentId: student.id,
      number: 1,
      statA: 'Godkänd',
      statB: 'Började',
      isDone: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const nora = { role: 'student', name: 'Nora Ny' };
    const entries = await history(student.accessToken, groupId, 'student');
    expect(
      entries.toSorted((a, b) => String(a.subMoment).localeCompare(String(b.subMoment))),
    ).toEqual([
      {
        at: t.clock.now,
        receivedAt: t.clock.now,
        by: nora,
        lesson: 1,
        lessonId,
        subMoment: 'catA',
        from: '',
        to: 'Godkänd',
      },
      {
        at: t.clock.now,
        receivedAt: t.clock.now,
        by: nora,
        lesson: 1,
        lessonId,
        subMoment: 'catB',
        from: '',
        to: 'Började',
      },
      {
        at: t.clock.now,
        receivedAt: t.clock.now,
        by: nora,
        lesson: 1,
        lessonId,
        subMoment: null,
        from: false,
        to: true,
      },
    ]);
    // A lesson created blank records nothing.
    const blank = await call('POST', '/api/v1/drivingnotescreate', student.accessToken, {
      id: randomUUID(),
      groupId,
      studentId: student.id,
      number: 2,
    });
    expect(blank.statusCode, blank.body).toBe(201);
    expect(await history(student.accessToken, groupId, 'student')).toHaveLength(3);
  });

  it('is in the OpenAPI document', async () => {
    const doc = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/drivingnotes/{id}/history',
        '/api/v1/teacher/drivingnotes/{id}/history',
      ]),
    );
  });
});
