import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import {
  activeStudent,
  activeSupervisor,
  bearer,
  loginStudent,
  loginSupervisor,
  postJson,
  registerStudent,
  registerSupervisor,
  type TestApp,
} from '../test-app.js';
import { BODY_LIMIT, plausible, type FuzzCase, type FuzzIds } from './fuzz-arbitraries.js';
import type { RouteInfo } from './fuzz-routes.js';

/**
 * Routes that answer a signed-in, allowed caller with an endless event stream. The fuzz calls
 * them with a caller they refuse (a student who has not activated, a supervisor of nobody, and
 * for the stream of all a supervisor's students, a supervisor who has not activated), so every
 * request ends; the test checks that these routes exist, so the list cannot go stale.
 */
export const STREAMING_ROUTES = [
  'GET /api/v1/live',
  'GET /api/v1/teacher/live/:studentId',
  'GET /api/v1/teacher/live',
];

export interface Caller {
  email: string;
  password: string;
  role: 'student' | 'teacher';
  id: string;
  accessToken: string;
}

/** The accounts the fuzz calls as: an active student with a card and a linked supervisor. */
export interface FuzzWorld {
  student: Caller;
  supervisor: Caller;
  /** Refused by the streaming routes: not activated / linked to nobody. */
  idleStudent: Caller;
  idleSupervisor: Caller;
  /** Refused by every supervisor route: their single stream is any activated supervisor's. */
  unactivatedSupervisor: Caller;
  noteId: string;
}

export async function createWorld(t: TestApp): Promise<FuzzWorld> {
  const s = await activeStudent(t);
  const te = await activeSupervisor(t);
  const link = await postJson(
    t.app,
    '/api/v1/addTeacher',
    { teacherEmail: te.input.email, studentId: s.id },
    bearer(s.accessToken),
  );
  if (link.statusCode !== 200) throw new Error(`link failed: ${link.body}`);
  const card = await t.app.inject({
    method: 'POST',
    url: '/api/v1/drivingnotes/card',
    headers: bearer(s.accessToken),
  });
  if (card.statusCode !== 201) throw new Error(`card failed: ${card.body}`);
  const idle = await registerStudent(t);
  const idleLogin = await loginStudent(t, idle.input.email, idle.input.password);
  const idleSupervisor = await activeSupervisor(t);
  const unactivated = await registerSupervisor(t);
  const unactivatedLogin = await loginSupervisor(
    t,
    unactivated.input.email,
    unactivated.input.password,
  );
  return {
    student: { ...s.input, role: 'student', id: s.id, accessToken: s.accessToken },
    supervisor: { ...te.input, role: 'teacher', id: te.id, accessToken: te.accessToken },
    idleStudent: {
      ...idle.input,
      role: 'student',
      id: idleLogin.user.id as string,
      accessToken: idleLogin.accessToken,
    },
    idleSupervisor: {
      ...idleSupervisor.input,
      role: 'teacher',
      id: idleSupervisor.id,
      accessToken: idleSupervisor.accessToken,
    },
    unactivatedSupervisor: {
      ...unactivated.input,
      role: 'teacher',
      id: unactivatedLogin.supervisor.id as string,
      accessToken: unactivatedLogin.accessToken,
    },
    noteId: card.json<{ drivingNotes: { id: string }[] }>().drivingNotes[0]!.id,
  };
}

/** Logs a caller in again when a fuzzed request ended its session (logout, password change). */
export async function keepSignedIn(t: TestApp, caller: Caller): Promise<void> {
  const url =
    caller.role === 'student'
      ? `/api/v1/getUserData/${caller.id}`
      : `/api/v1/getTeacherData/${caller.id}`;
  const check = await t.app.inject({ method: 'GET', url, headers: bearer(caller.accessToken) });
  if (check.statusCode !== 401) return;
  const login =
    caller.role === 'student'
      ? await loginStudent(t, caller.email, caller.password)
      : await loginSupervisor(t, caller.email, caller.password);
  caller.accessToken = login.accessToken;
}

export function callerFor(
  route: RouteInfo,
  auth: FuzzCase['auth'],
  world: FuzzWorld,
): Caller | undefined {
  const name = `${route.method} ${route.path}`;
  const streaming = STREAMING_ROUTES.includes(name);
  if (auth === 'student') return streaming ? world.idleStudent : world.student;
  if (auth === 'teacher' && name === 'GET /api/v1/teacher/live') return world.unactivatedSupervisor;
  if (auth === 'teacher') return streaming ? world.idleSupervisor : world.supervisor;
  return undefined;
}

export function idsFor(caller: Caller | undefined, world: FuzzWorld): FuzzIds {
  return { own: caller?.id, note: world.noteId };
}

/** A valid value for a path parameter; DELETE gets a stranger's id so nothing is deleted. */
function validParam(route: RouteInfo, name: string, ids: FuzzIds): string {
  if (name === '*') return 'index.html';
  if (/token/i.test(name)) return 'A'.repeat(43);
  if (route.method === 'DELETE') return randomUUID();
  if (name === 'id' && route.path.includes('drivingnotes')) return ids.note ?? randomUUID();
  if (/^(id|userId|studentId|teacherId)$/.test(name)) return ids.own ?? randomUUID();
  return 'x';
}

export interface BuiltRequest {
  options: InjectOptions;
  /** Bytes of the body when it is JSON or text, which the bodyLimit applies to. */
  limitedBodyBytes: number;
}

/** Turns a generated case into the inject call: the bad part as generated, the rest valid. */
export function buildRequest(
  route: RouteInfo,
  c: FuzzCase,
  caller: Caller | undefined,
  ids: FuzzIds,
): BuiltRequest {
  let i = 0;
  const url = route.path.replace(/:[A-Za-z0-9_]+|\*/g, (token) => {
    const name = token === '*' ? '*' : token.slice(1);
    const value = c.params ? c.params[i]! : encodeURIComponent(validParam(route, name, ids));
    i += 1;
    return value;
  });
  const query =
    c.query ??
    Object.entries(route.query)
      .map(([k, s]) => `${k}=${encodeURIComponent(String(plausible(s, k, ids)))}`)
      .join('&');
  const headers: Record<string, string> = {};
  if (caller) Object.assign(headers, bearer(caller.accessToken));
  if (c.auth === 'garbage') headers.authorization = 'Bearer not.a.token';
  Object.assign(headers, c.headers);

  let payload: string | Buffer | undefined;
  let limited = 0;
  if (route.method !== 'GET') {
    if (c.raw) {
      payload = c.raw.body;
      if (c.raw.contentType !== undefined) headers['content-type'] = c.raw.contentType;
      const type = c.raw.contentType?.split(';')[0]?.trim();
      if (type === 'application/json' || type === 'text/plain') {
        limited = Buffer.byteLength(payload);
      }
    } else if ('json' in c || route.body) {
      const body =
        'json' in c
          ? c.json
          : { ...(plausible(route.body, '', ids) as Record<string, unknown>), ...c.fields };
      payload = JSON.stringify(body) ?? 'null';
      headers['content-type'] = 'application/json';
      limited = Buffer.byteLength(payload);
    }
  }
  return {
    options: {
      method: route.method,
      url: query ? `${url}?${query}` : url,
      headers,
      payload,
    },
    limitedBodyBytes: limited,
  };
}

export const overLimit = (built: BuiltRequest) => built.limitedBodyBytes > BODY_LIMIT;
