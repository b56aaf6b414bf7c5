import { LRUCache } from 'lru-cache';

/**
 * The session check of every request (is the token's session still live?) answered from this
 * process's memory where it can be: a round trip to PostgreSQL less per request (issue 37).
 *
 * A session known live is remembered until its expiry, at most `ttlMs`, and forgotten the
 * moment its end is announced on the bus (logout, "logga ut överallt", a new password, a
 * deletion – modules/auth/sessions.ts announces every end once it has committed), whichever
 * process ended it. While the bus does not reach this process (its connection is down, so an
 * end could be missed) nothing is answered from memory and what was remembered is forgotten;
 * once it is back, the bus's resync reaches every session watched here and ends those too.
 */
export interface SessionCheckCacheOptions {
  /** The session's expiry (ms) if it is live now; undefined if it has ended or expired. */
  liveUntil: (sessionId: string) => Promise<number | undefined>;
  /** Calls `ended` when the session's end is announced (or the bus resyncs); answers the stop. */
  watchEnd: (sessionId: string, ended: () => void) => () => void;
  /** Whether announcements from every process reach this one now. */
  listening: () => boolean;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}

interface Known {
  until: number;
  stopWatching: () => void;
}

export function createSessionCheckCache(options: SessionCheckCacheOptions) {
  const { liveUntil, watchEnd, listening, ttlMs = 60_000, maxEntries = 20_000 } = options;
  const now = options.now ?? Date.now;
  const known = new LRUCache<string, Known>({
    max: maxEntries,
    dispose: (entry) => entry.stopWatching(),
  });

  return {
    async isActive(sessionId: string): Promise<boolean> {
      if (!listening()) {
        known.clear();
        return (await liveUntil(sessionId)) !== undefined;
      }
      const hit = known.get(sessionId);
      if (hit && now() < hit.until) return true;
      if (hit) known.delete(sessionId);

      // Watched before it is read: an end announced while the read is under way is not missed.
      let ended = false;
      const stopWatching = watchEnd(sessionId, () => {
        ended = true;
        known.delete(sessionId);
      });
      let until: number | undefined;
      try {
        until = await liveUntil(sessionId);
      } catch (error) {
        stopWatching();
        throw error;
      }
      const live = until !== undefined && !ended;
      if (until !== undefined && live && listening() && !known.has(sessionId)) {
        known.set(sessionId, { until: Math.min(until, now() + ttlMs), stopWatching });
      } else {
        stopWatching();
      }
      return live;
    },
    /**
     * Forgets sessions this process has just ended, before its own announcement has gone round
     * the bus: a logout answered here is refused here at once.
     */
    forget(sessionIds: readonly string[]): void {
      for (const id of sessionIds) known.delete(id);
    },
    /** How many sessions are remembered now (for tests and the bench). */
    get size() {
      return known.size;
    },
  };
}
