import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { LIVE_STREAMS_PER_SESSION, type SupervisorLiveMessage } from '@ovningskort/domain';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  loginStudent,
  loginSupervisor,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';
import { lessonEvent, openStream, openSupervisorStream } from './support/event-stream.js';

type Note = { id: string; groupId: string } & Record<string, unknown>;

function baseUrl(app: App) {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe.each(testDialects)('live updates (%s)', (dialect) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = baseUrl(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (path: string, accessToken: string, body: unknown) =>
    fetch(`${url}${path}`, {
      method: 'PUT',
      headers: { ...bearer(accessToken), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function linkedPair() {
    const student = await activeStudent(t);
    const supervisor = await activeSupervisor(t);
    const created = await fetch(`${url}/api/v1/drivingnotes/card`, {
      method: 'POST',
      headers: bearer(student.accessToken),
    });
    const notes = ((await created.json()) as { drivingNotes: Note[] }).drivingNotes;
    await fetch(`${url}/api/v1/addTeacher`, {
      method: 'POST',
      headers: { ...bearer(student.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ teacherEmail: supervisor.input.email, studentId: student.id }),
    });
    return { student, supervisor, notes };
  }

  it('shows the supervisor’s change on the student’s open card, and the other way round', async () => {
    const { student, supervisor, notes } = await linkedPair();
    const studentStream = await openStream(`${url}/api/v1/live`, student.accessToken);
    const supervisorStream = await openStream(
      `${url}/api/v1/teacher/live/${student.id}`,
      supervisor.accessToken,
    );
    expect([studentStream.status, supervisorStream.status]).toEqual([200, 200]);
    try {
      await put(`/api/v1/teacher/drivingnotes/${notes[0]!.id}`, supervisor.accessToken, {
        statA: 'Godkänd',
      });
      const seen = await studentStream.next(lessonEvent());
      expect(seen.drivingNote).toMatchObject({ id: notes[0]!.id, statA: 'Godkänd' });

      await put(`/api/v1/drivingnotes/${notes[1]!.id}`, student.accessToken, { isDone: true });
      const back = await supervisorStream.next(lessonEvent(notes[1]!.id));
      expect(back.drivingNote).toMatchObject({ isDone: true });
    } finally {
      studentStream.close();
      supervisorStream.close();
    }
  });

  it('checks access when a stream opens', async () => {
    const { student } = await linkedPair();
    const stranger = await activeSupervisor(t);
    expect(
      (await openStream(`${url}/api/v1/teacher/live/${student.id}`, stranger.accessToken)).status,
    ).toBe(403);
    expect((await openStream(`${url}/api/v1/live`, stranger.accessToken)).status).toBe(403);
    expect((await openStream(`${url}/api/v1/live`, 'not-a-token')).status).toBe(401);
    expect(
      (await openStream(`${url}/api/v1/teacher/live/${student.id}`, student.accessToken)).status,
    ).toBe(403);
  });

  it('ends the supervisor’s stream the moment the student removes them', async () => {
    const { student, supervisor } = await linkedPair();
    const stream = await openStream(
      `${url}/api/v1/teacher/live/${student.id}`,
      supervisor.accessToken,
    );
    await fetch(`${url}/api/v1/delOneHand?teacherId=${supervisor.id}&studentId=${student.id}`, {
      method: 'DELETE',
      headers: bearer(student.accessToken),
    });
    await stream.next((e) => e.type === 'link-ended');
    await expect.poll(() => stream.ended, { timeout: 2000 }).toBe(true);
  });

  describe('a supervisor’s single stream of every student (issue 37)', () => {
    async function studentWithCard() {
      const student = await activeStudent(t);
      const created = await fetch(`${url}/api/v1/drivingnotes/card`, {
        method: 'POST',
        headers: bearer(student.accessToken),
      });
      const notes = ((await created.json()) as { drivingNotes: Note[] }).drivingNotes;
      return { student, notes };
    }
    const link = (student: { accessToken: string; id: string }, teacherEmail: string) =>
      fetch(`${url}/api/v1/addTeacher`, {
        method: 'POST',
        headers: { ...bearer(student.accessToken), 'content-type': 'application/json' },
        body: JSON.stringify({ teacherEmail, studentId: student.id }),
      });
    const isLesson = (studentId: string, noteId?: string) => (message: SupervisorLiveMessage) =>
      message.studentId === studentId && lessonEvent(noteId)(message.event);

    it('carries each linked student’s changes with whose they are, and no one else’s', async () => {
      const supervisor = await activeSupervisor(t);
      const first = await studentWithCard();
      const second = await studentWithCard();
      const stranger = await studentWithCard();
      expect((await link(first.student, supervisor.input.email)).status).toBe(200);
      expect((await link(second.student, supervisor.input.email)).status).toBe(200);
      const stream = await openSupervisorStream(
        `${url}/api/v1/teacher/live`,
        supervisor.accessToken,
      );
      expect(stream.status).toBe(200);
      try {
        await put(`/api/v1/drivingnotes/${stranger.notes[0]!.id}`, stranger.student.accessToken, {
          isDone: true,
        });
        await put(`/api/v1/drivingnotes/${first.notes[0]!.id}`, first.student.accessToken, {
          statA: 'Började',
        });
        await put(`/api/v1/drivingnotes/${second.notes[2]!.id}`, second.student.accessToken, {
          isDone: true,
        });
        const fromFirst = await stream.next(isLesson(first.student.id, first.notes[0]!.id));
        expect(fromFirst.event).toMatchObject({ drivingNote: { statA: 'Började' } });
        const fromSecond = await stream.next(isLesson(second.student.id, second.notes[2]!.id));
        expect(fromSecond.event).toMatchObject({ drivingNote: { isDone: true } });
        // The stranger's change was made first: it would have come before these.
        expect(stream.events.map((message) => message.studentId)).not.toContain(
          stranger.student.id,
        );
      } finally {
        stream.close();
      }
    });

    it('follows a student from the link made while it is open to the link’s end', async () => {
      const supervisor = await activeSupervisor(t);
      const stayed = await studentWithCard();
      const joined = await studentWithCard();
      await link(stayed.student, supervisor.input.email);
      const stream = await openSupervisorStream(
        `${url}/api/v1/teacher/live`,
        supervisor.accessToken,
      );
      try {
        expect((await link(joined.student, supervisor.input.email)).status).toBe(200);
        await stream.next(
          (message) =>
            message.studentId === joined.student.id && message.event.type === 'link-started',
        );
        await put(`/api/v1/drivingnotes/${joined.notes[0]!.id}`, joined.student.accessToken, {
          statB: 'Godkänd',
        });
        await stream.next(isLesson(joined.student.id, joined.notes[0]!.id));

        const removed = await fetch(
          `${url}/api/v1/delOneHand?teacherId=${supervisor.id}&studentId=${joined.student.id}`,
          { method: 'DELETE', headers: bearer(joined.student.accessToken) },
        );
        expect(removed.status).toBeLessThan(300);
        await stream.next(
          (message) =>
            message.studentId === joined.student.id && message.event.type === 'link-ended',
        );
        await put(`/api/v1/drivingnotes/${joined.notes[1]!.id}`, joined.student.accessToken, {
          isDone: true,
        });
        // A change after it, of a student still linked, comes; the one before it must not.
        await put(`/api/v1/drivingnotes/${stayed.notes[0]!.id}`, stayed.student.accessToken, {
          isDone: true,
        });
        await stream.next(isLesson(stayed.student.id, stayed.notes[0]!.id));
        expect(stream.events.filter(isLesson(joined.student.id, joined.notes[1]!.id))).toEqual([]);
        expect(
          stream.events.filter(
            (message) =>
              message.studentId === joined.student.id && message.event.type === 'link-ended',
          ),
        ).toHaveLength(1);
        expect(stream.ended).toBe(false);
      } finally {
        stream.close();
      }
    });

    it('is a supervisor’s: a student and a stranger without a token are refused', async () => {
      const student = await activeStudent(t);
      expect(
        (await openSupervisorStream(`${url}/api/v1/teacher/live`, student.accessToken)).status,
      ).toBe(403);
      expect((await openSupervisorStream(`${url}/api/v1/teacher/live`, 'not-a-token')).status).toBe(
        401,
      );
    });

    it('ends with the supervisor’s session', async () => {
      const supervisor = await activeSupervisor(t);
      const stream = await openSupervisorStream(
        `${url}/api/v1/teacher/live`,
        supervisor.accessToken,
      );
      expect(stream.status).toBe(200);
      await fetch(`${url}/api/v1/teacher/logout`, {
        method: 'POST',
        headers: bearer(supervisor.accessToken),
      });
      await expect.poll(() => stream.ended, { timeout: 3000 }).toBe(true);
    });
  });

  describe('a stream lives no longer than its session', () => {
    const ends = async (stream: Awaited<ReturnType<typeof openStream>>) => {
      await expect.poll(() => stream.ended, { timeout: 3000 }).toBe(true);
    };

    it('ends the student’s stream after logout', async () => {
      const student = await activeStudent(t);
      const stream = await openStream(`${url}/api/v1/live`, student.accessToken);
      expect(stream.status).toBe(200);
      await fetch(`${url}/api/v1/logout`, { method: 'POST', headers: bearer(student.accessToken) });
      await ends(stream);
    });

    it('ends the supervisor’s stream after logout and after the account is deleted', async () => {
      const { student, supervisor } = await linkedPair();
      const live = `${url}/api/v1/teacher/live/${student.id}`;
      const first = await openStream(live, supervisor.accessToken);
      expect(first.status).toBe(200);
      await fetch(`${url}/api/v1/teacher/logout`, {
        method: 'POST',
        headers: bearer(supervisor.accessToken),
      });
      await ends(first);

      const again = await loginSupervisor(t, supervisor.input.email, supervisor.input.password);
      const second = await openStream(live, again.accessToken);
      expect(second.status).toBe(200);
      const deleted = await fetch(`${url}/api/v1/delTeach/${supervisor.id}`, {
        method: 'DELETE',
        headers: { ...bearer(again.accessToken), 'content-type': 'application/json' },
        body: JSON.stringify({ password: supervisor.input.password }),
      });
      expect(deleted.status).toBe(200);
      await ends(second);
    });

    it('keeps a stream open while its session lives', async () => {
      const student = await activeStudent(t);
      const stream = await openStream(`${url}/api/v1/live`, student.accessToken);
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(stream.ended).toBe(false);
      stream.close();
    });

    it(`refuses more than ${LIVE_STREAMS_PER_SESSION} streams of one session`, async () => {
      const student = await activeStudent(t);
      const streams = [];
      for (let i = 0; i < LIVE_STREAMS_PER_SESSION; i += 1) {
        streams.push(await openStream(`${url}/api/v1/live`, student.accessToken));
      }
      expect(streams.map((s) => s.status)).toEqual(streams.map(() => 200));
      const refused = await fetch(`${url}/api/v1/live`, { headers: bearer(student.accessToken) });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ code: 'TOO_MANY_STREAMS' });
      // Another session of the same student has its own share; a closed stream frees one.
      const other = await loginStudent(t, student.input.email, student.input.password);
      const elsewhere = await openStream(`${url}/api/v1/live`, other.accessToken);
      expect(elsewhere.status).toBe(200);
      streams[0]!.close();
      await expect
        .poll(async () => {
          const retry = await openStream(`${url}/api/v1/live`, student.accessToken);
          retry.close();
          return retry.status;
        })
        .toBe(200);
      for (const s of [...streams, elsewhere]) s.close();
    });
  });

  it('tells the student’s other devices when a card is created or deleted', async () => {
    const { student, notes } = await linkedPair();
    const stream = await openStream(`${url}/api/v1/live`, student.accessToken);
    try {
      await fetch(`${url}/api/v1/drivingnotes/${notes[0]!.groupId}`, {
        method: 'DELETE',
        headers: bearer(student.accessToken),
      });
      await stream.next((e) => e.type === 'cards');
    } finally {
      stream.close();
    }
  });

  if (dialect === 'postgres') {
    it('carries events from one server process to another through PostgreSQL', async () => {
      const other = await t.startAnother();
      await other.listen({ port: 0, host: '127.0.0.1' });
      const { student, supervisor, notes } = await linkedPair();
      const stream = await openStream(`${baseUrl(other)}/api/v1/live`, student.accessToken);
      try {
        await put(`/api/v1/teacher/drivingnotes/${notes[3]!.id}`, supervisor.accessToken, {
          statC: 'Visad kunskap',
        });
        const seen = await stream.next(lessonEvent());
        expect(seen.drivingNote).toMatchObject({ id: notes[3]!.id, statC: 'Visad kunskap' });
      } finally {
        stream.close();
      }
    });
  }
});
