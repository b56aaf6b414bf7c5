import {
  DomainError,
  LOGIN_ATTEMPTS_PER_EMAIL,
  LOGIN_ATTEMPTS_PER_EMAIL_AND_IP,
  LOGIN_ATTEMPTS_PER_IP,
  LOGIN_EMAIL_LOCKOUT_MAX_MS,
  LOGIN_EMAIL_WINDOW_MS,
  LOGIN_LOCKOUT_MS,
  LOGIN_WINDOW_MS,
  messages,
  waitInWords,
} from '@ovningskort/domain';
import type { Role } from '../../db/schema.js';
import type { Limit, Limiter } from '../rate-limits/limiter.js';

const perEmailAndIp: Limit = {
  max: LOGIN_ATTEMPTS_PER_EMAIL_AND_IP,
  windowMs: LOGIN_WINDOW_MS,
  lockMs: LOGIN_LOCKOUT_MS,
};
const perEmail: Limit = {
  max: LOGIN_ATTEMPTS_PER_EMAIL,
  windowMs: LOGIN_EMAIL_WINDOW_MS,
  lockMs: LOGIN_LOCKOUT_MS,
  growUpToMs: LOGIN_EMAIL_LOCKOUT_MAX_MS,
};
const perIp: Limit = {
  max: LOGIN_ATTEMPTS_PER_IP,
  windowMs: LOGIN_WINDOW_MS,
  lockMs: LOGIN_LOCKOUT_MS,
};

const emailKey = (role: Role, email: string) => `login:${role}:email:${email}`;
const pairPrefix = (role: Role, email: string) => `login:${role}:pair:${email}\n`;
const pairKey = (role: Role, email: string, ip: string) => `${pairPrefix(role, email)}${ip}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

/**
 * The login limits (constants.ts says which): every attempt is counted before the password is
 * checked, so guesses sent together are refused once the count is over, not after it.
 */
export function createLockout(limiter: Limiter) {
  return {
    /** Counts this attempt; throws LOCKED_OUT (429) when it is one too many. */
    async admit(role: Role, email: string, ip: string): Promise<void> {
      const waitSeconds = await limiter.take([
        [pairKey(role, email, ip), perEmailAndIp],
        [emailKey(role, email), perEmail],
        [ipKey(ip), perIp],
      ]);
      if (waitSeconds > 0)
        throw new DomainError(
          'LOCKED_OUT',
          messages.auth.lockedOut(waitInWords(waitSeconds)),
          waitSeconds,
        );
    },

    /** A successful login forgets the e-mail's attempts from this address and from anywhere. */
    async succeeded(role: Role, email: string, ip: string): Promise<void> {
      await limiter.clear([pairKey(role, email, ip), emailKey(role, email)]);
    },

    /** A password reset by the e-mailed link lifts every lock of the e-mail. */
    async liftEmail(role: Role, email: string): Promise<void> {
      await limiter.clear([emailKey(role, email)]);
      await limiter.clearPrefix(pairPrefix(role, email));
    },
  };
}
export type Lockout = ReturnType<typeof createLockout>;
