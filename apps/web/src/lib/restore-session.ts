import { forgetProfile, keepProfile, keptProfile } from './kept-profile.js';
import { isStudent, isSupervisor, session, type Role } from './session.js';
import { noteSignedOut } from './signed-out-note.js';

/**
 * Opens signed in (issue 17, decision 013): a new tab, or the installed app starting, has no
 * access token in its session storage. If this device may remember a session of a role (the
 * hint a login with "Kom ihåg mig" left in localStorage), the tab asks the server once,
 * POST /v1/restore (or /v1/teacher/restore) with the HttpOnly refresh cookie, and keeps the
 * token and the user it answers where a login keeps them. The server answers 204 when the
 * device holds no remembered session (none, not remembered, ended), and the tab logs in as
 * before. Without a network it opens with the profile the device keeps (openOffline).
 *
 * Loaded by the layout at start-up only on a device that may remember a session (the start
 * page of a visitor carries none of it). Plain fetch and checks by hand: no API client, no
 * zod. While it asks, `useSession()` says `studentRestoring` / `supervisorRestoring`, and the
 * guards and the start page show the loading state instead of the login or the landing page.
 */
export const RESTORE_PATHS: Record<Role, string> = {
  student: '/api/v1/restore',
  teacher: '/api/v1/teacher/restore',
};

/**
 * The stand-in for an access token in a remembered tab opened without a network. The server
 * refuses it (401), and the API client then gets a real token from the refresh cookie, as for
 * any expired token, once the network is back.
 */
export const OFFLINE_TOKEN = 'offline';

/**
 * A remembered device that starts without a network (the installed app in a dead zone) opens
 * signed in with the profile kept beside the hint; its cards come from the device's cache and
 * its changes wait in the outbox. Without a kept profile the tab logs in as before.
 */
function openOffline(role: Role): boolean {
  if (session.token(role)) return true;
  if (role === 'student') {
    const person = keptProfile('student');
    if (person) session.startStudent(OFFLINE_TOKEN, person, true);
    return Boolean(person);
  }
  const person = keptProfile('teacher');
  if (person) session.startSupervisor(OFFLINE_TOKEN, person, true);
  return Boolean(person);
}

const attempts = new Map<Role, Promise<boolean>>();

/** Asks (once per role and page load) or joins the question; true if the tab is now signed in. */
export function restoreSession(role: Role, fetchImpl?: typeof fetch): Promise<boolean> {
  let attempt = attempts.get(role);
  if (!attempt) {
    const asking = session.awaitsRestore(role) ? ask(role, fetchImpl) : Promise.resolve(false);
    attempt = asking.finally(() => session.restoreAnswered(role));
    attempts.set(role, attempt);
  }
  return attempt;
}

/** At start-up: asks for each role the device may remember. */
export function restoreRememberedSessions(fetchImpl?: typeof fetch): Promise<boolean[]> {
  return Promise.all(
    (['student', 'teacher'] as const)
      .filter((role) => session.awaitsRestore(role))
      .map((role) => restoreSession(role, fetchImpl)),
  );
}

async function ask(
  role: Role,
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
): Promise<boolean> {
  let response: Response;
  try {
    response = await fetchImpl(RESTORE_PATHS[role], {
      method: 'POST',
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
    });
  } catch {
    // Offline or the server is away: open with the profile the device keeps (below).
    return openOffline(role);
  }
  if (response.status === 204) {
    // No remembered session on this device after all: forget the hint (there is no token). The
    // device remembered one, so it was ended since (from another device, a new password, its
    // time up): the login screen says so.
    session.clear(role);
    forgetProfile(role);
    noteSignedOut(role, 'ended');
    return false;
  }
  if (!response.ok) return false;
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return false;
  }
  // StudentSessionResponseSchema / SupervisorSessionResponseSchema, checked by hand.
  if (typeof body !== 'object' || body === null) return false;
  const { accessToken, user, teacher } = body as Record<string, unknown>;
  if (typeof accessToken !== 'string' || accessToken === '') return false;
  if (session.token(role)) return true; // a login in this tab meanwhile wins
  if (role === 'student' && isStudent(user)) {
    session.startStudent(accessToken, user, true);
    keepProfile('student', user);
    return true;
  }
  if (role === 'teacher' && isSupervisor(teacher)) {
    session.startSupervisor(accessToken, teacher, true);
    keepProfile('teacher', teacher);
    return true;
  }
  return false;
}
