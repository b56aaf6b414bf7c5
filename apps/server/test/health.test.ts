import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { messages } from '@ovningskort/domain';
import { createTestSchema } from '@ovningskort/test-support';
import { suiteName, testPostgres, testRedis } from '@ovningskort/test-support/services';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { relayInFrontOf } from './support/tcp-relay.js';
import { startTestApp, testDialects, type TestApp } from './test-app.js';

type Ready = { status: string; message?: string; checks: Record<string, string> };

const ready = async (app: App) => {
  const response = await app.inject({ method: 'GET', url: '/api/ready' });
  return { statusCode: response.statusCode, body: response.json<Ready>() };
};
const health = (app: App) => app.inject({ method: 'GET', url: '/api/health' });

/** Asks /api/ready until it gives the wanted status (reconnecting takes a few seconds). */
async function waitForReady(app: App, statusCode: number, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await ready(app);
    if (answer.statusCode === statusCode) return answer;
    if (Date.now() > deadline) {
      throw new Error(`/api/ready still answers ${answer.statusCode}: ${JSON.stringify(answer)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(testDialects)('health and readiness (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers liveness with ok, and readiness with every check', async () => {
    const live = await health(t.app);
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });

    const answer = await ready(t.app);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({
      status: 'ok',
      checks:
        dialect === 'postgres'
          ? { database: 'ok', migrations: 'ok', liveUpdates: 'ok' }
          : { database: 'ok', migrations: 'ok' },
    });
  });

  it('is not ready while a migration of this code has not run on the database', async () => {
    const latest = await sql<{ name: string; timestamp: string }>`
      select name, timestamp from kysely_migration order by name desc limit 1`.execute(t.db);
    const row = latest.rows[0]!;
    await sql`delete from kysely_migration where name = ${row.name}`.execute(t.db);
    try {
      const answer = await ready(t.app);
      expect(answer.statusCode).toBe(503);
      expect(answer.body).toMatchObject({
        status: 'unavailable',
        message: messages.operations.notReady,
        checks: { database: 'ok', migrations: 'failed' },
      });
      // Liveness stays ok: restarting the process would not help.
      expect((await health(t.app)).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp)
        values (${row.name}, ${row.timestamp})`.execute(t.db);
    }
    expect((await ready(t.app)).statusCode).toBe(200);
  });
});

/** The files under a directory this process holds open (Linux: /proc/self/fd). */
async function openFilesUnder(dir: string): Promise<string[]> {
  const open: string[] = [];
  for (const fd of await fs.readdir('/proc/self/fd')) {
    const target = await fs.readlink(path.join('/proc/self/fd', fd)).catch(() => '');
    if (target.startsWith(dir)) open.push(target);
  }
  return open;
}

describe('start-up with REDIS_URL', () => {
  it('does not start while Redis does not answer, and says so', async () => {
    // A port nothing listens on: take a free one and close it again.
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', () => resolve()));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ovk-health-'));
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'silent',
        WEB_DIST: path.join(dataDir, 'no-web-app'),
        REDIS_URL: `redis://127.0.0.1:${port}`,
      });
      await expect(buildApp({ config, logger: false })).rejects.toThrow(
        'Could not connect to Redis (REDIS_URL) for live updates',
      );
      // The database it had opened is closed again: no file of DATA_DIR is held open.
      expect(await openFilesUnder(dataDir)).toEqual([]);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});

const testDatabaseUrl = testPostgres.url;
const testRedisUrl = testRedis.url;

/** Outages of the real PostgreSQL and Redis (TEST_DATABASE_URL, TEST_REDIS_URL; CI sets both). */
describe.skipIf(!testDatabaseUrl)(suiteName('readiness during outages', testPostgres), () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function appWith(env: Record<string, string>) {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ovk-health-'));
    const schema = await createTestSchema(testDatabaseUrl!);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: testDatabaseUrl,
      DATABASE_SCHEMA: schema.schema,
      LOG_LEVEL: 'silent',
      WEB_DIST: path.join(dataDir, 'no-web-app'),
      ...env,
    });
    const app = await buildApp({ config, logger: false });
    cleanups.push(async () => {
      await app.close();
      await schema.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    });
    return app;
  }

  it('answers 503 while the database is unreachable, and ready again when it is back', async () => {
    const { relay, url } = await relayInFrontOf(testDatabaseUrl!, 5432);
    cleanups.push(() => relay.close());
    const app = await appWith({ DATABASE_URL: url });
    expect((await ready(app)).statusCode).toBe(200);

    await relay.cut();
    const down = await waitForReady(app, 503);
    expect(down.body).toEqual({
      status: 'unavailable',
      message: messages.operations.notReady,
      checks: { database: 'failed', migrations: 'failed', liveUpdates: 'failed' },
    });
    const live = await health(app);
    expect(live.statusCode).toBe(200);

    await relay.restore();
    const up = await waitForReady(app, 200);
    expect(up.body.checks).toEqual({ database: 'ok', migrations: 'ok', liveUpdates: 'ok' });
  });

  it.skipIf(!testRedisUrl)(
    suiteName(
      'answers 503 while Redis is unreachable (with REDIS_URL), and ready again when it is back',
      testRedis,
    ),
    async () => {
      const { relay, url } = await relayInFrontOf(testRedisUrl!, 6379);
      cleanups.push(() => relay.close());
      const app = await appWith({ REDIS_URL: url });
      expect((await ready(app)).body).toEqual({
        status: 'ok',
        checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
      });

      await relay.cut();
      const down = await waitForReady(app, 503);
      expect(down.body).toEqual({
        status: 'unavailable',
        message: messages.operations.notReady,
        checks: { database: 'ok', migrations: 'ok', redis: 'failed' },
      });
      expect((await health(app)).statusCode).toBe(200);

      await relay.restore();
      const up = await waitForReady(app, 200);
      expect(up.body.checks).toEqual({ database: 'ok', migrations: 'ok', redis: 'ok' });
    },
  );
});
