import { LICENCE_CATEGORIES, type Student, type Supervisor } from '@ovningskort/domain';
import { useSyncExternalStore } from 'react';

export type Role = 'student' | 'teacher';

/** What Settings tells Hem as it goes there after deleting an account (not its Hem, then). */
export interface AfterDeletion {
  deletedRole: Role;
}

/** The spec's session-storage keys (§3): access tokens per role, plus the user and a flag. */
export const STORAGE_KEYS = {
  studentToken: 'token',
  supervisorToken: 'tokenteacher',
  user: 'user',
  isAuthUser: 'isAuthUser',
  /** Ours, not the spec's: the logged-in supervisor, like `user` for the student. */
  supervisor: 'teacher',
} as const;

/**
 * In localStorage (shared by the tabs and launches of the app, like the refresh cookie): the
 * role's session on this device is remembered (decision 013), so a new tab asks the server
 * once (lib/restore-session.ts) and the 3-hour inactivity logout does not apply. Only a hint,
 * never a token: the session itself is in the HttpOnly refresh cookie. A remembered login
 * sets it; a login without the box, a logout, an ended session or the server's 204 remove it.
 */
const hintKey = (role: Role) => `ovk_remembered_${role}`;

const tokenKey = (role: Role) =>
  role === 'student' ? STORAGE_KEYS.studentToken : STORAGE_KEYS.supervisorToken;

export interface SessionSnapshot {
  student: Student | null;
  supervisor: Supervisor | null;
  hasStudentToken: boolean;
  hasSupervisorToken: boolean;
  /** The role's session on this device is remembered (decision 013). */
  studentRemembered: boolean;
  supervisorRemembered: boolean;
  /**
   * This tab still waits for its one question whether the device remembers a session of the
   * role (lib/restore-session.ts); guards and the start page show the loading state meanwhile.
   */
  studentRestoring: boolean;
  supervisorRestoring: boolean;
}

const listeners = new Set<() => void>();
/** Roles whose question for a remembered session this page load has had answered. */
const restoreAnswered = new Set<Role>();
let snapshot: SessionSnapshot | undefined;

function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/** Uses localStorage, which the browser may refuse (private modes, policies, a full disk). */
function device<T>(work: (storage: Storage) => T): T | undefined {
  try {
    return work(localStorage);
  } catch {
    return undefined;
  }
}

/** Sets or removes the device's hint; if refused, the session is treated as not remembered. */
const remember = (role: Role, remembered: boolean) =>
  device((d) => (remembered ? d.setItem(hintKey(role), '1') : d.removeItem(hintKey(role))));

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isCategory = (value: unknown) => (LICENCE_CATEGORIES as readonly unknown[]).includes(value);

/**
 * The shape of SupervisorSchema, checked by hand: the session is read on every page, the start
 * page included, and that should not load zod (the stored user came from our own API anyway).
 */
export function isSupervisor(value: unknown): value is Supervisor {
  return (
    isObject(value) &&
    ['id', 'name', 'surname', 'email', 'city'].every((key) => typeof value[key] === 'string') &&
    Array.isArray(value.category) &&
    value.category.every(isCategory) &&
    typeof value.autotransmission === 'boolean' &&
    typeof value.isActivated === 'boolean'
  );
}

/** StudentSchema: a supervisor's fields and profileComplete. */
export function isStudent(value: unknown): value is Student {
  return (
    isSupervisor(value) &&
    typeof (value as { profileComplete?: unknown }).profileComplete === 'boolean'
  );
}

function readJson<T>(key: string, is: (value: unknown) => value is T): T | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return is(value) ? value : null;
  } catch {
    return null;
  }
}

const readStudent = () => readJson(STORAGE_KEYS.user, isStudent);
const readSupervisor = () => readJson(STORAGE_KEYS.supervisor, isSupervisor);

function changed() {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

export const session = {
  token(role: Role): string | null {
    return storage()?.getItem(tokenKey(role)) ?? null;
  },
  setToken(role: Role, token: string) {
    storage()?.setItem(tokenKey(role), token);
    changed();
  },
  /** A login (or a remembered session opened in this tab): the token, the user, the hint. */
  startStudent(token: string, user: Student, remembered = false) {
    const s = storage();
    s?.setItem(STORAGE_KEYS.studentToken, token);
    s?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    s?.setItem(STORAGE_KEYS.isAuthUser, 'true');
    remember('student', remembered);
    changed();
  },
  startSupervisor(token: string, supervisor: Supervisor, remembered = false) {
    const s = storage();
    s?.setItem(STORAGE_KEYS.supervisorToken, token);
    s?.setItem(STORAGE_KEYS.supervisor, JSON.stringify(supervisor));
    remember('teacher', remembered);
    changed();
  },
  /** Whether the role's session on this device is remembered (the hint above). */
  isRemembered(role: Role): boolean {
    return device((d) => d.getItem(hintKey(role))) === '1';
  },
  /**
   * Whether this tab has yet to ask for the role's remembered session: no token here, the
   * device may remember one, and the question of this page load is not answered yet.
   */
  awaitsRestore(role: Role): boolean {
    return !restoreAnswered.has(role) && !session.token(role) && session.isRemembered(role);
  },
  /** The question for the role's remembered session has its answer. */
  restoreAnswered(role: Role) {
    restoreAnswered.add(role);
    changed();
  },
  /** Changes fields of the role's stored person (the supervisor has no profileComplete). */
  update(role: Role, patch: Partial<Student>) {
    const key = role === 'student' ? STORAGE_KEYS.user : STORAGE_KEYS.supervisor;
    const current = role === 'student' ? readStudent() : readSupervisor();
    if (!current) return;
    storage()?.setItem(key, JSON.stringify({ ...current, ...patch }));
    changed();
  },
  /** Ends the role's session in this tab, and the device's hint of a remembered one. */
  clear(role: Role) {
    const s = storage();
    s?.removeItem(tokenKey(role));
    remember(role, false);
    if (role === 'student') {
      s?.removeItem(STORAGE_KEYS.user);
      s?.removeItem(STORAGE_KEYS.isAuthUser);
    } else {
      s?.removeItem(STORAGE_KEYS.supervisor);
    }
    changed();
  },
  snapshot(): SessionSnapshot {
    snapshot ??= {
      student: readStudent(),
      supervisor: readSupervisor(),
      hasStudentToken: Boolean(session.token('student')),
      hasSupervisorToken: Boolean(session.token('teacher')),
      studentRemembered: session.isRemembered('student'),
      supervisorRemembered: session.isRemembered('teacher'),
      studentRestoring: session.awaitsRestore('student'),
      supervisorRestoring: session.awaitsRestore('teacher'),
    };
    return snapshot;
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The current session, re-rendering when it changes. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.snapshot, session.snapshot);
}
