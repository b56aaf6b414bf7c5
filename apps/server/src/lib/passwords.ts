import { hash, verify } from '@node-rs/argon2';

// OWASP's recommended argon2id settings: 19 MiB memory, 2 iterations, 1 lane.
// `Algorithm` is a const enum the compiler cannot inline here; 2 is Algorithm.Argon2id.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
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
    dummyHash ??= hashPassword('no-such-user-placeholder-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
