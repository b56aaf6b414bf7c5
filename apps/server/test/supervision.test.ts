import { messages } from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  loginSupervisor,
  registerSupervisor,
  startTestApp,
  testDialects,
  type TestApp,
  injectAs,
  type InjectArgs,
} from './test-app.js';

type Note = { id: string; groupId: string; studentId: string; studentName?: string } & Record<
  string,
  unknown
>;

describe.each(testDialects)('supervisor and student (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);

  /** A student with one card, linked to a supervisor. */
  async function linkedPair() {
    const student = await activeStudent(t, { name: 'Sara' });
    await call('PUT', `/api/v1/updUserData/${student.id}`, student.accessToken, {
      pnr: '20050101-1234',
      phone: '0701234567',
    });
    const card = (await call('POST', '/api/v1/drivingnotes/card', student.accessToken)).json<{
      drivingNotes: Note[];
    }>();
    const supervisor = await activeSupervisor(t);
    const add = await call('POST', '/api/v1/addTeacher', student.accessToken, {
      teacherEmail: supervisor.input.email.toUpperCase(),
      studentId: student.id,
    });
    expect(add.json()).toEqual({ message: 'Handledaren är nu tillagd' });
    return { student, supervisor, notes: card.drivingNotes };
  }

  it('links a supervisor by e-mail and shows who it is', async () => {
    const { student, supervisor } = await linkedPair();
    const check = await call(
      'GET',
      `/api/v1/checkNameT?studentId=${student.id}`,
      student.accessToken,
    );
    expect(check.json()).toEqual({
      teacherName: 'Hanna Handledare',
      teacher: { id: supervisor.id, name: 'Hanna Handledare', email: supervisor.input.email },
    });
  });

  it('tells the student when no supervisor has that e-mail, with the spec messages', async () => {
    const student = await activeStudent(t);
    const unknown = await call('POST', '/api/v1/addTeacher', student.accessToken, {
      teacherEmail: 'ingen.handledare@example.se',
      studentId: student.id,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: messages.supervision.noSuchSupervisor });
    const empty = await call('POST', '/api/v1/addTeacher', student.accessToken, {
      teacherEmail: '',
      studentId: student.id,
    });
    expect(empty.json()).toMatchObject({ message: 'Skriv din handledares e-postadress' });
    const bad = await call('POST', '/api/v1/addTeacher', student.accessToken, {
      teacherEmail: 'hanna',
      studentId: student.id,
    });
    expect(bad.json()).toMatchObject({
      message: 'Felaktig e-postadress. Kontrollera e-postadressen du skrev.',
    });
    expect(
      (await call('GET', `/api/v1/checkNameT?studentId=${student.id}`, student.accessToken)).json(),
    ).toEqual({
      teacherName: null,
      teacher: null,
    });
  });

  it('allows one supervisor per student, even with 20 adds at once', async () => {
    const student = await activeStudent(t);
    const supervisors = await Promise.all(Array.from({ length: 4 }, () => activeSupervisor(t)));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call('POST', '/api/v1/addTeacher', student.accessToken, {
          teacherEmail: supervisors[i % 4]!.input.email,
          studentId: student.id,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(
      answers
        .filter((a) => a.statusCode === 400)
        .every((a) => a.json().message === messages.supervision.alreadyLinked),
    ).toBe(true);
    const links = await t.db
      .selectFrom('studentTeacher')
      .select('teacherId')
      .where('studentId', '=', student.id)
      .execute();
    expect(links).toHaveLength(1);
  });

  it('lets the linked supervisor read the cards, with the name but no personal number or phone', async () => {
    const { student, supervisor, notes } = await linkedPair();
    const all = await call(
      'GET',
      `/api/v1/teacher/getnotes/${supervisor.id}`,
      supervisor.accessToken,
    );
    expect(all.statusCode).toBe(200);
    const received = all.json<{ drivingNotes: Note[] }>().drivingNotes;
    expect(received).toHaveLength(15);
    expect(received[0]).toMatchObject({
      studentId: student.id,
      studentName: 'Sara',
      id: notes[0]!.id,
    });
    expect(all.body).not.toContain('200501011234');
    expect(all.body).not.toContain('0701234567');

    const one = await call(
      'GET',
      `/api/v1/teacher/notesGet?studentId=${student.id}&teacherId=${supervisor.id}`,
      supervisor.accessToken,
    );
    expect(one.json().drivingNotes).toHaveLength(15);
  });

  it('lets the supervisor set statuses and done, and nothing else', async () => {
    const { student, supervisor, notes } = await linkedPair();
    const lesson = notes[0]!;
    const url = `/api/v1/teacher/drivingnotes/${lesson.id}`;
    const ok = await call('PUT', url, supervisor.accessToken, {
      id: lesson.id,
      groupdId: lesson.groupId,
      statB: 'Godkänd',
      isDone: true,
      nytitle: lesson.nytitle,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().drivingNote).toMatchObject({
      statB: 'Godkänd',
      isDone: true,
      nytitle: 'Säkerhetskontroll',
    });
    const seen = await call('GET', `/api/v1/drivingnotes/${lesson.id}`, student.accessToken);
    expect(seen.json()).toMatchObject({ statB: 'Godkänd', isDone: true });

    for (const body of [
      { number: 9 },
      { studentId: supervisor.id },
      { statA: 'Perfekt' },
      { groupdId: notes[0]!.id },
      { id: notes[1]!.id },
    ]) {
      const refused = await call('PUT', url, supervisor.accessToken, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    const after = await call('GET', `/api/v1/drivingnotes/${lesson.id}`, student.accessToken);
    expect(after.json()).toEqual(seen.json());
  });

  it('keeps both when the student and the supervisor change different sub-moments at once', async () => {
    const { student, supervisor, notes } = await linkedPair();
    const lesson = notes[2]!;
    await Promise.all([
      call('PUT', `/api/v1/drivingnotes/${lesson.id}`, student.accessToken, { statA: 'Började' }),
      call('PUT', `/api/v1/teacher/drivingnotes/${lesson.id}`, supervisor.accessToken, {
        statB: 'Godkänd',
      }),
    ]);
    const note = (
      await call('GET', `/api/v1/drivingnotes/${lesson.id}`, student.accessToken)
    ).json();
    expect(note).toMatchObject({ statA: 'Började', statB: 'Godkänd' });
  });

  it('ends the supervisor’s access the moment the student removes them', async () => {
    const { student, supervisor, notes } = await linkedPair();
    const removed = await call(
      'DELETE',
      `/api/v1/delOneHand?teacherId=${supervisor.id}&studentId=${student.id}`,
      student.accessToken,
    );
    expect(removed.json()).toEqual({ message: 'Handledaren är nu borttagen' });
    expect(
      (
        await call('GET', `/api/v1/teacher/getnotes/${supervisor.id}`, supervisor.accessToken)
      ).json(),
    ).toEqual({ drivingNotes: [] });
    const read = await call(
      'GET',
      `/api/v1/teacher/notesGet?studentId=${student.id}&teacherId=${supervisor.id}`,
      supervisor.accessToken,
    );
    expect(read.statusCode).toBe(403);
    const write = await call(
      'PUT',
      `/api/v1/teacher/drivingnotes/${notes[0]!.id}`,
      supervisor.accessToken,
      { statA: 'Godkänd' },
    );
    expect(write.statusCode).toBe(403);
    expect(
      (await call('GET', `/api/v1/drivingnotes/${notes[0]!.id}`, student.accessToken)).json().statA,
    ).toBe('');
    const again = await call(
      'DELETE',
      `/api/v1/delOneHand?teacherId=${supervisor.id}&studentId=${student.id}`,
      student.accessToken,
    );
    expect(again.statusCode).toBe(404);
  });

  it('unlinks the students of a supervisor who deletes the account', async () => {
    const { student, supervisor } = await linkedPair();
    await call('DELETE', `/api/v1/delTeach/${supervisor.id}`, supervisor.accessToken, {
      password: supervisor.input.password,
    });
    expect(
      (await call('GET', `/api/v1/checkNameT?studentId=${student.id}`, student.accessToken)).json(),
    ).toEqual({
      teacherName: null,
      teacher: null,
    });
  });

  describe('the authorization matrix: every forbidden call is refused and changes nothing', () => {
    it('an unlinked supervisor and a supervisor of another student', async () => {
      const { student, notes } = await linkedPair();
      const stranger = await activeSupervisor(t);
      const otherPair = await linkedPair();
      for (const intruder of [stranger, otherPair.supervisor]) {
        const read = await call(
          'GET',
          `/api/v1/teacher/notesGet?studentId=${student.id}&teacherId=${intruder.id}`,
          intruder.accessToken,
        );
        expect(read.statusCode).toBe(403);
        const write = await call(
          'PUT',
          `/api/v1/teacher/drivingnotes/${notes[0]!.id}`,
          intruder.accessToken,
          { statA: 'Godkänd' },
        );
        expect(write.statusCode).toBe(403);
        const all = await call(
          'GET',
          `/api/v1/teacher/getnotes/${intruder.id}`,
          intruder.accessToken,
        );
        expect(
          all.json<{ drivingNotes: Note[] }>().drivingNotes.some((n) => n.studentId === student.id),
        ).toBe(false);
      }
      expect(
        (await call('GET', `/api/v1/drivingnotes/${notes[0]!.id}`, student.accessToken)).json()
          .statA,
      ).toBe('');
    });

    it('another supervisor’s id in the path or query', async () => {
      const { student, supervisor } = await linkedPair();
      const other = await activeSupervisor(t);
      expect(
        (await call('GET', `/api/v1/teacher/getnotes/${supervisor.id}`, other.accessToken))
          .statusCode,
      ).toBe(403);
      const viaQuery = await call(
        'GET',
        `/api/v1/teacher/notesGet?studentId=${student.id}&teacherId=${supervisor.id}`,
        other.accessToken,
      );
      expect(viaQuery.statusCode).toBe(403);
    });

    it('another student adding, reading or removing a link', async () => {
      const { student, supervisor } = await linkedPair();
      const other = await activeStudent(t);
      expect(
        (
          await call('POST', '/api/v1/addTeacher', other.accessToken, {
            teacherEmail: supervisor.input.email,
            studentId: student.id,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call('GET', `/api/v1/checkNameT?studentId=${student.id}`, other.accessToken))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await call(
            'DELETE',
            `/api/v1/delOneHand?teacherId=${supervisor.id}&studentId=${student.id}`,
            other.accessToken,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call('GET', `/api/v1/checkNameT?studentId=${student.id}`, student.accessToken)
        ).json().teacherName,
      ).toBe('Hanna Handledare');
    });

    it('a student token on supervisor routes and the reverse', async () => {
      const { student, supervisor, notes } = await linkedPair();
      expect(
        (await call('GET', `/api/v1/teacher/getnotes/${supervisor.id}`, student.accessToken))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await call('PUT', `/api/v1/teacher/drivingnotes/${notes[0]!.id}`, student.accessToken, {
            statA: 'Godkänd',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call('PUT', `/api/v1/drivingnotes/${notes[0]!.id}`, supervisor.accessToken, {
            statA: 'Godkänd',
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (
          await call('POST', '/api/v1/addTeacher', supervisor.accessToken, {
            teacherEmail: supervisor.input.email,
            studentId: student.id,
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await call('GET', `/api/v1/drivingnotes/${notes[0]!.id}`, student.accessToken)).json()
          .statA,
      ).toBe('');
    });

    it('a supervisor who has not activated the account', async () => {
      const student = await activeStudent(t);
      const { input } = await registerSupervisor(t);
      await call('POST', '/api/v1/addTeacher', student.accessToken, {
        teacherEmail: input.email,
        studentId: student.id,
      });
      const inactive = await loginSupervisor(t, input.email, input.password);
      const response = await call(
        'GET',
        `/api/v1/teacher/getnotes/${inactive.supervisor.id}`,
        inactive.accessToken,
      );
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ message: messages.supervision.notActivated });
    });
  });
});
