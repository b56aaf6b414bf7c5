import { createHash } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { parseLiveEvent, type LiveEvent } from '@ovningskort/domain';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { batchWhileBusy } from './batch.js';

/**
 * Tells the streams of one session, in every process, that the session has ended (logout,
 * password change, account deleted, refresh token stolen). It stays on the server: streams end
 * on it, and it is never written to a client.
 */
export interface SessionEndedEvent {
  type: 'session-ended';
}
export const SESSION_ENDED_EVENT: SessionEndedEvent = Object.freeze({ type: 'session-ended' });

/** What the bus carries: the live events clients read, and the server's own session notice. */
export type BusEvent = LiveEvent | SessionEndedEvent;

/** What travels on the bus: an event on a named channel. */
export interface BusMessage {
  channel: string;
  event: BusEvent;
}

export type Listener = (event: BusEvent) => void;

/**
 * Live updates between the people looking at the same card. In one process an EventEmitter
 * is enough (SQLite); with PostgreSQL every process listens on one NOTIFY channel, and with
 * REDIS_URL on one Redis pub/sub channel, so an event published by any process reaches the
 * streams held by all of them.
 */
export interface EventBus {
  /** Which transport carries the events (logged at start, shown by the readiness check). */
  readonly kind: 'local' | 'postgres' | 'redis';
  publish(channel: string, event: BusEvent): Promise<void>;
  subscribe(channel: string, listener: Listener): () => void;
  /** Resolves when the bus can carry events right now; rejects while its connection is down. */
  check(): Promise<void>;
  /**
   * Whether events published by any process reach this one now: false while its connection is
   * down (what is published meanwhile is lost; after it, every subscriber gets a resync).
   */
  listening(): boolean;
  close(): Promise<void>;
}

/** Delivers a message to this process's subscribers of its channel. */
export function localFanOut() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    deliver(message: BusMessage) {
      emitter.emit(message.channel, message.event);
    },
    subscribe(channel: string, listener: Listener) {
      emitter.on(channel, listener);
      return () => {
        emitter.off(channel, listener);
      };
    },
    /**
     * After the bus was cut off from the other processes, events may have been missed: every
     * open stream is told its cards changed, and reads them again (a cheap 304 if they did not).
     */
    resync() {
      for (const channel of emitter.eventNames()) emitter.emit(channel, RESYNC_EVENT);
    },
  };
}

/** What open streams get after an outage of the bus: read the cards again. */
export const RESYNC_EVENT: LiveEvent = Object.freeze({ type: 'cards' });

function parseBusEvent(value: unknown): BusEvent | undefined {
  const type = (value as { type?: unknown } | null)?.type;
  return type === SESSION_ENDED_EVENT.type ? SESSION_ENDED_EVENT : parseLiveEvent(value);
}

/** Parses a message from another process; anything malformed is logged and dropped. */
export function parseBusMessage(payload: string, log: FastifyBaseLogger): BusMessage | undefined {
  try {
    const message = JSON.parse(payload) as { channel?: unknown; event?: unknown } | null;
    const event = parseBusEvent(message?.event);
    if (typeof message?.channel === 'string' && event) return { channel: message.channel, event };
  } catch {
    // fall through
  }
  log.warn('ignoring a malformed live-update event');
  return undefined;
}

export function createLocalBus(): EventBus {
  const fanOut = localFanOut();
  return {
    kind: 'local',
    async publish(channel, event) {
      fanOut.deliver({ channel, event });
    },
    subscribe: fanOut.subscribe,
    async check() {},
    listening: () => true,
    async close() {},
  };
}

/**
 * The NOTIFY channel of one set of tables: NOTIFY reaches every session of the database, so
 * apps in different schemas of one database (several deployments, parallel test runs) get a
 * channel each. At most 63 bytes, PostgreSQL's identifier limit.
 */
export function postgresChannel(schema: string | undefined): string {
  if (!schema || schema === 'public') return 'ovk_events';
  const channel = `ovk_events_${schema}`;
  return channel.length <= 63
    ? channel
    : `ovk_events_${createHash('sha256').update(schema).digest('hex').slice(0, 32)}`;
}

const RECONNECT_MAX_MS = 10_000;

/** Publishes with pg_notify and listens on a dedicated connection that reconnects if lost. */
export async function createPostgresBus(options: {
  databaseUrl: string;
  schema?: string;
  log: FastifyBaseLogger;
}): Promise<EventBus> {
  const { log } = options;
  const channel = postgresChannel(options.schema);
  const fanOut = localFanOut();
  const publisher = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  // An idle connection that breaks (database restart) must not take the process down.
  publisher.on('error', (error) => log.warn({ err: error }, 'live-update publisher lost'));
  publisher.on('connect', (client) => client.on('error', () => undefined));
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function listen(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    let established = false;
    let lost = false;
    const onLost = (error?: Error) => {
      if (!established || lost || closed) return;
      lost = true;
      if (listener === client) listener = undefined;
      log.error({ err: error }, 'live-update connection to PostgreSQL lost; reconnecting');
      client.end().catch(() => undefined);
      reconnect(1);
    };
    client.on('notification', (notification) => {
      if (notification.channel !== channel || !notification.payload) return;
      const message = parseBusMessage(notification.payload, log);
      if (message) fanOut.deliver(message);
    });
    client.on('error', onLost);
    client.on('end', () => onLost());
    try {
      await client.connect();
      await client.query(`listen "${channel}"`);
    } catch (error) {
      client.end().catch(() => undefined);
      throw error;
    }
    established = true;
    listener = client;
    return client;
  }

  /** Tries again with a growing pause (up to 10 s) until it listens again or the bus closes. */
  function reconnect(attempt: number) {
    if (closed) return;
    const delay = Math.min(500 * 2 ** (attempt - 1), RECONNECT_MAX_MS);
    retry = setTimeout(() => {
      listen().then(
        (client) => {
          if (closed) {
            void client.end().catch(() => undefined);
            return;
          }
          log.info('live-update connection to PostgreSQL restored');
          fanOut.resync();
        },
        () => reconnect(attempt + 1),
      );
    }, delay);
  }

  // Everything published in one turn, or while the last batch was on its way, is one
  // statement: one round trip instead of one each.
  const notify = batchWhileBusy(async (payloads: string[]) => {
    await publisher.query({
      name: 'ovk_notify',
      text: 'select pg_notify($1, payload) from unnest($2::text[]) as payload',
      values: [channel, payloads],
    });
  });

  try {
    await listen();
  } catch (error) {
    await publisher.end();
    throw error;
  }

  return {
    kind: 'postgres',
    publish: (busChannel, event) => notify(JSON.stringify({ channel: busChannel, event })),
    subscribe: fanOut.subscribe,
    async check() {
      if (!listener) throw new Error('not listening for live updates');
      await listener.query('select 1');
    },
    listening: () => listener !== undefined,
    async close() {
      closed = true;
      clearTimeout(retry);
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
