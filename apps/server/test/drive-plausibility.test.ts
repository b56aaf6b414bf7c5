import { randomUUID } from 'node:crypto';
import { DRIVE_EXPLANATION_MAX, messages, type Drive } from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  injectAs,
  linkedPair as linkedPairOf,
  loginStudent,
  startTestApp,
  testDialects,
  type InjectArgs,
  type TestApp,
} from './test-app.js';
import { swedishDay } from '@ovningskort/domain';

/**
 * Plausibility of the drive log (issue 34): a drive that overlaps another, was logged before it
 * was over, lasts over 4 hours or has an impossible average speed is saved all the same and
 * answered with its flags, to both roles; an explanation by the learner or the linked supervisor
 * is kept with it, and only they may write it.
 */
describe.each(testDialects)('plausibility of drives (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);
  /** A plain drive of 45 minutes and 20 km, long enough ago: no flag. */
  const drive = (changes: Record<string, unknown> = {}) => ({
    date: '2026-11-24',
    startTime: '16:30',
    minutes: 45,
    km: 20,
    supervisedBy: { kind: 'supervisor' },
    ...changes,
  });
  const rowOf = (id: string) =>
    t.db.selectFrom('drives').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  const linkedPair = () => linkedPairOf(t);

  async function save(token: string, id: string, body: Record<string, unknown>) {
    const saved = await call('PUT', `/api/v1/drives/${id}`, token, body);
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<{ drive: Drive }>().drive;
  }

  const listed = async (path: string, token: string) =>
    new Map(
      (await call('GET', path, token)).json<{ drives: Drive[] }>().drives.map((d) => [d.id, d]),
    );

  it('saves each kind of flagged drive and answers its flags, in the log of both roles', async () => {
    const { student, supervisor } = await linkedPair();
    const ids = {
      plain: randomUUID(),
      long: randomUUID(),
      fast: randomUUID(),
      first: randomUUID(),
      overlapping: randomUUID(),
      future: randomUUID(),
    };
    const tomorrow = swedishDay(t.clock.now + 24 * 60 * 60 * 1000);
    expect((await save(student.accessToken, ids.plain, drive())).flags).toEqual([]);
    expect(
      (await save(student.accessToken, ids.long, drive({ date: '2026-11-20', minutes: 300 })))
        .flags,
    ).toEqual(['long']);
    // 200 km in an hour.
    expect(
      (
        await save(
          student.accessToken,
          ids.fast,
          drive({ date: '2026-11-19', minutes: 60, km: 200 }),
        )
      ).flags,
    ).toEqual(['speed']);
    // Without a distance there is no speed to judge.
    expect(
      (
        await save(
          student.accessToken,
          randomUUID(),
          drive({ date: '2026-11-18', minutes: 1, km: null }),
        )
      ).flags,
    ).toEqual([]);
    // 23:30 to 00:30 the next night, and a drive at 00:15 that night.
    await save(
      student.accessToken,
      ids.first,
      drive({ date: '2026-11-10', startTime: '23:30', minutes: 60 }),
    );
    expect(
      (
        await save(
          student.accessToken,
          ids.overlapping,
          drive({ date: '2026-11-11', startTime: '00:15', minutes: 30 }),
        )
      ).flags,
    ).toEqual(['overlap']);
    expect(
      (await save(student.accessToken, ids.future, drive({ date: tomorrow, startTime: '12:00' })))
        .flags,
    ).toEqual(['future']);

    const expected = {
      [ids.plain]: [],
      [ids.long]: ['long'],
      [ids.fast]: ['speed'],
      [ids.first]: ['overlap'],
      [ids.overlapping]: ['overlap'],
      [ids.future]: ['future'],
    };
    for (const [path, token] of [
      ['/api/v1/drives', student.accessToken],
      [`/api/v1/teacher/drives/${student.id}`, supervisor.accessToken],
    ] as const) {
      const log = await listed(path, token);
      for (const [id, flags] of Object.entries(expected)) {
        expect(log.get(id)?.flags, `${path} ${id}`).toEqual(flags);
        expect(log.get(id)?.explanation).toBeNull();
      }
    }

    // A drive logged before it was over stays flagged once the time has passed (a new login:
    // the old access token has expired by then).
    t.clock.advance(3 * 24 * 60 * 60 * 1000);
    const { accessToken } = await loginStudent(t, student.input.email, student.input.password);
    expect((await listed('/api/v1/drives', accessToken)).get(ids.future)?.flags).toEqual([
      'future',
    ]);
    // An overlap is judged against drives on other pages too: the page of one drive says so.
    const page = await call('GET', '/api/v1/drives?limit=1', accessToken);
    const [latest] = page.json<{ drives: Drive[] }>().drives;
    expect(latest!.id).toBe(ids.future);
    const byCursor = async (limit: number) => {
      let next: string | null = null;
      const seen: Drive[] = [];
      do {
        const after: string = next ? `&before=${encodeURIComponent(next)}` : '';
        const response = await call('GET', `/api/v1/drives?limit=${limit}${after}`, accessToken);
        const answer = response.json<{ drives: Drive[]; next: string | null }>();
        seen.push(...answer.drives);
        next = answer.next;
      } while (next);
      return seen;
    };
    const oneByOne = await byCursor(1);
    expect(oneByOne.find((d) => d.id === ids.first)?.flags).toEqual(['overlap']);
    expect(oneByOne.find((d) => d.id === ids.overlapping)?.flags).toEqual(['overlap']);

    // The CSV says them in words.
    const csv = (await call('GET', '/api/v1/drives/export', accessToken)).body;
    expect(csv).toContain(';Avvikelser;Förklaring\r\n');
    expect(csv).toContain(';Längre än 4 timmar;\r\n');
    expect(csv).toContain(';Orimlig medelhastighet (200 km/h);\r\n');
    expect(csv).toContain(';Överlappar en annan körning;\r\n');
    expect(csv).toContain(';Loggades innan körningen var slut;\r\n');
  });

  it('keeps an explanation by the learner or the linked supervisor, without touching the confirmation or the version', async () => {
    const { student, supervisor } = await linkedPair();
    const id = randomUUID();
    const long = drive({ minutes: 300 });
    const saved = await save(student.accessToken, id, long);
    const confirmed = await call(
      'POST',
      `/api/v1/teacher/drives/${student.id}/${id}/confirm`,
      supervisor.accessToken,
      { version: saved.updatedAt },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // The learner explains it from the log: trimmed, kept, shown to both.
    const explained = await call('PUT', `/api/v1/drives/${id}/explanation`, student.accessToken, {
      explanation: '  Vi körde till mormor i Sundsvall, med en lång paus.  ',
    });
    expect(explained.statusCode, explained.body).toBe(200);
    expect(explained.json()).toMatchObject({
      message: messages.drives.explained,
      drive: {
        id,
        flags: ['long'],
        explanation: 'Vi körde till mormor i Sundsvall, med en lång paus.',
        updatedAt: saved.updatedAt,
        confirmed: { by: supervisor.id },
      },
    });
    expect(await rowOf(id)).toMatchObject({
      explanation: 'Vi körde till mormor i Sundsvall, med en lång paus.',
    });
    const seen = await listed(`/api/v1/teacher/drives/${student.id}`, supervisor.accessToken);
    expect(seen.get(id)).toMatchObject({
      flags: ['long'],
      explanation: 'Vi körde till mormor i Sundsvall, med en lång paus.',
    });

    // The linked supervisor explains a drive the learner added (they may not change it).
    const other = randomUUID();
    await save(student.accessToken, other, drive({ date: '2026-11-21', minutes: 60, km: 150 }));
    const bySupervisor = await call(
      'PUT',
      `/api/v1/teacher/drives/${student.id}/${other}/explanation`,
      supervisor.accessToken,
      { explanation: 'Mätaren visade miles, inte km.' },
    );
    expect(bySupervisor.statusCode, bySupervisor.body).toBe(200);
    expect(bySupervisor.json()).toMatchObject({
      drive: { flags: ['speed'], explanation: 'Mätaren visade miles, inte km.' },
    });

    // An app older than the explanation saves the drive without it: the explanation stays.
    const older = await call('PUT', `/api/v1/drives/${id}`, student.accessToken, {
      ...long,
      note: 'Rast i Gävle',
    });
    expect(older.json<{ drive: Drive }>().drive.explanation).toBe(
      'Vi körde till mormor i Sundsvall, med en lång paus.',
    );
    // The drive's own PUT takes one too, and an empty one takes it away.
    const inForm = await call('PUT', `/api/v1/drives/${id}`, student.accessToken, {
      ...long,
      note: 'Rast i Gävle',
      explanation: 'Till Sundsvall.',
    });
    expect(inForm.json<{ drive: Drive }>().drive.explanation).toBe('Till Sundsvall.');
    const removed = await call('PUT', `/api/v1/drives/${id}/explanation`, student.accessToken, {
      explanation: '   ',
    });
    expect(removed.json()).toMatchObject({
      message: messages.drives.explanationRemoved,
      drive: { flags: ['long'], explanation: null },
    });
    expect((await rowOf(id)).explanation).toBeNull();

    // A supervisor's own drive: explained in its PUT.
    const theirs = randomUUID();
    const added = await call(
      'PUT',
      `/api/v1/teacher/drives/${student.id}/${theirs}`,
      supervisor.accessToken,
      drive({ date: '2026-11-22', minutes: 250, explanation: 'Övningsresa till fjällen.' }),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      drive: { flags: ['long'], explanation: 'Övningsresa till fjällen.' },
    });
  });

  it('refuses a bad explanation with a Swedish message and writes nothing', async () => {
    const { student, supervisor } = await linkedPair();
    const id = randomUUID();
    await save(student.accessToken, id, drive({ minutes: 300 }));
    const tooLong = 'x'.repeat(DRIVE_EXPLANATION_MAX + 1);
    const cases: [string, string, unknown, string][] = [
      [
        `/api/v1/drives/${id}/explanation`,
        student.accessToken,
        { explanation: tooLong },
        messages.drives.explanationTooLong('500'),
      ],
      [
        `/api/v1/teacher/drives/${student.id}/${id}/explanation`,
        supervisor.accessToken,
        { explanation: tooLong },
        messages.drives.explanationTooLong('500'),
      ],
      [
        `/api/v1/drives/${id}`,
        student.accessToken,
        drive({ minutes: 300, explanation: tooLong }),
        messages.drives.explanationTooLong('500'),
      ],
      [
        `/api/v1/drives/${id}/explanation`,
        student.accessToken,
        { explanation: 42 },
        messages.drives.invalidExplanation('500'),
      ],
      [
        `/api/v1/drives/${id}/explanation`,
        student.accessToken,
        {},
        messages.drives.invalidExplanation('500'),
      ],
      [
        `/api/v1/drives/${id}/explanation`,
        student.accessToken,
        { explanation: 'Åre', flags: [] },
        messages.drives.unknownField,
      ],
      [
        `/api/v1/drives/${id}`,
        student.accessToken,
        drive({ flags: [] }),
        messages.drives.unknownField,
      ],
    ];
    for (const [path, token, body, message] of cases) {
      const response = await call('PUT', path, token, body);
      expect(response.statusCode, `${path} ${JSON.stringify(body)}`).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
    }
    const noBody = await call('PUT', `/api/v1/drives/${id}/explanation`, student.accessToken);
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json<{ message: string }>().message).toEqual(expect.any(String));
    // Exactly the most there may be is kept.
    const longest = 'y'.repeat(DRIVE_EXPLANATION_MAX);
    const kept = await call('PUT', `/api/v1/drives/${id}/explanation`, student.accessToken, {
      explanation: longest,
    });
    expect(kept.statusCode).toBe(200);
    expect((await rowOf(id)).explanation).toBe(longest);
  });

  it('never lets another student or a supervisor not linked now explain someone else’s drive', async () => {
    const { student, supervisor } = await linkedPair();
    const stranger = await activeStudent(t);
    const otherSupervisor = await activeSupervisor(t);
    const id = randomUUID();
    await save(student.accessToken, id, drive({ minutes: 300 }));
    const before = await rowOf(id);
    const body = { explanation: 'Det var jag som körde.' };

    // Another student naming the drive: answered as if it did not exist.
    const byStranger = await call(
      'PUT',
      `/api/v1/drives/${id}/explanation`,
      stranger.accessToken,
      body,
    );
    expect(byStranger.statusCode).toBe(404);
    expect(byStranger.json()).toMatchObject({
      code: 'NO_DRIVE',
      message: messages.drives.notFound,
    });
    // A supervisor not linked to the student.
    const byOther = await call(
      'PUT',
      `/api/v1/teacher/drives/${student.id}/${id}/explanation`,
      otherSupervisor.accessToken,
      body,
    );
    expect(byOther.statusCode).toBe(403);
    expect(byOther.json()).toMatchObject({
      code: 'NOT_LINKED',
      message: messages.supervision.notLinked,
    });
    // The linked supervisor naming the drive under a student not theirs.
    const wrongStudent = await call(
      'PUT',
      `/api/v1/teacher/drives/${stranger.id}/${id}/explanation`,
      supervisor.accessToken,
      body,
    );
    expect(wrongStudent.statusCode).toBe(403);
    // The linked supervisor may explain, but not change the learner's drive through its PUT.
    const throughPut = await call(
      'PUT',
      `/api/v1/teacher/drives/${student.id}/${id}`,
      supervisor.accessToken,
      drive({ minutes: 300, explanation: 'Det var jag som körde.' }),
    );
    expect(throughPut.statusCode).toBe(403);
    expect(throughPut.json()).toMatchObject({ code: 'NOT_YOURS' });
    // Each role on the other's route, and no token.
    expect(
      (
        await call(
          'PUT',
          `/api/v1/teacher/drives/${student.id}/${id}/explanation`,
          student.accessToken,
          body,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/v1/drives/${id}/explanation`, supervisor.accessToken, body))
        .statusCode,
    ).toBe(403);
    expect((await call('PUT', `/api/v1/drives/${id}/explanation`, '', body)).statusCode).toBe(401);

    // Once the learner has removed the supervisor, neither may they.
    await call(
      'DELETE',
      `/api/v1/delOneHand?studentId=${student.id}&teacherId=${supervisor.id}`,
      student.accessToken,
    );
    const afterLink = await call(
      'PUT',
      `/api/v1/teacher/drives/${student.id}/${id}/explanation`,
      supervisor.accessToken,
      body,
    );
    expect(afterLink.statusCode).toBe(403);
    expect(await rowOf(id)).toEqual(before);
  });
});
