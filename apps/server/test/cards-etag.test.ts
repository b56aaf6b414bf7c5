import { randomUUID } from 'node:crypto';
import { DrivingNotesResponseSchema } from '@ovningskort/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  startTestApp,
  testDialects,
  type DialectName,
  type TestApp,
  injectAs,
  type InjectArgs,
} from './test-app.js';

type Note = { id: string; groupId: string; number: number; statA: string } & Record<
  string,
  unknown
>;

// The test clock stands still unless moved, so none of this relies on timestamps changing.
describe.each(testDialects)('conditional GET of the cards (%s)', (dialect: DialectName) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);

  const list = (accessToken: string, ifNoneMatch?: string) =>
    call(
      'GET',
      '/api/v1/drivingnotes',
      accessToken,
      undefined,
      ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
    );

  const etagOf = (response: LightMyRequestResponse) => {
    const etag = response.headers.etag;
    expect(typeof etag).toBe('string');
    return etag as string;
  };

  /** The current tag; asserts that the old one no longer holds and a fresh body came. */
  async function expectChanged(accessToken: string, oldEtag: string) {
    const response = await list(accessToken, oldEtag);
    expect(response.statusCode).toBe(200);
    const etag = etagOf(response);
    expect(etag).not.toBe(oldEtag);
    expect((await list(accessToken, etag)).statusCode).toBe(304);
    return { etag, notes: response.json<{ drivingNotes: Note[] }>().drivingNotes };
  }

  async function studentWithCard() {
    const student = await activeStudent(t);
    const card = await call('POST', '/api/v1/drivingnotes/card', student.accessToken);
    expect(card.statusCode, card.body).toBe(201);
    return { student, card: card.json<{ groupId: string; drivingNotes: Note[] }>() };
  }

  it('answers 304 without a body while the cards are unchanged, privately and revalidated', async () => {
    const { student } = await studentWithCard();
    const first = await list(student.accessToken);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.json<{ drivingNotes: Note[] }>().drivingNotes).toHaveLength(15);
    const etag = etagOf(first);

    const again = await list(student.accessToken);
    expect(again.headers.etag).toBe(etag);
    expect(again.body).toBe(first.body);

    const notModified = await list(student.accessToken, etag);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(etag);
    expect(notModified.headers['cache-control']).toBe('private, no-cache');

    expect((await list(student.accessToken, `W/${etag}`)).statusCode).toBe(304);
    expect((await list(student.accessToken, `"other", ${etag}`)).statusCode).toBe(304);
    expect((await list(student.accessToken, '"other"')).statusCode).toBe(200);
  });

  /** The list is sent without the response schema (etag.ts): it must be what the schema sends. */
  function expectSchemaShape(response: LightMyRequestResponse) {
    const sent: unknown = response.json();
    expect(sent).toStrictEqual(DrivingNotesResponseSchema.parse(sent));
  }

  it('sends exactly what the response schema describes, no field more', async () => {
    const { student } = await studentWithCard();
    expectSchemaShape(await list(student.accessToken));
  });

  it('still checks the token before a 304', async () => {
    const { student } = await studentWithCard();
    const etag = etagOf(await list(student.accessToken));
    const anonymous = await t.app.inject({
      method: 'GET',
      url: '/api/v1/drivingnotes',
      headers: { 'if-none-match': etag },
    });
    expect(anonymous.statusCode).toBe(401);
    await call('POST', '/api/v1/logout', student.accessToken);
    const afterLogout = await list(student.accessToken, etag);
    expect(afterLogout.statusCode).not.toBe(304);
  });

  it('changes the tag when the student changes a status or the done flag', async () => {
    const { student, card } = await studentWithCard();
    let etag = etagOf(await list(student.accessToken));
    const lesson = card.drivingNotes[3]!;

    const put = await call('PUT', `/api/v1/drivingnotes/${lesson.id}`, student.accessToken, {
      statA: 'Godkänd',
    });
    expect(put.statusCode, put.body).toBe(200);
    const changed = await expectChanged(student.accessToken, etag);
    expect(changed.notes.find((n) => n.id === lesson.id)?.statA).toBe('Godkänd');
    etag = changed.etag;

    await call('PUT', `/api/v1/drivingnotes/${lesson.id}`, student.accessToken, { isDone: true });
    etag = (await expectChanged(student.accessToken, etag)).etag;

    // Setting the same value again is still a write; the tag may move, the data must match.
    await call('PUT', `/api/v1/drivingnotes/${lesson.id}`, student.accessToken, { isDone: true });
    const after = await list(student.accessToken, etag);
    expect([200, 304]).toContain(after.statusCode);
  });

  it('changes the tag when the linked supervisor changes a status', async () => {
    const { student, card } = await studentWithCard();
    const supervisor = await activeSupervisor(t);
    const add = await call('POST', '/api/v1/addTeacher', student.accessToken, {
      teacherEmail: supervisor.input.email,
      studentId: student.id,
    });
    expect(add.statusCode, add.body).toBe(200);
    const etag = etagOf(await list(student.accessToken));
    const lesson = card.drivingNotes[0]!;

    const put = await call(
      'PUT',
      `/api/v1/teacher/drivingnotes/${lesson.id}`,
      supervisor.accessToken,
      { statB: 'Visad kunskap' },
    );
    expect(put.statusCode, put.body).toBe(200);
    const changed = await expectChanged(student.accessToken, etag);
    expect(changed.notes.find((n) => n.id === lesson.id)?.statB).toBe('Visad kunskap');
  });

  it('changes the tag when a card is created or deleted', async () => {
    const student = await activeStudent(t);
    const empty = await list(student.accessToken);
    expect(empty.json()).toEqual({ drivingNotes: [] });
    let etag = etagOf(empty);
    expect((await list(student.accessToken, etag)).statusCode).toBe(304);

    const first = await call('POST', '/api/v1/drivingnotes/card', student.accessToken);
    const firstGroup = first.json<{ groupId: string }>().groupId;
    etag = (await expectChanged(student.accessToken, etag)).etag;

    const second = await call('POST', '/api/v1/drivingnotes/card', student.accessToken);
    const secondGroup = second.json<{ groupId: string }>().groupId;
    const withTwo = await expectChanged(student.accessToken, etag);
    expect(withTwo.notes).toHaveLength(30);
    etag = withTwo.etag;

    expect(
      (await call('DELETE', `/api/v1/drivingnotes/${firstGroup}`, student.accessToken)).statusCode,
    ).toBe(200);
    const withOne = await expectChanged(student.accessToken, etag);
    expect(new Set(withOne.notes.map((n) => n.groupId))).toEqual(new Set([secondGroup]));
    etag = withOne.etag;

    // Delete and create again between two reads: same number of lessons, same clock.
    await call('DELETE', `/api/v1/drivingnotes/${secondGroup}`, student.accessToken);
    const third = await call('POST', '/api/v1/drivingnotes/card', student.accessToken);
    const thirdGroup = third.json<{ groupId: string }>().groupId;
    const replaced = await expectChanged(student.accessToken, etag);
    expect(new Set(replaced.notes.map((n) => n.groupId))).toEqual(new Set([thirdGroup]));
  });

  it('changes the tag when a lesson is created one call at a time', async () => {
    const student = await activeStudent(t);
    const groupId = randomUUID();
    const lesson = (number: number) => ({
      id: randomUUID(),
      groupId,
      studentId: student.id,
      number,
      nytitle: 'x',
    });
    await call('POST', '/api/v1/drivingnotescreate', student.accessToken, lesson(1));
    const etag = etagOf(await list(student.accessToken));
    const created = await call('POST', '/api/v1/drivingnotescreate', student.accessToken, {
      ...lesson(2),
      statA: 'Började',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await expectChanged(student.accessToken, etag)).notes).toHaveLength(2);
  });

  it('never answers 304 to another user’s tag', async () => {
    // Two students whose cards are alike in every counted way: fresh cards, same clock.
    const a = await studentWithCard();
    const b = await studentWithCard();
    const aResponse = await list(a.student.accessToken);
    const bResponse = await list(b.student.accessToken);
    const aTag = etagOf(aResponse);
    const bTag = etagOf(bResponse);
    expect(aTag).not.toBe(bTag);

    const crossed = await list(b.student.accessToken, aTag);
    expect(crossed.statusCode).toBe(200);
    expect(crossed.body).toBe(bResponse.body);
    expect(crossed.body).not.toContain(a.student.id);

    const empty1 = await activeStudent(t);
    const empty2 = await activeStudent(t);
    const emptyTag = etagOf(await list(empty1.accessToken));
    expect((await list(empty2.accessToken, emptyTag)).statusCode).toBe(200);
  });

  describe('the supervisor’s view of a linked student', () => {
    async function linked() {
      const { student, card } = await studentWithCard();
      const supervisor = await activeSupervisor(t);
      const add = await call('POST', '/api/v1/addTeacher', student.accessToken, {
        teacherEmail: supervisor.input.email,
        studentId: student.id,
      });
      expect(add.statusCode, add.body).toBe(200);
      const view = (ifNoneMatch?: string, as = supervisor) =>
        call(
          'GET',
          `/api/v1/teacher/notesGet?studentId=${student.id}&teacherId=${as.id}`,
          as.accessToken,
          undefined,
          ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {},
        );
      return { student, card, supervisor, view };
    }

    it('answers 304 while nothing changed, and a fresh body after a change by either side', async () => {
      const { student, card, supervisor, view } = await linked();
      const first = await view();
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-cache');
      expect(first.json<{ drivingNotes: Note[] }>().drivingNotes).toHaveLength(15);
      expectSchemaShape(first);
      let etag = etagOf(first);
      expect(etag).not.toBe(etagOf(await list(student.accessToken)));
      const notModified = await view(etag);
      expect(notModified.statusCode).toBe(304);
      expect(notModified.body).toBe('');

      const lesson = card.drivingNotes[2]!;
      await call('PUT', `/api/v1/drivingnotes/${lesson.id}`, student.accessToken, {
        statA: 'Började',
      });
      const afterStudent = await view(etag);
      expect(afterStudent.statusCode).toBe(200);
      expect(
        afterStudent.json<{ drivingNotes: Note[] }>().drivingNotes.find((n) => n.id === lesson.id)
          ?.statA,
      ).toBe('Började');
      etag = etagOf(afterStudent);

      await call('PUT', `/api/v1/teacher/drivingnotes/${lesson.id}`, supervisor.accessToken, {
        statA: 'Godkänd',
      });
      const afterSupervisor = await view(etag);
      expect(afterSupervisor.statusCode).toBe(200);
      etag = etagOf(afterSupervisor);
      expect((await view(etag)).statusCode).toBe(304);

      // The supervisor's list carries the student's name: a new name is a new body.
      const renamed = await call('PUT', `/api/v1/updUserData/${student.id}`, student.accessToken, {
        name: 'Nyname',
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      const afterRename = await view(etag);
      expect(afterRename.statusCode).toBe(200);
      expect(afterRename.body).toContain('Nyname');
    });

    it('checks the link before a 304: an unlinked or other supervisor gets no answer from the tag', async () => {
      const { student, supervisor, view } = await linked();
      const etag = etagOf(await view());
      const stranger = await activeSupervisor(t);
      const other = await view(etag, stranger);
      expect(other.statusCode).toBe(403);

      const removed = await call(
        'DELETE',
        `/api/v1/delOneHand?studentId=${student.id}&teacherId=${supervisor.id}`,
        student.accessToken,
      );
      expect(removed.statusCode, removed.body).toBe(200);
      const afterUnlink = await view(etag);
      expect(afterUnlink.statusCode).toBe(403);
      expect(afterUnlink.body).not.toContain(student.id);
    });
  });
});
