import { randomUUID } from 'node:crypto';
import {
  DRIVE_CONFIRMATIONS_MAX,
  DRIVE_WRITES_PER_MINUTE,
  DriveConfirmationsResponseSchema,
  DrivesToConfirmResponseSchema,
  DrivesWaitingResponseSchema,
  messages,
  type Drive,
  type DriveConfirmationResult,
} from '@ovningskort/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  injectAs,
  linkedPair as linkedPairOf,
  linkSupervisor,
  startTestApp,
  testDialects,
  type InjectArgs,
  type TestApp,
} from './test-app.js';
import { createDriveService } from '../src/modules/drives/service.js';

/**
 * Issue 34, "Drives: who confirms" and "The supervisor's queue": only the one who sat beside
 * the learner confirms a drive – the linked supervisor those "with the supervisor", never one
 * with a driving school or another person; Hem counts per linked student the drives waiting for
 * the supervisor; "Bekräfta alla" confirms exactly the drives shown, each at the version shown.
 */
describe.each(testDialects)('who confirms, and the supervisor’s queue (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (...args: InjectArgs) => injectAs(t.app, ...args);
  const WITH_SUPERVISOR = { kind: 'supervisor' };
  const drive = (changes: Record<string, unknown> = {}) => ({
    date: '2026-11-24',
    startTime: '16:30',
    minutes: 45,
    km: 23.5,
    supervisedBy: WITH_SUPERVISOR,
    conditions: ['dark'],
    roads: ['urban'],
    traffic: 'calm',
    lessons: [5],
    note: 'Rondeller',
    ...changes,
  });
  const rows = (studentId: string) =>
    t.db
      .selectFrom('drives')
      .selectAll()
      .where('studentId', '=', studentId)
      .orderBy('id')
      .execute();
  const confirmedIds = async (studentId: string) =>
    (await rows(studentId)).filter((r) => r.confirmedAt !== null).map((r) => r.id);

  type Person = Awaited<ReturnType<typeof activeStudent>>;
  type Supervisor = Awaited<ReturnType<typeof activeSupervisor>>;

  const link = (student: Person, supervisor: Supervisor) => linkSupervisor(t, student, supervisor);
  const linkedPair = (name = 'Ines') => linkedPairOf(t, { name });

  /** The student logs a drive through the API; answers it as the server holds it. */
  async function logged(student: Person, changes: Record<string, unknown> = {}) {
    const saved = await call(
      'PUT',
      `/api/v1/drives/${randomUUID()}`,
      student.accessToken,
      drive(changes),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    return saved.json<{ drive: Drive }>().drive;
  }

  const confirmOne = (supervisor: Supervisor, d: Drive) =>
    call('POST', `/api/v1/teacher/drives/${d.studentId}/${d.id}/confirm`, supervisor.accessToken, {
      version: d.updatedAt,
    });

  const confirmAll = (supervisor: Supervisor, studentId: string, body: unknown) =>
    call('POST', `/api/v1/teacher/drives/${studentId}/confirmations`, supervisor.accessToken, body);

  const shown = (list: Drive[]) => ({
    drives: list.map((d) => ({ id: d.id, version: d.updatedAt })),
  });

  async function waiting(supervisor: Supervisor) {
    const answer = await call('GET', '/api/v1/teacher/drives/waiting', supervisor.accessToken);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(DrivesWaitingResponseSchema.safeParse(answer.json()).success).toBe(true);
    return answer.json<{ students: { studentId: string; name: string; count: number }[] }>()
      .students;
  }

  async function toConfirm(supervisor: Supervisor, studentId: string) {
    const answer = await call(
      'GET',
      `/api/v1/teacher/drives/${studentId}/waiting`,
      supervisor.accessToken,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(DrivesToConfirmResponseSchema.safeParse(answer.json()).success).toBe(true);
    return answer.json<{ studentName: string; drives: Drive[]; total: number }>();
  }

  describe('the confirmer rule', () => {
    it('the supervisor confirms a drive they sat beside the learner on; one with Mamma or a driving school is refused with a Swedish 409 and nothing is written', async () => {
      const { student, supervisor } = await linkedPair();
      const theirs = await logged(student);
      const mamma = await logged(student, { supervisedBy: { kind: 'other', name: 'Mamma' } });
      const school = await logged(student, {
        supervisedBy: { kind: 'school', name: 'Trafikskolan Väst' },
      });
      const anySchool = await logged(student, { supervisedBy: { kind: 'school' } });
      const before = await rows(student.id);
      t.clock.advance(1000);

      for (const [d, companion] of [
        [mamma, 'Mamma'],
        [school, 'Trafikskolan Väst'],
        [anySchool, 'en trafikskola'],
      ] as const) {
        const refused = await confirmOne(supervisor, d);
        expect(refused.statusCode, refused.body).toBe(409);
        expect(refused.json()).toEqual({
          code: 'NOT_CONFIRMER',
          message: messages.drives.notConfirmer(companion),
        });
      }
      expect(messages.drives.notConfirmer('Mamma')).toBe(
        'Körningen gjordes med Mamma – bara den som satt bredvid kan bekräfta den.',
      );
      expect(await rows(student.id)).toEqual(before);

      const confirmed = await confirmOne(supervisor, theirs);
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(await confirmedIds(student.id)).toEqual([theirs.id]);
    });

    it('a drive the supervisor adds is confirmed at once only with the supervisor beside the learner, and follows their later changes of who it was', async () => {
      const { student, supervisor } = await linkedPair();
      const put = (id: string, changes: Record<string, unknown>) =>
        call(
          'PUT',
          `/api/v1/teacher/drives/${student.id}/${id}`,
          supervisor.accessToken,
          drive(changes),
        );
      const withMamma = randomUUID();
      const added = await put(withMamma, { supervisedBy: { kind: 'other', name: 'Mamma' } });
      expect(added.statusCode, added.body).toBe(200);
      expect(added.json()).toMatchObject({ drive: { addedBy: 'supervisor', confirmed: null } });

      const together = randomUUID();
      expect((await put(together, {})).json()).toMatchObject({
        drive: { confirmed: { by: supervisor.id } },
      });
      // Changed to a driving school: the supervisor's confirmation goes with it …
      const toSchool = await put(together, { supervisedBy: { kind: 'school', name: '' } });
      expect(toSchool.json()).toMatchObject({ unconfirmed: true, drive: { confirmed: null } });
      // … and back to the supervisor, it is theirs again.
      const back = await put(together, {});
      expect(back.json()).toMatchObject({
        unconfirmed: false,
        drive: { confirmed: { by: supervisor.id } },
      });
      // Mamma's drive becomes theirs when the supervisor says they sat beside after all.
      const nowTheirs = await put(withMamma, {});
      expect(nowTheirs.json()).toMatchObject({ drive: { confirmed: { by: supervisor.id } } });
    });

    it('keeps confirmations made before the rule as they are, and a retry of one still answers 200', async () => {
      const { student, supervisor } = await linkedPair();
      const id = randomUUID();
      // A drive with Mamma confirmed by the supervisor before issue 34.
      await t.db
        .insertInto('drives')
        .values({
          id,
          studentId: student.id,
          date: '2026-11-01',
          startTime: '10:00',
          minutes: 30,
          kmTenths: null,
          supervisorKind: 'other',
          supervisorName: 'Mamma',
          traffic: null,
          addedBy: 'student',
          addedById: student.id,
          confirmedAt: 1000,
          confirmedBy: supervisor.id,
          confirmedByName: 'Hanna Handledare',
          createdAt: 900,
          updatedAt: 900,
          reflection: null,
          reflectionNote: null,
        })
        .execute();
      const before = await rows(student.id);
      const listed = await call(
        'GET',
        `/api/v1/teacher/drives/${student.id}`,
        supervisor.accessToken,
      );
      expect(listed.json<{ drives: Drive[] }>().drives[0]).toMatchObject({
        id,
        confirmed: { at: 1000, byName: 'Hanna Handledare' },
      });
      const retry = await call(
        'POST',
        `/api/v1/teacher/drives/${student.id}/${id}/confirm`,
        supervisor.accessToken,
        { version: 900 },
      );
      expect(retry.statusCode, retry.body).toBe(200);
      expect(await rows(student.id)).toEqual(before);
      expect((await waiting(supervisor))[0]!.count).toBe(0);
    });
  });

  describe('the supervisor’s queue', () => {
    it('counts per linked student, in the order linked, the drives the supervisor may confirm that are not confirmed', async () => {
      const supervisor = await activeSupervisor(t);
      const first = await activeStudent(t, { name: 'Ines' });
      const second = await activeStudent(t, { name: 'Olle' });
      await link(first, supervisor);
      t.clock.advance(1000);
      await link(second, supervisor);
      // Someone else's student, with drives of their own.
      const other = await linkedPair('Stina');
      await logged(other.student);

      const mine = [await logged(first), await logged(first), await logged(first)];
      await logged(first, { supervisedBy: { kind: 'other', name: 'Mamma' } });
      await logged(first, { supervisedBy: { kind: 'school' } });
      const alreadyConfirmed = await logged(first);
      expect((await confirmOne(supervisor, alreadyConfirmed)).statusCode).toBe(200);

      expect(await waiting(supervisor)).toEqual([
        { studentId: first.id, name: 'Ines', count: 3 },
        { studentId: second.id, name: 'Olle', count: 0 },
      ]);
      const list = await toConfirm(supervisor, first.id);
      expect(list.total).toBe(3);
      expect(list.drives.map((d) => d.id).sort()).toEqual(mine.map((d) => d.id).sort());
      expect(list.drives[0]).toMatchObject({
        minutes: 45,
        km: 23.5,
        roads: ['urban'],
        conditions: ['dark'],
        supervisedBy: { kind: 'supervisor' },
        confirmed: null,
      });
      expect(list.studentName).toBe('Ines');
      expect(await toConfirm(supervisor, second.id)).toEqual({
        studentName: 'Olle',
        drives: [],
        total: 0,
      });

      // Confirmed one at a time, the count follows.
      expect((await confirmOne(supervisor, mine[0]!)).statusCode).toBe(200);
      expect((await waiting(supervisor))[0]!.count).toBe(2);
      // The other supervisor sees only their own student.
      expect(await waiting(other.supervisor)).toEqual([
        { studentId: other.student.id, name: 'Stina', count: 1 },
      ]);
    });

    it('lists the latest drives waiting, as many as one "Bekräfta alla" confirms, with how many wait in all', async () => {
      const { student, supervisor } = await linkedPair();
      const count = DRIVE_CONFIRMATIONS_MAX + 5;
      const made = Array.from({ length: count }, (_, i) => ({
        id: randomUUID(),
        studentId: student.id,
        date: `2026-${String(1 + (i % 10)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
        startTime: '17:30',
        minutes: 30,
        kmTenths: null,
        supervisorKind: 'supervisor',
        supervisorName: 'Hanna Handledare',
        traffic: null,
        addedBy: 'student' as const,
        addedById: student.id,
        confirmedAt: null,
        confirmedBy: null,
        confirmedByName: null,
        createdAt: 1000 + i,
        updatedAt: 1000 + i,
        reflection: null,
        reflectionNote: null,
      }));
      await t.db.insertInto('drives').values(made).execute();
      const list = await toConfirm(supervisor, student.id);
      expect(list.total).toBe(count);
      expect(list.drives).toHaveLength(DRIVE_CONFIRMATIONS_MAX);
      const latestFirst = made.toSorted(
        (a, b) =>
          b.date.localeCompare(a.date) || b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1),
      );
      expect(list.drives.map((d) => d.id)).toEqual(
        latestFirst.slice(0, DRIVE_CONFIRMATIONS_MAX).map((d) => d.id),
      );
      expect((await waiting(supervisor))[0]!.count).toBe(count);
    });

    it('is for the linked supervisor only', async () => {
      const { student, supervisor } = await linkedPair();
      await logged(student);
      const stranger = await activeSupervisor(t);
      const refused = await call(
        'GET',
        `/api/v1/teacher/drives/${student.id}/waiting`,
        stranger.accessToken,
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'NOT_LINKED' });
      expect(await waiting(stranger)).toEqual([]);
      for (const path of [
        '/api/v1/teacher/drives/waiting',
        `/api/v1/teacher/drives/${student.id}/waiting`,
      ]) {
        expect((await call('GET', path, student.accessToken)).statusCode, path).toBe(403);
        expect((await call('GET', path, '')).statusCode, path).toBe(401);
      }
      // After the link ends, the student is no longer counted, and their list is refused.
      await call(
        'DELETE',
        `/api/v1/delOneHand?studentId=${student.id}&teacherId=${supervisor.id}`,
        student.accessToken,
      );
      expect(await waiting(supervisor)).toEqual([]);
      const ended = await call(
        'GET',
        `/api/v1/teacher/drives/${student.id}/waiting`,
        supervisor.accessToken,
      );
      expect(ended.statusCode).toBe(403);
    });
  });

  describe('"Bekräfta alla"', () => {
    it('confirms exactly the drives shown, each at the version shown, and a retry changes nothing', async () => {
      const { student, supervisor } = await linkedPair();
      await logged(student);
      await logged(student);
      await logged(student);
      const list = await toConfirm(supervisor, student.id);
      // One more comes after the list was shown: not part of what the supervisor saw.
      const later = await logged(student, { date: '2026-11-25' });
      t.clock.advance(60_000);

      const answer = await confirmAll(supervisor, student.id, shown(list.drives));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(DriveConfirmationsResponseSchema.safeParse(answer.json()).success).toBe(true);
      const { results } = answer.json<{ results: DriveConfirmationResult[] }>();
      expect(results.map((r) => [r.id, r.status])).toEqual(list.drives.map((d) => [d.id, 200]));
      for (const result of results) {
        expect(result).toMatchObject({
          message: messages.drives.confirmed,
          drive: {
            confirmed: {
              at: t.clock.now,
              by: supervisor.id,
              byName: expect.stringContaining(supervisor.input.name),
            },
          },
        });
      }
      expect((await confirmedIds(student.id)).sort()).toEqual(list.drives.map((d) => d.id).sort());
      expect((await rows(student.id)).find((r) => r.id === later.id)!.confirmedAt).toBeNull();
      expect((await waiting(supervisor))[0]!.count).toBe(1);

      // The same list again (an outbox's retry after a lost answer): 200 each, nothing changes.
      const before = await rows(student.id);
      t.clock.advance(60_000);
      const again = await confirmAll(supervisor, student.id, shown(list.drives));
      expect(again.statusCode).toBe(200);
      expect(
        again.json<{ results: DriveConfirmationResult[] }>().results.map((r) => r.status),
      ).toEqual([200, 200, 200]);
      expect(await rows(student.id)).toEqual(before);
    });

    it('a drive changed since it was shown answers 409 with its new values and stays unconfirmed, while the others are confirmed', async () => {
      const { student, supervisor } = await linkedPair();
      const a = await logged(student, { startTime: '08:00' });
      const b = await logged(student, { startTime: '12:00' });
      const c = await logged(student, { startTime: '18:00' });
      const mamma = await logged(student, { supervisedBy: { kind: 'other', name: 'Mamma' } });
      const list = (await toConfirm(supervisor, student.id)).drives;
      expect(list.map((d) => d.id)).toEqual([c.id, b.id, a.id]);
      // The student makes b longer before the tap arrives; the clock has not even moved.
      const changed = await call(
        'PUT',
        `/api/v1/drives/${b.id}`,
        student.accessToken,
        drive({ startTime: '12:00', minutes: 90 }),
      );
      expect(changed.statusCode).toBe(200);

      // The drive with Mamma sent along (not in the list): refused for itself alone.
      const answer = await confirmAll(supervisor, student.id, {
        drives: [...shown(list).drives, { id: mamma.id, version: mamma.updatedAt }],
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const { results } = answer.json<{ results: DriveConfirmationResult[] }>();
      expect(results.map((r) => [r.id, r.status, r.code])).toEqual([
        [c.id, 200, undefined],
        [b.id, 409, 'DRIVE_CHANGED'],
        [a.id, 200, undefined],
        [mamma.id, 409, 'NOT_CONFIRMER'],
      ]);
      expect(results[1]).toMatchObject({
        message: messages.drives.changedSinceSeen,
        drive: { id: b.id, minutes: 90, confirmed: null },
      });
      expect(results[3]!.message).toBe(messages.drives.notConfirmer('Mamma'));
      expect((await confirmedIds(student.id)).sort()).toEqual([a.id, c.id].sort());
      // What the supervisor now sees of b is confirmed with its new version.
      const now = (await toConfirm(supervisor, student.id)).drives;
      expect(now.map((d) => [d.id, d.minutes])).toEqual([[b.id, 90]]);
      const fresh = await confirmAll(supervisor, student.id, shown(now));
      expect(fresh.json<{ results: DriveConfirmationResult[] }>().results[0]!.status).toBe(200);
      expect((await waiting(supervisor))[0]!.count).toBe(0);
    });

    it('refuses another supervisor’s student, and a drive that is not the student’s, writing nothing', async () => {
      const { student, supervisor } = await linkedPair();
      // A second student of the same supervisor, and a stranger with their own supervisor.
      const sibling = await activeStudent(t, { name: 'Olle' });
      await link(sibling, supervisor);
      const stranger = await linkedPair('Stina');
      const mine = await logged(student);
      const siblings = await logged(sibling);
      const strangers = await logged(stranger.student);
      const everything = async () => [
        ...(await rows(student.id)),
        ...(await rows(sibling.id)),
        ...(await rows(stranger.student.id)),
      ];
      const before = await everything();
      t.clock.advance(1000);

      // Another supervisor naming this student: not linked.
      const foreign = await confirmAll(stranger.supervisor, student.id, shown([mine]));
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toMatchObject({
        code: 'NOT_LINKED',
        message: messages.supervision.notLinked,
      });
      // The linked supervisor with a drive of another student (theirs or not) in the list, or
      // one that does not exist: the whole list is refused, also the student's own drive.
      for (const other of [siblings, strangers, { ...mine, id: randomUUID() }]) {
        const refused = await confirmAll(supervisor, student.id, shown([mine, other]));
        expect(refused.statusCode, refused.body).toBe(404);
        expect(refused.json()).toEqual({
          code: 'NO_DRIVE',
          message: messages.drives.confirmationsNotFound,
        });
      }
      // The sibling's drive alone, named under this student: refused too.
      const underSibling = await confirmAll(supervisor, student.id, shown([siblings]));
      expect(underSibling.statusCode).toBe(404);
      // Each role on the other's route, and no token.
      const byStudent = await call(
        'POST',
        `/api/v1/teacher/drives/${student.id}/confirmations`,
        student.accessToken,
        shown([mine]),
      );
      expect(byStudent.statusCode).toBe(403);
      const anonymous = await call(
        'POST',
        `/api/v1/teacher/drives/${student.id}/confirmations`,
        '',
        shown([mine]),
      );
      expect(anonymous.statusCode).toBe(401);
      expect(await everything()).toEqual(before);
    });

    it('refuses bad input with a Swedish 400 and writes nothing', async () => {
      const { student, supervisor } = await linkedPair();
      const mine = await logged(student);
      const item = { id: mine.id, version: mine.updatedAt };
      const tooMany = Array.from({ length: DRIVE_CONFIRMATIONS_MAX + 1 }, () => ({
        id: randomUUID(),
        version: 1,
      }));
      const cases: [unknown, string][] = [
        [undefined, messages.common.badRequest],
        [{}, messages.drives.invalidConfirmations],
        [{ drives: 'alla' }, messages.drives.invalidConfirmations],
        [{ drives: null }, messages.drives.invalidConfirmations],
        [{ drives: [] }, messages.drives.confirmationsEmpty],
        [
          { drives: tooMany },
          messages.drives.confirmationsTooMany(String(DRIVE_CONFIRMATIONS_MAX)),
        ],
        [{ drives: [item, item] }, messages.drives.confirmationsDuplicate],
        [
          { drives: [item, { ...item, id: item.id.toUpperCase() }] },
          messages.drives.confirmationsDuplicate,
        ],
        [{ drives: [mine.id] }, messages.drives.invalidConfirmations],
        [{ drives: [{ id: mine.id }] }, messages.drives.versionRequired],
        [{ drives: [{ ...item, version: -1 }] }, messages.drives.versionRequired],
        [{ drives: [{ ...item, version: 1.5 }] }, messages.drives.versionRequired],
        [{ drives: [{ ...item, version: 'nu' }] }, messages.drives.versionRequired],
        [{ drives: [{ ...item, id: 'inte-ett-id' }] }, messages.common.invalidId],
        [{ drives: [{ ...item, confirmedAt: 1 }] }, messages.drives.unknownField],
        [{ drives: [item], everything: true }, messages.drives.unknownField],
      ];
      for (const [body, message] of cases) {
        const response = await confirmAll(supervisor, student.id, body);
        const label = JSON.stringify(body)?.slice(0, 80) ?? 'no body';
        expect(response.statusCode, label).toBe(400);
        expect(response.json(), label).toEqual({ code: 'VALIDATION', message });
      }
      const badStudent = await confirmAll(supervisor, 'inte-en-elev', { drives: [item] });
      expect(badStudent.statusCode).toBe(400);
      expect(await confirmedIds(student.id)).toEqual([]);
    });

    it(`counts as one drive write of the supervisor's ${DRIVE_WRITES_PER_MINUTE} a minute`, async () => {
      const { student, supervisor } = await linkedPair();
      const list = [await logged(student), await logged(student)];
      for (let i = 0; i < DRIVE_WRITES_PER_MINUTE; i++) {
        const answer = await confirmAll(supervisor, student.id, shown(list));
        expect(answer.statusCode, `${i}: ${answer.body}`).toBe(200);
      }
      const limited = await confirmAll(supervisor, student.id, shown(list));
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(limited.json()).toMatchObject({ code: 'TOO_MANY_DRIVE_CHANGES' });
    });

    it('tells the student’s live stream once per list, and only when it confirmed something', async () => {
      const { student, supervisor } = await linkedPair();
      const told: unknown[] = [];
      const drives = createDriveService({
        db: t.db,
        clock: t.clock.read,
        notify: (studentId, event) => told.push([studentId, event]),
      });
      const list = [await logged(student), await logged(student)];
      const items = list.map((d) => ({ id: d.id, version: d.updatedAt }));
      await drives.confirmAll(supervisor.id, student.id, items);
      expect(told).toEqual([[student.id, { type: 'drives' }]]);
      await drives.confirmAll(supervisor.id, student.id, items);
      expect(told).toHaveLength(1);
    });
  });
});
