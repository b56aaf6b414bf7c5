import { randomUUID } from 'node:crypto';
import {
  DriveInputSchema,
  DRIVE_CONDITIONS,
  DRIVE_PAGE_DEFAULT,
  DRIVE_PAGE_MAX,
  DRIVE_ROADS,
  DRIVE_WRITES_PER_MINUTE,
  DRIVES_PER_STUDENT_MAX,
  DrivesResponseSchema,
  driveTotals,
  mergeDriveTotals,
  messages,
  type Drive,
  type DriveTotals,
  type DriveTotalsResponse,
} from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  injectAs,
  linkedPair as linkedPairOf,
  startTestApp,
  testDialects,
  type InjectArgs,
  type TestApp,
} from './test-app.js';
import { createDriveService } from '../src/modules/drives/service.js';

/**
 * The drive log (issue 18): a student logs drives under ids made on the device, a linked
 * supervisor reads, confirms and adds them; a student's change to a confirmed drive takes the
 * confirmation away; totals are counted as a plain reference computation counts them; the
 * log follows the link exactly as the cards do and goes with the account.
 */
describe.each(testDialects)('the drive log (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);
  const drive = (changes: Record<string, unknown> = {}) => ({
    date: '2026-11-24',
    startTime: '16:30',
    minutes: 45,
    km: 23.5,
    supervisedBy: { kind: 'other', name: 'Mamma' },
    conditions: ['dark'],
    roads: ['urban'],
    traffic: 'calm',
    lessons: [5],
    note: 'Rondeller',
    ...changes,
  });
  const rows = (studentId: string) =>
    t.db.selectFrom('drives').selectAll().where('studentId', '=', studentId).execute();

  const linkedPair = () => linkedPairOf(t);

  it('stores a drive under its own id once, however often it is sent, and lists it', async () => {
    const student = await activeStudent(t);
    const id = randomUUID();
    for (let i = 0; i < 2; i++) {
      const saved = await call('PUT', `/api/v1/drives/${id}`, student.accessToken, drive());
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({
        unconfirmed: false,
        drive: {
          id,
          studentId: student.id,
          date: '2026-11-24',
          minutes: 45,
          km: 23.5,
          supervisedBy: { kind: 'other', name: 'Mamma' },
          addedBy: 'student',
          confirmed: null,
        },
      });
    }
    expect(await rows(student.id)).toHaveLength(1);
    const listed = await call('GET', '/api/v1/drives', student.accessToken);
    expect(listed.json<{ drives: Drive[] }>().drives.map((d) => d.id)).toEqual([id]);
  });

  it('stores a drive sent twice at once (two tabs, a retry racing the first send) once, never an error', async () => {
    const student = await activeStudent(t);
    const drives = createDriveService({ db: t.db, clock: t.clock.read, notify: () => undefined });
    const id = randomUUID();
    const writer = { role: 'student' as const, id: student.id };
    const input = DriveInputSchema.parse(drive());
    const saved = await Promise.all([
      drives.save(writer, student.id, id, input),
      drives.save(writer, student.id, id, input),
      drives.save(writer, student.id, id, { ...input, minutes: 50 }),
    ]);
    expect(saved.map((s) => s.drive.id)).toEqual([id, id, id]);
    expect(await rows(student.id)).toHaveLength(1);
  });

  it('fills in what a client leaves out, and lists the latest drive first', async () => {
    const student = await activeStudent(t);
    const early = randomUUID();
    const late = randomUUID();
    const bare = {
      date: '2026-11-01',
      startTime: '08:00',
      minutes: 30,
      supervisedBy: { kind: 'school' },
    };
    expect(
      (await call('PUT', `/api/v1/drives/${early}`, student.accessToken, bare)).statusCode,
    ).toBe(200);
    await call('PUT', `/api/v1/drives/${late}`, student.accessToken, {
      ...bare,
      date: '2026-11-20',
    });
    const { drives } = (await call('GET', '/api/v1/drives', student.accessToken)).json<{
      drives: Drive[];
    }>();
    expect(drives.map((d) => d.id)).toEqual([late, early]);
    expect(drives[1]).toMatchObject({
      km: null,
      supervisedBy: { kind: 'school', name: '' },
      conditions: [],
      roads: [],
      traffic: null,
      lessons: [],
      note: '',
    });
  });

  it('refuses bad input with a Swedish message and writes nothing', async () => {
    const student = await activeStudent(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '2026-02-30' }, messages.drives.invalidDate],
      [{ date: '1999-12-31' }, messages.drives.tooOld],
      [{ date: '2999-01-01' }, messages.drives.futureDate],
      [{ startTime: '24:00' }, messages.drives.invalidTime],
      [{ minutes: 0 }, messages.drives.invalidDuration('720')],
      [{ minutes: 12.5 }, messages.drives.invalidDuration('720')],
      [{ km: -1 }, messages.drives.invalidDistance('2000')],
      [{ supervisedBy: { kind: 'other', name: '  ' } }, messages.drives.supervisorNameRequired],
      [{ supervisedBy: { kind: 'robot' } }, messages.drives.invalidSupervisor],
      [{ conditions: ['dark', 'dark'] }, messages.drives.duplicate],
      [{ conditions: ['sunny'] }, messages.drives.invalidCondition],
      [{ roads: ['river'] }, messages.drives.invalidRoad],
      [{ traffic: 'none' }, messages.drives.invalidTraffic],
      [{ lessons: [17] }, messages.drives.invalidLesson],
      [{ note: 'x'.repeat(1001) }, messages.drives.noteTooLong('1000')],
      [{ addedBy: 'supervisor' }, messages.drives.unknownField],
      [{ confirmed: { at: 1, by: 'x', byName: 'Tor' } }, messages.drives.unknownField],
    ];
    for (const [changes, message] of cases) {
      const response = await call(
        'PUT',
        `/api/v1/drives/${randomUUID()}`,
        student.accessToken,
        drive(changes),
      );
      expect(response.statusCode, JSON.stringify(changes)).toBe(400);
      const body = response.json<{ message: string }>();
      if (message) expect(body.message, JSON.stringify(changes)).toBe(message);
      else expect(body.message).toEqual(expect.any(String));
    }
    const badId = await call('PUT', '/api/v1/drives/not-a-uuid', student.accessToken, drive());
    expect(badId.statusCode).toBe(400);
    expect(await rows(student.id)).toEqual([]);
  });

  it('names the linked supervisor, and asks for another choice when there is none', async () => {
    const { student, supervisor } = await linkedPair();
    const id = randomUUID();
    const saved = await call(
      'PUT',
      `/api/v1/drives/${id}`,
      student.accessToken,
      drive({ supervisedBy: { kind: 'supervisor' } }),
    );
    expect(saved.statusCode).toBe(200);
    const [row] = await rows(student.id);
    expect(row!.supervisorName).toContain(supervisor.input.name);

    const alone = await activeStudent(t);
    const refused = await call(
      'PUT',
      `/api/v1/drives/${randomUUID()}`,
      alone.accessToken,
      drive({ supervisedBy: { kind: 'supervisor' } }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'NO_SUPERVISOR',
      message: messages.drives.noSupervisor,
    });
  });

  it('keeps who supervised a drive as it was, after the link has ended too', async () => {
    const { student, supervisor } = await linkedPair();
    const id = randomUUID();
    const withSupervisor = drive({ supervisedBy: { kind: 'supervisor' } });
    await call('PUT', `/api/v1/drives/${id}`, student.accessToken, withSupervisor);
    await call(
      'DELETE',
      `/api/v1/delOneHand?studentId=${student.id}&teacherId=${supervisor.id}`,
      student.accessToken,
    );
    const edited = await call('PUT', `/api/v1/drives/${id}`, student.accessToken, {
      ...withSupervisor,
      note: 'Motorväg',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await rows(student.id))[0]).toMatchObject({
      note: 'Motorväg',
      supervisorName: expect.stringContaining(supervisor.input.name),
    });
  });

  it('the supervisor confirms a drive; the student’s later change takes the confirmation away and says so', async () => {
    const { student, supervisor } = await linkedPair();
    const id = randomUUID();
    // A drive with the supervisor beside the learner: theirs to confirm (issue 34).
    const withSupervisor = (changes: Record<string, unknown> = {}) =>
      drive({ supervisedBy: { kind: 'supervisor' }, ...changes });
    const put = await call('PUT', `/api/v1/drives/${id}`, student.accessToken, withSupervisor());
    t.clock.advance(60_000);
    const confirmed = await call(
      'POST',
      `/api/v1/teacher/drives/${student.id}/${id}/confirm`,
      supervisor.accessToken,
      { version: put.json<{ drive: Drive }>().drive.updatedAt },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: messages.drives.confirmed,
      drive: {
        confirmed: {
          at: t.clock.now,
          by: supervisor.id,
          byName: expect.stringContaining(supervisor.input.name),
        },
      },
    });

    // The same drive sent again (an outbox's retry) keeps the confirmation.
    const again = await call('PUT', `/api/v1/drives/${id}`, student.accessToken, withSupervisor());
    expect(again.json()).toMatchObject({
      unconfirmed: false,
      drive: { confirmed: { by: supervisor.id } },
    });

    const changed = await call(
      'PUT',
      `/api/v1/drives/${id}`,
      student.accessToken,
      withSupervisor({ minutes: 50 }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      unconfirmed: true,
      message: messages.drives.unconfirmedByEdit,
      drive: { minutes: 50, confirmed: null },
    });
  });

  it('a supervisor adds a drive for the student, confirmed by them, and may change or delete only their own', async () => {
    const { student, supervisor } = await linkedPair();
    const theirs = randomUUID();
    const added = await call(
      'PUT',
      `/api/v1/teacher/drives/${student.id}/${theirs}`,
      supervisor.accessToken,
      drive({ supervisedBy: { kind: 'supervisor' } }),
    );
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      drive: { addedBy: 'supervisor', confirmed: { by: supervisor.id } },
    });
    const changed = await call(
      'PUT',
      `/api/v1/teacher/drives/${student.id}/${theirs}`,
      supervisor.accessToken,
      drive({ supervisedBy: { kind: 'supervisor' }, minutes: 60 }),
    );
    expect(changed.json()).toMatchObject({
      unconfirmed: false,
      drive: { minutes: 60, confirmed: { by: supervisor.id } },
    });

    const studentsOwn = randomUUID();
    await call('PUT', `/api/v1/drives/${studentsOwn}`, student.accessToken, drive());
    const notTheirs = await call(
      'PUT',
      `/api/v1/teacher/drives/${student.id}/${studentsOwn}`,
      supervisor.accessToken,
      drive({ minutes: 5 }),
    );
    expect(notTheirs.statusCode).toBe(403);
    expect(notTheirs.json()).toMatchObject({
      code: 'NOT_YOURS',
      message: messages.drives.notYours,
    });
    const notTheirsDelete = await call(
      'DELETE',
      `/api/v1/teacher/drives/${student.id}/${studentsOwn}`,
      supervisor.accessToken,
    );
    expect(notTheirsDelete.statusCode).toBe(403);

    const deleted = await call(
      'DELETE',
      `/api/v1/teacher/drives/${student.id}/${theirs}`,
      supervisor.accessToken,
    );
    expect(deleted.json()).toEqual({ message: messages.drives.deleted });
    expect((await rows(student.id)).map((r) => r.id)).toEqual([studentsOwn]);
    expect((await rows(student.id))[0]!.minutes).toBe(45);
  });

  it('a student deletes a drive of theirs; the next delete of it is a 404', async () => {
    const student = await activeStudent(t);
    const id = randomUUID();
    await call('PUT', `/api/v1/drives/${id}`, student.accessToken, drive());
    expect((await call('DELETE', `/api/v1/drives/${id}`, student.accessToken)).json()).toEqual({
      message: messages.drives.deleted,
    });
    const again = await call('DELETE', `/api/v1/drives/${id}`, student.accessToken);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'NO_DRIVE', message: messages.drives.notFound });
  });

  it('never shows or changes another student’s drive, and a removed supervisor sees nothing at once', async () => {
    const { student, supervisor } = await linkedPair();
    const stranger = await activeStudent(t);
    const otherSupervisor = await activeSupervisor(t);
    const id = randomUUID();
    await call('PUT', `/api/v1/drives/${id}`, student.accessToken, drive());
    const before = await rows(student.id);

    // Another student using the same id: answered as if it did not exist; nothing changes.
    const hijack = await call(
      'PUT',
      `/api/v1/drives/${id}`,
      stranger.accessToken,
      drive({ minutes: 1 }),
    );
    expect(hijack.statusCode).toBe(404);
    expect((await call('DELETE', `/api/v1/drives/${id}`, stranger.accessToken)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/v1/drives', stranger.accessToken)).json()).toEqual({
      drives: [],
      next: null,
      olderTotals: null,
    });

    // A supervisor not linked to the student.
    for (const [method, path] of [
      ['GET', `/api/v1/teacher/drives/${student.id}`],
      ['GET', `/api/v1/teacher/drives/${student.id}/totals`],
      ['GET', `/api/v1/teacher/drives/${student.id}/export`],
      ['POST', `/api/v1/teacher/drives/${student.id}/${id}/confirm`],
      ['DELETE', `/api/v1/teacher/drives/${student.id}/${id}`],
    ] as const) {
      const body = method === 'POST' ? { version: before[0]!.updatedAt } : undefined;
      const response = await call(method, path, otherSupervisor.accessToken, body);
      expect(response.statusCode, path).toBe(403);
      expect(response.json()).toMatchObject({
        code: 'NOT_LINKED',
        message: messages.supervision.notLinked,
      });
    }
    const foreignPut = await call(
      'PUT',
      `/api/v1/teacher/drives/${student.id}/${randomUUID()}`,
      otherSupervisor.accessToken,
      drive(),
    );
    expect(foreignPut.statusCode).toBe(403);
    // The linked supervisor naming the drive under another student of theirs: not found.
    const wrongStudent = await call(
      'POST',
      `/api/v1/teacher/drives/${stranger.id}/${id}/confirm`,
      supervisor.accessToken,
      { version: before[0]!.updatedAt },
    );
    expect(wrongStudent.statusCode).toBe(403);

    // Each role on the other's routes.
    expect((await call('GET', '/api/v1/drives', supervisor.accessToken)).statusCode).toBe(403);
    expect(
      (await call('GET', `/api/v1/teacher/drives/${student.id}`, student.accessToken)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/v1/drives', '')).statusCode).toBe(401);

    expect(
      (await call('GET', `/api/v1/teacher/drives/${student.id}`, supervisor.accessToken))
        .statusCode,
    ).toBe(200);
    await call(
      'DELETE',
      `/api/v1/delOneHand?studentId=${student.id}&teacherId=${supervisor.id}`,
      student.accessToken,
    );
    const removed = await call(
      'GET',
      `/api/v1/teacher/drives/${student.id}`,
      supervisor.accessToken,
    );
    expect(removed.statusCode).toBe(403);
    expect(await rows(student.id)).toEqual(before);
  });

  it('counts the totals as a plain reference computation does, for a generated set', async () => {
    const student = await activeStudent(t);
    let seed = 17;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pick = <T>(list: readonly T[]) => list.filter(() => random() < 0.4);
    const sent: Record<string, unknown>[] = [];
    for (let i = 0; i < 40; i++) {
      const day = 1 + Math.floor(random() * 28);
      const month = 1 + Math.floor(random() * 10);
      const input = drive({
        date: `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
        minutes: 10 + Math.floor(random() * 100),
        km: random() < 0.2 ? null : Math.round(random() * 500) / 10,
        conditions: pick(DRIVE_CONDITIONS),
        roads: pick(DRIVE_ROADS),
        lessons: pick([1, 2, 5, 9, 12]),
      });
      sent.push(input);
      const saved = await call('PUT', `/api/v1/drives/${randomUUID()}`, student.accessToken, input);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const totals = (
      await call('GET', '/api/v1/drives/totals', student.accessToken)
    ).json<DriveTotalsResponse>();

    const sum = (list: Record<string, unknown>[], key: 'minutes' | 'km') =>
      list.reduce((total, d) => total + Number(d[key] ?? 0), 0);
    expect(totals.totals.all.drives).toBe(40);
    expect(totals.totals.all.minutes).toBe(sum(sent, 'minutes'));
    expect(totals.totals.all.km).toBeCloseTo(sum(sent, 'km'), 5);
    for (const condition of DRIVE_CONDITIONS) {
      const having = sent.filter((d) => (d.conditions as string[]).includes(condition));
      expect(totals.totals.byCondition[condition]).toMatchObject({
        drives: having.length,
        minutes: sum(having, 'minutes'),
      });
      expect(totals.gaps.conditionsNever.includes(condition)).toBe(having.length === 0);
    }
    for (const road of DRIVE_ROADS) {
      const having = sent.filter((d) => (d.roads as string[]).includes(road));
      expect(totals.totals.byRoad[road].drives).toBe(having.length);
    }
    const latest = sent
      .map((d) => d.date as string)
      .sort()
      .at(-1)!;
    expect(totals.totals.lastDrive?.date).toBe(latest);
    expect(totals.today).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
  });

  it('exports the drives as CSV for both roles', async () => {
    const { student, supervisor } = await linkedPair();
    await call(
      'PUT',
      `/api/v1/drives/${randomUUID()}`,
      student.accessToken,
      drive({ note: 'Första; "halka"' }),
    );
    for (const [path, token] of [
      ['/api/v1/drives/export', student.accessToken],
      [`/api/v1/teacher/drives/${student.id}/export`, supervisor.accessToken],
    ] as const) {
      const response = await call('GET', path, token);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="korjournal-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = response.body.replace(/^\uFEFF/, '').split('\r\n');
      expect(lines[0]!.startsWith('Datum;Starttid;Minuter;Km;')).toBe(true);
      expect(lines[1]).toContain(';"Första; ""halka""";');
    }
  });

  // Issue 36: the learner's short reflection after a drive (kursplan moment 4).
  describe('the reflection after a drive', () => {
    const reflection = {
      answers: [
        { question: 'alertness', answer: '4' },
        { question: 'phone', answer: 'yes' },
      ],
      note: ' Lite stressigt i rondellen ',
    };

    it('is kept with the drive, shown to the linked supervisor and in the CSV, and an older client keeps it', async () => {
      const { student, supervisor } = await linkedPair();
      const id = randomUUID();
      const saved = await call(
        'PUT',
        `/api/v1/drives/${id}`,
        student.accessToken,
        drive({ reflection }),
      );
      expect(saved.statusCode, saved.body).toBe(200);
      const expected = { ...reflection, note: 'Lite stressigt i rondellen' };
      expect(saved.json<{ drive: Drive }>().drive.reflection).toEqual(expected);
      const [row] = await rows(student.id);
      expect(JSON.parse(row!.reflection!)).toEqual(reflection.answers);
      expect(row!.reflectionNote).toBe('Lite stressigt i rondellen');

      const seen = await call(
        'GET',
        `/api/v1/teacher/drives/${student.id}`,
        supervisor.accessToken,
      );
      expect(seen.json<{ drives: Drive[] }>().drives[0]!.reflection).toEqual(expected);
      const csv = await call('GET', '/api/v1/drives/export', student.accessToken);
      const [header, line] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
      // Issue 34's flags and explanation follow it.
      expect(header!.endsWith(';Reflektion;Avvikelser;Förklaring')).toBe(true);
      expect(line).toContain('Pigg: 4 · Telefonen undan: Ja · ”Lite stressigt i rondellen”');

      // An app older than the reflection sends the drive without it: the reflection stays.
      const older = await call(
        'PUT',
        `/api/v1/drives/${id}`,
        student.accessToken,
        drive({ minutes: 50 }),
      );
      expect(older.statusCode).toBe(200);
      expect(older.json<{ drive: Drive }>().drive).toMatchObject({
        minutes: 50,
        reflection: expected,
      });
      // Null takes it away; an empty one is none.
      const cleared = await call(
        'PUT',
        `/api/v1/drives/${id}`,
        student.accessToken,
        drive({ minutes: 50, reflection: null }),
      );
      expect(cleared.json<{ drive: Drive }>().drive.reflection).toBeNull();
      const empty = randomUUID();
      const skipped = await call(
        'PUT',
        `/api/v1/drives/${empty}`,
        student.accessToken,
        drive({ reflection: { answers: [], note: '' } }),
      );
      expect(skipped.json<{ drive: Drive }>().drive.reflection).toBeNull();
      const plain = await call(
        'PUT',
        `/api/v1/drives/${randomUUID()}`,
        student.accessToken,
        drive(),
      );
      expect(plain.json<{ drive: Drive }>().drive.reflection).toBeNull();
    });

    it('changed alone, keeps the supervisor’s confirmation: it is not what they confirmed', async () => {
      const { student, supervisor } = await linkedPair();
      const id = randomUUID();
      const withSupervisor = { supervisedBy: { kind: 'supervisor' } };
      const first = await call(
        'PUT',
        `/api/v1/drives/${id}`,
        student.accessToken,
        drive(withSupervisor),
      );
      const confirm = await call(
        'POST',
        `/api/v1/teacher/drives/${student.id}/${id}/confirm`,
        supervisor.accessToken,
        { version: first.json<{ drive: Drive }>().drive.updatedAt },
      );
      expect(confirm.statusCode, confirm.body).toBe(200);
      const reflected = await call(
        'PUT',
        `/api/v1/drives/${id}`,
        student.accessToken,
        drive({ ...withSupervisor, reflection }),
      );
      expect(reflected.json()).toMatchObject({
        unconfirmed: false,
        drive: {
          confirmed: { byName: expect.any(String) },
          reflection: { note: expect.any(String) },
        },
      });
      const changed = await call(
        'PUT',
        `/api/v1/drives/${id}`,
        student.accessToken,
        drive({ ...withSupervisor, minutes: 50, reflection }),
      );
      expect(changed.json()).toMatchObject({ unconfirmed: true, drive: { confirmed: null } });
    });

    it('refuses a bad reflection with a Swedish message and writes nothing', async () => {
      const student = await activeStudent(t);
      const bad = (value: unknown) => drive({ reflection: value });
      const cases: [Record<string, unknown>, string][] = [
        [
          bad({ answers: [{ question: 'mood', answer: 'yes' }] }),
          messages.drives.invalidReflection,
        ],
        [bad({ answers: [{ question: 'phone', answer: '4' }] }), messages.drives.invalidReflection],
        [
          bad({
            answers: [
              { question: 'phone', answer: 'yes' },
              { question: 'phone', answer: 'no' },
            ],
          }),
          messages.drives.invalidReflection,
        ],
        [bad({ answers: 'yes' }), messages.drives.invalidReflection],
        [bad('pigg'), messages.drives.invalidReflection],
        [bad({ answers: [], mood: 'glad' }), messages.drives.invalidReflection],
        [bad({ answers: [], note: 'x'.repeat(301) }), messages.drives.reflectionNoteTooLong('300')],
      ];
      for (const [body, message] of cases) {
        const response = await call(
          'PUT',
          `/api/v1/drives/${randomUUID()}`,
          student.accessToken,
          body,
        );
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(response.json<{ message: string }>().message, JSON.stringify(body)).toBe(message);
      }
      expect(await rows(student.id)).toEqual([]);
    });

    it('is never read or written by another account, and a supervisor’s write leaves it as it was', async () => {
      const { student, supervisor } = await linkedPair();
      const stranger = await activeStudent(t);
      const otherSupervisor = await activeSupervisor(t);
      const id = randomUUID();
      await call('PUT', `/api/v1/drives/${id}`, student.accessToken, drive({ reflection }));
      const before = await rows(student.id);

      const hijack = await call(
        'PUT',
        `/api/v1/drives/${id}`,
        stranger.accessToken,
        drive({ reflection: { answers: [{ question: 'risk', answer: 'yes' }], note: 'x' } }),
      );
      expect(hijack.statusCode).toBe(404);
      const strangerList = await call('GET', '/api/v1/drives', stranger.accessToken);
      expect(strangerList.json<{ drives: Drive[] }>().drives).toEqual([]);
      expect(strangerList.body).not.toContain('rondellen');
      for (const path of [
        `/api/v1/teacher/drives/${student.id}`,
        `/api/v1/teacher/drives/${student.id}/export`,
      ]) {
        const response = await call('GET', path, otherSupervisor.accessToken);
        expect(response.statusCode, path).toBe(403);
        expect(response.body).not.toContain('rondellen');
      }
      // The linked supervisor may not change the student's drive, reflection or not.
      const bySupervisor = await call(
        'PUT',
        `/api/v1/teacher/drives/${student.id}/${id}`,
        supervisor.accessToken,
        drive({ reflection: null }),
      );
      expect(bySupervisor.statusCode).toBe(403);
      expect(await rows(student.id)).toEqual(before);

      // A drive the supervisor adds has no reflection of theirs: the reflection is the learner's.
      const own = randomUUID();
      const added = await call(
        'PUT',
        `/api/v1/teacher/drives/${student.id}/${own}`,
        supervisor.accessToken,
        drive({ reflection }),
      );
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json<{ drive: Drive }>().drive.reflection).toBeNull();
    });
  });

  // Security round 3 (decision 017): the version a confirmation names, the cap, the write
  // rate and the paged list.

  it('confirms only the version the supervisor saw: a drive changed since answers 409 and stays unconfirmed', async () => {
    const { student, supervisor } = await linkedPair();
    const id = randomUUID();
    const withSupervisor = { supervisedBy: { kind: 'supervisor' } };
    await call(
      'PUT',
      `/api/v1/drives/${id}`,
      student.accessToken,
      drive({ ...withSupervisor, minutes: 30 }),
    );
    const list = async () =>
      (await call('GET', `/api/v1/teacher/drives/${student.id}`, supervisor.accessToken)).json<{
        drives: Drive[];
      }>().drives;
    const seen = (await list())[0]!;
    // The student changes it just before the tap arrives; the clock has not even moved.
    const changed = await call(
      'PUT',
      `/api/v1/drives/${id}`,
      student.accessToken,
      drive({ ...withSupervisor, minutes: 600 }),
    );
    expect(changed.statusCode).toBe(200);
    const now = (await list())[0]!;
    expect(now.updatedAt).toBeGreaterThan(seen.updatedAt);

    const confirm = (body?: unknown) =>
      call(
        'POST',
        `/api/v1/teacher/drives/${student.id}/${id}/confirm`,
        supervisor.accessToken,
        body,
      );
    const stale = await confirm({ version: seen.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'DRIVE_CHANGED',
      message: messages.drives.changedSinceSeen,
    });
    expect((await rows(student.id))[0]!.confirmedAt).toBeNull();

    // No version, or not a number: a Swedish 400, nothing confirmed.
    for (const body of [undefined, {}, { version: 'x' }, { version: -1 }, { version: 1.5 }]) {
      const refused = await confirm(body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe(messages.drives.versionRequired);
    }
    const extra = await confirm({ version: now.updatedAt, confirmedAt: 1 });
    expect(extra.statusCode).toBe(400);
    expect((await rows(student.id))[0]!.confirmedAt).toBeNull();

    // What the supervisor now sees is confirmed; sent again (a lost answer), it is kept.
    for (let i = 0; i < 2; i++) {
      const fresh = await confirm({ version: now.updatedAt });
      expect(fresh.statusCode, fresh.body).toBe(200);
      expect(fresh.json()).toMatchObject({
        drive: { minutes: 600, confirmed: { by: supervisor.id } },
      });
    }
    // A confirmation does not change the version: a retry after a lost answer still matches.
    expect((await list())[0]!.updatedAt).toBe(now.updatedAt);
    // Another supervisor cannot confirm it, whatever the version.
    const otherSupervisor = await activeSupervisor(t);
    const foreign = await call(
      'POST',
      `/api/v1/teacher/drives/${student.id}/${id}/confirm`,
      otherSupervisor.accessToken,
      { version: now.updatedAt },
    );
    expect(foreign.statusCode).toBe(403);
  });

  it('a student’s change always takes the confirmation away, even when it raced the confirmation', async () => {
    const { student, supervisor } = await linkedPair();
    const drives = createDriveService({ db: t.db, clock: t.clock.read, notify: () => undefined });
    const id = randomUUID();
    const writer = { role: 'student' as const, id: student.id };
    const withSupervisor = { supervisedBy: { kind: 'supervisor' } };
    const first = await drives.save(
      writer,
      student.id,
      id,
      DriveInputSchema.parse(drive(withSupervisor)),
    );
    // Both at once: whichever wins, a confirmed drive never holds content the supervisor did not see.
    await Promise.all([
      drives.save(
        writer,
        student.id,
        id,
        DriveInputSchema.parse(drive({ ...withSupervisor, minutes: 600 })),
      ),
      drives.confirm(supervisor.id, student.id, id, first.drive.updatedAt).catch(() => undefined),
    ]);
    const [row] = await rows(student.id);
    expect(row!.minutes).toBe(600);
    expect(row!.confirmedAt).toBeNull();
  });

  /** `count` drives of the student written straight into the database (fast, no rate limit). */
  async function seedDrives(studentId: string, count: number) {
    const made = Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      studentId,
      // Few dates and times, so that many drives tie and the order falls back to createdAt and id.
      date: `2026-0${1 + (i % 9)}-${String(1 + (i % 7)).padStart(2, '0')}`,
      startTime: i % 3 === 0 ? '08:00' : '17:30',
      minutes: 10 + (i % 50),
      kmTenths: i % 4 === 0 ? null : i * 3,
      supervisorKind: i % 5 === 0 ? 'school' : 'other',
      supervisorName: 'Mamma',
      conditions: JSON.stringify(i % 2 === 0 ? ['dark'] : ['rain', 'fog']),
      roads: JSON.stringify(i % 3 === 0 ? ['urban'] : []),
      traffic: i % 2 === 0 ? 'calm' : null,
      lessons: JSON.stringify([1 + (i % 15)]),
      note: `Körning ${i}`,
      addedBy: 'student' as const,
      addedById: studentId,
      confirmedAt: i % 6 === 0 ? 1000 : null,
      confirmedBy: i % 6 === 0 ? 'x' : null,
      confirmedByName: i % 6 === 0 ? 'Tor' : null,
      createdAt: 1000 + (i % 4),
      updatedAt: 1000 + (i % 4),
    }));
    for (let i = 0; i < made.length; i += 200) {
      await t.db
        .insertInto('drives')
        .values(made.slice(i, i + 200))
        .execute();
    }
    // The order of the log: the latest first; ties by when it was added, then by id.
    return made.toSorted(
      (a, b) =>
        b.date.localeCompare(a.date) ||
        b.startTime.localeCompare(a.startTime) ||
        b.createdAt - a.createdAt ||
        (a.id < b.id ? 1 : -1),
    );
  }

  type Page = { drives: Drive[]; next: string | null; olderTotals: DriveTotals | null };
  const page = async (path: string, token: string) => {
    const response = await call('GET', path, token);
    expect(response.statusCode, response.body).toBe(200);
    expect(DrivesResponseSchema.safeParse(response.json()).success).toBe(true);
    return response.json<Page>();
  };

  it('lists the drives a page at a time, the latest first, with a cursor to the older ones, for both roles', async () => {
    const { student, supervisor } = await linkedPair();
    const expected = await seedDrives(student.id, 250);
    for (const [base, token] of [
      ['/api/v1/drives', student.accessToken],
      [`/api/v1/teacher/drives/${student.id}`, supervisor.accessToken],
    ] as const) {
      // Without a limit: the latest DRIVE_PAGE_DEFAULT, as an older client asks.
      const first = await page(base, token);
      expect(first.drives.map((d) => d.id)).toEqual(
        expected.slice(0, DRIVE_PAGE_DEFAULT).map((d) => d.id),
      );
      expect(first.next).toEqual(expect.any(String));
      const ids = first.drives.map((d) => d.id);
      let next = first.next;
      while (next) {
        const more = await page(`${base}?limit=70&before=${encodeURIComponent(next)}`, token);
        expect(more.drives.length).toBeLessThanOrEqual(70);
        ids.push(...more.drives.map((d) => d.id));
        next = more.next;
      }
      expect(ids).toEqual(expected.map((d) => d.id));

      // The bounds: one, and the most a page holds.
      const one = await page(`${base}?limit=1`, token);
      expect(one.drives.map((d) => d.id)).toEqual([expected[0]!.id]);
      const all = await page(`${base}?limit=${DRIVE_PAGE_MAX}`, token);
      expect(all.drives).toHaveLength(250);
      expect([all.next, all.olderTotals]).toEqual([null, null]);
    }
  });

  it('answers with each page the totals of the drives older than it, so the totals cover every drive', async () => {
    const student = await activeStudent(t);
    await seedDrives(student.id, 230);
    const totals = (
      await call('GET', '/api/v1/drives/totals', student.accessToken)
    ).json<DriveTotalsResponse>();
    expect(totals.totals.all.drives).toBe(230);
    const first = await page('/api/v1/drives', student.accessToken);
    expect(first.olderTotals!.all.drives).toBe(230 - DRIVE_PAGE_DEFAULT);
    // What a client counts of the page it has, with the older ones' totals: every drive.
    const merged = mergeDriveTotals(
      driveTotals(first.drives, totals.today),
      first.olderTotals,
      totals.today,
    );
    expect(merged).toEqual(totals.totals);
    expect(merged.all.minutes).toBe(
      (await rows(student.id)).reduce((sum, row) => sum + Number(row.minutes), 0),
    );
    // And so for the second page on top of the first.
    const second = await page(
      `/api/v1/drives?before=${encodeURIComponent(first.next!)}`,
      student.accessToken,
    );
    expect(
      mergeDriveTotals(
        driveTotals([...first.drives, ...second.drives], totals.today),
        second.olderTotals,
        totals.today,
      ),
    ).toEqual(totals.totals);
  });

  it('refuses a bad page with a Swedish message, and a cursor reaches only the caller’s own drives', async () => {
    const { student, supervisor } = await linkedPair();
    const stranger = await activeStudent(t);
    await seedDrives(student.id, 5);
    const cursor = (await page('/api/v1/drives?limit=2', student.accessToken)).next!;
    for (const [query, message] of [
      ['limit=0', messages.drives.invalidPageSize(String(DRIVE_PAGE_MAX))],
      [`limit=${DRIVE_PAGE_MAX + 1}`, messages.drives.invalidPageSize(String(DRIVE_PAGE_MAX))],
      ['limit=-1', messages.drives.invalidPageSize(String(DRIVE_PAGE_MAX))],
      ['limit=1.5', messages.drives.invalidPageSize(String(DRIVE_PAGE_MAX))],
      ['limit=abc', messages.drives.invalidPageSize(String(DRIVE_PAGE_MAX))],
      ['limit=', messages.drives.invalidPageSize(String(DRIVE_PAGE_MAX))],
      ['limit=1&limit=2', messages.drives.invalidPageSize(String(DRIVE_PAGE_MAX))],
      ['before=yesterday', messages.drives.invalidCursor],
      [`before=${encodeURIComponent(cursor)}x`, messages.drives.invalidCursor],
      ['before=', messages.drives.invalidCursor],
    ] as const) {
      for (const [base, token] of [
        ['/api/v1/drives', student.accessToken],
        [`/api/v1/teacher/drives/${student.id}`, supervisor.accessToken],
      ] as const) {
        const response = await call('GET', `${base}?${query}`, token);
        expect(response.statusCode, `${base}?${query}`).toBe(400);
        expect(response.json()).toMatchObject({ code: 'VALIDATION', message });
      }
    }
    // Another student's cursor names a place, not a log: the stranger reads their own (none).
    expect(
      await page(`/api/v1/drives?before=${encodeURIComponent(cursor)}`, stranger.accessToken),
    ).toEqual({ drives: [], next: null, olderTotals: null });
    // A supervisor not linked: refused, with or without paging.
    const otherSupervisor = await activeSupervisor(t);
    const foreign = await call(
      'GET',
      `/api/v1/teacher/drives/${student.id}?limit=1&before=${encodeURIComponent(cursor)}`,
      otherSupervisor.accessToken,
    );
    expect(foreign.statusCode).toBe(403);
  });

  it(`holds at most ${DRIVES_PER_STUDENT_MAX} drives per student`, async () => {
    const { student, supervisor } = await linkedPair();
    const seeded = await seedDrives(student.id, DRIVES_PER_STUDENT_MAX);
    const full = await call('PUT', `/api/v1/drives/${randomUUID()}`, student.accessToken, drive());
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      code: 'TOO_MANY_DRIVES',
      message: messages.drives.tooMany(String(DRIVES_PER_STUDENT_MAX)),
    });
    const bySupervisor = await call(
      'PUT',
      `/api/v1/teacher/drives/${student.id}/${randomUUID()}`,
      supervisor.accessToken,
      drive({ supervisedBy: { kind: 'supervisor' } }),
    );
    expect([bySupervisor.statusCode, bySupervisor.json().code]).toEqual([409, 'TOO_MANY_DRIVES']);
    expect(await rows(student.id)).toHaveLength(DRIVES_PER_STUDENT_MAX);
    // Changing one that is there still works; after a delete there is room for one more.
    const change = await call(
      'PUT',
      `/api/v1/drives/${seeded[0]!.id}`,
      student.accessToken,
      drive(),
    );
    expect(change.statusCode, change.body).toBe(200);
    await call('DELETE', `/api/v1/drives/${seeded[1]!.id}`, student.accessToken);
    const room = await call('PUT', `/api/v1/drives/${randomUUID()}`, student.accessToken, drive());
    expect(room.statusCode, room.body).toBe(200);
  });

  it(`takes at most ${DRIVE_WRITES_PER_MINUTE} drive writes a minute per account, then 429 with retry-after`, async () => {
    const { student, supervisor } = await linkedPair();
    const other = await activeStudent(t);
    const ids: string[] = [];
    for (let i = 0; i < DRIVE_WRITES_PER_MINUTE; i++) {
      const id = randomUUID();
      ids.push(id);
      // With the supervisor beside the learner, so that the supervisor may confirm one below.
      const withSupervisor = drive({ supervisedBy: { kind: 'supervisor' } });
      const saved = await call('PUT', `/api/v1/drives/${id}`, student.accessToken, withSupervisor);
      expect(saved.statusCode, `${i}: ${saved.body}`).toBe(200);
    }
    const limited = await call(
      'PUT',
      `/api/v1/drives/${randomUUID()}`,
      student.accessToken,
      drive(),
    );
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      code: 'TOO_MANY_DRIVE_CHANGES',
      message: messages.drives.tooManyChanges('1 minut'),
    });
    // Deleting counts too; reading does not; nothing was written.
    const remove = await call('DELETE', `/api/v1/drives/${ids[0]!}`, student.accessToken);
    expect(remove.statusCode).toBe(429);
    expect((await call('GET', '/api/v1/drives', student.accessToken)).statusCode).toBe(200);
    expect(await rows(student.id)).toHaveLength(DRIVE_WRITES_PER_MINUTE);
    // Per account: another student, and the student's supervisor, write on.
    expect(
      (await call('PUT', `/api/v1/drives/${randomUUID()}`, other.accessToken, drive())).statusCode,
    ).toBe(200);
    const seen = (await rows(student.id)).find((row) => row.id === ids[1])!;
    const confirm = await call(
      'POST',
      `/api/v1/teacher/drives/${student.id}/${ids[1]!}/confirm`,
      supervisor.accessToken,
      { version: Number(seen.updatedAt) },
    );
    expect(confirm.statusCode, confirm.body).toBe(200);
    // A minute later the student may write again.
    t.clock.advance(61_000);
    const later = await call('PUT', `/api/v1/drives/${randomUUID()}`, student.accessToken, drive());
    expect(later.statusCode, later.body).toBe(200);
  });

  it('goes with the student’s account', async () => {
    const student = await activeStudent(t);
    await call('PUT', `/api/v1/drives/${randomUUID()}`, student.accessToken, drive());
    expect(await rows(student.id)).toHaveLength(1);
    const deleted = await call('DELETE', `/api/v1/delUser/${student.id}`, student.accessToken, {
      password: student.input.password,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect(await rows(student.id)).toEqual([]);
  });
});
