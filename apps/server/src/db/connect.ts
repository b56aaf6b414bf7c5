import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, type LogEvent, Migrator, SqliteDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.js';
import type { Database } from './schema.js';
import { preparingPool } from './prepared-statements.js';
import { OneSchemaPostgresDialect } from './schema-introspector.js';
import { withStatementCache } from './statement-cache.js';
import { checkpointInBackground } from './wal-checkpointer.js';

export type Db = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

// PostgreSQL returns BIGINT as a string by default; our bigints are epoch milliseconds.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL schema holding our tables (search_path); undefined for SQLite. */
  schema: string | undefined;
  close(): Promise<void>;
}

export function sqliteFile(dataDir: string): string {
  return path.join(dataDir, 'ovningskort.sqlite');
}

/**
 * PostgreSQL when a URL is given, otherwise the embedded SQLite file in DATA_DIR. The app's own
 * SQLite connection gives its WAL checkpoints to a worker thread (`backgroundCheckpoint`); a
 * second connection of a test or a script checkpoints by itself, as SQLite does by default.
 */
export function connectDatabase(options: {
  databaseUrl?: string;
  databaseSchema?: string;
  dataDir: string;
  backgroundCheckpoint?: { onFailure(error: Error): void };
  /** Told of every statement sent, BEGIN and COMMIT included (tests count round trips). */
  onStatement?: (sql: string) => void;
}): DatabaseHandle {
  const plugins = [new CamelCasePlugin()];
  const onStatement = options.onStatement;
  const log = onStatement
    ? (event: LogEvent) => {
        if (event.level === 'query') onStatement(event.query.sql);
      }
    : undefined;
  if (options.databaseUrl) {
    const schema = options.databaseSchema ?? 'public';
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      options: `-c search_path=${schema}`,
    });
    // A connection that breaks (database restart, network cut), idle in the pool or in use,
    // emits 'error'; without a listener that would end the process. The query in flight fails
    // by itself, the pool drops the connection, and GET /api/ready answers 503 until it is back.
    pool.on('error', () => undefined);
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({
      dialect: new OneSchemaPostgresDialect({ pool: preparingPool(pool) }, schema),
      plugins,
      ...(log ? { log } : {}),
    });
    return { db, dialect: 'postgres', schema, close: () => db.destroy() };
  }
  fs.mkdirSync(options.dataDir, { recursive: true });
  const sqlite = new SQLite(sqliteFile(options.dataDir));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const checkpoint =
    options.backgroundCheckpoint && checkpointInBackground(sqlite, options.backgroundCheckpoint);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins,
    ...(log ? { log } : {}),
  });
  return {
    db,
    dialect: 'sqlite',
    schema: undefined,
    async close() {
      // The worker first: the last connection to close checkpoints what is left.
      await checkpoint?.stop();
      await db.destroy();
    },
  };
}

export async function migrateToLatest({ db, schema }: DatabaseHandle): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Without it Kysely finds its bookkeeping tables in any schema of the database.
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
}
