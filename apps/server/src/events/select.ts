import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { DatabaseHandle } from '../db/connect.js';
import { createLocalBus, createPostgresBus, type EventBus } from './bus.js';
import { createRedisBus, redisChannel } from './redis-bus.js';

/**
 * The bus for live updates: Redis pub/sub when REDIS_URL is set, otherwise PostgreSQL
 * LISTEN/NOTIFY with PostgreSQL, otherwise (SQLite, one process) an in-process emitter.
 */
export async function createEventBus(
  config: Pick<Config, 'redisUrl' | 'databaseUrl'>,
  database: Pick<DatabaseHandle, 'dialect' | 'schema'>,
  log: FastifyBaseLogger,
): Promise<EventBus> {
  if (config.redisUrl) {
    return createRedisBus({
      redisUrl: config.redisUrl,
      channel: redisChannel(database.schema),
      log,
    });
  }
  if (database.dialect === 'postgres' && config.databaseUrl) {
    return createPostgresBus({ databaseUrl: config.databaseUrl, schema: database.schema, log });
  }
  return createLocalBus();
}
