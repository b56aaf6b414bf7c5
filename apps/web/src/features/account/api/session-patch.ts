import type { Student, Supervisor } from '@ovningskort/domain';
import { session, type Role } from '../../../lib/session.js';

type Shared = Pick<
  Student & Supervisor,
  'name' | 'surname' | 'city' | 'category' | 'autotransmission'
>;
const SHARED_KEYS = ['name', 'surname', 'city', 'category', 'autotransmission'] as const;

/** Keeps the stored user (or supervisor) of this tab in step with what the server saved. */
export function patchStoredAccount(role: Role, changes: Partial<Shared> & object) {
  const patch: Partial<Shared> = {};
  for (const key of SHARED_KEYS) {
    if (key in changes) Object.assign(patch, { [key]: changes[key] });
  }
  if (Object.keys(patch).length === 0) return;
  session.update(role, patch);
}
