import { sql } from 'kysely';
import type { Db } from '../../db/connect.js';

/**
 * Counts one attempt (or `weight` of them) at each key in one statement and returns each row
 * after it: a window older than `windowMs` starts again at the key's weight. Two requests at
 * the same moment get two different counts, in one process or many, on SQLite and on
 * PostgreSQL.
 */
export async function countAttempts(
  db: Db,
  attempts: readonly { key: string; weight: number }[],
  now: number,
  windowMs: number,
) {
  const since = now - windowMs;
  const rows = await db
    .insertInto('rateLimits')
    .values(
      attempts.map(({ key, weight }) => ({
        key,
        count: weight,
        windowStart: now,
        lockedUntil: 0,
        strikes: 0,
      })),
    )
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => ({
        count: eb
          .case()
          .when('rateLimits.windowStart', '<=', since)
          .then(eb.ref('excluded.count'))
          .else(eb('rateLimits.count', '+', eb.ref('excluded.count')))
          .end(),
        windowStart: eb
          .case()
          .when('rateLimits.windowStart', '<=', since)
          .then(now)
          .else(eb.ref('rateLimits.windowStart'))
          .end(),
      })),
    )
    .returning(['key', 'count', 'lockedUntil', 'strikes'])
    .execute();
  // RETURNING promises no order: each key's row by its key.
  const byKey = new Map(rows.map((row) => [row.key, row]));
  return attempts.map(({ key }) => byKey.get(key)!);
}

/** Locks the key until `until` unless it is locked already (then the first lock stands). */
export function lock(db: Db, key: string, now: number, until: number) {
  return db
    .updateTable('rateLimits')
    .set((eb) => ({ lockedUntil: until, strikes: eb('strikes', '+', 1) }))
    .where('key', '=', key)
    .where('lockedUntil', '<=', now)
    .executeTakeFirst();
}

export function clear(db: Db, keys: string[]) {
  return db.deleteFrom('rateLimits').where('key', 'in', keys).execute();
}

/** Every key that starts with `prefix` (no LIKE: an e-mail may hold % and _). */
export function clearPrefix(db: Db, prefix: string) {
  return db
    .deleteFrom('rateLimits')
    .where(sql<string>`substr(${sql.ref('key')}, 1, ${prefix.length})`, '=', prefix)
    .execute();
}

/**
 * Rows that no longer limit anything: their window ended before `windowEndedBefore` and they
 * are not locked; a row that was locked is kept (with its strikes) until its lock ended before
 * `strikesForgottenBefore`.
 */
export function prune(
  db: Db,
  times: { now: number; windowEndedBefore: number; strikesForgottenBefore: number },
) {
  return db
    .deleteFrom('rateLimits')
    .where('windowStart', '<=', times.windowEndedBefore)
    .where('lockedUntil', '<=', times.now)
    .where((eb) =>
      eb.or([eb('strikes', '=', 0), eb('lockedUntil', '<=', times.strikesForgottenBefore)]),
    )
    .execute();
}
