import { INACTIVITY_LOGOUT_MS } from '@ovningskort/domain';
import type { Role, SessionSnapshot } from '../../../lib/session.js';

/**
 * Spec §4: without a click, key, touch or mouse move for INACTIVITY_LOGOUT_MS the user is
 * logged out, on the paths that begin with one of these (so /settingsT, /mypassT and
 * /instructorLogIn are covered too).
 */
export const INACTIVITY_PATH_PREFIXES = [
  '/settings',
  '/notes',
  '/instructornotes',
  '/levelup',
  '/instructor',
  '/login',
  '/getpremium',
  '/mypass',
  '/mydetails',
  '/schools',
  '/hotDeals',
  '/moreinfoplz',
] as const;

export const ACTIVITY_EVENTS = ['click', 'keydown', 'touchstart', 'mousemove'] as const;

/**
 * The roles the inactivity logout watches in this tab: those with a session that is not
 * remembered on the device. A remembered session (decision 013) is not logged out for
 * inactivity; it ends 30 days after its last use, at logout, or when the password changes.
 */
export function rolesToWatch(
  current: Pick<
    SessionSnapshot,
    'hasStudentToken' | 'hasSupervisorToken' | 'studentRemembered' | 'supervisorRemembered'
  >,
): Role[] {
  const roles: Role[] = [];
  if (current.hasStudentToken && !current.studentRemembered) roles.push('student');
  if (current.hasSupervisorToken && !current.supervisorRemembered) roles.push('teacher');
  return roles;
}

export function inactivityApplies(pathname: string): boolean {
  return INACTIVITY_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** Milliseconds left before the logout (0 once it is due). */
export function msUntilLogout(lastActivity: number, now: number, limit = INACTIVITY_LOGOUT_MS) {
  return Math.max(0, lastActivity + limit - now);
}

export interface TimerApi {
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: TimerApi = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * One timer for the whole idle period. Activity only notes the time (cheap enough for every
 * mouse move); when the timer fires early because of activity meanwhile, it waits the rest.
 * `onIdle` is called once; after that, or after `stop()`, nothing more happens.
 */
export function startInactivityTimer(
  onIdle: () => void,
  options: { limit?: number; timers?: TimerApi } = {},
) {
  const limit = options.limit ?? INACTIVITY_LOGOUT_MS;
  const timers = options.timers ?? browserTimers;
  let lastActivity = timers.now();
  let handle: unknown = undefined;
  let running = true;

  const schedule = (ms: number) => {
    handle = timers.setTimeout(check, ms);
  };
  function check() {
    if (!running) return;
    const left = msUntilLogout(lastActivity, timers.now(), limit);
    if (left > 0) {
      schedule(left);
      return;
    }
    running = false;
    onIdle();
  }
  schedule(limit);

  return {
    activity(): void {
      if (running) lastActivity = timers.now();
    },
    stop(): void {
      running = false;
      timers.clearTimeout(handle);
    },
  };
}
