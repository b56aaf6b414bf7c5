import type { FastifyBaseLogger } from 'fastify';
import { Redis, type RedisOptions } from 'ioredis';
import { localFanOut, parseBusMessage, type EventBus } from './bus.js';

/**
 * The Redis pub/sub channel of one set of tables. Pub/sub ignores Redis database numbers, so
 * apps in different PostgreSQL schemas (several deployments, parallel test runs) sharing one
 * Redis get a channel each.
 */
export function redisChannel(schema: string | undefined): string {
  return !schema || schema === 'public' ? 'ovningskort:events' : `ovningskort:${schema}:events`;
}

/**
 * Connection state of one client: logs the first error of an outage and its end, not each
 * retry, and calls onRestored when the connection is back after an outage.
 */
function watch(client: Redis, role: string, log: FastifyBaseLogger, onRestored?: () => void) {
  let down = false;
  const lost = (error?: Error) => {
    if (down) return;
    down = true;
    log.error({ err: error }, `live updates: Redis ${role} connection lost; reconnecting`);
  };
  client.on('error', lost);
  // A connection closed without an error (the server went away) shows as a reconnect only.
  client.on('reconnecting', () => lost());
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info(`live updates: Redis ${role} connection restored`);
    onRestored?.();
  });
}

/**
 * Live updates through Redis pub/sub (REDIS_URL): every process publishes to one channel and
 * subscribes to it, then hands each event to its own streams. ioredis reconnects on its own
 * (with a growing pause) and subscribes again; events published while a connection is down
 * are lost (the publish fails and is logged, never the save that caused it), so once it is
 * back every open stream is told to read its cards again.
 */
export async function createRedisBus(options: {
  redisUrl: string;
  channel: string;
  log: FastifyBaseLogger;
}): Promise<EventBus> {
  const { channel, log } = options;
  const fanOut = localFanOut();
  const settings: RedisOptions = {
    lazyConnect: true,
    connectionName: 'ovningskort-live',
    // A live update that waits long for a reconnect is of no use: fail it soon and log it.
    maxRetriesPerRequest: 1,
    retryStrategy: (times) => Math.min(times * 250, 5000),
  };
  const publisher = new Redis(options.redisUrl, settings);
  const subscriber = new Redis(options.redisUrl, settings);
  watch(publisher, 'publisher', log);
  // Events published while the subscriber was away are lost: once it listens again, the open
  // streams of this process read their cards again. (Subscribing again is harmless: ioredis
  // does it too, and this makes sure it is done before the streams are told.)
  let subscribed = false;
  subscriber.on('close', () => {
    subscribed = false;
  });
  watch(subscriber, 'subscriber', log, () => {
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
        fanOut.resync();
      },
      (error: unknown) => log.warn({ err: error }, 'live updates: Redis subscribe failed'),
    );
  });
  subscriber.on('message', (from: string, payload: string) => {
    if (from !== channel) return;
    const message = parseBusMessage(payload, log);
    if (message) fanOut.deliver(message);
  });

  async function close() {
    await Promise.all(
      [subscriber, publisher].map(async (client) => {
        if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
        else client.disconnect();
      }),
    );
  }

  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(channel);
    subscribed = true;
  } catch (error) {
    await close();
    throw new Error('Could not connect to Redis (REDIS_URL) for live updates', { cause: error });
  }

  return {
    kind: 'redis',
    async publish(busChannel, event) {
      await publisher.publish(channel, JSON.stringify({ channel: busChannel, event }));
    },
    subscribe: fanOut.subscribe,
    async check() {
      for (const client of [publisher, subscriber]) {
        if (client.status !== 'ready') throw new Error(`Redis connection is ${client.status}`);
      }
      await Promise.all([publisher.ping(), subscriber.ping()]);
    },
    listening: () => subscribed && subscriber.status === 'ready',
    close,
  };
}
