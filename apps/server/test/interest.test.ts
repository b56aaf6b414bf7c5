import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  registerStudent,
  loginStudent,
  startTestApp,
  testDialects,
  type TestApp,
} from './test-app.js';

const REGISTERED = 'Toppen! Vi hör av oss.';
const ROUTES = [
  ['/api/v1/dealsreminder', 'deals'],
  ['/api/v1/controllesson', 'control_lesson'],
] as const;

describe.each(testDialects)('interest: deal reminder and control lesson (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (url: string, payload: unknown, accessToken?: string) =>
    t.app.inject({
      method: 'PUT',
      url,
      payload: payload as object,
      headers: accessToken ? bearer(accessToken) : {},
    });

  const requestsOf = (email: string) =>
    t.db
      .selectFrom('interestRequests')
      .selectAll()
      .where('email', '=', email)
      .orderBy('kind')
      .execute();

  describe.each(ROUTES)('PUT %s', (url, kind) => {
    it('refuses a visitor with 401, whatever the body', async () => {
      for (const body of [{ email: 'vera@example.se' }, { email: 'nope' }, undefined]) {
        const response = await put(url, body);
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ message: 'Du behöver logga in igen.' });
      }
      expect(await requestsOf('vera@example.se')).toHaveLength(0);
    });

    it('refuses an invalid or expired token with 401', async () => {
      const response = await put(url, { email: 'vera@example.se' }, 'not-a-token');
      expect(response.statusCode).toBe(401);
    });

    it.each([
      ['no e-mail', {}, 'Skriv din e-postadress'],
      ['an empty e-mail', { email: ' ' }, 'Skriv din e-postadress'],
      ['an e-mail that is not one', { email: 'sam.example.se' }, 'Ogiltig e-postadress'],
      [
        'an e-mail that is too long',
        { email: `${'a'.repeat(250)}@example.se` },
        'Ogiltig e-postadress',
      ],
    ])('refuses %s with 400', async (_, body, message) => {
      const student = await activeStudent(t);
      const response = await put(url, body, student.accessToken);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
      expect(await requestsOf(student.input.email)).toHaveLength(0);
    });

    it('keeps the request once per e-mail: a repeat answers the same and adds nothing', async () => {
      const student = await activeStudent(t);
      const first = await put(url, { email: student.input.email }, student.accessToken);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toEqual({ message: REGISTERED });
      const again = await put(url, { email: student.input.email }, student.accessToken);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ message: REGISTERED });

      const rows = await requestsOf(student.input.email);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ kind, studentId: student.id, teacherId: null });
    });

    it('keeps the account’s own e-mail, never another address in the body', async () => {
      const student = await activeStudent(t);
      const response = await put(url, { email: 'someone.else@example.se' }, student.accessToken);
      expect(response.statusCode).toBe(200);
      expect(await requestsOf('someone.else@example.se')).toHaveLength(0);
      expect(await requestsOf(student.input.email)).toMatchObject([{ kind }]);
    });

    it('takes a supervisor’s request too', async () => {
      const supervisor = await activeSupervisor(t);
      const response = await put(url, { email: supervisor.input.email }, supervisor.accessToken);
      expect(response.statusCode).toBe(200);
      expect(await requestsOf(supervisor.input.email)).toMatchObject([
        { kind, studentId: null, teacherId: supervisor.id },
      ]);
    });
  });

  it('keeps one request of each kind for the same person', async () => {
    const student = await activeStudent(t);
    for (const [url] of ROUTES) {
      expect((await put(url, { email: student.input.email }, student.accessToken)).statusCode).toBe(
        200,
      );
    }
    expect((await requestsOf(student.input.email)).map((r) => r.kind)).toEqual([
      'control_lesson',
      'deals',
    ]);
  });

  it('takes a request from a student who has not activated the account yet', async () => {
    const { input } = await registerStudent(t);
    const { accessToken } = await loginStudent(t, input.email, input.password);
    const response = await put('/api/v1/dealsreminder', { email: input.email }, accessToken);
    expect(response.statusCode).toBe(200);
    expect(await requestsOf(input.email)).toHaveLength(1);
  });

  it('holds under concurrency: many repeats at once leave one row', async () => {
    const student = await activeStudent(t);
    const responses = await Promise.all(
      Array.from({ length: 8 }, () =>
        put('/api/v1/controllesson', { email: student.input.email }, student.accessToken),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect(await requestsOf(student.input.email)).toHaveLength(1);
  });

  it('goes with the account when the account is deleted', async () => {
    const student = await activeStudent(t);
    await put('/api/v1/dealsreminder', { email: student.input.email }, student.accessToken);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/delUser/${student.id}`,
      headers: bearer(student.accessToken),
      payload: { password: student.input.password },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await requestsOf(student.input.email)).toHaveLength(0);
  });
});
