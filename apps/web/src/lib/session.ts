import { LICENCE_CATEGORIES, type Student, type Supervisor } from '@ovningskort/domain';
import { useSyncExternalStore } from 'react';

export type Role = 'student' | 'teacher';

/** The spec's session-storage keys (§3): access tokens per role, plus the user and a flag. */
export const STORAGE_KEYS = {
  studentToken: 'token',
  supervisorToken: 'tokenteacher',
  user: 'user',
  isAuthUser: 'isAuthUser',
  /** Ours, not the spec's: the logged-in supervisor, like `user` for the student. */
  supervisor: 'teacher',
} as const;

const tokenKey = (role: Role) =>
  role === 'student' ? STORAGE_KEYS.studentToken : STORAGE_KEYS.supervisorToken;

export interface SessionSnapshot {
  student: Student | null;
  supervisor: Supervisor | null;
  hasStudentToken: boolean;
  hasSupervisorToken: boolean;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot | undefined;

function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isCategory = (value: unknown) => (LICENCE_CATEGORIES as readonly unknown[]).includes(value);

/**
 * The shape of SupervisorSchema, checked by hand: the session is read on every page, the start
 * page included, and that should not load zod (the stored user came from our own API anyway).
 */
function isSupervisor(value: unknown): value is Supervisor {
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
function isStudent(value: unknown): value is Student {
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
  startStudent(token: string, user: Student) {
    const s = storage();
    s?.setItem(STORAGE_KEYS.studentToken, token);
    s?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    s?.setItem(STORAGE_KEYS.isAuthUser, 'true');
    changed();
  },
  startSupervisor(token: string, supervisor: Supervisor) {
    const s = storage();
    s?.setItem(STORAGE_KEYS.supervisorToken, token);
    s?.setItem(STORAGE_KEYS.supervisor, JSON.stringify(supervisor));
    changed();
  },
  updateSupervisor(patch: Partial<Supervisor>) {
    const current = readSupervisor();
    if (!current) return;
    storage()?.setItem(STORAGE_KEYS.supervisor, JSON.stringify({ ...current, ...patch }));
    changed();
  },
  updateStudent(patch: Partial<Student>) {
    const current = readStudent();
    if (!current) return;
    storage()?.setItem(STORAGE_KEYS.user, JSON.stringify({ ...current, ...patch }));
    changed();
  },
  clear(role: Role) {
    const s = storage();
    s?.removeItem(tokenKey(role));
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
