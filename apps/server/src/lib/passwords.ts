import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { DomainError, messages } from '@ovningskort/domain';
import { createBoundedWork, WorkFullError } from './bounded-work.js';

// OWASP's recommended argon2id settings: 19 MiB memory, 2 iterations, 1 lane.
// `Algorithm` is a const enum the compiler cannot inline here; 2 is Algorithm.Argon2id.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Hashing takes a core for tens of milliseconds: at most two per core at a time, a short queue,
 * and beyond it a quick 503 (Retry-After) instead of every login slowing down for everyone.
 */
const hashing = createBoundedWork({
  concurrency: 2 * availableParallelism(),
  queue: 16 * availableParallelism(),
});
const BUSY_RETRY_SECONDS = 2;

async function bounded<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await hashing.run(task);
  } catch (error) {
    if (error instanceof WorkFullError) {
      throw new DomainError('BUSY', messages.common.busy, BUSY_RETRY_SECONDS);
    }
    throw error;
  }
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, options));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown user, or a user who signs in
 * elsewhere) it still spends the same time, so response times do not reveal who exists.
 */
export async function verifyPassword(
  storedHash: string | null,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('no-such-user-placeholder-password', options);
    const placeholder = await dummyHash;
    await bounded(() => verify(placeholder, password).catch(() => false));
    return false;
  }
  return bounded(() => verify(storedHash, password).catch(() => false));
}
