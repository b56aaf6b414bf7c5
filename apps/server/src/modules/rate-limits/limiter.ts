import type { Db } from '../../db/connect.js';
import type { Clock } from '../../lib/clock.js';
import * as repo from './repository.js';

export interface Limit {
  /** Attempts allowed in one window; the next one is refused and locks the key. */
  max: number;
  windowMs: number;
  lockMs: number;
  /** Each lock since the key was last cleared lasts twice as long as the one before, to this. */
  growUpToMs?: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A key as the database stores it: text goes to SQLite and PostgreSQL as UTF-8, where a lone
 * surrogate (a key made of what someone typed as an e-mail) becomes U+FFFD. Matched against
 * the rows a statement returns, the key must be what the database has.
 */
const asStored = (key: string) => Buffer.from(key, 'utf8').toString('utf8');

/** At most `max` a day for one key (a learner's links or invitations), then a day's wait. */
export const perDay = (max: number): Limit => ({ max, windowMs: DAY_MS, lockMs: DAY_MS });

/**
 * Wrong tokens of a public link from one address: `max` in 15 minutes, then a lock that doubles
 * with each repeat, up to a day (guessing a link is made slow, a mistyped one costs little).
 */
export const wrongLinksFromOneAddress = (max: number): Limit => ({
  max,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  growUpToMs: DAY_MS,
});

/**
 * Limits counted in the database before the work they guard is done: `take` counts the attempt
 * at every key first and only then says whether it may go ahead, so requests sent together are
 * counted one by one (a check before the count would let them all through).
 */
export function createLimiter(db: Db, clock: Clock) {
  /** Counts the attempts of keys that share a window in one statement, then locks where due. */
  async function takeTogether(
    limits: readonly (readonly [key: string, limit: Limit, weight: number])[],
    now: number,
  ) {
    const rows = await repo.countAttempts(
      db,
      limits.map(([key, , weight]) => ({ key, weight })),
      now,
      limits[0]![1].windowMs,
    );
    const results: { waitMs: number; newWindow: boolean }[] = [];
    for (const [index, [key, limit, weight]] of limits.entries()) {
      const row = rows[index]!;
      if (row.lockedUntil > now) {
        results.push({ waitMs: row.lockedUntil - now, newWindow: false });
      } else if (row.count <= limit.max) {
        results.push({ waitMs: 0, newWindow: row.count === weight });
      } else {
        const lockMs = limit.growUpToMs
          ? Math.min(limit.lockMs * 2 ** row.strikes, limit.growUpToMs)
          : limit.lockMs;
        await repo.lock(db, key, now, now + lockMs);
        results.push({ waitMs: lockMs, newWindow: false });
      }
    }
    return results;
  }

  return {
    /**
     * Counts one attempt at each key, or `weight` attempts where one is given (a batch of
     * lesson changes counts as many changes as it carries). Returns 0 when every key is within
     * its limit, else the seconds until the longest lock among them ends.
     */
    async take(
      limits: readonly (readonly [key: string, limit: Limit, weight?: number])[],
    ): Promise<number> {
      const now = clock();
      let waitMs = 0;
      let newWindow = false;
      // Different keys of one window go in one statement (a lesson batch's two limits: one
      // round trip); a key named twice is counted twice, in statements of its own.
      const groups: (readonly [string, Limit, number])[][] = [];
      for (const [given, limit, weight = 1] of limits) {
        const key = asStored(given);
        const group = groups.find(
          (g) => g[0]![1].windowMs === limit.windowMs && g.every(([k]) => k !== key),
        );
        if (group) group.push([key, limit, weight]);
        else groups.push([[key, limit, weight]]);
      }
      for (const group of groups) {
        for (const result of await takeTogether(group, now)) {
          waitMs = Math.max(waitMs, result.waitMs);
          newWindow ||= result.newWindow;
        }
      }
      // Old rows go when a key starts a new window: at most once per key and window.
      if (newWindow) {
        await repo.prune(db, {
          now,
          windowEndedBefore: now - Math.max(...limits.map(([, l]) => l.windowMs)),
          strikesForgottenBefore: now - Math.max(...limits.map(([, l]) => l.growUpToMs ?? 0)),
        });
      }
      return Math.ceil(waitMs / 1000);
    },

    clear: (keys: string[]) => repo.clear(db, keys),
    clearPrefix: (prefix: string) => repo.clearPrefix(db, prefix),
  };
}
export type Limiter = ReturnType<typeof createLimiter>;
