import type { AddressInfo } from 'node:net';
import { linkIn, waitForMail } from '@ovningskort/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { openStream } from './support/event-stream.js';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  cookieValue,
  loginStudent,
  postJson,
  PUBLIC_URL,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';

type Stream = Awaited<ReturnType<typeof openStream>>;

const baseUrl = (app: App) => `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/**
 * Issue 16 item 2: the end of a session closes its streams at once, in every process, through
 * the bus. The heartbeat's session check (its fallback) is set to ten minutes here, so a stream
 * that ends within the test's few seconds was closed by the notice.
 */
describe.each(testDialects)('a session’s end closes its live streams at once (%s)', (dialect) => {
  let t: TestApp;
  let url: string;
  beforeAll(async () => {
    t = await startTestApp(dialect, {}, { liveHeartbeatMs: 600_000 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = baseUrl(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const ends = async (stream: Stream) => {
    await expect.poll(() => stream.ended, { timeout: 3000 }).toBe(true);
  };
  /** Open now and after the other streams were told: a notice reaches only its own session. */
  const staysOpen = async (stream: Stream) => {
    const probe = await openStream(`${url}/api/v1/live`, (await activeStudent(t)).accessToken);
    probe.close();
    expect(stream.ended).toBe(false);
    stream.close();
  };
  const studentStream = (accessToken: string) => openStream(`${url}/api/v1/live`, accessToken);

  it('at logout, and only the streams of that session', async () => {
    const student = await activeStudent(t);
    const phone = await loginStudent(t, student.input.email, student.input.password);
    const here = await studentStream(student.accessToken);
    const onPhone = await studentStream(phone.accessToken);
    expect([here.status, onPhone.status]).toEqual([200, 200]);

    await fetch(`${url}/api/v1/logout`, { method: 'POST', headers: bearer(student.accessToken) });
    await ends(here);
    await staysOpen(onPhone);
  });

  it('at a password change, on every other device', async () => {
    const student = await activeStudent(t);
    const phone = await loginStudent(t, student.input.email, student.input.password);
    const onPhone = await studentStream(phone.accessToken);
    const here = await studentStream(student.accessToken);

    const changed = await fetch(`${url}/api/v1/setNewPuser/${student.id}`, {
      method: 'PUT',
      headers: { ...bearer(student.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({
        currentPassword: student.input.password,
        newPass: 'Grusvagen-Kurva-77',
      }),
    });
    expect(changed.status).toBe(200);
    await ends(onPhone);
    await staysOpen(here);
  });

  it('at a password reset, everywhere', async () => {
    const student = await activeStudent(t);
    const stream = await studentStream(student.accessToken);
    await postJson(t.app, '/api/v1/passwordReset', { email: student.input.email });
    await t.app.settleBackgroundWork();
    const mail = await waitForMail(t.dataDir, student.input.email, { subject: 'Återställ' });
    const [, , userId, token] = new URL(
      linkIn(mail, `${PUBLIC_URL}/passwordReset/`),
    ).pathname.split('/');
    const reset = await postJson(t.app, `/api/v1/passwordReset/${userId}/${token}`, {
      password: 'Grusvagen-Kurva-78',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await ends(stream);
  });

  it('when a stolen refresh token is replayed', async () => {
    const student = await activeStudent(t);
    const stream = await studentStream(student.accessToken);
    const refresh = (cookie: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/refresh', headers: { cookie } });
    const first = await refresh(student.cookie);
    expect(cookieValue(first, 'ovk_refresh')).toBeDefined();
    t.clock.advance(11_000);
    expect((await refresh(student.cookie)).statusCode).toBe(401);
    await ends(stream);
  });

  it('when the supervisor’s account is deleted', async () => {
    const student = await activeStudent(t);
    const supervisor = await activeSupervisor(t);
    await fetch(`${url}/api/v1/addTeacher`, {
      method: 'POST',
      headers: { ...bearer(student.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ teacherEmail: supervisor.input.email, studentId: student.id }),
    });
    const stream = await openStream(
      `${url}/api/v1/teacher/live/${student.id}`,
      supervisor.accessToken,
    );
    expect(stream.status).toBe(200);
    const deleted = await fetch(`${url}/api/v1/delTeach/${supervisor.id}`, {
      method: 'DELETE',
      headers: { ...bearer(supervisor.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ password: supervisor.input.password }),
    });
    expect(deleted.status).toBe(200);
    await ends(stream);
  });

  /** A student and a supervisor linked through the API. */
  async function linkedPair() {
    const student = await activeStudent(t);
    const supervisor = await activeSupervisor(t);
    const linked = await fetch(`${url}/api/v1/addTeacher`, {
      method: 'POST',
      headers: { ...bearer(student.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ teacherEmail: supervisor.input.email, studentId: student.id }),
    });
    expect(linked.status).toBe(200);
    return { student, supervisor };
  }

  // Security round 3: the link goes with a deleted account, and so does every stream it opened.
  it('when the student’s account is deleted: the supervisor’s stream on that student', async () => {
    const { student, supervisor } = await linkedPair();
    const other = await linkedPair();
    const stream = await openStream(
      `${url}/api/v1/teacher/live/${student.id}`,
      supervisor.accessToken,
    );
    const otherStream = await openStream(
      `${url}/api/v1/teacher/live/${other.student.id}`,
      other.supervisor.accessToken,
    );
    expect([stream.status, otherStream.status]).toEqual([200, 200]);
    const deleted = await fetch(`${url}/api/v1/delUser/${student.id}`, {
      method: 'DELETE',
      headers: { ...bearer(student.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ password: student.input.password }),
    });
    expect(deleted.status).toBe(200);
    await ends(stream);
    expect(stream.events).toContainEqual({ type: 'link-ended', teacherId: supervisor.id });
    // The supervisor's session lives on, and so do the streams of other links.
    await staysOpen(otherStream);
  });

  it('when the supervisor’s account is deleted: the student’s own screen is told the link ended', async () => {
    const { student, supervisor } = await linkedPair();
    const stream = await studentStream(student.accessToken);
    expect(stream.status).toBe(200);
    const deleted = await fetch(`${url}/api/v1/delTeach/${supervisor.id}`, {
      method: 'DELETE',
      headers: { ...bearer(supervisor.accessToken), 'content-type': 'application/json' },
      body: JSON.stringify({ password: supervisor.input.password }),
    });
    expect(deleted.status).toBe(200);
    expect(await stream.next((e) => e.type === 'link-ended')).toEqual({
      type: 'link-ended',
      teacherId: supervisor.id,
    });
    await staysOpen(stream);
  });

  if (dialect === 'postgres') {
    it('in another server process', async () => {
      const other = await t.startAnother();
      await other.listen({ port: 0, host: '127.0.0.1' });
      const student = await activeStudent(t);
      const stream = await openStream(`${baseUrl(other)}/api/v1/live`, student.accessToken);
      expect(stream.status).toBe(200);
      await fetch(`${url}/api/v1/logout`, { method: 'POST', headers: bearer(student.accessToken) });
      await ends(stream);
    });
  }
});
