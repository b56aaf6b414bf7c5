import { StudentSchema, type Student } from '@ovningskort/domain';
import { useSyncExternalStore } from 'react';

export type Role = 'student' | 'teacher';

/** The spec's session-storage keys (§3): access tokens per role, plus the user and a flag. */
export const STORAGE_KEYS = {
  studentToken: 'token',
  teacherToken: 'tokenteacher',
  user: 'user',
  isAuthUser: 'isAuthUser',
} as const;

const tokenKey = (role: Role) =>
  role === 'student' ? STORAGE_KEYS.studentToken : STORAGE_KEYS.teacherToken;

export interface SessionSnapshot {
  student: Student | null;
  hasStudentToken: boolean;
  hasTeacherToken: boolean;
}

const listeners = new Set<() => void>();
let snapshot: SessionSnapshot | undefined;

function storage(): Storage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

function readStudent(): Student | null {
  const raw = storage()?.getItem(STORAGE_KEYS.user);
  if (!raw) return null;
  try {
    const parsed = StudentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

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
    }
    changed();
  },
  snapshot(): SessionSnapshot {
    snapshot ??= {
      student: readStudent(),
      hasStudentToken: Boolean(session.token('student')),
      hasTeacherToken: Boolean(session.token('teacher')),
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
