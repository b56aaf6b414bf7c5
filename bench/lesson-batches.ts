// npx tsx bench/lesson-batches.ts [--runs=5] [--writers=5] [--postgres] [--burners=N]
//
// Security round 3 (decision 014): five outboxes sending a full batch of lesson changes each
// (200, LESSON_CHANGES_PER_REQUEST) at the same moment must not hold the server up. Starts the
// real server (bundled from the sources, SQLite by default; --postgres takes TEST_DATABASE_URL),
// gives each writer – a fresh student per run, so the limits a minute are not what is measured
// – a card, opens one connection per writer (so the batches arrive together), sends the five
// batches at once and, while they are applied, asks GET /api/health one request after the other
// (a 5 ms gap). Prints /api/health p50/p99/max during the batches (all runs together and per
// run), the same with nothing else going on, and how long the batches took. Target: p99 < 100 ms.
//
// `--burners=N` runs N busy processes beside the server ("a machine busy with other work").
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import { LESSON_CHANGES_PER_REQUEST, STATUS_KEYS, STATUSES } from '../packages/domain/src/index.js';
import { uuidv7 } from '../apps/server/src/lib/ids.js';
import { hashPassword } from '../apps/server/src/lib/passwords.js';
import * as accounts from '../apps/server/src/modules/people/repository.js';
import {
  createDataStore,
  prepareServerRunner,
  ServerProcess,
} from '../apps/server/test/support/server-process.js';
import { processCpuMs } from './lib/capacity.js';

const argv = process.argv.slice(2);
const option = (name: string) =>
  argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const flag = (name: string) => argv.includes(`--${name}`);

const RUNS = Number(option('runs') ?? 5);
const WRITERS = Number(option('writers') ?? 5);
const BURNERS = Number(option('burners') ?? 0);
const DIALECT = flag('postgres') ? 'postgres' : 'sqlite';
const HEALTH_GAP_MS = 5;
const QUIET_MS = 2_000;
const PASSWORD = 'bench-korkort-2026';

interface Answer {
  status: number;
  ms: number;
  body: string;
}

/** One request on the agent's connections; the time is from sending to the whole answer. */
function send(
  agent: http.Agent,
  origin: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const request = http.request(
      `${origin}${path}`,
      {
        method,
        agent,
        headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers },
        timeout: 120_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: text,
          }),
        );
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', () => resolve({ status: 0, ms: performance.now() - started, body: '' }));
    request.end(payload);
  });
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) =>
  Number.isNaN(value) ? '–' : value < 10 ? `${value.toFixed(1)} ms` : `${Math.round(value)} ms`;
const spread = (values: number[]) =>
  `${ms(percentile(values, 50))} / ${ms(percentile(values, 99))} / ${ms(Math.max(...values))} (n ${values.length})`;

/** One busy process per burner: a loop that never yields. */
function startBurners(count: number): ChildProcess[] {
  return Array.from({ length: count }, () =>
    spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }),
  );
}

/** `count` changes over the lessons' status cells, each from the value it holds to the next. */
function changesOver(lessonIds: string[], count: number) {
  const held = new Map<string, string>();
  return Array.from({ length: count }, (_, i) => {
    const lessonId = lessonIds[i % lessonIds.length]!;
    const field = STATUS_KEYS[Math.floor(i / lessonIds.length) % STATUS_KEYS.length]!;
    const cell = `${lessonId}:${field}`;
    const from = held.get(cell) ?? '';
    const to = STATUSES[(STATUSES.indexOf(from as never) + 1) % STATUSES.length]!;
    held.set(cell, to);
    return { id: randomUUID(), lessonId, field, from, to };
  });
}

interface Writer {
  token: string;
  lessonIds: string[];
}

async function probeHealth(origin: string, until: () => boolean): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  try {
    while (!until()) {
      const answer = await send(agent, origin, 'GET', '/api/health');
      if (answer.status !== 200) throw new Error(`/api/health answered ${answer.status}`);
      latencies.push(answer.ms);
      await new Promise((resolve) => setTimeout(resolve, HEALTH_GAP_MS));
    }
  } finally {
    agent.destroy();
  }
  return latencies;
}

interface RunResult {
  health: number[];
  batchMs: number[];
  allMs: number;
  /** The server's CPU time (user + system) from sending the batches to the last answer. */
  cpuMs: number;
}

async function oneRun(origin: string, pid: number, writers: Writer[]): Promise<RunResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: writers.length });
  try {
    // One open connection per writer first, so that the batches arrive together.
    await Promise.all(writers.map(() => send(agent, origin, 'GET', '/api/health')));
    const bodies = writers.map((w) => ({
      changes: changesOver(w.lessonIds, LESSON_CHANGES_PER_REQUEST),
    }));
    let done = false;
    const cpuBefore = processCpuMs(pid);
    const started = performance.now();
    const batches = Promise.all(
      writers.map((w, i) =>
        send(agent, origin, 'POST', '/api/v1/lessonChanges', bodies[i], {
          authorization: `Bearer ${w.token}`,
        }),
      ),
    ).finally(() => {
      done = true;
    });
    const health = await probeHealth(origin, () => done);
    const answers = await batches;
    const allMs = performance.now() - started;
    const cpuMs = processCpuMs(pid) - cpuBefore;
    for (const answer of answers) {
      if (answer.status !== 200)
        throw new Error(`a batch answered ${answer.status}: ${answer.body}`);
      const results = (JSON.parse(answer.body) as { results: { outcome: string }[] }).results;
      const applied = results.filter((r) => r.outcome === 'applied').length;
      if (applied !== LESSON_CHANGES_PER_REQUEST) {
        throw new Error(`only ${applied} of ${results.length} changes applied`);
      }
    }
    return { health, batchMs: answers.map((a) => a.ms), allMs, cpuMs };
  } finally {
    agent.destroy();
  }
}

async function main() {
  console.log(
    `lesson batches: ${WRITERS} × ${LESSON_CHANGES_PER_REQUEST} changes at once, ${RUNS} runs, ` +
      `${DIALECT}${BURNERS ? `, ${BURNERS} CPU burners` : ''}; ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ` +
      `load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
  );
  const runner = await prepareServerRunner();
  const store = await createDataStore(DIALECT);
  const server = new ServerProcess({
    runner,
    store,
    authSecret: randomBytes(32).toString('hex'),
    env: { NODE_ENV: 'production' },
  });
  const burners: ChildProcess[] = [];
  try {
    const { pid } = await server.start();
    const agent = new http.Agent({ keepAlive: true });
    const passwordHash = await hashPassword(PASSWORD);
    const emails: string[] = [];
    const handle = store.connect();
    try {
      for (let i = 0; i < RUNS * WRITERS; i += 1) {
        const email = `bench.batches.${Date.now()}.${i}@example.se`;
        const now = Date.now();
        await accounts.insertStudent(handle.db, {
          id: uuidv7(),
          email,
          passwordHash,
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
        emails.push(email);
      }
    } finally {
      await handle.close();
    }
    const writers: Writer[] = [];
    for (const email of emails) {
      const login = await send(agent, server.url, 'POST', '/api/v1/login', {
        email,
        password: PASSWORD,
      });
      if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body}`);
      const token = (JSON.parse(login.body) as { accessToken: string }).accessToken;
      const headers = { authorization: `Bearer ${token}` };
      const card = await send(agent, server.url, 'POST', '/api/v1/drivingnotes/card', {}, headers);
      if (card.status !== 201) throw new Error(`card failed: ${card.status} ${card.body}`);
      const notes = (JSON.parse(card.body) as { drivingNotes: { id: string }[] }).drivingNotes;
      // Warm up: one change of the done flag (the route's code and statements).
      const warm = await send(
        agent,
        server.url,
        'POST',
        '/api/v1/lessonChanges',
        {
          changes: [
            { id: randomUUID(), lessonId: notes[0]!.id, field: 'isDone', from: false, to: true },
          ],
        },
        headers,
      );
      if (warm.status !== 200) throw new Error(`warm-up failed: ${warm.status} ${warm.body}`);
      writers.push({ token, lessonIds: notes.map((n) => n.id) });
    }
    agent.destroy();

    burners.push(...startBurners(BURNERS));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    let quietDone = false;
    const quietTimer = setTimeout(() => (quietDone = true), QUIET_MS);
    const quiet = await probeHealth(server.url, () => quietDone);
    clearTimeout(quietTimer);

    const results: RunResult[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      results.push(
        await oneRun(server.url, pid, writers.slice(run * WRITERS, (run + 1) * WRITERS)),
      );
    }

    console.log(
      '\n| run | /api/health p50 / p99 / max (n) | batches answered in (min–max) | all five | server CPU |',
    );
    console.log('| --- | --- | --- | --- | --- |');
    results.forEach((r, i) => {
      console.log(
        `| ${i + 1} | ${spread(r.health)} | ${ms(Math.min(...r.batchMs))}–${ms(Math.max(...r.batchMs))} | ${ms(r.allMs)} | ${ms(r.cpuMs)} |`,
      );
    });
    const all = results.flatMap((r) => r.health);
    const cpu = results.map((r) => r.cpuMs);
    console.log(
      `| all runs | ${spread(all)} | | | median ${ms(percentile(cpu, 50))}, ${(percentile(cpu, 50) / (WRITERS * LESSON_CHANGES_PER_REQUEST)).toFixed(2)} ms a change |`,
    );
    console.log(`| nothing else going on (${QUIET_MS / 1000} s) | ${spread(quiet)} | | | |`);
    const p99 = percentile(all, 99);
    console.log(
      `\n/api/health p99 during the batches: ${ms(p99)} (target < 100 ms): ${p99 < 100 ? 'pass' : 'FAIL'}`,
    );
  } catch (error) {
    throw server.withLog(error);
  } finally {
    for (const burner of burners) burner.kill('SIGKILL');
    await server.stop().catch(() => undefined);
    await store.remove();
    await runner.dispose();
  }
}

await main();
