import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestSchema } from '@ovningskort/test-support';
import { testPostgres } from '@ovningskort/test-support/services';
import pg from 'pg';
import { connectDatabase, type DatabaseHandle } from '../../src/db/connect.js';

/**
 * The real server as a child process (its own process group), on a fresh SQLite file or
 * PostgreSQL schema, that a test can stop, kill -9 and start again on the same data; several
 * processes may share one data store (scale-out). The operator scripts (scripts/backup.ts,
 * scripts/restore.ts) run through the same runner.
 */

/** The repository root (this file is apps/server/test/support/server-process.ts). */
export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const serverFile = 'apps/server/src/server.ts';
const domainSource = path.join(repoRoot, 'packages/domain/src/index.ts');

export type DialectName = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI must set it). */
export const durabilityDialects: DialectName[] = testPostgres.url
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/**
 * How to run TypeScript files of the repository (the server and any scripts asked for): bundles
 * (default) or tsx (TEST_SERVER_RUNNER=tsx).
 */
export interface ServerRunner {
  /** The node arguments that run a file (a path from the repository root). */
  args(file: string): string[];
  dispose(): Promise<void>;
}

/**
 * Bundles src/server.ts (and the given scripts) the way build.mjs does (npm packages external),
 * in one esbuild run into node_modules/.cache so the external packages resolve; works in a fresh
 * clone before any build and starts in about a third of the time of tsx (which transpiles every
 * file at each start). TEST_SERVER_RUNNER=tsx runs the sources through tsx instead.
 */
export async function prepareServerRunner(
  options: { scripts?: string[] } = {},
): Promise<ServerRunner> {
  const files = [serverFile, ...(options.scripts ?? [])];
  if (process.env.TEST_SERVER_RUNNER === 'tsx') {
    return {
      args(file) {
        if (!files.includes(file)) throw new Error(`${file} was not prepared`);
        return ['--import', 'tsx', path.join(repoRoot, file)];
      },
      dispose: async () => {},
    };
  }
  const { build } = await import('esbuild');
  const outdir = path.join(
    repoRoot,
    'node_modules/.cache/ovningskort-server-process',
    `run-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  /** apps/server/src/server.ts → apps_server_src_server (so two files never share a name). */
  const outName = (file: string) => file.replace(/\.ts$/, '').replace(/[^\w-]/g, '_');
  await build({
    entryPoints: files.map((file) => ({ in: path.join(repoRoot, file), out: outName(file) })),
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@ovningskort/domain': domainSource },
    logLevel: 'warning',
  });
  return {
    args(file) {
      if (!files.includes(file)) throw new Error(`${file} was not prepared`);
      return [path.join(outdir, `${outName(file)}.mjs`)];
    },
    dispose: () => fs.rm(outdir, { recursive: true, force: true }),
  };
}

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

// Whatever happens to the test (a failure, a timeout), no server outlives the test process.
process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

/** The environment every child starts from: nothing of the test run's own leaks in. */
function baseEnv(): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? os.tmpdir(),
    NODE_ENV: 'test',
    // The default (next to the source file) is not next to a bundle.
    CONTENT_DIR: path.join(repoRoot, 'content'),
  };
}

/** The variables that point a server or a script at a data store. */
export function storeEnv(store: DataStore): Record<string, string> {
  return {
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl ?? '',
    DATABASE_SCHEMA: store.schema ?? '',
  };
}

/**
 * Runs a prepared script (e.g. scripts/backup.ts) as a child process, the way an operator runs
 * it, and collects its output.
 */
export function runScript(
  runner: ServerRunner,
  file: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...runner.args(file), ...args], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...baseEnv(), ...env },
    });
    running.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => {
      running.delete(child);
      reject(error);
    });
    child.on('close', (code) => {
      running.delete(child);
      resolve({ code, stdout, stderr });
    });
  });
}

/** Where a server keeps its data: a temp DATA_DIR, plus a fresh schema for PostgreSQL. */
export interface DataStore {
  dialect: DialectName;
  dataDir: string;
  databaseUrl: string | undefined;
  schema: string | undefined;
  /** A direct connection to the same database, for arranging and verifying rows. */
  connect(): DatabaseHandle;
  /** Waits until PostgreSQL has no session left of the given application name. */
  waitForSessionsToEnd(applicationName: string, timeoutMs?: number): Promise<void>;
  remove(): Promise<void>;
}

export async function createDataStore(dialect: DialectName): Promise<DataStore> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ovk-server-'));
  const databaseUrl = dialect === 'postgres' ? testPostgres.url : undefined;
  if (dialect === 'postgres' && !databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const testSchema = databaseUrl ? await createTestSchema(databaseUrl) : undefined;
  return {
    dialect,
    dataDir,
    databaseUrl,
    schema: testSchema?.schema,
    connect: () =>
      connectDatabase({ dataDir, databaseUrl, databaseSchema: testSchema?.schema ?? undefined }),
    async waitForSessionsToEnd(applicationName, timeoutMs = 30_000) {
      if (!databaseUrl) return;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const deadline = Date.now() + timeoutMs;
        for (;;) {
          const { rows } = await client.query<{ n: number }>(
            'select count(*)::int as n from pg_stat_activity where application_name = $1',
            [applicationName],
          );
          if (rows[0]!.n === 0) return;
          if (Date.now() > deadline) {
            throw new Error(`PostgreSQL sessions of ${applicationName} did not end`);
          }
          await sleep(50);
        }
      } finally {
        await client.end();
      }
    },
    async remove() {
      await testSchema?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A port nobody listens on right now (the server gets it as PORT). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerOptions {
  runner: ServerRunner;
  store: DataStore;
  authSecret: string;
  logLevel?: string;
  /** More variables, or other values (e.g. REDIS_URL, another DATABASE_URL); these win. */
  env?: Record<string, string>;
  /** How long a start may take before the test gives up (a loaded machine is slow). */
  startTimeoutMs?: number;
}

/** One life of the server process: start it, wait for /api/ready, stop or kill -9 it. */
export interface ServerLife {
  generation: number;
  pid: number;
  /** Application name its PostgreSQL sessions carry. */
  applicationName: string;
  startedAt: number;
  readyAt: number;
  exited: Promise<void>;
}

let instances = 0;

/**
 * The server across restarts on the same data and port: `url` stays valid, `up` is false from
 * a kill until the next start has answered /api/health.
 */
export class ServerProcess {
  port = 0;
  generation = 0;
  up = false;
  life: ServerLife | undefined;
  /** Every start, kill and end, for the test's own bookkeeping. */
  readonly history: Array<{
    generation: number;
    startedAt: number;
    readyAt: number;
    killedAt?: number;
    deadAt?: number;
  }> = [];
  private readonly instance = (instances += 1);
  private child: ChildProcess | undefined;
  private log: string[] = [];
  private readyWaiters: Array<() => void> = [];

  constructor(private readonly options: ServerOptions) {}

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The last lines the server printed (for a failing test's message). */
  recentLog(lines = 40): string {
    return this.log.slice(-lines).join('\n');
  }

  /** Resolves at once while the server is up, otherwise when it next is. */
  whenUp(): Promise<void> {
    if (this.up) return Promise.resolve();
    return new Promise((resolve) => this.readyWaiters.push(resolve));
  }

  async start(): Promise<ServerLife> {
    if (this.child) throw new Error('the server is already running');
    if (this.port === 0) this.port = await freePort();
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.startOnce();
      } catch (error) {
        // Someone else took the port while the server was down: move to another one.
        if (attempt < 3 && this.log.some((line) => line.includes('EADDRINUSE'))) {
          this.port = await freePort();
          continue;
        }
        throw error;
      }
    }
  }

  private async startOnce(): Promise<ServerLife> {
    const { runner, store, authSecret } = this.options;
    this.generation += 1;
    const generation = this.generation;
    // Unique per process (several may share a store), so a kill waits for this one's sessions.
    const applicationName = `ovk-test-${process.pid}-${this.instance}-${generation}`;
    this.log = [];
    const startedAt = Date.now();
    const child = spawn(process.execPath, runner.args(serverFile), {
      cwd: repoRoot,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...baseEnv(),
        HOST: '127.0.0.1',
        PORT: String(this.port),
        PUBLIC_URL: 'http://app.test',
        ...storeEnv(store),
        PGAPPNAME: applicationName,
        AUTH_SECRET: authSecret,
        LOG_LEVEL: this.options.logLevel ?? 'warn',
        WEB_DIST: path.join(store.dataDir, 'no-web-app'),
        ...this.options.env,
      },
    });
    this.child = child;
    running.add(child);
    const keep = (chunk: Buffer) => {
      this.log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      if (this.log.length > 400) this.log.splice(0, this.log.length - 400);
    };
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    const exited = new Promise<void>((resolve) => {
      child.once('exit', () => {
        running.delete(child);
        if (this.child === child) {
          this.child = undefined;
          this.up = false;
        }
        resolve();
      });
    });

    const timeoutMs = this.options.startTimeoutMs ?? 90_000;
    const deadline = startedAt + timeoutMs;
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(`the server exited during start-up:\n${this.recentLog()}`);
      }
      if (await this.healthy()) break;
      if (Date.now() > deadline) {
        killGroup(child, 'SIGKILL');
        await exited;
        throw new Error(`the server was not ready in ${timeoutMs} ms:\n${this.recentLog()}`);
      }
      await sleep(100);
    }
    const readyAt = Date.now();
    this.life = { generation, pid: child.pid!, applicationName, startedAt, readyAt, exited };
    this.history.push({ generation, startedAt, readyAt });
    this.up = true;
    for (const wake of this.readyWaiters.splice(0)) wake();
    return this.life;
  }

  /** GET /api/ready answers 200 (or, where there is no such route, GET /api/health does). */
  private async healthy(): Promise<boolean> {
    const status = async (route: string) => {
      const response = await fetch(`${this.url}${route}`, { signal: AbortSignal.timeout(5_000) });
      await response.arrayBuffer();
      return response.status;
    };
    try {
      const ready = await status('/api/ready');
      return ready === 200 || (ready === 404 && (await status('/api/health')) === 200);
    } catch {
      return false;
    }
  }

  /** The error with the server's last log lines appended. */
  withLog(error: unknown): Error {
    const message = error instanceof Error ? error.message : String(error);
    return new Error(`${message}\n--- server log ---\n${this.recentLog()}`, { cause: error });
  }

  /**
   * SIGKILL to the whole process group; resolves once the process is gone and, on PostgreSQL,
   * every session it had has ended (so no statement of it can still commit).
   */
  async kill9(): Promise<{ killedAt: number; deadAt: number }> {
    const child = this.child;
    const life = this.life;
    if (!child || !life) throw new Error('the server is not running');
    this.up = false;
    const killedAt = Date.now();
    killGroup(child, 'SIGKILL');
    await life.exited;
    await this.options.store.waitForSessionsToEnd(life.applicationName);
    const deadAt = Date.now();
    const entry = this.history.find((h) => h.generation === life.generation)!;
    entry.killedAt = killedAt;
    entry.deadAt = deadAt;
    this.life = undefined;
    return { killedAt, deadAt };
  }

  /** A graceful stop (SIGTERM), and SIGKILL if that takes too long. */
  async stop(timeoutMs = 15_000): Promise<void> {
    const child = this.child;
    const life = this.life;
    if (!child) return;
    this.up = false;
    killGroup(child, 'SIGTERM');
    const done =
      life?.exited ?? new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), timeoutMs);
    await done;
    clearTimeout(timer);
    this.life = undefined;
  }
}

/** "min–max s" of the starts so far (to see how loaded the machine was). */
export function startUpTimes(server: ServerProcess): string {
  const times = server.history.map((life) => (life.readyAt - life.startedAt) / 1000);
  if (times.length === 0) return 'no start';
  return `${Math.min(...times).toFixed(1)}–${Math.max(...times).toFixed(1)} s`;
}
