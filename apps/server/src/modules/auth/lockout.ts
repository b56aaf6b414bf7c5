import {
  type ActorRole,
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
import { storedRole } from '../../lib/stored-role.js';
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

/** The keys of the login counters of one role's e-mail: the e-mail's, and the prefix of its pairs with an address. */
export function loginCounterKeys(role: ActorRole, email: string) {
  return {
    email: `login:${storedRole(role)}:email:${email}`,
    pairPrefix: `login:${storedRole(role)}:pair:${email}\n`,
  };
}
const emailKey = (role: ActorRole, email: string) => loginCounterKeys(role, email).email;
const pairPrefix = (role: ActorRole, email: string) => loginCounterKeys(role, email).pairPrefix;
const pairKey = (role: ActorRole, email: string, ip: string) => `${pairPrefix(role, email)}${ip}`;
const ipKey = (ip: string) => `login:ip:${ip}`;

/**
 * The login limits (constants.ts says which): every attempt is counted before the password is
 * checked, so guesses sent together are refused once the count is over, not after it.
 */
export function createLockout(limiter: Limiter) {
  return {
    /** Counts this attempt; throws LOCKED_OUT (429) when it is one too many. */
    async admit(role: ActorRole, email: string, ip: string): Promise<void> {
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
    async succeeded(role: ActorRole, email: string, ip: string): Promise<void> {
      await limiter.clear([pairKey(role, email, ip), emailKey(role, email)]);
    },

    /** A password reset by the e-mailed link lifts every lock of the e-mail. */
    async liftEmail(role: ActorRole, email: string): Promise<void> {
      await limiter.clear([emailKey(role, email)]);
      await limiter.clearPrefix(pairPrefix(role, email));
    },
  };
}
export type Lockout = ReturnType<typeof createLockout>;
