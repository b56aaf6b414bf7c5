// npx tsx bench/login-burst.ts [--runs=3] [--burst=300] [--burners=N] [--before=REV]
//                               [--no-quiet] [--no-busy] [--log-level=warn] [--cpu-prof=DIR]
//
// Security round 3 (decision 012): a burst of wrong logins from many client addresses at once
// must not starve a real login. Starts the real server (bundled from the sources as the
// durability tests do, on SQLite, behind a "proxy": TRUST_PROXY=127.0.0.1 and one
// X-Forwarded-For per client) and, in each run, sends `--burst` wrong logins of unknown
// e-mails, each from its own address on its own connection, all at once (from a worker thread),
// and 20 ms after the last of them was written out, one real login of an activated student from
// another address. Meanwhile GET /api/health is asked one request after the other. Reports the
// real login's status and answer time, health p50/p99/max, and what the burst got.
//
// Every run is made on the machine as it is ("quiet": nothing started beside the server) and
// with CPU burners beside it ("busy": one endless loop per core, the "machine busy with other
// work" of the finding). `--before=REV` starts a second server whose password hashing and login
// (lib/passwords.ts, lib/bounded-work.ts, modules/auth/service.ts and routes.ts) are those of commit REV, and
// alternates the runs between the two, so both see the same machine. See bench/README.md.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { build, type Plugin } from 'esbuild';
import { uuidv7 } from '../apps/server/src/lib/ids.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import * as accounts from '../apps/server/src/modules/people/repository.js';
import {
  createDataStore,
  ServerProcess,
  type DataStore,
  type ServerRunner,
} from '../apps/server/test/support/server-process.js';
import { ROOT } from './lib/processes.js';

const argv = process.argv.slice(2);
const option = (name: string) =>
  argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => argv.includes(`--${name}`);

const BURST = Number(option('burst') ?? 300);
const RUNS = Number(option('runs') ?? 3);
const BURNERS = Number(option('burners') ?? os.availableParallelism());
const BEFORE = option('before');
const PROFILE_DIR = option('cpu-prof');
/** The server's LOG_LEVEL (default warn, as the durability tests: every 5xx is logged). */
const LOG_LEVEL = option('log-level') ?? 'warn';
/** The real login goes out this long after the burst was sent. */
const REAL_LOGIN_AFTER_MS = 20;
const HEALTH_GAP_MS = 20;
const PASSWORD = 'bench-korkort-2026';
/** The files whose `--before` version the second server is built with. */
const SWAPPED = [
  'apps/server/src/lib/passwords.ts',
  'apps/server/src/lib/bounded-work.ts',
  'apps/server/src/modules/auth/service.ts',
  'apps/server/src/modules/auth/routes.ts',
];

interface Answer {
  status: number;
  ms: number;
  retryAfter?: string;
}

// One request on a connection of its own; the time is from sending to the whole answer. The
// same function is the worker's (below, as its source text): keep it free of outside names.
function send(
  origin: string,
  method: string,
  route: string,
  body: unknown,
  headers: Record<string, string>,
  httpModule: typeof http,
  /** Called once the whole request has been handed to the operating system. */
  onSent?: () => void,
): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = httpModule.request(
      `${origin}${route}`,
      {
        method,
        agent: false,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        timeout: 60_000,
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            retryAfter: response.headers['retry-after'],
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started }));
    if (onSent) request.on('finish', onSent);
    request.end(payload);
  });
}

/** The burst, sent from a worker thread so that its answers do not delay the probes' clocks. */
const burstWorkerSource = `
const http = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const send = ${send.toString()};
const { origin, requests } = workerData;
let unsent = requests.length;
const onItsWay = () => {
  unsent -= 1;
  if (unsent === 0) parentPort.postMessage({ sent: true });
};
const answers = requests.map((r) =>
  send(origin, 'POST', '/api/v1/login', r.body, { 'x-forwarded-for': r.address }, http, onItsWay),
);
Promise.all(answers).then((answered) => parentPort.postMessage({ answered }));
`;

/** Sends the burst; `sent` resolves once every request of it has been written out. */
function sendBurst(origin: string, requests: { body: unknown; address: string }[]) {
  const worker = new Worker(burstWorkerSource, { eval: true, workerData: { origin, requests } });
  let sent!: () => void;
  const onItsWay = new Promise<void>((resolve) => (sent = resolve));
  const answered = new Promise<Answer[]>((resolve, reject) => {
    worker.on('message', (message: { sent?: true; answered?: Answer[] }) => {
      if (message.sent) sent();
      if (message.answered) {
        resolve(message.answered);
        void worker.terminate();
      }
    });
    worker.once('error', reject);
  });
  return { sent: onItsWay, answered };
}

const post = (origin: string, route: string, body: unknown, address?: string) =>
  send(origin, 'POST', route, body, address ? { 'x-forwarded-for': address } : {}, http);

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const maxOf = (values: number[]) => (values.length ? Math.max(...values) : NaN);
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const sleep = (millis: number) => new Promise((resolve) => setTimeout(resolve, millis));

/** One endless loop per burner: the "other work" on the machine. */
function startBurners(count: number): ChildProcess[] {
  return Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

async function stopBurners(burners: ChildProcess[]) {
  await Promise.all(
    burners.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGKILL');
        }),
    ),
  );
}

let addresses = 0;
/** A fresh client address each time (100.64.0.0/10, the shared address space). */
function nextAddress() {
  addresses += 1;
  return `100.${64 + (addresses >> 16)}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

interface RunResult {
  load: number;
  real: Answer;
  after: Answer;
  health: number[];
  healthFailed: number;
  burst: Answer[];
  burstMs: number;
}

async function oneRun(origin: string, email: string, run: string): Promise<RunResult> {
  const load = os.loadavg()[0]!;
  const health: number[] = [];
  let healthFailed = 0;
  let done = false;
  const probing = (async () => {
    while (!done) {
      const answer = await send(origin, 'GET', '/api/health', undefined, {}, http);
      if (answer.status === 200) health.push(answer.ms);
      else healthFailed += 1;
      await sleep(HEALTH_GAP_MS);
    }
  })();

  const started = performance.now();
  const burst = sendBurst(
    origin,
    Array.from({ length: BURST }, (_, i) => ({
      body: { email: `burst.${run}.${i}@example.se`, password: 'fel-losenord' },
      address: nextAddress(),
    })),
  );
  await burst.sent;
  await sleep(REAL_LOGIN_AFTER_MS);
  const real = await post(origin, '/api/v1/login', { email, password: PASSWORD }, nextAddress());
  const answered = await burst.answered;
  const burstMs = performance.now() - started;
  // Then as the person would: again after the Retry-After they were given, if any.
  if (real.status === 503) await sleep(Number(real.retryAfter ?? 2) * 1000);
  const after = await post(origin, '/api/v1/login', { email, password: PASSWORD }, nextAddress());
  done = true;
  await probing;
  return { load, real, after, health, healthFailed, burst: answered, burstMs };
}

function statusCounts(answers: Answer[]) {
  const count = new Map<number, number>();
  for (const a of answers) count.set(a.status, (count.get(a.status) ?? 0) + 1);
  return [...count.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'none' : status}: ${n}`)
    .join(', ');
}

function report(label: string, results: RunResult[]) {
  const lines = [
    `#### ${label}`,
    '',
    '| run (load) | real login | again after | health p50 / p99 / max (n) | burst | burst 503: p50 / max | burst 401: p50 / max | all answered |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  results.forEach((r, i) => {
    const busy = r.burst.filter((a) => a.status === 503).map((a) => a.ms);
    const wrong = r.burst.filter((a) => a.status === 401).map((a) => a.ms);
    const retry = r.real.retryAfter ? `, Retry-After ${r.real.retryAfter}` : '';
    const failed = r.healthFailed ? `, ${r.healthFailed} failed` : '';
    lines.push(
      `| ${i + 1} (${r.load.toFixed(1)}) | ${r.real.status} in ${ms(r.real.ms)}${retry} | ${r.after.status} in ${ms(r.after.ms)} | ${ms(percentile(r.health, 50))} / ${ms(percentile(r.health, 99))} / ${ms(maxOf(r.health))} (${r.health.length}${failed}) | ${statusCounts(r.burst)} | ${ms(percentile(busy, 50))} / ${ms(maxOf(busy))} | ${ms(percentile(wrong, 50))} / ${ms(maxOf(wrong))} | ${ms(r.burstMs)} |`,
    );
  });
  console.log(`\n${lines.join('\n')}`);
}

/**
 * Bundles src/server.ts as the durability tests do (npm packages external, in node_modules/.cache
 * so that they resolve); with `before`, the SWAPPED files are taken from that commit.
 */
async function bundleServer(before?: string): Promise<ServerRunner> {
  const outdir = path.join(
    ROOT,
    'node_modules/.cache/ovningskort-login-burst',
    `run-${process.pid}-${randomBytes(4).toString('hex')}`,
  );
  const swap: Plugin = {
    name: 'files-of-another-commit',
    setup(bundle) {
      const files = new Map(SWAPPED.map((file) => [path.join(ROOT, file), file]));
      bundle.onLoad({ filter: /\.ts$/ }, (args) => {
        const file = files.get(args.path);
        if (!before || !file) return undefined;
        const contents = execFileSync('git', ['show', `${before}:${file}`], { cwd: ROOT });
        return { contents, loader: 'ts' };
      });
    },
  };
  await build({
    entryPoints: { server: path.join(ROOT, 'apps/server/src/server.ts') },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    alias: { '@ovningskort/domain': path.join(ROOT, 'packages/domain/src/index.ts') },
    plugins: [swap],
    logLevel: 'warning',
  });
  const profile = PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : [];
  return {
    args: () => [...profile, path.join(outdir, 'server.mjs')],
    dispose: () => fs.rm(outdir, { recursive: true, force: true }),
  };
}

interface Setup {
  name: string;
  runner: ServerRunner;
  store: DataStore;
  server: ServerProcess;
  email: string;
}

async function startSetup(name: string, before?: string): Promise<Setup> {
  const runner = await bundleServer(before);
  const store = await createDataStore('sqlite');
  const server = new ServerProcess({
    runner,
    store,
    authSecret: randomBytes(32).toString('hex'),
    logLevel: LOG_LEVEL,
    env: { NODE_ENV: 'production', TRUST_PROXY: '127.0.0.1' },
  });
  await server.start();
  const email = `bench.real.${Date.now()}@example.se`;
  const handle = store.connect();
  try {
    const now = Date.now();
    await accounts.insertStudent(handle.db, {
      id: uuidv7(),
      email,
      passwordHash: await hashPassword(PASSWORD),
      name: 'Elin',
      surname: 'Bench',
      city: 'Upplands Väsby',
      pnr: null,
      phone: null,
      category: JSON.stringify(['CategoryB']),
      autotransmission: 0,
      isActivated: 1,
      createdAt: now,
      updatedAt: now,
      profileComplete: 1,
      oidcIssuer: null,
      oidcSubject: null,
      congratulatedAt: null,
    });
  } finally {
    await handle.close();
  }
  // Warm up: the real login and a wrong one (the first hashes, the routes' first use).
  const warm = await post(server.url, '/api/v1/login', { email, password: PASSWORD });
  if (warm.status !== 200) throw new Error(`${name}: the real login failed (${warm.status})`);
  await post(server.url, '/api/v1/login', { email: 'warm.up@example.se', password: 'x' });
  return { name, runner, store, server, email };
}

async function main() {
  const [cpu] = os.cpus();
  console.log(
    `login burst: ${BURST} wrong logins from ${BURST} addresses + 1 real login; ${RUNS} runs ` +
      `per setup and condition; ${os.availableParallelism()} × ${cpu?.model ?? 'CPU'}, ` +
      `Node ${process.version}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (each run's 1-minute load in brackets)`,
  );
  const setups: Setup[] = [];
  try {
    setups.push(await startSetup('this tree'));
    if (BEFORE) setups.push(await startSetup(`before (${BEFORE})`, BEFORE));
    const conditions = [
      ...(flag('no-quiet') ? [] : [{ label: 'quiet (nothing started beside it)', burners: 0 }]),
      ...(flag('no-busy') ? [] : [{ label: `busy (${BURNERS} CPU burners)`, burners: BURNERS }]),
    ];
    for (const condition of conditions) {
      const results = new Map<Setup, RunResult[]>(setups.map((s) => [s, []]));
      for (let run = 0; run < RUNS; run += 1) {
        for (const setup of setups) {
          await sleep(3000);
          const burners = startBurners(condition.burners);
          try {
            if (condition.burners) await sleep(500);
            const tag = `${setups.indexOf(setup)}.${condition.burners}.${run}`;
            results.get(setup)!.push(await oneRun(setup.server.url, setup.email, tag));
          } finally {
            await stopBurners(burners);
          }
        }
      }
      for (const setup of setups) report(`${setup.name}, ${condition.label}`, results.get(setup)!);
    }
  } finally {
    for (const setup of setups) {
      await setup.server.stop().catch(() => undefined);
      await setup.store.remove();
      await setup.runner.dispose();
    }
  }
}

await main();
