/**
 * Mass assignment (issue "ready for real use"): every write endpoint gets a valid body plus
 * fields it does not take (id, studentId, teacherId, groupId, isActivated, role, email,
 * passwordHash, createdAt, version, isUser…), and a snapshot of every row of every table
 * before and after proves that only the intended change happened.
 */
import { randomUUID } from 'node:crypto';
import { linkIn, waitForMail } from '@ovningskort/test-support';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.js';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  PUBLIC_URL,
  startTestApp,
  testDialects,
  uniqueEmail,
  validRegistration,
  validSupervisorRegistration,
  type DialectName,
  type TestApp,
} from '../test-app.js';
import { tableNames } from './fuzz-oracle.js';

type Table = keyof Database;
type Row = Record<string, unknown>;

const keyOf: Partial<Record<Table, string>> = {
  refreshTokens: 'tokenHash',
  oneTimeTokens: 'tokenHash',
  oidcRequests: 'stateHash',
  studentTeacher: 'studentId',
  selfAssessments: 'studentId',
};

async function snapshotRows(t: TestApp) {
  const result = new Map<Table, Map<string, Row>>();
  // The rate limits count attempts and e-mails of every request (their own tests check them).
  for (const table of tableNames.filter((name) => name !== 'rateLimits')) {
    const rows = (await t.db.selectFrom(table).selectAll().execute()) as Row[];
    const key = keyOf[table] ?? 'id';
    result.set(table, new Map(rows.map((row) => [String(row[key]), row])));
  }
  return result;
}
type Snapshot = Awaited<ReturnType<typeof snapshotRows>>;

interface Change {
  table: Table;
  kind: 'insert' | 'delete' | 'update';
  key: string;
  row: Row;
  columns: string[];
}

function diff(before: Snapshot, after: Snapshot): Change[] {
  const changes: Change[] = [];
  for (const table of before.keys()) {
    const a = before.get(table)!;
    const b = after.get(table)!;
    for (const [key, row] of b) {
      const old = a.get(key);
      if (!old) {
        changes.push({ table, kind: 'insert', key, row, columns: Object.keys(row) });
        continue;
      }
      const columns = Object.keys(row).filter(
        (c) => JSON.stringify(row[c]) !== JSON.stringify(old[c]),
      );
      if (columns.length) changes.push({ table, kind: 'update', key, row, columns });
    }
    for (const [key, row] of a) {
      if (!b.has(key)) changes.push({ table, kind: 'delete', key, row, columns: [] });
    }
  }
  return changes;
}

/** Values nobody may set through a request body; they must never show up in a changed row. */
const sentinel = {
  id: randomUUID(),
  email: 'hijack@example.se',
  passwordHash: 'injected-hash',
  role: 'admin',
  createdAt: 12_345,
  updatedAt: 12_345,
  version: 999,
  slot: 99,
  oidcSubject: 'injected-subject',
  ipHash: 'injected-ip',
};

interface World {
  student: Awaited<ReturnType<typeof activeStudent>>;
  supervisor: Awaited<ReturnType<typeof activeSupervisor>>;
  /** Another student and supervisor, whose ids the extra fields name. */
  stranger: Awaited<ReturnType<typeof activeStudent>>;
  strangerSupervisor: Awaited<ReturnType<typeof activeSupervisor>>;
  noteId: string;
  groupId: string;
  strangerGroupId: string;
}

/** The extra fields, minus those the endpoint really takes. */
function extras(world: World, own: string[]): Row {
  const all: Row = {
    ...sentinel,
    studentId: world.stranger.id,
    teacherId: world.strangerSupervisor.id,
    userId: world.stranger.id,
    groupId: world.strangerGroupId,
    groupdId: world.strangerGroupId,
    isActivated: true,
    profileComplete: true,
    isUser: true,
    isDone: true,
    autotransmission: true,
    number: 16,
    pnr: '199001011234',
    congratulatedAt: 1,
    sessionId: randomUUID(),
    usedAt: 1,
    expiresAt: 9_999_999_999_999,
  };
  for (const field of own) delete all[field];
  return all;
}

/** A drive of the drive log (issue 18), and the fields its schema takes. */
const DRIVE = {
  date: '2026-11-24',
  startTime: '16:30',
  minutes: 45,
  supervisedBy: { kind: 'school' },
};
const DRIVE_FIELDS = [
  'date',
  'startTime',
  'minutes',
  'km',
  'supervisedBy',
  'conditions',
  'roads',
  'traffic',
  'lessons',
  'note',
];

interface Case {
  name: string;
  /** The fields the endpoint takes (not sent as extras). */
  fields: string[];
  send(t: TestApp, world: World, extra: Row): Promise<LightMyRequestResponse>;
  status: number;
  /** Table → how many rows it may gain. */
  inserts?: Partial<Record<Table, number>>;
  /** Table → the columns that may change in existing rows. */
  updates?: Partial<Record<Table, string[]>>;
  /** Whose ids a new row may carry (default: the student and supervisor of the world). */
  owners?(world: World): string[];
  /** More checks of the changes (e.g. an inserted row belongs to the caller). */
  check?(changes: Change[], world: World): void;
}

const json = (
  t: TestApp,
  method: 'POST' | 'PUT',
  url: string,
  payload: Row,
  headers: Record<string, string> = {},
) => t.app.inject({ method, url, payload, headers });

const inserted = (changes: Change[], table: Table) =>
  changes.filter((c) => c.table === table && c.kind === 'insert').map((c) => c.row);

const cases: Case[] = [
  {
    name: 'POST /api/registration',
    fields: ['name', 'surname', 'email', 'password', 'city', 'category'],
    send: (t, _w, extra) =>
      json(t, 'POST', '/api/registration', { ...validRegistration(), ...extra }),
    status: 200,
    inserts: { students: 1, oneTimeTokens: 1 },
    check(changes) {
      const [student] = inserted(changes, 'students');
      expect(student).toMatchObject({ isActivated: 0, profileComplete: 1 });
    },
  },
  {
    name: 'POST /api/v1/teacher/registration',
    fields: ['name', 'surname', 'email', 'password', 'city', 'category', 'autotransmission'],
    send: (t, _w, extra) =>
      json(t, 'POST', '/api/v1/teacher/registration', {
        ...validSupervisorRegistration(),
        ...extra,
      }),
    status: 200,
    inserts: { teachers: 1, oneTimeTokens: 1 },
    check(changes) {
      expect(inserted(changes, 'teachers')[0]).toMatchObject({ isActivated: 0 });
    },
  },
  {
    name: 'POST /api/v1/login',
    fields: ['email', 'password'],
    send: (t, w, extra) =>
      json(t, 'POST', '/api/v1/login', {
        email: w.student.input.email,
        password: w.student.input.password,
        ...extra,
      }),
    status: 200,
    inserts: { sessions: 1, refreshTokens: 1 },
    check(changes, w) {
      expect(inserted(changes, 'sessions')[0]).toMatchObject({
        userId: w.student.id,
        role: 'student',
      });
    },
  },
  {
    name: 'POST /api/v1/teacher/login',
    fields: ['email', 'password'],
    send: (t, w, extra) =>
      json(t, 'POST', '/api/v1/teacher/login', {
        email: w.supervisor.input.email,
        password: w.supervisor.input.password,
        ...extra,
      }),
    status: 200,
    inserts: { sessions: 1, refreshTokens: 1 },
    check(changes, w) {
      expect(inserted(changes, 'sessions')[0]).toMatchObject({
        userId: w.supervisor.id,
        role: 'teacher',
      });
    },
  },
  {
    name: 'PUT /api/v1/updUserData/:id',
    fields: ['name', 'surname', 'city', 'pnr', 'phone', 'category', 'email'],
    send: (t, w, extra) =>
      json(
        t,
        'PUT',
        `/api/v1/updUserData/${w.student.id}`,
        { name: 'Ny Elev', surname: 'Svensson', city: 'Malmö', phone: '0701234567', ...extra },
        bearer(w.student.accessToken),
      ),
    status: 200,
    updates: { students: ['name', 'surname', 'city', 'phone', 'updatedAt'] },
    check: onlyRow('students', (w) => w.student.id),
  },
  {
    name: 'PUT /api/v1/updTeacherData/:id',
    fields: ['name', 'surname', 'city', 'pnr', 'phone', 'category', 'email'],
    send: (t, w, extra) =>
      json(
        t,
        'PUT',
        `/api/v1/updTeacherData/${w.supervisor.id}`,
        { name: 'Ny Handledare', surname: 'Berg', ...extra },
        bearer(w.supervisor.accessToken),
      ),
    status: 200,
    updates: { teachers: ['name', 'surname', 'updatedAt'] },
    check: onlyRow('teachers', (w) => w.supervisor.id),
  },
  {
    name: 'PUT /api/v1/updUserData2/:id (gearbox)',
    fields: ['autotransmission'],
    send: (t, w, extra) =>
      json(
        t,
        'PUT',
        `/api/v1/updUserData2/${w.student.id}`,
        { autotransmission: true, ...extra },
        bearer(w.student.accessToken),
      ),
    status: 200,
    updates: { students: ['autotransmission', 'updatedAt'] },
    check: onlyRow('students', (w) => w.student.id),
  },
  {
    name: 'PUT /api/v1/updTeacherData2/:id (gearbox)',
    fields: ['autotransmission'],
    send: (t, w, extra) =>
      json(
        t,
        'PUT',
        `/api/v1/updTeacherData2/${w.supervisor.id}`,
        { autotransmission: true, ...extra },
        bearer(w.supervisor.accessToken),
      ),
    status: 200,
    updates: { teachers: ['autotransmission', 'updatedAt'] },
    check: onlyRow('teachers', (w) => w.supervisor.id),
  },
  {
    name: 'POST /api/v1/drivingnotes/card',
    fields: [],
    send: (t, w, extra) =>
      json(t, 'POST', '/api/v1/drivingnotes/card', extra, bearer(w.student.accessToken)),
    status: 201,
    inserts: { cards: 1, drivingNotes: 15 },
    check(changes, w) {
      for (const row of [...inserted(changes, 'cards'), ...inserted(changes, 'drivingNotes')]) {
        expect(row.studentId).toBe(w.student.id);
      }
      for (const note of inserted(changes, 'drivingNotes')) {
        expect(note).toMatchObject({ isDone: 0, statA: '' });
      }
    },
  },
  {
    name: 'PUT /api/v1/drivingnotes/:id (student)',
    fields: ['statA', 'isDone', 'nytitle'],
    send: (t, w, extra) =>
      json(
        t,
        'PUT',
        `/api/v1/drivingnotes/${w.noteId}`,
        { statA: 'Började', ...extra },
        bearer(w.student.accessToken),
      ),
    // The lesson schema is strict: a field it does not know refuses the whole request.
    status: 400,
  },
  {
    name: 'PUT /api/v1/teacher/drivingnotes/:id (supervisor)',
    fields: ['statB', 'isDone', 'nytitle', 'id', 'groupId', 'groupdId'],
    send: (t, w, extra) =>
      json(
        t,
        'PUT',
        `/api/v1/teacher/drivingnotes/${w.noteId}`,
        { statB: 'Godkänd', id: w.noteId, groupId: w.groupId, ...extra },
        bearer(w.supervisor.accessToken),
      ),
    status: 400,
  },
  {
    name: 'PUT /api/v1/drives/:id (student)',
    fields: DRIVE_FIELDS,
    send: (t, w, extra) =>
      json(
        t,
        'PUT',
        `/api/v1/drives/${randomUUID()}`,
        { ...DRIVE, ...extra },
        bearer(w.student.accessToken),
      ),
    // The drive schema is strict: a field it does not know refuses the whole request.
    status: 400,
  },
  {
    name: 'PUT /api/v1/teacher/drives/:studentId/:id (supervisor)',
    fields: DRIVE_FIELDS,
    send: (t, w, extra) =>
      json(
        t,
        'PUT',
        `/api/v1/teacher/drives/${w.student.id}/${randomUUID()}`,
        { ...DRIVE, ...extra },
        bearer(w.supervisor.accessToken),
      ),
    status: 400,
  },
  // Issue 36: the self-assessment's body is strict: an extra field refuses the whole request.
  {
    name: 'PUT /api/v1/self-assessment',
    fields: ['answers'],
    send: (t, w, extra) =>
      json(
        t,
        'PUT',
        '/api/v1/self-assessment',
        { answers: [{ statement: 'phone', answer: 'yes' }], ...extra },
        bearer(w.student.accessToken),
      ),
    status: 400,
  },
  // Issue 34: an explanation's body is strict too.
  ...(['student', 'supervisor'] as const).map((role): Case => ({
    name: `PUT ${role === 'student' ? '/api/v1/drives/:id' : '/api/v1/teacher/drives/:studentId/:id'}/explanation`,
    fields: ['explanation'],
    send: (t, w, extra) =>
      json(
        t,
        'PUT',
        role === 'student'
          ? `/api/v1/drives/${randomUUID()}/explanation`
          : `/api/v1/teacher/drives/${w.student.id}/${randomUUID()}/explanation`,
        { explanation: 'Vi körde till mormor.', ...extra },
        bearer((role === 'student' ? w.student : w.supervisor).accessToken),
      ),
    status: 400,
  })),
  // Issue 34: "Bekräfta alla" takes the drives and their versions, nothing else.
  {
    name: 'POST /api/v1/teacher/drives/:studentId/confirmations',
    fields: ['drives'],
    send: (t, w, extra) =>
      json(
        t,
        'POST',
        `/api/v1/teacher/drives/${w.student.id}/confirmations`,
        { drives: [{ id: randomUUID(), version: 1 }], ...extra },
        bearer(w.supervisor.accessToken),
      ),
    status: 400,
  },
  {
    name: 'POST /api/v1/addTeacher',
    fields: ['teacherEmail', 'studentId'],
    async send(t, w, extra) {
      // The link of the world is removed first, so the request can make it again.
      await t.db.deleteFrom('studentTeacher').where('studentId', '=', w.student.id).execute();
      return json(
        t,
        'POST',
        '/api/v1/addTeacher',
        { teacherEmail: w.supervisor.input.email, studentId: w.student.id, ...extra },
        bearer(w.student.accessToken),
      );
    },
    status: 200,
    // Compared with the snapshot taken before the old link was removed: the same link again.
    updates: { studentTeacher: ['createdAt'] },
    check(changes, w) {
      for (const change of changes) {
        expect(change.row).toMatchObject({ studentId: w.student.id, teacherId: w.supervisor.id });
      }
    },
  },
  {
    name: 'POST /api/support (visitor)',
    fields: ['name', 'email', 'select', 'message', 'website'],
    send: (t, w, extra) =>
      json(t, 'POST', '/api/support', {
        name: 'Besökare',
        email: uniqueEmail('besok'),
        select: 'Allmän fråga',
        message: 'Hej, en fråga om övningskorten.',
        ...extra,
      }),
    status: 200,
    inserts: { supportMessages: 1 },
    updates: { supportMessages: ['mailedAt'] },
    check(changes) {
      expect(inserted(changes, 'supportMessages')[0]).toMatchObject({
        studentId: null,
        teacherId: null,
      });
    },
  },
  {
    name: 'PUT /api/v1/dealsreminder',
    fields: ['email'],
    send: (t, w, extra) =>
      json(
        t,
        'PUT',
        '/api/v1/dealsreminder',
        { email: w.student.input.email, ...extra },
        bearer(w.student.accessToken),
      ),
    status: 200,
    inserts: { interestRequests: 1 },
    check(changes, w) {
      expect(inserted(changes, 'interestRequests')[0]).toMatchObject({
        email: w.student.input.email,
        studentId: w.student.id,
        teacherId: null,
      });
    },
  },
  {
    name: 'POST /api/v1/passwordReset',
    fields: ['email'],
    send: (t, w, extra) =>
      json(t, 'POST', '/api/v1/passwordReset', { email: w.student.input.email, ...extra }),
    status: 200,
    inserts: { oneTimeTokens: 1 },
    check(changes, w) {
      expect(inserted(changes, 'oneTimeTokens')[0]).toMatchObject({
        userId: w.student.id,
        role: 'student',
      });
    },
  },
  {
    name: 'POST /api/v1/changeEmail/:id',
    fields: ['email', 'password'],
    send: (t, w, extra) =>
      json(
        t,
        'POST',
        `/api/v1/changeEmail/${w.student.id}`,
        { email: uniqueEmail('ny'), password: w.student.input.password, ...extra },
        bearer(w.student.accessToken),
      ),
    status: 200,
    inserts: { oneTimeTokens: 1 },
    check(changes, w) {
      expect(inserted(changes, 'oneTimeTokens')[0]).toMatchObject({ userId: w.student.id });
    },
  },
  {
    name: 'POST /api/v1/noteDescription (reads only)',
    fields: ['parameter', 'number', 'studentId', 'suffix'],
    send: (t, w, extra) =>
      json(
        t,
        'POST',
        '/api/v1/noteDescription',
        { parameter: 'catA', number: 1, studentId: w.student.id, ...extra },
        bearer(w.student.accessToken),
      ),
    status: 200,
  },
  {
    name: 'PUT /api/v1/setNewPuser/:id',
    fields: ['currentPassword', 'newPass'],
    send: (t, w, extra) =>
      json(
        t,
        'PUT',
        `/api/v1/setNewPuser/${w.student.id}`,
        { currentPassword: w.student.input.password, newPass: w.student.input.password, ...extra },
        bearer(w.student.accessToken),
      ),
    status: 200,
    updates: { students: ['passwordHash', 'updatedAt'], sessions: ['revokedAt'] },
    check(changes, w) {
      for (const c of changes.filter((c) => c.table === 'students'))
        expect(c.key).toBe(w.student.id);
      for (const c of changes.filter((c) => c.table === 'sessions')) {
        expect(c.row.userId).toBe(w.student.id);
      }
    },
  },
  {
    name: 'POST /api/v1/passwordReset/:studentId/:restoreToken',
    fields: ['password'],
    async send(t, w, extra) {
      const email = w.stranger.input.email;
      await json(t, 'POST', '/api/v1/passwordReset', { email });
      const mail = await waitForMail(t.dataDir, email, { subject: 'Återställ' });
      const link = new URL(linkIn(mail, `${PUBLIC_URL}/passwordReset/`));
      const token = link.pathname.split('/').pop()!;
      return json(t, 'POST', `/api/v1/passwordReset/${w.stranger.id}/${token}`, {
        password: 'nytt-losen-2026',
        ...extra,
      });
    },
    status: 200,
    owners: (w) => [w.stranger.id],
    inserts: { oneTimeTokens: 1 },
    updates: {
      students: ['passwordHash', 'updatedAt'],
      sessions: ['revokedAt'],
      oneTimeTokens: ['usedAt'],
    },
    check(changes, w) {
      for (const c of changes.filter((c) => c.table === 'students'))
        expect(c.key).toBe(w.stranger.id);
    },
  },
];

/** Only the caller's own row of the table changed. */
function onlyRow(table: Table, id: (w: World) => string) {
  return (changes: Change[], w: World) => {
    for (const c of changes.filter((c) => c.table === table)) expect(c.key).toBe(id(w));
  };
}

describe.each(testDialects)('mass assignment (%s)', (dialect: DialectName) => {
  let t: TestApp;
  let world: World;
  beforeAll(async () => {
    t = await startTestApp(dialect);
    const student = await activeStudent(t);
    const supervisor = await activeSupervisor(t);
    const stranger = await activeStudent(t);
    const strangerSupervisor = await activeSupervisor(t);
    await json(
      t,
      'POST',
      '/api/v1/addTeacher',
      { teacherEmail: supervisor.input.email, studentId: student.id },
      bearer(student.accessToken),
    );
    const card = async (accessToken: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/v1/drivingnotes/card',
          headers: bearer(accessToken),
        })
      ).json<{ groupId: string; drivingNotes: { id: string }[] }>();
    const own = await card(student.accessToken);
    const other = await card(stranger.accessToken);
    world = {
      student,
      supervisor,
      stranger,
      strangerSupervisor,
      noteId: own.drivingNotes[0]!.id,
      groupId: own.groupId,
      strangerGroupId: other.groupId,
    };
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(cases.map((c) => [c.name, c] as const))(
    '%s changes only what it should',
    async (_n, c) => {
      const before = await snapshotRows(t);
      const response = await c.send(t, world, extras(world, c.fields));
      await t.app.settleBackgroundWork();
      expect(response.statusCode, response.body).toBe(c.status);
      const changes = diff(before, await snapshotRows(t));

      const unexpected = changes.filter((change) => {
        if (change.kind === 'insert') return false;
        if (change.kind === 'delete') return true;
        const allowed = c.updates?.[change.table] ?? [];
        return change.columns.some((column) => !allowed.includes(column));
      });
      expect(unexpected.map((u) => `${u.kind} ${u.table} ${u.key} ${u.columns.join(',')}`)).toEqual(
        [],
      );
      const insertCounts: Record<string, number> = {};
      for (const change of changes.filter((x) => x.kind === 'insert')) {
        insertCounts[change.table] = (insertCounts[change.table] ?? 0) + 1;
      }
      expect(insertCounts).toEqual(c.inserts ?? {});

      // No injected value landed in any row that changed or appeared.
      const injected = new Set<unknown>(
        [...Object.values(sentinel), world.stranger.id].map(String),
      );
      for (const change of changes) {
        const columns = change.kind === 'insert' ? Object.keys(change.row) : change.columns;
        for (const column of columns) {
          if (change.kind === 'update' || !/^(studentId|userId|id)$/.test(column)) {
            expect(injected.has(String(change.row[column])), `${change.table}.${column}`).toBe(
              false,
            );
          }
        }
        if (change.kind === 'insert') {
          expect(String(change.row.id ?? '')).not.toBe(sentinel.id);
          // A new row belongs to the caller, to an account this request created, or to whom
          // the case names (the reset link's owner); never to an id sent as an extra field.
          const owners = [
            ...(c.owners?.(world) ?? [world.student.id, world.supervisor.id]),
            ...changes
              .filter((x) => x.kind === 'insert' && ['students', 'teachers'].includes(x.table))
              .map((x) => x.key),
          ];
          for (const column of ['studentId', 'teacherId', 'userId']) {
            const value = change.row[column];
            if (value !== undefined && value !== null) {
              expect(owners, `${change.table}.${column}`).toContain(value);
            }
          }
        }
      }
      c.check?.(changes, world);
    },
  );
});
