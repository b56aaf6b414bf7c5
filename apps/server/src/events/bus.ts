import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** What travels on the bus: a JSON-serializable event on a named channel. */
export interface BusMessage {
  channel: string;
  event: Record<string, unknown>;
}

export type Listener = (event: Record<string, unknown>) => void;

/**
 * Live updates between the people looking at the same card. In one process an EventEmitter
 * is enough (SQLite); with PostgreSQL every process listens on one NOTIFY channel, so an event
 * published by any process reaches the streams held by all of them.
 */
export interface EventBus {
  publish(channel: string, event: Record<string, unknown>): Promise<void>;
  subscribe(channel: string, listener: Listener): () => void;
  close(): Promise<void>;
}

function localFanOut() {
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
  };
}

export function createLocalBus(): EventBus {
  const fanOut = localFanOut();
  return {
    async publish(channel, event) {
      fanOut.deliver({ channel, event });
    },
    subscribe: fanOut.subscribe,
    async close() {},
  };
}

const PG_CHANNEL = 'ovk_events';

/** Publishes with pg_notify and listens on a dedicated connection that reconnects if lost. */
export async function createPostgresBus(options: {
  databaseUrl: string;
  log: FastifyBaseLogger;
}): Promise<EventBus> {
  const fanOut = localFanOut();
  const publisher = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
  let listener: pg.Client | undefined;
  let closed = false;

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    client.on('notification', (notification) => {
      if (notification.channel !== PG_CHANNEL || !notification.payload) return;
      try {
        fanOut.deliver(JSON.parse(notification.payload) as BusMessage);
      } catch (error) {
        options.log.warn({ err: error }, 'ignoring a malformed event from PostgreSQL');
      }
    });
    client.on('error', (error) => {
      options.log.error({ err: error }, 'live-update connection to PostgreSQL lost; reconnecting');
      client.end().catch(() => undefined);
      if (!closed) setTimeout(() => void listen().catch(() => undefined), 1000);
    });
    await client.connect();
    await client.query(`listen ${PG_CHANNEL}`);
    listener = client;
  }
  await listen();

  return {
    async publish(channel, event) {
      await publisher.query('select pg_notify($1, $2)', [
        PG_CHANNEL,
        JSON.stringify({ channel, event }),
      ]);
    },
    subscribe: fanOut.subscribe,
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await publisher.end();
    },
  };
}
