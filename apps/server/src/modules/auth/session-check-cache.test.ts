import { describe, expect, it } from 'vitest';
import { localFanOut, SESSION_ENDED_EVENT } from '../../events/bus.js';
import { createSessionCheckCache } from './session-check-cache.js';

/** Where the app announces a session's end (modules/live/channels.ts, wired in app.ts). */
const sessionChannel = (id: string) => `session:${id}`;

/** A database of sessions (id → expiry) that counts its reads, and a bus between processes. */
function world(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const sessions = new Map<string, number>([
    ['s1', 10_000_000],
    ['s2', 10_000_000],
  ]);
  const bus = localFanOut();
  const state = { reads: 0, clock: 1_000, listening: true, watching: 0, duringRead: () => {} };
  const cache = createSessionCheckCache({
    liveUntil: async (id) => {
      state.reads += 1;
      const until = sessions.get(id);
      state.duringRead();
      return until !== undefined && until > state.clock ? until : undefined;
    },
    watchEnd: (id, ended) => {
      state.watching += 1;
      const stop = bus.subscribe(sessionChannel(id), ended);
      return () => {
        state.watching -= 1;
        stop();
      };
    },
    listening: () => state.listening,
    now: () => state.clock,
    ...options,
  });
  /** Another process ends the session: the row goes, then the end is announced. */
  const end = (id: string) => {
    sessions.delete(id);
    bus.deliver({ channel: sessionChannel(id), event: SESSION_ENDED_EVENT });
  };
  return { cache, state, end, bus, sessions };
}

describe('the session check answered from memory', () => {
  it('reads a live session once, then answers from memory', async () => {
    const { cache, state } = world();
    expect(await cache.isActive('s1')).toBe(true);
    expect(await cache.isActive('s1')).toBe(true);
    expect(await cache.isActive('s1')).toBe(true);
    expect(state.reads).toBe(1);
  });

  it('refuses a session at once when any process announces its end', async () => {
    const { cache, state, end } = world();
    expect(await cache.isActive('s1')).toBe(true);
    expect(await cache.isActive('s2')).toBe(true);
    end('s1');
    expect(await cache.isActive('s1')).toBe(false);
    expect(await cache.isActive('s2')).toBe(true);
    expect(state.reads).toBe(3);
  });

  it('forgets a session this process ended before the announcement comes round', async () => {
    const { cache, state, sessions } = world();
    expect(await cache.isActive('s1')).toBe(true);
    sessions.delete('s1');
    cache.forget(['s1']);
    expect(await cache.isActive('s1')).toBe(false);
    expect(state.watching).toBe(0);
  });

  it('never remembers a session ended while it was being read', async () => {
    const { cache, state, end } = world();
    // The read saw the row before the end committed; the announcement came before the answer.
    state.duringRead = () => {
      state.duringRead = () => {};
      end('s1');
    };
    expect(await cache.isActive('s1')).toBe(false);
    expect(cache.size).toBe(0);
    expect(await cache.isActive('s1')).toBe(false);
  });

  it('does not remember an ended or unknown session', async () => {
    const { cache, state } = world();
    expect(await cache.isActive('nobody')).toBe(false);
    expect(await cache.isActive('nobody')).toBe(false);
    expect(state.reads).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('asks the database while the bus is down, and forgets what it knew', async () => {
    const { cache, state, sessions } = world();
    expect(await cache.isActive('s1')).toBe(true);
    state.listening = false;
    // Ended in another process while this one could not hear it.
    sessions.delete('s1');
    expect(await cache.isActive('s1')).toBe(false);
    expect(cache.size).toBe(0);
    expect(await cache.isActive('s2')).toBe(true);
    expect(await cache.isActive('s2')).toBe(true);
    expect(state.reads).toBe(4);
  });

  it('forgets every session when the bus resyncs after an outage', async () => {
    const { cache, state, bus } = world();
    await cache.isActive('s1');
    await cache.isActive('s2');
    bus.resync();
    expect(cache.size).toBe(0);
    await cache.isActive('s1');
    expect(state.reads).toBe(3);
  });

  it('reads again once the session has expired, or after the time it may be remembered', async () => {
    const { cache, state, sessions } = world({ ttlMs: 60_000 });
    sessions.set('short', state.clock + 5_000);
    await cache.isActive('short');
    state.clock += 5_000;
    expect(await cache.isActive('short')).toBe(false);
    await cache.isActive('s1');
    state.clock += 59_999;
    await cache.isActive('s1');
    expect(state.reads).toBe(3);
    state.clock += 1;
    await cache.isActive('s1');
    expect(state.reads).toBe(4);
  });

  it('stops watching the sessions it no longer remembers', async () => {
    const { cache, state, end } = world({ maxEntries: 1 });
    await cache.isActive('s1');
    expect(state.watching).toBe(1);
    await cache.isActive('s2');
    // s1 was pushed out by s2: only s2 is watched.
    expect(cache.size).toBe(1);
    expect(state.watching).toBe(1);
    end('s2');
    expect(state.watching).toBe(0);
    await cache.isActive('nobody');
    expect(state.watching).toBe(0);
  });
});
