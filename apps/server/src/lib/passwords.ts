import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { DomainError, messages } from '@ovningskort/domain';
import { createBoundedWork, WorkFullError } from './bounded-work.js';

// OWASP's recommended argon2id settings: 19 MiB memory, 2 iterations, 1 lane.
// `Algorithm` is a const enum the compiler cannot inline here; 2 is Algorithm.Argon2id.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * How much password hashing one process takes on (decision 012, security round 3). A hash takes
 * a core for tens of milliseconds on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE
 * says more):
 * - one hash at a time per core but one, at least one and at most 3: the event loop (every
 *   other request, /api/health) keeps a core of its own (with a hash on each core of a 2-core
 *   machine a burst of logins held /api/health up to 0.2–0.4 s; with one, under 0.1 s), and
 *   the pool's fourth thread (files, DNS) gets its turn;
 * - a queue as long as can start within a second at the pace of the recent hashes (a busy
 *   machine hashes slower: a shorter queue), at least 10 and at most 16 per hash running, and
 *   never under 20: one e-mail's 20 attempts of an hour, sent together from many addresses, are
 *   all checked however busy the machine is (the lockout decides, not the load);
 * - a login takes its place before it counts the attempt and looks the person up, and is
 *   checked once it has one; at most 48 logins hold a place before their hash at once, and
 *   once hashes are waiting, the places count toward the queue. A burst beyond that is refused
 *   before any of that work.
 * Beyond these, 503 `BUSY` with `Retry-After` at once.
 */
export const HASHING_LIMITS = (() => {
  const concurrency = Math.max(1, Math.min(availableParallelism() - 1, 3));
  return {
    concurrency,
    maxWaitMs: 1000,
    minQueue: Math.max(20, 10 * concurrency),
    maxQueue: Math.max(32, 16 * concurrency),
    initialTaskMs: 100,
    maxReserved: 48,
  };
})();
const hashing = createBoundedWork(HASHING_LIMITS);
export const BUSY_RETRY_SECONDS = 2;

/** The hashing now (for tests and the bench): running, waiting, places reserved, queue limit. */
export function hashingLoad() {
  return { ...hashing.load, ...hashing.limits };
}

const busy = (message: string) => new DomainError('BUSY', message, BUSY_RETRY_SECONDS);

async function bounded<T>(work: () => Promise<T>, busyMessage: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof WorkFullError) throw busy(busyMessage);
    throw error;
  }
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hashing.run(() => hash(password, options)), messages.common.serverBusy);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user, or a user who signs in
 * elsewhere) it still spends the same time, so response times do not reveal who exists.
 */
async function check(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('no-such-user-placeholder-password', options);
    const placeholder = await dummyHash;
    await verify(placeholder, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/** The current password asked again (password or e-mail change, account deletion). */
export function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  return bounded(() => hashing.run(() => check(storedHash, password)), messages.common.serverBusy);
}

/** A login's place in the hashing, taken before the login does anything else. */
export interface PasswordCheck {
  /** Checks the password in the place taken (at most once). */
  verify(storedHash: string | null, password: string): Promise<boolean>;
  /** Gives the place back unused (the login was refused before its password was checked). */
  release(): void;
}

/**
 * Takes a place in the hashing for a login before the login counts the attempt or looks the
 * person up, so that the surplus of a burst costs nothing but its answer: 503 `BUSY` at once
 * when the queue is full or too many logins are on their way to it. Whoever takes it must
 * `verify` or `release`.
 */
export function reservePasswordCheck(): PasswordCheck {
  const place = tryReservePasswordCheck();
  if (!place) throw busy(messages.common.busy);
  return place;
}

/** As `reservePasswordCheck`, but null instead of the error when there is no place. */
export function tryReservePasswordCheck(): PasswordCheck | null {
  const place = hashing.reserve();
  if (!place) return null;
  return {
    // A place is a promise (bounded-work.ts): its check is never refused for the queue.
    verify: (storedHash, password) => place.run(() => check(storedHash, password)),
    release: () => place.release(),
  };
}
