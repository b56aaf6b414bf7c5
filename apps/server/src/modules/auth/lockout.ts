import { randomUUID } from 'node:crypto';
import {
  DomainError,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_FAILURES_PER_EMAIL,
  LOGIN_FAILURES_PER_IP,
  LOGIN_LOCKOUT_MS,
  messages,
} from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import type { Role } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './repository.js';

export const emailKey = (role: Role, email: string) => `${role}:email:${email}`;
const ipKey = (ip: string) => `ip:${ip}`;

/**
 * Failed logins are counted in the database, so the count holds across restarts and
 * processes: 5 for one e-mail (per role) or 30 from one address within 15 minutes lock
 * that e-mail or address out for 15 minutes.
 */
export function createLockout(db: Db, clock: Clock) {
  return {
    async assertOpen(role: Role, email: string, ip: string): Promise<void> {
      const locks = await repo.findLoginLocks(db, [emailKey(role, email), ipKey(ip)], clock());
      if (locks.length > 0) {
        const until = Math.max(...locks.map((l) => l.lockedUntil));
        throw new DomainError(
          'LOCKED_OUT',
          messages.auth.lockedOut,
          Math.ceil((until - clock()) / 1000),
        );
      }
    },

    async recordFailure(role: Role, email: string, ip: string): Promise<void> {
      const now = clock();
      const since = now - LOGIN_FAILURE_WINDOW_MS;
      await repo.pruneLoginFailures(db, since);
      const limits: [string, number][] = [
        [emailKey(role, email), LOGIN_FAILURES_PER_EMAIL],
        [ipKey(ip), LOGIN_FAILURES_PER_IP],
      ];
      for (const [key, limit] of limits) {
        await repo.insertLoginFailure(db, { id: randomUUID(), key, createdAt: now });
        if ((await repo.countLoginFailures(db, key, since)) >= limit) {
          await repo.lockLogin(db, key, now + LOGIN_LOCKOUT_MS);
        }
      }
    },

    /** A successful login forgets the e-mail's failures; a password reset also lifts its lock. */
    async clearEmail(role: Role, email: string, options: { liftLock: boolean }): Promise<void> {
      const key = emailKey(role, email);
      await repo.deleteLoginFailures(db, [key]);
      if (options.liftLock) await repo.deleteLoginLocks(db, [key]);
    },
  };
}
export type Lockout = ReturnType<typeof createLockout>;
