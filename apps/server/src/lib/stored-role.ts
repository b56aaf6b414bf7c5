import type { ActorRole } from '@ovningskort/domain';

/**
 * A role as it is written down where it outlives the request: the access token's claim, the
 * role column of sessions and one-time tokens, the login counters' keys. There a supervisor is
 * 'teacher', the §7 API's word, so that what an older process wrote stays valid; everywhere
 * else in the code a supervisor is 'supervisor'. This is the one place the two meet.
 */
const STORED = { student: 'student', supervisor: 'teacher' } as const satisfies Record<
  ActorRole,
  string
>;
export type StoredRole = (typeof STORED)[ActorRole];

export const storedRole = (role: ActorRole): StoredRole => STORED[role];

export const roleOfStored = (stored: StoredRole): ActorRole =>
  stored === 'teacher' ? 'supervisor' : 'student';

export const isStoredRole = (value: unknown): value is StoredRole =>
  value === 'student' || value === 'teacher';
