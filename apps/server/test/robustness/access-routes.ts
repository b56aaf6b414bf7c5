import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { bearer, type TestApp } from '../test-app.js';
import { claimsOf } from './access-tokens.js';
import type { Expected, Row, Snapshot } from './access-db.js';
import type { CallerName, Role, World } from './access-world.js';

export interface Req {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  payload?: object;
}

/** One id-bearing route of the matrix: how its owner calls it, and who else may. */
export interface AccessRow {
  /** Method and path exactly as Fastify registers it. */
  route: string;
  /** Whose route it is: the student S, or the supervisor T linked to S. */
  owner: Role;
  /** The owner's request; `self` is the id the caller gives as its own (the owner's by default). */
  build: (w: World, self: string, caller: CallerName) => Req;
  /** The callers that must succeed (2xx); every other one must be refused. */
  allowed: CallerName[];
  /**
   * Also send each real caller's request with its own id where the route asks for the caller's
   * own id, keeping the owner's target id (e.g. notesGet?teacherId=me&studentId=S).
   */
  swap?: boolean;
  /**
   * A world of its own (rows naming the same one share it) when the allowed request ends
   * something the other rows need; the shared world otherwise.
   */
  world?:
    | 'delete-student'
    | 'delete-supervisor'
    | 'unlink'
    | 'relink'
    | 'reset'
    | 'end-student-session'
    | 'end-supervisor-session'
    | 'invite'
    | 'invite-withdraw';
  /** Readies its own world before the first request (the owner's requests, through the API). */
  prepare?: (t: TestApp, w: World) => Promise<void>;
  /** Password reset links: the link's token is the credential, not the bearer token. */
  restore?: boolean;
  /** Only these callers (for restore rows, where bearer tokens mean nothing). */
  callers?: CallerName[];
  /** What an allowed request may change; nothing when left out. `by` is the caller's own id. */
  effect?: (w: World, by: string, before: Snapshot) => Expected[];
}

const rowsOf = (s: Snapshot, table: string) => [...(s.get(table)?.values() ?? [])];
const count = (s: Snapshot, table: string, where: (row: Row) => boolean) =>
  rowsOf(s, table).filter(where).length;

/** A drive as the matrix's writers send it (the world's drives hold the same, 45 minutes). */
const DRIVE = {
  date: '2026-11-24',
  startTime: '16:30',
  minutes: 45,
  supervisedBy: { kind: 'supervisor' },
};
const driveChanged = (id: string, columns: string[]): Expected => ({
  table: 'drives',
  op: '~',
  where: (r) => r.id === id,
  count: 1,
  columns,
});

/** The one history row a lesson change adds (issue 19): that cell, by that writer. */
const historyAdded = (
  lessonId: string,
  field: string,
  role: 'student' | 'supervisor',
  by: string,
): Expected => ({
  table: 'card_history',
  op: '+',
  where: (r) => r.lessonId === lessonId && r.field === field && r.byRole === role && r.byId === by,
  count: 1,
});

/** Every row an account owns, the way deleting the account must remove them, and nothing else. */
function accountRemoval(before: Snapshot, id: string, role: Role): Expected[] {
  const sessionIds = new Set(
    rowsOf(before, 'sessions')
      .filter((r) => r.userId === id && r.role === role)
      .map((r) => r.id),
  );
  const specs: [string, (r: Row) => boolean][] = [
    [role === 'student' ? 'students' : 'teachers', (r) => r.id === id],
    ['sessions', (r) => sessionIds.has(r.id)],
    ['refresh_tokens', (r) => sessionIds.has(r.sessionId)],
    ['one_time_tokens', (r) => r.userId === id && r.role === role],
    ['student_teacher', (r) => (role === 'student' ? r.studentId : r.teacherId) === id],
    ['cards', (r) => role === 'student' && r.studentId === id],
    ['driving_notes', (r) => role === 'student' && r.studentId === id],
    ['drives', (r) => role === 'student' && r.studentId === id],
    ['card_history', (r) => role === 'student' && r.studentId === id],
    ['supervisor_invitations', (r) => role === 'student' && r.studentId === id],
    ['shares', (r) => role === 'student' && r.studentId === id],
    ['companion_confirmations', (r) => role === 'student' && r.studentId === id],
    ['self_assessments', (r) => role === 'student' && r.studentId === id],
    ['road_to_test', (r) => role === 'student' && r.studentId === id],
    ['readiness_statements', (r) => role === 'student' && r.studentId === id],
    ['card_comments', (r) => role === 'student' && r.studentId === id],
    // Notifications (issue 38): the person's choices, devices, holds and queue.
    ...(
      [
        'notification_settings',
        'push_subscriptions',
        'drive_holds',
        'notifications',
        'notifications_sent',
      ] as const
    ).map((table): [string, (r: Row) => boolean] => [
      table,
      (r) => r.role === role && r.personId === id,
    ]),
  ];
  // A supervisor's statements that a learner is ready stay with the learner, by name only.
  const statedBy = (r: Row) => role === 'teacher' && r.teacherId === id;
  const stated: Expected[] = [
    {
      table: 'readiness_statements',
      op: '~',
      where: statedBy,
      count: count(before, 'readiness_statements', statedBy),
      within: ['teacherId'],
    },
  ];
  return [
    ...specs.map(([table, where]) => ({
      table,
      op: '-' as const,
      where,
      count: count(before, table, where),
    })),
    ...stated,
  ].filter((spec) => (spec.count ?? 0) > 0);
}

const passwordReset =
  (role: Role) =>
  (w: World, _by: string, before: Snapshot): Expected[] => {
    const id = role === 'student' ? w.student.id : w.linkedSupervisor.id;
    const mine = (r: Row) => r.userId === id && r.role === role;
    return [
      {
        table: role === 'student' ? 'students' : 'teachers',
        op: '~',
        where: (r) => r.id === id,
        count: 1,
        columns: ['passwordHash', 'updatedAt'],
      },
      // Every session of the account ends.
      {
        table: 'sessions',
        op: '~',
        where: mine,
        count: count(before, 'sessions', (r) => mine(r) && r.revokedAt === null),
        columns: ['revokedAt'],
      },
      // The link is used up.
      { table: 'one_time_tokens', op: '~', where: mine, count: 1, columns: ['usedAt'] },
    ];
  };

/** The token in a reset link, as each caller would have it. */
function restoreToken(w: World, caller: CallerName, role: Role): string {
  const r = w.reset!;
  const own = role === 'student' ? r.student : r.supervisor;
  const flipped = own.slice(0, 10) + (own[10] === 'A' ? 'B' : 'A') + own.slice(11);
  const byCaller: Partial<Record<CallerName, string>> = {
    'owner-student': r.student,
    'other-student': r.otherStudent,
    'linked-supervisor': r.supervisor,
    'unlinked-supervisor': r.unlinkedSupervisor,
    'expired-token': role === 'student' ? r.studentExpired : r.supervisorExpired,
    'tampered-token': flipped,
  };
  return byCaller[caller] ?? randomBytes(32).toString('base64url');
}

/** Inviting a supervisor (decision 022) needs a student without one: S gives up T first. */
async function withoutSupervisor(t: TestApp, w: World) {
  const gone = await t.app.inject({
    method: 'DELETE',
    url: `/api/v1/delOneHand?teacherId=${w.linkedSupervisor.id}&studentId=${w.student.id}`,
    headers: bearer(w.student.accessToken),
  });
  expect(gone.statusCode).toBe(200);
}
/** The id of the link S made for the driving school in a world's preparation (issue 34). */
const shareOf = new WeakMap<World, string>();
/** The PDF's own link (issue 34): made by the first PDF of the student, reused after that. */
const printShare =
  (studentOf: (w: World, by: string) => string) =>
  (w: World, by: string, before: Snapshot): Expected[] => {
    const student = studentOf(w, by);
    const mine = (r: Row) => r.studentId === student && Number(r.forPrint) === 1;
    return count(before, 'shares', (r) => mine(r) && r.revokedAt === null) > 0
      ? []
      : [{ table: 'shares', op: '+', where: mine, count: 1 }];
  };
/** Makes each notification write of the matrix differ from the one before (issue 38). */
let pushes = 0;
/** How many self-assessments the matrix has sent: each save's note differs (issue 36). */
let saves = 0;
/** How many roads to the test the matrix has sent: each save's test day differs (issue 39). */
let roads = 0;
/**
 * A drive of S with another companion (issue 34), per world: one to ask about, one whose open
 * link S withdraws.
 */
const companionDriveOf = new WeakMap<World, string>();
const withdrawnDriveOf = new WeakMap<World, string>();
async function driveWithMum(t: TestApp, w: World, ids: WeakMap<World, string>) {
  const id = randomUUID();
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/v1/drives/${id}`,
    headers: bearer(w.student.accessToken),
    payload: { ...DRIVE, supervisedBy: { kind: 'other', name: 'Mamma' } },
  });
  expect(saved.statusCode).toBe(200);
  ids.set(w, id);
  return id;
}
/** The id of the open invitation S sent in a world's preparation. */
const invitationOf = new WeakMap<World, string>();
/** The version (`updatedAt`) of the drive T confirms, as T saw it (security round 3). */
const toConfirmVersionOf = new WeakMap<World, number>();
/** A comment T wrote on S's card, which S deletes (the card's student may; round 3). */
const supervisorCommentOf = new WeakMap<World, string>();
/** A drive of S with T beside, which T confirms with "Bekräfta alla" (issue 34). */
const toConfirmAllOf = new WeakMap<World, { id: string; version: number }>();

const RESTORE_CALLERS: CallerName[] = [
  'owner-student',
  'other-student',
  'linked-supervisor',
  'unlinked-supervisor',
  'no-token',
  'expired-token',
  'tampered-token',
];

export const ACCESS_ROWS: AccessRow[] = [
  // ——— the student's own account (spec §7 account routes) ———
  {
    route: 'GET /api/v1/getUserData/:id',
    owner: 'student',
    build: (_w, self) => ({ method: 'GET', url: `/api/v1/getUserData/${self}` }),
    allowed: ['owner-student'],
  },
  {
    route: 'PUT /api/v1/updUserData/:id',
    owner: 'student',
    build: (_w, self) => ({
      method: 'PUT',
      url: `/api/v1/updUserData/${self}`,
      payload: { surname: 'Ändrad' },
    }),
    allowed: ['owner-student'],
    effect: (w) => [
      {
        table: 'students',
        op: '~',
        where: (r) => r.id === w.student.id,
        count: 1,
        columns: ['surname', 'updatedAt'],
      },
    ],
  },
  {
    route: 'PUT /api/v1/updUserData2/:id',
    owner: 'student',
    build: (_w, self) => ({
      method: 'PUT',
      url: `/api/v1/updUserData2/${self}`,
      payload: { autotransmission: true },
    }),
    allowed: ['owner-student'],
    effect: (w) => [
      {
        table: 'students',
        op: '~',
        where: (r) => r.id === w.student.id,
        count: 1,
        columns: ['autotransmission', 'updatedAt'],
      },
    ],
  },
  {
    route: 'PUT /api/v1/setNewPuser/:id',
    owner: 'student',
    build: (w, self) => ({
      method: 'PUT',
      url: `/api/v1/setNewPuser/${self}`,
      // The same password again (a new hash all the same): the other rows still need it.
      payload: { currentPassword: w.student.password, newPass: w.student.password },
    }),
    allowed: ['owner-student'],
    // S has one session, the one making the change, so no other session ends.
    effect: (w) => [
      {
        table: 'students',
        op: '~',
        where: (r) => r.id === w.student.id,
        count: 1,
        columns: ['passwordHash', 'updatedAt'],
      },
    ],
  },
  {
    route: 'POST /api/v1/changeEmail/:id',
    owner: 'student',
    build: (w, self) => ({
      method: 'POST',
      url: `/api/v1/changeEmail/${self}`,
      payload: { email: `ny.${randomUUID()}@example.se`, password: w.student.password },
    }),
    allowed: ['owner-student'],
    effect: (w) => [
      {
        table: 'one_time_tokens',
        op: '+',
        where: (r) =>
          r.userId === w.student.id && r.role === 'student' && r.purpose === 'email_change',
        count: 1,
      },
    ],
  },
  {
    route: 'DELETE /api/v1/delUser/:id',
    owner: 'student',
    world: 'delete-student',
    build: (w, self) => ({
      method: 'DELETE',
      url: `/api/v1/delUser/${self}`,
      payload: { password: w.student.password },
    }),
    allowed: ['owner-student'],
    effect: (w, _by, before) => accountRemoval(before, w.student.id, 'student'),
  },
  {
    route: 'GET /api/v1/checkprm',
    owner: 'student',
    build: (_w, self) => ({ method: 'GET', url: `/api/v1/checkprm?id=${self}` }),
    allowed: ['owner-student'],
  },
  {
    route: 'POST /api/v1/registrationG',
    owner: 'student',
    build: (_w, self) => ({
      method: 'POST',
      url: '/api/v1/registrationG',
      payload: { studentId: self, city: 'Malmö', category: ['CategoryB'], autotransmission: true },
    }),
    allowed: ['owner-student'],
    effect: (w) => [
      {
        table: 'students',
        op: '~',
        where: (r) => r.id === w.student.id,
        count: 1,
        within: ['city', 'category', 'autotransmission', 'profileComplete', 'updatedAt'],
      },
    ],
  },

  // ——— the student's practice cards ———
  {
    route: 'GET /api/v1/drivingnotes',
    owner: 'student',
    build: (_w, self) => ({
      method: 'GET',
      url: '/api/v1/drivingnotes',
      headers: { studentid: self },
    }),
    allowed: ['owner-student'],
  },
  {
    route: 'GET /api/v1/drivingnotes/:id',
    owner: 'student',
    build: (w) => ({ method: 'GET', url: `/api/v1/drivingnotes/${w.noteId}` }),
    allowed: ['owner-student'],
  },
  {
    route: 'PUT /api/v1/drivingnotes/:id',
    owner: 'student',
    build: (w) => ({
      method: 'PUT',
      url: `/api/v1/drivingnotes/${w.noteId}`,
      payload: { statA: 'Började', nytitle: 'Ny titel' },
    }),
    allowed: ['owner-student'],
    effect: (w, by) => [
      {
        table: 'driving_notes',
        op: '~',
        where: (r) => r.id === w.noteId,
        count: 1,
        columns: ['statA', 'updatedAt', 'version'],
      },
      historyAdded(w.noteId, 'statA', 'student', by),
    ],
  },
  {
    route: 'DELETE /api/v1/drivingnotes/:id',
    owner: 'student',
    build: (w) => ({ method: 'DELETE', url: `/api/v1/drivingnotes/${w.spareGroupId}` }),
    allowed: ['owner-student'],
    effect: (w, _by, before) => [
      { table: 'cards', op: '-', where: (r) => r.id === w.spareGroupId, count: 1 },
      { table: 'driving_notes', op: '-', where: (r) => r.groupId === w.spareGroupId, count: 15 },
      ...[
        {
          table: 'card_history',
          op: '-' as const,
          where: (r: Row) => r.groupId === w.spareGroupId,
          count: count(before, 'card_history', (r) => r.groupId === w.spareGroupId),
        },
      ].filter((spec) => spec.count > 0),
    ],
  },
  {
    route: 'GET /api/v1/drivingnotes/:id/history',
    owner: 'student',
    build: (w) => ({ method: 'GET', url: `/api/v1/drivingnotes/${w.groupId}/history` }),
    allowed: ['owner-student'],
  },
  {
    route: 'POST /api/v1/drivingnotescreate',
    owner: 'student',
    swap: true,
    build: (w, self) => ({
      method: 'POST',
      url: '/api/v1/drivingnotescreate',
      payload: { id: randomUUID(), groupId: w.partialGroupId, studentId: self, number: 2 },
    }),
    allowed: ['owner-student'],
    effect: (w) => [
      {
        table: 'driving_notes',
        op: '+',
        where: (r) =>
          r.groupId === w.partialGroupId && r.studentId === w.student.id && r.number === 2,
        count: 1,
      },
    ],
  },
  {
    route: 'GET /api/v1/checkNote/:userId',
    owner: 'student',
    build: (_w, self) => ({ method: 'GET', url: `/api/v1/checkNote/${self}` }),
    allowed: ['owner-student'],
  },
  {
    route: 'POST /api/v1/noteDescription',
    owner: 'student',
    build: (_w, self) => ({
      method: 'POST',
      url: '/api/v1/noteDescription',
      payload: { parameter: 'catA', number: 1, studentId: self },
    }),
    allowed: ['owner-student'],
  },
  {
    route: 'POST /api/v1/lessonInstructions',
    owner: 'student',
    build: (_w, self) => ({
      method: 'POST',
      url: '/api/v1/lessonInstructions',
      payload: { number: 1, studentId: self },
    }),
    allowed: ['owner-student'],
  },
  // Not id-bearing, but the student's live stream is part of the same access rule: each
  // student gets their own stream only (so another student succeeds, with their own stream).
  {
    route: 'GET /api/v1/live',
    owner: 'student',
    build: () => ({ method: 'GET', url: '/api/v1/live' }),
    allowed: ['owner-student', 'other-student'],
  },

  // ——— supervision, the student's side ———
  {
    route: 'POST /api/v1/addTeacher',
    owner: 'student',
    world: 'relink',
    // S first removes T, so S has no supervisor and may add one (T2) again.
    prepare: async (t, w) => {
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/v1/delOneHand?teacherId=${w.linkedSupervisor.id}&studentId=${w.student.id}`,
        headers: bearer(w.student.accessToken),
      });
      expect(removed.statusCode).toBe(200);
    },
    build: (w, self) => ({
      method: 'POST',
      url: '/api/v1/addTeacher',
      payload: { teacherEmail: w.unlinkedSupervisor.email, studentId: self },
    }),
    allowed: ['owner-student'],
    effect: (w) => [
      {
        table: 'student_teacher',
        op: '+',
        where: (r) => r.studentId === w.student.id && r.teacherId === w.unlinkedSupervisor.id,
        count: 1,
      },
    ],
  },
  {
    route: 'GET /api/v1/checkNameT',
    owner: 'student',
    build: (_w, self) => ({ method: 'GET', url: `/api/v1/checkNameT?studentId=${self}` }),
    allowed: ['owner-student'],
  },
  {
    route: 'DELETE /api/v1/delOneHand',
    owner: 'student',
    world: 'unlink',
    swap: true,
    build: (w, self) => ({
      method: 'DELETE',
      url: `/api/v1/delOneHand?teacherId=${w.linkedSupervisor.id}&studentId=${self}`,
    }),
    allowed: ['owner-student'],
    effect: (w) => [
      {
        table: 'student_teacher',
        op: '-',
        where: (r) => r.studentId === w.student.id && r.teacherId === w.linkedSupervisor.id,
        count: 1,
      },
    ],
  },

  // ——— the supervisor's own account ———
  {
    route: 'GET /api/v1/getTeacherData/:id',
    owner: 'teacher',
    build: (_w, self) => ({ method: 'GET', url: `/api/v1/getTeacherData/${self}` }),
    allowed: ['linked-supervisor'],
  },
  {
    route: 'PUT /api/v1/updTeacherData/:id',
    owner: 'teacher',
    build: (_w, self) => ({
      method: 'PUT',
      url: `/api/v1/updTeacherData/${self}`,
      payload: { surname: 'Ändrad' },
    }),
    allowed: ['linked-supervisor'],
    effect: (w) => [
      {
        table: 'teachers',
        op: '~',
        where: (r) => r.id === w.linkedSupervisor.id,
        count: 1,
        columns: ['surname', 'updatedAt'],
      },
    ],
  },
  {
    route: 'PUT /api/v1/updTeacherData2/:id',
    owner: 'teacher',
    build: (_w, self) => ({
      method: 'PUT',
      url: `/api/v1/updTeacherData2/${self}`,
      payload: { autotransmission: true },
    }),
    allowed: ['linked-supervisor'],
    effect: (w) => [
      {
        table: 'teachers',
        op: '~',
        where: (r) => r.id === w.linkedSupervisor.id,
        count: 1,
        columns: ['autotransmission', 'updatedAt'],
      },
    ],
  },
  {
    route: 'PUT /api/v1/setNewPteach/:id',
    owner: 'teacher',
    build: (w, self) => ({
      method: 'PUT',
      url: `/api/v1/setNewPteach/${self}`,
      payload: {
        currentPassword: w.linkedSupervisor.password,
        newPass: w.linkedSupervisor.password,
      },
    }),
    allowed: ['linked-supervisor'],
    effect: (w) => [
      {
        table: 'teachers',
        op: '~',
        where: (r) => r.id === w.linkedSupervisor.id,
        count: 1,
        columns: ['passwordHash', 'updatedAt'],
      },
    ],
  },
  {
    route: 'POST /api/v1/teacher/changeEmail/:id',
    owner: 'teacher',
    build: (w, self) => ({
      method: 'POST',
      url: `/api/v1/teacher/changeEmail/${self}`,
      payload: { email: `ny.${randomUUID()}@example.se`, password: w.linkedSupervisor.password },
    }),
    allowed: ['linked-supervisor'],
    effect: (w) => [
      {
        table: 'one_time_tokens',
        op: '+',
        where: (r) =>
          r.userId === w.linkedSupervisor.id &&
          r.role === 'teacher' &&
          r.purpose === 'email_change',
        count: 1,
      },
    ],
  },
  {
    route: 'DELETE /api/v1/delTeach/:id',
    owner: 'teacher',
    world: 'delete-supervisor',
    build: (w, self) => ({
      method: 'DELETE',
      url: `/api/v1/delTeach/${self}`,
      payload: { password: w.linkedSupervisor.password },
    }),
    allowed: ['linked-supervisor'],
    effect: (w, _by, before) => accountRemoval(before, w.linkedSupervisor.id, 'teacher'),
  },

  // ——— supervision, the supervisor's side ———
  {
    route: 'GET /api/v1/teacher/getnotes/:teacherId',
    owner: 'teacher',
    build: (_w, self) => ({ method: 'GET', url: `/api/v1/teacher/getnotes/${self}` }),
    allowed: ['linked-supervisor'],
  },
  {
    route: 'GET /api/v1/teacher/notesGet',
    owner: 'teacher',
    swap: true,
    build: (w, self) => ({
      method: 'GET',
      url: `/api/v1/teacher/notesGet?teacherId=${self}&studentId=${w.student.id}`,
    }),
    allowed: ['linked-supervisor'],
  },
  {
    route: 'PUT /api/v1/teacher/drivingnotes/:id',
    owner: 'teacher',
    build: (w) => ({
      method: 'PUT',
      url: `/api/v1/teacher/drivingnotes/${w.noteId}`,
      // A title is accepted and ignored: a supervisor sets statuses and done only.
      payload: { statB: 'Godkänd', nytitle: 'Ny titel', id: w.noteId, groupdId: w.groupId },
    }),
    allowed: ['linked-supervisor'],
    effect: (w, by) => [
      {
        table: 'driving_notes',
        op: '~',
        where: (r) => r.id === w.noteId,
        count: 1,
        columns: ['statB', 'updatedAt', 'version'],
      },
      historyAdded(w.noteId, 'statB', 'supervisor', by),
    ],
  },
  {
    route: 'GET /api/v1/teacher/drivingnotes/:id/history',
    owner: 'teacher',
    build: (w) => ({ method: 'GET', url: `/api/v1/teacher/drivingnotes/${w.groupId}/history` }),
    allowed: ['linked-supervisor'],
  },
  {
    route: 'GET /api/v1/teacher/live/:studentId',
    owner: 'teacher',
    build: (w) => ({ method: 'GET', url: `/api/v1/teacher/live/${w.student.id}` }),
    allowed: ['linked-supervisor'],
  },
  {
    route: 'POST /api/v1/noteDescriptionT',
    owner: 'teacher',
    build: (w) => ({
      method: 'POST',
      url: '/api/v1/noteDescriptionT',
      payload: { parameter: 'catA', number: 1, studentId: w.student.id },
    }),
    allowed: ['linked-supervisor'],
  },
  {
    route: 'POST /api/v1/lessonInstructionsT',
    owner: 'teacher',
    build: (w) => ({
      method: 'POST',
      url: '/api/v1/lessonInstructionsT',
      payload: { number: 1, studentId: w.student.id },
    }),
    allowed: ['linked-supervisor'],
  },

  // ——— password reset links: the token in the link is the credential ———
  {
    route: 'POST /api/v1/passwordReset/:studentId/:restoreToken',
    owner: 'student',
    world: 'reset',
    restore: true,
    callers: RESTORE_CALLERS,
    build: (w, _self, caller) => ({
      method: 'POST',
      url: `/api/v1/passwordReset/${w.student.id}/${restoreToken(w, caller, 'student')}`,
      payload: { password: 'aterstallt-2026' },
    }),
    allowed: ['owner-student'],
    effect: passwordReset('student'),
  },
  {
    route: 'POST /api/v1/teacher/passwordReset1/:teacherId/:restoreToken',
    owner: 'teacher',
    world: 'reset',
    restore: true,
    callers: RESTORE_CALLERS,
    build: (w, _self, caller) => ({
      method: 'POST',
      url: `/api/v1/teacher/passwordReset1/${w.linkedSupervisor.id}/${restoreToken(w, caller, 'teacher')}`,
      payload: { password: 'aterstallt-2026' },
    }),
    allowed: ['linked-supervisor'],
    effect: passwordReset('teacher'),
  },
  // ——— "Inloggade enheter": a person ends only their own sessions ———
  {
    route: 'DELETE /api/v1/devices/:sessionId',
    owner: 'student',
    world: 'end-student-session',
    build: (w) => ({
      method: 'DELETE',
      url: `/api/v1/devices/${claimsOf(w.student.accessToken).sid}`,
    }),
    allowed: ['owner-student'],
    effect: (w) => [
      {
        table: 'sessions',
        op: '~',
        where: (r) => r.id === claimsOf(w.student.accessToken).sid,
        count: 1,
        columns: ['revokedAt'],
      },
    ],
  },
  {
    route: 'DELETE /api/v1/teacher/devices/:sessionId',
    owner: 'teacher',
    world: 'end-supervisor-session',
    build: (w) => ({
      method: 'DELETE',
      url: `/api/v1/teacher/devices/${claimsOf(w.linkedSupervisor.accessToken).sid}`,
    }),
    allowed: ['linked-supervisor'],
    effect: (w) => [
      {
        table: 'sessions',
        op: '~',
        where: (r) => r.id === claimsOf(w.linkedSupervisor.accessToken).sid,
        count: 1,
        columns: ['revokedAt'],
      },
    ],
  },
  // The drive log (issue 18).
  {
    route: 'PUT /api/v1/drives/:id',
    owner: 'student',
    build: (w) => ({
      method: 'PUT',
      url: `/api/v1/drives/${w.drives.toChange}`,
      payload: { ...DRIVE, minutes: 50 },
    }),
    allowed: ['owner-student'],
    effect: (w) => [driveChanged(w.drives.toChange, ['minutes', 'updatedAt'])],
  },
  // Issue 34: the learner explains a flagged drive of theirs; the version stays.
  {
    route: 'PUT /api/v1/drives/:id/explanation',
    owner: 'student',
    build: (w) => ({
      method: 'PUT',
      url: `/api/v1/drives/${w.drives.toChange}/explanation`,
      payload: { explanation: 'Vi körde till mormor.' },
    }),
    allowed: ['owner-student'],
    effect: (w) => [driveChanged(w.drives.toChange, ['explanation'])],
  },
  {
    route: 'DELETE /api/v1/drives/:id',
    owner: 'student',
    build: (w) => ({ method: 'DELETE', url: `/api/v1/drives/${w.drives.toDelete}` }),
    allowed: ['owner-student'],
    effect: (w) => [
      { table: 'drives', op: '-', where: (r) => r.id === w.drives.toDelete, count: 1 },
    ],
  },
  {
    route: 'GET /api/v1/teacher/drives/:studentId',
    owner: 'teacher',
    build: (w) => ({ method: 'GET', url: `/api/v1/teacher/drives/${w.student.id}` }),
    allowed: ['linked-supervisor'],
  },
  {
    route: 'GET /api/v1/teacher/drives/:studentId/totals',
    owner: 'teacher',
    build: (w) => ({ method: 'GET', url: `/api/v1/teacher/drives/${w.student.id}/totals` }),
    allowed: ['linked-supervisor'],
  },
  {
    route: 'GET /api/v1/teacher/drives/:studentId/export',
    owner: 'teacher',
    build: (w) => ({ method: 'GET', url: `/api/v1/teacher/drives/${w.student.id}/export` }),
    allowed: ['linked-supervisor'],
  },
  {
    route: 'PUT /api/v1/teacher/drives/:studentId/:id',
    owner: 'teacher',
    build: (w) => ({
      method: 'PUT',
      url: `/api/v1/teacher/drives/${w.student.id}/${w.drives.bySupervisor}`,
      payload: { ...DRIVE, minutes: 55 },
    }),
    allowed: ['linked-supervisor'],
    effect: (w) => [driveChanged(w.drives.bySupervisor, ['minutes', 'updatedAt'])],
  },
  // Issue 34: the linked supervisor explains any drive of the learner's, one they did not add too.
  {
    route: 'PUT /api/v1/teacher/drives/:studentId/:id/explanation',
    owner: 'teacher',
    build: (w) => ({
      method: 'PUT',
      url: `/api/v1/teacher/drives/${w.student.id}/${w.drives.toChange}/explanation`,
      payload: { explanation: 'Jag satt bredvid hela vägen.' },
    }),
    allowed: ['linked-supervisor'],
    effect: (w) => [driveChanged(w.drives.toChange, ['explanation'])],
  },
  {
    route: 'DELETE /api/v1/teacher/drives/:studentId/:id',
    owner: 'teacher',
    build: (w) => ({
      method: 'DELETE',
      url: `/api/v1/teacher/drives/${w.student.id}/${w.drives.bySupervisorToDelete}`,
    }),
    allowed: ['linked-supervisor'],
    effect: (w) => [
      {
        table: 'drives',
        op: '-',
        where: (r) => r.id === w.drives.bySupervisorToDelete,
        count: 1,
      },
    ],
  },
  {
    route: 'POST /api/v1/teacher/drives/:studentId/:id/confirm',
    owner: 'teacher',
    prepare: async (t, w) => {
      const drive = await t.db
        .selectFrom('drives')
        .select('updatedAt')
        .where('id', '=', w.drives.toConfirm)
        .executeTakeFirstOrThrow();
      toConfirmVersionOf.set(w, Number(drive.updatedAt));
    },
    build: (w) => ({
      method: 'POST',
      url: `/api/v1/teacher/drives/${w.student.id}/${w.drives.toConfirm}/confirm`,
      payload: { version: toConfirmVersionOf.get(w)! },
    }),
    allowed: ['linked-supervisor'],
    effect: (w) => [
      driveChanged(w.drives.toConfirm, ['confirmedAt', 'confirmedBy', 'confirmedByName']),
    ],
  },
  // The supervisor's queue (issue 34). The counts have no id: every supervisor gets their own
  // (the other supervisors too, with their own students); the rest names S and is T's.
  {
    route: 'GET /api/v1/teacher/drives/waiting',
    owner: 'teacher',
    build: () => ({ method: 'GET', url: '/api/v1/teacher/drives/waiting' }),
    allowed: ['linked-supervisor', 'unlinked-supervisor', 'former-supervisor'],
  },
  {
    route: 'GET /api/v1/teacher/drives/:studentId/waiting',
    owner: 'teacher',
    build: (w) => ({ method: 'GET', url: `/api/v1/teacher/drives/${w.student.id}/waiting` }),
    allowed: ['linked-supervisor'],
  },
  {
    route: 'POST /api/v1/teacher/drives/:studentId/confirmations',
    owner: 'teacher',
    prepare: async (t, w) => {
      const id = randomUUID();
      const logged = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/drives/${id}`,
        headers: bearer(w.student.accessToken),
        payload: DRIVE,
      });
      expect(logged.statusCode).toBe(200);
      const version = logged.json<{ drive: { updatedAt: number } }>().drive.updatedAt;
      toConfirmAllOf.set(w, { id, version });
    },
    build: (w) => ({
      method: 'POST',
      url: `/api/v1/teacher/drives/${w.student.id}/confirmations`,
      payload: { drives: [toConfirmAllOf.get(w)!] },
    }),
    allowed: ['linked-supervisor'],
    effect: (w) => [
      driveChanged(toConfirmAllOf.get(w)!.id, ['confirmedAt', 'confirmedBy', 'confirmedByName']),
    ],
  },
  // Comments (issue 19): a card's are read by both; each changed by its author, deleted by its
  // author or (security round 3) by the card's student: S's row deletes a comment T wrote.
  ...(['student', 'teacher'] as const).flatMap((owner): AccessRow[] => {
    const base = owner === 'student' ? '/api/v1' : '/api/v1/teacher';
    const allowed: CallerName[] = [owner === 'student' ? 'owner-student' : 'linked-supervisor'];
    const ids = (w: World) =>
      owner === 'student'
        ? { change: w.comments.toChange, remove: supervisorCommentOf.get(w)! }
        : { change: w.comments.bySupervisor, remove: w.comments.bySupervisorToDelete };
    return [
      {
        route: `GET ${base}/drivingnotes/:id/comments`,
        owner,
        build: (w) => ({ method: 'GET', url: `${base}/drivingnotes/${w.groupId}/comments` }),
        allowed,
      },
      {
        route: `PUT ${base}/comments/:id`,
        owner,
        build: (w) => ({
          method: 'PUT',
          url: `${base}/comments/${ids(w).change}`,
          payload: { lessonId: w.noteId, subMoment: 'catA', body: 'Ändrad kommentar.' },
        }),
        allowed,
        effect: (w) => [
          {
            table: 'card_comments',
            op: '~',
            where: (r) => r.id === ids(w).change,
            count: 1,
            columns: ['body', 'updatedAt'],
          },
        ],
      },
      {
        route: `DELETE ${base}/comments/:id`,
        owner,
        prepare:
          owner === 'student'
            ? async (t, w) => {
                const id = randomUUID();
                const written = await t.app.inject({
                  method: 'PUT',
                  url: `/api/v1/teacher/comments/${id}`,
                  headers: bearer(w.linkedSupervisor.accessToken),
                  payload: { lessonId: w.noteId, subMoment: null, body: 'Från handledaren.' },
                });
                expect(written.statusCode, written.body).toBe(200);
                supervisorCommentOf.set(w, id);
              }
            : undefined,
        build: (w) => ({ method: 'DELETE', url: `${base}/comments/${ids(w).remove}` }),
        allowed,
        effect: (w) => [
          { table: 'card_comments', op: '-', where: (r) => r.id === ids(w).remove, count: 1 },
        ],
      },
    ];
  }),
  // Inviting a supervisor without an account (decision 022). No student id: whose invitation
  // it is comes from the token, so the other student succeeds too, with their own. Withdrawing
  // names the invitation: only its student may.
  {
    route: 'POST /api/v1/invitations',
    owner: 'student',
    world: 'invite',
    prepare: withoutSupervisor,
    build: () => ({
      method: 'POST',
      url: '/api/v1/invitations',
      payload: { email: 'inbjuden.handledare@example.se' },
    }),
    allowed: ['owner-student', 'other-student'],
    effect: (_w, by) => [
      { table: 'supervisor_invitations', op: '+', where: (r) => r.studentId === by, count: 1 },
    ],
  },
  {
    route: 'GET /api/v1/invitations',
    owner: 'student',
    world: 'invite',
    build: () => ({ method: 'GET', url: '/api/v1/invitations' }),
    allowed: ['owner-student', 'other-student'],
  },
  {
    route: 'DELETE /api/v1/invitations/:id',
    owner: 'student',
    world: 'invite-withdraw',
    prepare: async (t, w) => {
      await withoutSupervisor(t, w);
      const sent = await t.app.inject({
        method: 'POST',
        url: '/api/v1/invitations',
        headers: bearer(w.student.accessToken),
        payload: { email: 'dras.tillbaka@example.se' },
      });
      expect(sent.statusCode).toBe(200);
      invitationOf.set(w, sent.json<{ invitation: { id: string } }>().invitation.id);
    },
    build: (w) => ({ method: 'DELETE', url: `/api/v1/invitations/${invitationOf.get(w)}` }),
    allowed: ['owner-student'],
    effect: (w) => [
      {
        table: 'supervisor_invitations',
        op: '~',
        where: (r) => r.id === invitationOf.get(w),
        count: 1,
        columns: ['endedAt', 'status'],
      },
    ],
  },
  // "Dela med trafikskolan" (issue 34). No student id: whose links they are comes from the
  // token, so the other student succeeds too, with their own. Revoking names the link: only
  // its student may. The public pages take a link's token or short code, not an id.
  {
    route: 'POST /api/v1/shares',
    owner: 'student',
    build: () => ({ method: 'POST', url: '/api/v1/shares', payload: { label: 'Trafikskolan' } }),
    allowed: ['owner-student', 'other-student'],
    effect: (_w, by) => [{ table: 'shares', op: '+', where: (r) => r.studentId === by, count: 1 }],
  },
  {
    route: 'GET /api/v1/shares',
    owner: 'student',
    build: () => ({ method: 'GET', url: '/api/v1/shares' }),
    allowed: ['owner-student', 'other-student'],
  },
  {
    route: 'DELETE /api/v1/shares/:id',
    owner: 'student',
    prepare: async (t, w) => {
      const made = await t.app.inject({
        method: 'POST',
        url: '/api/v1/shares',
        headers: bearer(w.student.accessToken),
        payload: {},
      });
      expect(made.statusCode).toBe(200);
      shareOf.set(w, made.json<{ share: { id: string } }>().share.id);
    },
    build: (w) => ({ method: 'DELETE', url: `/api/v1/shares/${shareOf.get(w)}` }),
    allowed: ['owner-student'],
    effect: (w) => [
      {
        table: 'shares',
        op: '~',
        where: (r) => r.id === shareOf.get(w),
        count: 1,
        columns: ['revokedAt'],
      },
    ],
  },
  // A companion's one-time link to confirm a drive (issue 34): only the drive's student asks
  // for one or withdraws it. The companion's page takes the link's token, not an id.
  {
    route: 'POST /api/v1/drives/:id/companion-request',
    owner: 'student',
    prepare: async (t, w) => {
      await driveWithMum(t, w, companionDriveOf);
    },
    build: (w) => ({
      method: 'POST',
      url: `/api/v1/drives/${companionDriveOf.get(w)}/companion-request`,
      payload: { email: 'mamma.matris@example.se' },
    }),
    allowed: ['owner-student'],
    effect: (w) => [
      {
        table: 'companion_confirmations',
        op: '+',
        where: (r) => r.driveId === companionDriveOf.get(w),
        count: 1,
      },
    ],
  },
  {
    route: 'DELETE /api/v1/drives/:id/companion-request',
    owner: 'student',
    prepare: async (t, w) => {
      const id = await driveWithMum(t, w, withdrawnDriveOf);
      const asked = await t.app.inject({
        method: 'POST',
        url: `/api/v1/drives/${id}/companion-request`,
        headers: bearer(w.student.accessToken),
        payload: { email: 'mamma.tillbaka@example.se' },
      });
      expect(asked.statusCode).toBe(200);
    },
    build: (w) => ({
      method: 'DELETE',
      url: `/api/v1/drives/${withdrawnDriveOf.get(w)}/companion-request`,
    }),
    allowed: ['owner-student'],
    effect: (w) => [
      {
        table: 'companion_confirmations',
        op: '~',
        where: (r) => r.driveId === withdrawnDriveOf.get(w),
        count: 1,
        columns: ['endedAt'],
      },
    ],
  },
  // "Ladda ner mina uppgifter" (issue 19). No id in the path: every caller of the role gets
  // their own file (so the other student and the other supervisors succeed too, with their
  // own data; data-export.test.ts checks it holds nothing of anyone else), every forged or
  // missing token and the other role are refused. It changes nothing.
  {
    route: 'GET /api/v1/me/export',
    owner: 'student',
    build: () => ({ method: 'GET', url: '/api/v1/me/export' }),
    allowed: ['owner-student', 'other-student'],
  },
  {
    route: 'GET /api/v1/teacher/me/export',
    owner: 'teacher',
    build: () => ({ method: 'GET', url: '/api/v1/teacher/me/export' }),
    allowed: ['linked-supervisor', 'unlinked-supervisor', 'former-supervisor'],
  },
  // "Ladda ner som PDF" (decision 021). The student's route has no id: every student gets
  // their own PDF (progress-pdf.test.ts checks it holds nothing of anyone else). The
  // supervisor's names the student and is for the supervisor linked to them now. The first
  // PDF of a student makes the student's "Utskrift" link (issue 34), later ones reuse it; it
  // changes nothing else (the download counter is not a row the matrix compares).
  {
    route: 'GET /api/v1/progress/pdf',
    owner: 'student',
    build: () => ({ method: 'GET', url: '/api/v1/progress/pdf' }),
    allowed: ['owner-student', 'other-student'],
    effect: printShare((_w, by) => by),
  },
  {
    route: 'GET /api/v1/teacher/progress/:studentId/pdf',
    owner: 'teacher',
    build: (w) => ({ method: 'GET', url: `/api/v1/teacher/progress/${w.student.id}/pdf` }),
    allowed: ['linked-supervisor'],
    effect: printShare((w) => w.student.id),
  },
  // The self-assessment before the test (issue 36). The student's route has no id: each
  // student reads and writes their own (so the other student succeeds too, with theirs). Each
  // save sends another note, so that it always changes the caller's row (or adds it). The
  // supervisor's route names the student and is for the supervisor linked to them now.
  {
    route: 'GET /api/v1/self-assessment',
    owner: 'student',
    build: () => ({ method: 'GET', url: '/api/v1/self-assessment' }),
    allowed: ['owner-student', 'other-student'],
  },
  {
    route: 'PUT /api/v1/self-assessment',
    owner: 'student',
    build: () => ({
      method: 'PUT',
      url: '/api/v1/self-assessment',
      payload: {
        answers: [{ statement: 'phone', answer: 'partly', note: `Runda ${(saves += 1)}` }],
      },
    }),
    allowed: ['owner-student', 'other-student'],
    effect: (_w, by, before) => {
      const mine = (r: Row) => r.studentId === by;
      return count(before, 'self_assessments', mine) > 0
        ? [
            {
              table: 'self_assessments',
              op: '~',
              where: mine,
              count: 1,
              within: ['answers', 'answeredAt'],
            },
          ]
        : [{ table: 'self_assessments', op: '+', where: mine, count: 1 }];
    },
  },
  {
    route: 'GET /api/v1/teacher/self-assessment/:studentId',
    owner: 'teacher',
    build: (w) => ({ method: 'GET', url: `/api/v1/teacher/self-assessment/${w.student.id}` }),
    allowed: ['linked-supervisor'],
  },
  // The road to the test (issue 39): as the self-assessment, the student's own without an id,
  // and the linked supervisor's read-only view.
  {
    route: 'GET /api/v1/road-to-test',
    owner: 'student',
    build: () => ({ method: 'GET', url: '/api/v1/road-to-test' }),
    allowed: ['owner-student', 'other-student'],
  },
  {
    route: 'PUT /api/v1/road-to-test',
    owner: 'student',
    build: () => ({
      method: 'PUT',
      url: '/api/v1/road-to-test',
      payload: {
        permitOn: '2026-02-10',
        riskOneOn: null,
        riskTwoOn: null,
        theoryTestOn: null,
        theoryPassed: null,
        drivingTestOn: `2027-01-${String(1 + ((roads += 1) % 28)).padStart(2, '0')}`,
        drivingPassed: null,
      },
    }),
    allowed: ['owner-student', 'other-student'],
    effect: (_w, by, before) => {
      const mine = (r: Row) => r.studentId === by;
      return count(before, 'road_to_test', mine) > 0
        ? [
            {
              table: 'road_to_test',
              op: '~',
              where: mine,
              count: 1,
              within: ['road', 'savedAt'],
            },
          ]
        : [{ table: 'road_to_test', op: '+', where: mine, count: 1 }];
    },
  },
  {
    route: 'GET /api/v1/teacher/road-to-test/:studentId',
    owner: 'teacher',
    build: (w) => ({ method: 'GET', url: `/api/v1/teacher/road-to-test/${w.student.id}` }),
    allowed: ['linked-supervisor'],
  },
  // "Vi tycker att vi är redo" (issue 39): the student reads their own latest statement; the
  // supervisor linked now reads it and makes one (a row more each time).
  {
    route: 'GET /api/v1/readiness',
    owner: 'student',
    build: () => ({ method: 'GET', url: '/api/v1/readiness' }),
    allowed: ['owner-student', 'other-student'],
  },
  {
    route: 'GET /api/v1/teacher/readiness/:studentId',
    owner: 'teacher',
    build: (w) => ({ method: 'GET', url: `/api/v1/teacher/readiness/${w.student.id}` }),
    allowed: ['linked-supervisor'],
  },
  {
    route: 'POST /api/v1/teacher/readiness/:studentId',
    owner: 'teacher',
    build: (w) => ({ method: 'POST', url: `/api/v1/teacher/readiness/${w.student.id}` }),
    allowed: ['linked-supervisor'],
    effect: (w) => [
      {
        table: 'readiness_statements',
        op: '+',
        where: (r: Row) => r.studentId === w.student.id,
        count: 1,
      },
    ],
  },
  // Notifications (issue 38): no id in the path; each person reaches only their own choices,
  // devices and hold, so every activated account of the role succeeds, with its own.
  ...notificationRoutes('student', '/api/v1/notifications', ['owner-student', 'other-student']),
  ...notificationRoutes('teacher', '/api/v1/teacher/notifications', [
    'linked-supervisor',
    'unlinked-supervisor',
    'former-supervisor',
  ]),
];

/** The six notification routes of a role; what each write does to the caller's own rows. */
function notificationRoutes(role: Role, base: string, allowed: CallerName[]): AccessRow[] {
  const mine = (by: string) => (r: Row) => r.role === role && r.personId === by;
  const kept = (table: string, by: string, before: Snapshot, within: string[]): Expected[] =>
    count(before, table, mine(by)) > 0
      ? [{ table, op: '~', where: mine(by), count: 1, within }]
      : [{ table, op: '+', where: mine(by), count: 1 }];
  return [
    {
      route: `GET ${base}`,
      owner: role,
      build: () => ({ method: 'GET', url: base }),
      allowed,
    },
    {
      route: `PUT ${base}`,
      owner: role,
      build: () => ({
        method: 'PUT',
        url: base,
        payload: { kinds: {}, email: (pushes += 1) % 2 === 0, quietHours: { from: 22, to: 6 } },
      }),
      allowed,
      effect: (_w, by, before) =>
        kept('notification_settings', by, before, ['kinds', 'email', 'quietFrom', 'quietTo']),
    },
    {
      route: `POST ${base}/push`,
      owner: role,
      build: () => ({
        method: 'POST',
        url: `${base}/push`,
        payload: {
          endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${(pushes += 1)}`,
          keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
        },
      }),
      allowed,
      // A session holds one subscription: the caller's earlier one (same token) goes.
      effect: (_w, by, before) => [
        ...(count(before, 'push_subscriptions', mine(by)) > 0
          ? [
              {
                table: 'push_subscriptions',
                op: '-' as const,
                where: mine(by),
                count: count(before, 'push_subscriptions', mine(by)),
              },
            ]
          : []),
        { table: 'push_subscriptions', op: '+', where: mine(by), count: 1 },
      ],
    },
    {
      route: `DELETE ${base}/push`,
      owner: role,
      build: () => ({
        method: 'DELETE',
        url: `${base}/push`,
        payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/nobody' },
      }),
      allowed,
    },
    {
      route: `PUT ${base}/hold`,
      owner: role,
      build: () => ({
        method: 'PUT',
        url: `${base}/hold`,
        payload: { until: Date.now() + 60 * 60 * 1000 + (pushes += 1) },
      }),
      allowed,
      effect: (_w, by, before) => kept('drive_holds', by, before, ['until']),
    },
    {
      route: `DELETE ${base}/hold`,
      owner: role,
      build: () => ({ method: 'DELETE', url: `${base}/hold` }),
      allowed,
      effect: (_w, by, before) =>
        count(before, 'drive_holds', mine(by)) > 0
          ? [{ table: 'drive_holds', op: '-', where: mine(by), count: 1 }]
          : [],
    },
  ];
}
