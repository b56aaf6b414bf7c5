import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { LIVE_STREAMS_PER_SESSION } from '@ovningskort/domain';
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
import { lessonEvent, openStream } from './support/event-stream.js';

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
