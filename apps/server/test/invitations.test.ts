import type { AddressInfo } from 'node:net';
import { INVITATION_TTL_MS, INVITATIONS_PER_DAY, messages } from '@ovningskort/domain';
import { linkIn, readOutbox, waitForMail } from '@ovningskort/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStream } from './support/event-stream.js';
import {
  activeStudent,
  activeSupervisor,
  injectAs,
  type InjectArgs,
  loginSupervisor,
  postJson,
  PUBLIC_URL,
  startTestApp,
  testDialects,
  type TestApp,
  uniqueEmail,
  validSupervisorRegistration,
} from './test-app.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const m = messages.invitations;

type Invitation = { id: string; email: string; createdAt: string; expiresAt: string };

describe.each(testDialects)('inviting a supervisor without an account (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);

  async function invite(student: { accessToken: string }, email: string) {
    return call('POST', '/api/v1/invitations', student.accessToken, { email });
  }

  /** Sends an invitation and returns the link's token from the e-mail. */
  async function invited(student: { accessToken: string }, email = uniqueEmail('inbjuden')) {
    const before = (await readOutbox(t.dataDir)).length;
    const sent = await invite(student, email);
    expect(sent.statusCode).toBe(200);
    const mail = await waitForMail(t.dataDir, email, { subject: 'handledare' });
    expect((await readOutbox(t.dataDir)).length).toBe(before + 1);
    const link = new URL(linkIn(mail, `${PUBLIC_URL}/registerInstructor?`));
    return {
      email,
      mail,
      link,
      token: link.searchParams.get('inbjudan')!,
      invitation: sent.json<{ invitation: Invitation }>().invitation,
    };
  }

  /** Registers a supervisor with the invitation's token, then activates from the e-mail. */
  async function registerAndActivate(email: string, token: string, beforeActivation?: () => void) {
    const input = validSupervisorRegistration({ email, invitation: token });
    const registered = await postJson(t.app, '/api/v1/teacher/registration', input);
    expect(registered.json()).toEqual({ message: messages.registration.created });
    const mail = await waitForMail(t.dataDir, email, { subject: 'Aktivera' });
    const activation = new URL(linkIn(mail, `${PUBLIC_URL}/aktivering?token=`));
    beforeActivation?.();
    const activated = await postJson(t.app, '/api/v1/activate', {
      token: activation.searchParams.get('token'),
    });
    expect(activated.statusCode).toBe(200);
    return { input, message: activated.json<{ message: string }>().message };
  }

  const supervisorOf = async (student: { id: string; accessToken: string }) =>
    (await call('GET', `/api/v1/checkNameT?studentId=${student.id}`, student.accessToken)).json<{
      teacher: { id: string; email: string } | null;
    }>().teacher;

  const openInvitation = async (student: { accessToken: string }) =>
    (await call('GET', '/api/v1/invitations', student.accessToken)).json<{
      invitation: Invitation | null;
    }>().invitation;

  const rowsOf = (studentId: string) =>
    t.db
      .selectFrom('supervisorInvitations')
      .selectAll()
      .where('studentId', '=', studentId)
      .orderBy('createdAt')
      .execute();

  it('e-mails a link to the supervisor registration with the address, stores only a hash', async () => {
    const student = await activeStudent(t, { name: 'Sara', surname: 'Svensson' });
    const { email, mail, link, token, invitation } = await invited(student);
    expect(mail.subject).toBe('Sara Svensson vill att du blir handledare på Övningskort');
    expect(mail.text).toContain('Sara Svensson övningskör inför körkortet');
    expect(mail.text).toContain(
      'En handledare sitter bredvid och har uppsikt när en elev övningskör privat',
    );
    expect(mail.text).toContain('Länken gäller i 7 dagar');
    expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/registerInstructor`);
    expect(link.searchParams.get('epost')).toBe(email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    expect(invitation.email).toBe(email);
    expect(Date.parse(invitation.expiresAt) - Date.parse(invitation.createdAt)).toBe(
      INVITATION_TTL_MS,
    );
    expect(await openInvitation(student)).toEqual(invitation);
    const rows = await rowsOf(student.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email, status: 'open' });
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('links the supervisor to the student when the account registered with the link is activated', async () => {
    const student = await activeStudent(t, { name: 'Sara' });
    const { email, token } = await invited(student);
    const { input, message } = await registerAndActivate(email, token);
    expect(message).toBe(m.activatedLinked);

    const supervisor = await loginSupervisor(t, input.email, input.password);
    const notes = await call(
      'GET',
      `/api/v1/teacher/getnotes/${supervisor.supervisor.id}`,
      supervisor.accessToken,
    );
    expect(notes.statusCode).toBe(200);
    expect((await supervisorOf(student))?.id).toBe(supervisor.supervisor.id);
    expect(await openInvitation(student)).toBeNull();
    expect((await rowsOf(student.id))[0]).toMatchObject({
      status: 'accepted',
      supervisorId: supervisor.supervisor.id,
    });
  });

  it('tells the student’s open screen when the invited supervisor is linked', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const student = await activeStudent(t);
    const { email, token } = await invited(student);
    const stream = await openStream(`http://127.0.0.1:${port}/api/v1/live`, student.accessToken);
    try {
      expect(stream.status).toBe(200);
      await registerAndActivate(email, token);
      const supervisorId = (await supervisorOf(student))!.id;
      const event = await stream.next((e) => e.type === 'link-started');
      expect(event).toEqual({ type: 'link-started', teacherId: supervisorId });
    } finally {
      stream.close();
    }
  });

  it('answers the same whether or not the address has a supervisor account', async () => {
    const existing = await activeSupervisor(t);
    const studentA = await activeStudent(t, { name: 'Sara' });
    const studentB = await activeStudent(t, { name: 'Sara' });
    const unknown = uniqueEmail('ingen');
    const toExisting = await invite(studentA, existing.input.email);
    const toUnknown = await invite(studentB, unknown);
    const shape = (response: typeof toExisting, email: string) => {
      const body = response.json<{ message: string; invitation: Invitation }>();
      return {
        status: response.statusCode,
        headers: Object.keys(response.headers).sort(),
        message: body.message.replace(email, '…'),
        keys: Object.keys(body.invitation).sort(),
        email: body.invitation.email === email,
      };
    };
    expect(shape(toExisting, existing.input.email)).toEqual(shape(toUnknown, unknown));
    expect(toUnknown.json()).toMatchObject({ message: m.sent(unknown) });
    expect((await openInvitation(studentA))?.email).toBe(existing.input.email);
    expect((await openInvitation(studentB))?.email).toBe(unknown);

    // Only the e-mail differs: the account holder is told to be added by address, no link.
    const mail = await waitForMail(t.dataDir, existing.input.email, { subject: 'vill att du' });
    expect(mail.text).toContain('Du har redan ett handledarkonto');
    expect(mail.text).not.toContain('inbjudan=');
    expect(mail.text).toContain(`${PUBLIC_URL}/instructorLogIn`);
    // Nothing is linked by sending.
    expect(await supervisorOf(studentA)).toBeNull();
  });

  it('expires after 7 days: no longer shown, and an activation after it links nobody', async () => {
    const student = await activeStudent(t);
    const early = await invited(student);
    t.clock.advance(6 * DAY_MS);
    expect(await openInvitation(student)).not.toBeNull();
    const { message } = await registerAndActivate(early.email, early.token, () =>
      t.clock.advance(DAY_MS + 1),
    );
    expect(message).toBe(m.activatedNotLinked);
    expect(await openInvitation(student)).toBeNull();
    expect(await supervisorOf(student)).toBeNull();

    const late = await invited(student);
    t.clock.advance(INVITATION_TTL_MS + 1);
    expect((await registerAndActivate(late.email, late.token)).message).toBe(m.activatedNotLinked);
    expect(await supervisorOf(student)).toBeNull();
  });

  it('is refused when the student linked someone else meanwhile: still one supervisor', async () => {
    const second = await activeStudent(t);
    const other = await activeSupervisor(t);
    const next = await invited(second);
    const input = validSupervisorRegistration({ email: next.email, invitation: next.token });
    await postJson(t.app, '/api/v1/teacher/registration', input);
    // Between the registration and the activation, the student adds another supervisor.
    const add = await call('POST', '/api/v1/addTeacher', second.accessToken, {
      teacherEmail: other.input.email,
      studentId: second.id,
    });
    expect(add.statusCode).toBe(200);
    const mail = await waitForMail(t.dataDir, next.email, { subject: 'Aktivera' });
    const activation = new URL(linkIn(mail, `${PUBLIC_URL}/aktivering?token=`));
    const activated = await postJson(t.app, '/api/v1/activate', {
      token: activation.searchParams.get('token'),
    });
    expect(activated.json()).toEqual({ message: m.activatedNotLinked });
    expect((await supervisorOf(second))?.id).toBe(other.id);
    const links = await t.db
      .selectFrom('studentTeacher')
      .selectAll()
      .where('studentId', '=', second.id)
      .execute();
    expect(links).toHaveLength(1);
    expect((await rowsOf(second.id))[0]).toMatchObject({ status: 'refused', supervisorId: null });
    // The student sees nothing of it: no open invitation, the supervisor they chose.
    expect(await openInvitation(second)).toBeNull();
  });

  it('links nobody when the account was registered with another address than the invited one', async () => {
    const student = await activeStudent(t);
    const { token } = await invited(student);
    const { message } = await registerAndActivate(uniqueEmail('annan'), token);
    expect(message).toBe(m.activatedNotLinked);
    expect(await supervisorOf(student)).toBeNull();
  });

  // Security round 3: whoever holds the link may register another address with its token, but
  // that neither voids the invitation nor takes it from the invited address.
  it('is not voided by another address registered and activated with its link first', async () => {
    const student = await activeStudent(t);
    const { email, token } = await invited(student);
    const other = await registerAndActivate(uniqueEmail('annan'), token);
    expect(other.message).toBe(m.activatedNotLinked);
    expect((await rowsOf(student.id))[0]).toMatchObject({ status: 'open', claimedBy: null });
    expect(await openInvitation(student)).not.toBeNull();

    const { input, message } = await registerAndActivate(email, token);
    expect(message).toBe(m.activatedLinked);
    expect((await supervisorOf(student))?.email).toBe(input.email);
  });

  it('is not taken from the invited address by a later registration with its link', async () => {
    const student = await activeStudent(t);
    const { email, token } = await invited(student);
    const input = validSupervisorRegistration({ email, invitation: token });
    await postJson(t.app, '/api/v1/teacher/registration', input);
    const { id: invitedId } = await t.db
      .selectFrom('teachers')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    // Someone else with the link registers another address after the invited one.
    const thief = validSupervisorRegistration({ email: uniqueEmail('annan'), invitation: token });
    const answer = await postJson(t.app, '/api/v1/teacher/registration', thief);
    expect(answer.json()).toEqual({ message: messages.registration.created });
    expect((await rowsOf(student.id))[0]).toMatchObject({ status: 'open', claimedBy: invitedId });

    const activate = async (address: string) => {
      const mail = await waitForMail(t.dataDir, address, { subject: 'Aktivera' });
      const link = new URL(linkIn(mail, `${PUBLIC_URL}/aktivering?token=`));
      return postJson(t.app, '/api/v1/activate', { token: link.searchParams.get('token') });
    };
    expect((await activate(thief.email)).json()).toEqual({ message: m.activatedNotLinked });
    expect((await activate(email)).json()).toEqual({ message: m.activatedLinked });
    expect((await supervisorOf(student))?.id).toBe(invitedId);
  });

  it('is claimed again by the invited address when the account that claimed it is gone', async () => {
    const student = await activeStudent(t);
    const { email, token } = await invited(student);
    await postJson(
      t.app,
      '/api/v1/teacher/registration',
      validSupervisorRegistration({ email, invitation: token }),
    );
    // The unactivated account disappears (as when its activation e-mail could not be sent).
    await t.db.deleteFrom('teachers').where('email', '=', email).execute();
    // Registering again: the newest activation e-mail is the new account's.
    const { message } = await registerAndActivate(email, token);
    expect(message).toBe(m.activatedLinked);
  });

  it('can be withdrawn by the student only; a withdrawn link links nobody', async () => {
    const student = await activeStudent(t);
    const other = await activeStudent(t);
    const { email, token, invitation } = await invited(student);
    const url = `/api/v1/invitations/${invitation.id}`;
    const byOther = await call('DELETE', url, other.accessToken);
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json()).toMatchObject({ message: m.noInvitation });
    expect(await openInvitation(other)).toBeNull();
    expect(await openInvitation(student)).not.toBeNull();

    const withdrawn = await call('DELETE', url, student.accessToken);
    expect(withdrawn.json()).toEqual({ message: m.withdrawn });
    expect(await openInvitation(student)).toBeNull();
    expect((await call('DELETE', url, student.accessToken)).statusCode).toBe(404);
    expect((await registerAndActivate(email, token)).message).toBe(m.activatedNotLinked);
    expect(await supervisorOf(student)).toBeNull();
  });

  it('replaces the open invitation with a newer one; at most a few a day per student', async () => {
    const student = await activeStudent(t);
    const first = await invited(student);
    const second = await invited(student);
    expect((await openInvitation(student))?.email).toBe(second.email);
    const statuses = (await rowsOf(student.id)).map((row) => row.status);
    expect(statuses).toEqual(['replaced', 'open']);
    for (let i = 2; i < INVITATIONS_PER_DAY; i += 1) await invited(student);
    const before = (await readOutbox(t.dataDir)).length;
    const refused = await invite(student, uniqueEmail('för-många'));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ message: m.tooMany('1 dygn') });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await readOutbox(t.dataDir)).length).toBe(before);
    expect(await rowsOf(student.id)).toHaveLength(INVITATIONS_PER_DAY);
    // The replaced link links nobody.
    expect((await registerAndActivate(first.email, first.token)).message).toBe(
      m.activatedNotLinked,
    );
  });

  it('keeps one open invitation when several are sent at once', async () => {
    const student = await activeStudent(t);
    const answers = await Promise.all(
      [1, 2, 3].map(() => invite(student, uniqueEmail('samtidig'))),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const open = (await rowsOf(student.id)).filter((row) => row.status === 'open');
    expect(open).toHaveLength(1);
  });

  it('checks who asks and what is sent', async () => {
    const linkedStudent = await activeStudent(t);
    const supervisor = await activeSupervisor(t);
    await call('POST', '/api/v1/addTeacher', linkedStudent.accessToken, {
      teacherEmail: supervisor.input.email,
      studentId: linkedStudent.id,
    });
    const noToken = await postJson(t.app, '/api/v1/invitations', { email: uniqueEmail() });
    expect(noToken.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/invitations' })).statusCode).toBe(
      401,
    );
    const asSupervisor = await invite(supervisor, uniqueEmail());
    expect(asSupervisor.statusCode).toBe(403);
    expect((await call('GET', '/api/v1/invitations', supervisor.accessToken)).statusCode).toBe(403);
    const linked = await invite(linkedStudent, uniqueEmail());
    expect(linked.statusCode).toBe(400);
    expect(linked.json()).toMatchObject({ message: messages.supervision.alreadyLinked });

    const student = await activeStudent(t);
    for (const [email, message] of [
      ['', messages.supervision.emailRequired],
      ['hanna', messages.supervision.emailInvalid],
      [42, messages.supervision.emailRequired],
    ] as const) {
      const bad = await invite(student, email as string);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ message });
    }
    const badId = await call('DELETE', '/api/v1/invitations/abc', student.accessToken);
    expect(badId.statusCode).toBe(400);
    expect(await rowsOf(student.id)).toHaveLength(0);

    const badToken = await postJson(
      t.app,
      '/api/v1/teacher/registration',
      validSupervisorRegistration({ invitation: 'inte en token' }),
    );
    expect(badToken.statusCode).toBe(400);
    expect(badToken.json()).toMatchObject({ message: m.invalidToken });
  });

  it('is in the student’s data export, without its token', async () => {
    const student = await activeStudent(t);
    const { email, token } = await invited(student);
    const file = await call('GET', '/api/v1/me/export', student.accessToken);
    expect(file.statusCode).toBe(200);
    const data = file.json<{ invitations: { email: string; status: string }[] }>();
    expect(data.invitations).toEqual([expect.objectContaining({ email, status: 'open' })]);
    expect(file.body).not.toContain(token);
  });

  it('goes with the student’s account', async () => {
    const student = await activeStudent(t);
    await invited(student);
    const gone = await call('DELETE', `/api/v1/delUser/${student.id}`, student.accessToken, {
      password: student.input.password,
    });
    expect(gone.statusCode).toBe(200);
    expect(await rowsOf(student.id)).toHaveLength(0);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, unknown>>;
    }>();
    expect(Object.keys(doc.paths['/api/v1/invitations'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/api/v1/invitations/{id}'] ?? {})).toEqual(['delete']);
  });
});
