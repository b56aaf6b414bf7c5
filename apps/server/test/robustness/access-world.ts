import { randomUUID } from 'node:crypto';
import { linkIn, waitForMail } from '@ovningskort/test-support';
import { expect } from 'vitest';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  loginStudent,
  loginSupervisor,
  postJson,
  PUBLIC_URL,
  uniqueEmail,
  type TestApp,
} from '../test-app.js';
import { algNoneToken, expiredToken, tamperedToken } from './access-tokens.js';

export type Role = 'student' | 'teacher';

/** Someone who can call the API: an id, a role, and an access token (or a bad one). */
export interface Person {
  id: string;
  role: Role;
  accessToken: string;
  email: string;
  password: string;
}

/** Accounts every world of one app shares: none of the matrix's requests may change them. */
export interface Bystanders {
  otherStudent: Person;
  unlinkedSupervisor: Person;
  /** Linked to each world's student S and unlinked again just before S links T. */
  formerSupervisor: Person;
  /** Registered, logged in, then deleted through the API; the access token is kept. */
  deletedStudent: Person;
  deletedSupervisor: Person;
}

/**
 * One owner student S with cards and the supervisor T linked to S now, plus T3 who was linked
 * to S until a moment ago (T3's token is still within its 15 minutes), and a "twin" account of
 * the other role for each of S and T that has the very same id.
 */
export interface World extends Bystanders {
  student: Person;
  linkedSupervisor: Person;
  /** A supervisor account whose id equals the student's id. */
  supervisorTwin: Person;
  /** A student account whose id equals the linked supervisor's id. */
  studentTwin: Person;
  /** A whole card of S (15 lessons) and its first lesson. */
  groupId: string;
  noteId: string;
  /** A card of S with lesson 1 only (the spec's one-lesson-at-a-time creation). */
  partialGroupId: string;
  /** Another whole card of S, for the delete requests. */
  spareGroupId: string;
  /** Drives of S (issue 18): one to change, one to confirm, one to delete; two T added. */
  drives: {
    toChange: string;
    toConfirm: string;
    toDelete: string;
    bySupervisor: string;
    bySupervisorToDelete: string;
  };
  /** Comments on S's first lesson (issue 19): S's to change and to delete, and T's. */
  comments: {
    toChange: string;
    toDelete: string;
    bySupervisor: string;
    bySupervisorToDelete: string;
  };
  /** The student's e-mail, personal number and phone: nothing a supervisor may read. */
  studentPrivate: string[];
  /** Password reset tokens, when the world was made with them. */
  reset?: ResetTokens;
}

export interface ResetTokens {
  student: string;
  studentExpired: string;
  otherStudent: string;
  supervisor: string;
  supervisorExpired: string;
  unlinkedSupervisor: string;
}

const person = (
  login: { accessToken: string; id: string; input: { email: string; password: string } },
  role: Role,
): Person => ({
  id: login.id,
  role,
  accessToken: login.accessToken,
  email: login.input.email,
  password: login.input.password,
});

export async function makeBystanders(t: TestApp): Promise<Bystanders> {
  const otherStudent = person(await activeStudent(t, { name: 'Olle Annan' }), 'student');
  const unlinkedSupervisor = person(await activeSupervisor(t, { name: 'Ulla Olänkad' }), 'teacher');
  const formerSupervisor = person(await activeSupervisor(t, { name: 'Fredrik Förut' }), 'teacher');
  const deletedStudent = person(await activeStudent(t, { name: 'Dora Borta' }), 'student');
  const deletedSupervisor = person(await activeSupervisor(t, { name: 'Dan Borta' }), 'teacher');
  for (const [who, url] of [
    [deletedStudent, `/api/v1/delUser/${deletedStudent.id}`],
    [deletedSupervisor, `/api/v1/delTeach/${deletedSupervisor.id}`],
  ] as const) {
    const gone = await t.app.inject({
      method: 'DELETE',
      url,
      headers: bearer(who.accessToken),
      payload: { password: who.password },
    });
    expect(gone.statusCode).toBe(200);
  }
  return {
    otherStudent,
    unlinkedSupervisor,
    formerSupervisor,
    deletedStudent,
    deletedSupervisor,
  };
}

async function call(t: TestApp, method: string, url: string, token: string, payload?: object) {
  const response = await t.app.inject({
    method: method as 'GET',
    url,
    headers: bearer(token),
    payload,
  });
  if (response.statusCode >= 300) {
    throw new Error(`${method} ${url} → ${response.statusCode} ${response.body}`);
  }
  return response;
}

/** An account of the other role with the same id and password, logged in through the API. */
async function twinOf(t: TestApp, of: Person): Promise<Person> {
  const table = of.role === 'student' ? 'students' : 'teachers';
  const row = await t.db
    .selectFrom(table)
    .select(['passwordHash', 'city', 'category', 'createdAt'])
    .where('id', '=', of.id)
    .executeTakeFirstOrThrow();
  const email = uniqueEmail('tvilling');
  const twin = {
    id: of.id,
    email,
    passwordHash: row.passwordHash,
    name: 'Tove Tvilling',
    surname: '',
    city: row.city,
    pnr: null,
    phone: null,
    category: row.category,
    autotransmission: 0 as const,
    isActivated: 1 as const,
    createdAt: row.createdAt,
    updatedAt: row.createdAt,
  };
  if (of.role === 'student') {
    await t.db.insertInto('teachers').values(twin).execute();
    const login = await loginSupervisor(t, email, of.password);
    return {
      id: of.id,
      role: 'teacher',
      accessToken: login.accessToken,
      email,
      password: of.password,
    };
  }
  await t.db
    .insertInto('students')
    .values({ ...twin, profileComplete: 1 })
    .execute();
  const login = await loginStudent(t, email, of.password);
  return {
    id: of.id,
    role: 'student',
    accessToken: login.accessToken,
    email,
    password: of.password,
  };
}

/** The newest reset link in the outbox for an address that differs from the ones seen. */
async function resetToken(t: TestApp, who: Person, seen: string[]): Promise<string> {
  const url = who.role === 'student' ? '/api/v1/passwordReset' : '/api/v1/teacher/passwordReset1';
  const page = who.role === 'student' ? 'passwordReset' : 'passwordReset1';
  const asked = await postJson(t.app, url, { email: who.email });
  expect(asked.statusCode).toBe(200);
  for (;;) {
    const mail = await waitForMail(t.dataDir, who.email, { subject: 'Återställ' });
    const token = linkIn(mail, `${PUBLIC_URL}/${page}/${who.id}/`).split('/').at(-1)!;
    if (!seen.includes(token)) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Reset tokens asked for at a time more than the link's hour ago, then fresh ones. Moves the
 * test clock, so no other world may be in the making meanwhile.
 */
export async function resetTokens(t: TestApp, w: World): Promise<ResetTokens> {
  const realNow = t.clock.now;
  t.clock.now = realNow - 2 * 60 * 60 * 1000;
  const studentExpired = await resetToken(t, w.student, []);
  const supervisorExpired = await resetToken(t, w.linkedSupervisor, []);
  t.clock.now = realNow;
  return {
    studentExpired,
    supervisorExpired,
    student: await resetToken(t, w.student, [studentExpired]),
    supervisor: await resetToken(t, w.linkedSupervisor, [supervisorExpired]),
    otherStudent: await resetToken(t, w.otherStudent, []),
    unlinkedSupervisor: await resetToken(t, w.unlinkedSupervisor, []),
  };
}

export async function makeWorld(t: TestApp, bystanders: Bystanders): Promise<World> {
  const student = person(await activeStudent(t, { name: 'Sara Ägare' }), 'student');
  const linkedSupervisor = person(await activeSupervisor(t, { name: 'Hanna Länkad' }), 'teacher');
  const { formerSupervisor } = bystanders;
  const studentPrivate = [student.email, '20050101-1234', '0701234567'];
  await call(t, 'PUT', `/api/v1/updUserData/${student.id}`, student.accessToken, {
    pnr: studentPrivate[1],
    phone: studentPrivate[2],
  });

  const link = (supervisor: Person) =>
    call(t, 'POST', '/api/v1/addTeacher', student.accessToken, {
      teacherEmail: supervisor.email,
      studentId: student.id,
    });
  await link(formerSupervisor);
  await call(
    t,
    'DELETE',
    `/api/v1/delOneHand?teacherId=${formerSupervisor.id}&studentId=${student.id}`,
    student.accessToken,
  );
  await link(linkedSupervisor);

  const card = async () =>
    (await call(t, 'POST', '/api/v1/drivingnotes/card', student.accessToken)).json<{
      groupId: string;
      drivingNotes: { id: string; number: number }[];
    }>();
  const first = await card();
  const spare = await card();
  const partialGroupId = randomUUID();
  await call(t, 'POST', '/api/v1/drivingnotescreate', student.accessToken, {
    id: randomUUID(),
    groupId: partialGroupId,
    studentId: student.id,
    number: 1,
  });

  const drive = {
    date: '2026-11-24',
    startTime: '16:30',
    minutes: 45,
    supervisedBy: { kind: 'supervisor' },
  };
  const drives = {
    toChange: randomUUID(),
    toConfirm: randomUUID(),
    toDelete: randomUUID(),
    bySupervisor: randomUUID(),
    bySupervisorToDelete: randomUUID(),
  };
  for (const id of [drives.toChange, drives.toConfirm, drives.toDelete]) {
    await call(t, 'PUT', `/api/v1/drives/${id}`, student.accessToken, drive);
  }
  for (const id of [drives.bySupervisor, drives.bySupervisorToDelete]) {
    const url = `/api/v1/teacher/drives/${student.id}/${id}`;
    await call(t, 'PUT', url, linkedSupervisor.accessToken, drive);
  }

  const noteId = first.drivingNotes.find((note) => note.number === 1)!.id;
  const comments = {
    toChange: randomUUID(),
    toDelete: randomUUID(),
    bySupervisor: randomUUID(),
    bySupervisorToDelete: randomUUID(),
  };
  const comment = { lessonId: noteId, subMoment: 'catA', body: 'Öva mer på vänstersväng.' };
  for (const id of [comments.toChange, comments.toDelete]) {
    await call(t, 'PUT', `/api/v1/comments/${id}`, student.accessToken, comment);
  }
  for (const id of [comments.bySupervisor, comments.bySupervisorToDelete]) {
    await call(t, 'PUT', `/api/v1/teacher/comments/${id}`, linkedSupervisor.accessToken, comment);
  }

  return {
    ...bystanders,
    student,
    linkedSupervisor,
    drives,
    comments,
    studentPrivate,
    supervisorTwin: await twinOf(t, student),
    studentTwin: await twinOf(t, linkedSupervisor),
    groupId: first.groupId,
    noteId,
    partialGroupId,
    spareGroupId: spare.groupId,
  };
}

export type CallerName =
  | 'owner-student'
  | 'other-student'
  | 'linked-supervisor'
  | 'unlinked-supervisor'
  | 'former-supervisor'
  | 'no-token'
  | 'expired-token'
  | 'tampered-token'
  | 'alg-none'
  | 'other-role'
  | 'deleted-account';

export const CALLERS: CallerName[] = [
  'owner-student',
  'other-student',
  'linked-supervisor',
  'unlinked-supervisor',
  'former-supervisor',
  'no-token',
  'expired-token',
  'tampered-token',
  'alg-none',
  'other-role',
  'deleted-account',
];

/**
 * The caller as the request sees it: its Authorization header, and the id it would put where
 * a route asks for the caller's own id. Forged callers are made against the row's owner: the
 * student S for a student route, the linked supervisor T for a supervisor route.
 */
export async function caller(
  t: TestApp,
  w: World,
  name: CallerName,
  ownerRole: Role,
): Promise<{ headers: Record<string, string>; self: string | undefined }> {
  const owner = ownerRole === 'student' ? w.student : w.linkedSupervisor;
  const sameRoleOther = ownerRole === 'student' ? w.otherStudent : w.unlinkedSupervisor;
  const as = (p: Person) => ({ headers: bearer(p.accessToken), self: p.id });
  switch (name) {
    case 'owner-student':
      return as(w.student);
    case 'other-student':
      return as(w.otherStudent);
    case 'linked-supervisor':
      return as(w.linkedSupervisor);
    case 'unlinked-supervisor':
      return as(w.unlinkedSupervisor);
    case 'former-supervisor':
      return as(w.formerSupervisor);
    case 'no-token':
      return { headers: {}, self: undefined };
    case 'expired-token':
      return { headers: bearer(await expiredToken(t, owner.accessToken)), self: owner.id };
    case 'tampered-token':
      return {
        headers: bearer(tamperedToken(sameRoleOther.accessToken, { sub: owner.id })),
        self: owner.id,
      };
    case 'alg-none':
      return { headers: bearer(algNoneToken(owner.accessToken)), self: owner.id };
    case 'other-role':
      return as(ownerRole === 'student' ? w.supervisorTwin : w.studentTwin);
    case 'deleted-account':
      return as(ownerRole === 'student' ? w.deletedStudent : w.deletedSupervisor);
  }
}
