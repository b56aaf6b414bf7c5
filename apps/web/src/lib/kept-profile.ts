import type { Student, Supervisor } from '@ovningskort/domain';
import { isStudent, isSupervisor, session, type Role } from './session.js';

/**
 * The person's profile kept beside the hint of a remembered session (decision 013), so that a
 * remembered device can open signed in without a network (lib/restore-session.ts). Never a
 * token. Written after a remembered login; removed wherever a session ends (logout, a session
 * that cannot be renewed, the server's 204, account deletion), and never read without the hint.
 */
const key = (role: Role) => `ovk_remembered_${role}_user`;

export function keepProfile(role: Role, person: Student | Supervisor) {
  if (!session.isRemembered(role)) return;
  try {
    localStorage.setItem(key(role), JSON.stringify(person));
  } catch {
    // Not kept: without a network this device then asks for the login.
  }
}

export function keptProfile(role: 'student'): Student | undefined;
export function keptProfile(role: 'teacher'): Supervisor | undefined;
export function keptProfile(role: Role): Student | Supervisor | undefined {
  try {
    const person: unknown = JSON.parse(localStorage.getItem(key(role)) ?? 'null');
    if (role === 'student') return isStudent(person) ? person : undefined;
    return isSupervisor(person) ? person : undefined;
  } catch {
    return undefined;
  }
}

export function forgetProfile(role: Role) {
  try {
    localStorage.removeItem(key(role));
  } catch {
    // Nothing kept.
  }
}
