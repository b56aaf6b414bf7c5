import { randomUUID } from 'node:crypto';
import { LIVE_STREAMS_PER_ACCOUNT, LIVE_STREAMS_PER_SESSION } from '@ovningskort/domain';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Whose stream: the account (`role:id`) and the session it was opened with. */
export interface StreamOwner {
  account: string;
  session: string;
}

/** One open stream's place in its session's and its account's shares. */
export interface StreamPlace {
  /** At every keep-alive: the place is still in use (it lapses if a process dies). */
  renew(): void;
  /** The stream has ended: its place is free again. */
  release(): void;
}

/** Which share is full. */
export type StreamRefusal = 'session' | 'account';

/**
 * The live streams' shares (decision 012, security round 3): at most LIVE_STREAMS_PER_SESSION
 * per session and LIVE_STREAMS_PER_ACCOUNT per account. Counted in this process always, and
 * with REDIS_URL also in Redis, so that the shares hold across processes. Without Redis
 * (SQLite, or PostgreSQL with LISTEN/NOTIFY) each process counts its own.
 */
export interface StreamPlaces {
  take(owner: StreamOwner): Promise<StreamPlace | StreamRefusal>;
  close(): Promise<void>;
}

/** The counts of this process's own streams. */
function localCounts() {
  const sessions = new Map<string, number>();
  const accounts = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string, by: number) => {
    const count = (counts.get(key) ?? 0) + by;
    if (count > 0) counts.set(key, count);
    else counts.delete(key);
  };
  return {
    /** Takes a place at once (no await: requests sent together get different counts). */
    take(owner: StreamOwner): StreamRefusal | undefined {
      if ((sessions.get(owner.session) ?? 0) >= LIVE_STREAMS_PER_SESSION) return 'session';
      if ((accounts.get(owner.account) ?? 0) >= LIVE_STREAMS_PER_ACCOUNT) return 'account';
      add(sessions, owner.session, 1);
      add(accounts, owner.account, 1);
      return undefined;
    },
    release(owner: StreamOwner) {
      add(sessions, owner.session, -1);
      add(accounts, owner.account, -1);
    },
  };
}

/**
 * Redis's clock in milliseconds (every process agrees on it), then the members whose lease has
 * run out (their process stopped renewing them: it died) are dropped.
 */
const NOW_AND_PRUNE = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', now)
`;

/** Adds (or renews) the stream's member in both sets, leased until now + ARGV[2] ms. */
const LEASE = `
local expires = now + tonumber(ARGV[2])
redis.call('ZADD', KEYS[1], expires, ARGV[1])
redis.call('ZADD', KEYS[2], expires, ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
redis.call('PEXPIRE', KEYS[2], ARGV[2])
`;

/**
 * KEYS: the account's set, the session's set (members: stream ids, scores: lease ends).
 * ARGV: the stream id, the lease in ms, the account's share, the session's share.
 * Returns 0 when taken, 1 when the session's share is full, 2 when the account's is.
 */
const TAKE = `${NOW_AND_PRUNE}
if redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then return 1 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 2 end
${LEASE}
return 0`;

/** Renews the lease; a member lost meanwhile (Redis restarted) is counted again. */
const RENEW = `${NOW_AND_PRUNE}${LEASE}
return 0`;

type Script = (
  accountKey: string,
  sessionKey: string,
  member: string,
  leaseMs: number,
  ...shares: number[]
) => Promise<number>;

/**
 * The key prefix of one set of tables (as the bus's channel, redis-bus.ts): deployments and
 * parallel test runs that share one Redis count apart.
 */
function keyPrefix(schema: string | undefined) {
  return !schema || schema === 'public' ? 'ovningskort:streams' : `ovningskort:${schema}:streams`;
}

export function createStreamPlaces(options: {
  /** REDIS_URL: count across processes; without it, each process counts its own. */
  redis?: { url: string; schema?: string | undefined } | undefined;
  /** How often a stream says it is alive; a place lapses after three missed renewals. */
  heartbeatMs: number;
  log: FastifyBaseLogger;
}): StreamPlaces {
  const local = localCounts();
  const { redis, log } = options;
  if (!redis) {
    return {
      async take(owner) {
        const refused = local.take(owner);
        return refused ?? { renew: () => undefined, release: () => local.release(owner) };
      },
      async close() {},
    };
  }

  const leaseMs = Math.max(3 * options.heartbeatMs, 1000);
  const prefix = keyPrefix(redis.schema);
  // The account in braces: both keys of a stream land on one Redis Cluster slot.
  const keysOf = (owner: StreamOwner) =>
    [`${prefix}:{${owner.account}}`, `${prefix}:{${owner.account}}:session:${owner.session}`] as [
      string,
      string,
    ];
  const client = new Redis(redis.url, {
    connectionName: 'ovningskort-live-streams',
    // A stream that cannot be counted in Redis soon is counted in this process only.
    commandTimeout: 2000,
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 250, 5000),
  });
  // The bus logs Redis's outages; here only the first failure of each, once.
  let failing = false;
  client.on('error', () => undefined);
  client.defineCommand('ovkTakeStream', { numberOfKeys: 2, lua: TAKE });
  client.defineCommand('ovkRenewStream', { numberOfKeys: 2, lua: RENEW });
  const scripts = client as unknown as { ovkTakeStream: Script; ovkRenewStream: Script };
  const failed = (what: string) => (error: unknown) => {
    if (failing) return;
    failing = true;
    log.warn({ err: error }, `live streams: could not ${what} in Redis; counting in this process`);
  };

  return {
    async take(owner) {
      const refused = local.take(owner);
      if (refused) return refused;
      const member = randomUUID();
      const [accountKey, sessionKey] = keysOf(owner);
      let answer = 0;
      try {
        answer = await scripts.ovkTakeStream(
          accountKey,
          sessionKey,
          member,
          leaseMs,
          LIVE_STREAMS_PER_ACCOUNT,
          LIVE_STREAMS_PER_SESSION,
        );
        failing = false;
      } catch (error) {
        // Redis is out of reach: the process's own count still holds.
        failed('count a stream')(error);
      }
      if (answer !== 0) {
        local.release(owner);
        return answer === 1 ? 'session' : 'account';
      }
      let released = false;
      return {
        renew() {
          if (released) return;
          scripts
            .ovkRenewStream(accountKey, sessionKey, member, leaseMs)
            .catch(failed('renew a stream'));
        },
        release() {
          if (released) return;
          released = true;
          local.release(owner);
          client
            .multi()
            .zrem(accountKey, member)
            .zrem(sessionKey, member)
            .exec()
            .catch(failed('free a stream'));
        },
      };
    },
    async close() {
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
