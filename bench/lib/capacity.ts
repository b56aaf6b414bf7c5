// The capacity scenario (issue 21): a busy evening. N students and their N supervisors arrive
// over the arrival window; each opens its live stream and keeps it open to the end, reads its
// cards, then changes a status every period as the web's outbox sends it (POST lessonChanges);
// a tenth of the students log a drive once, another tenth send three changes at once after a
// dead zone. The
// load comes from generator processes (capacity-generator.ts, each with a slice of the pairs);
// this module starts the setup (SQLite one process, PostgreSQL one process, PostgreSQL two
// processes + Redis behind a round-robin TCP proxy), seeds it, samples every process from /proc
// every 5 s (resident memory, open files and sockets, CPU time) and puts the figures together.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import pg from 'pg';
import type {
  CapacityGeneratorResult,
  CapacityJob,
  CapacityPair,
  CapacityProgress,
} from './capacity-generator.js';
import { addOutcomes, noOutcomes, type ChangeOutcomes } from './lesson-view.js';
import { freePort, spawnTracked, startTarget, tsxArgs, type Target } from './processes.js';
import { seed } from './seed.js';

export interface CapacitySize {
  /** Students; as many supervisors, one per student. */
  students: number;
  arrivalMs: number;
  durationMs: number;
  periodMs: number;
  generators: number;
}

export interface CapacitySetup {
  key: 'sqlite' | 'pg' | 'pg2';
  label: string;
  db: 'SQLite' | 'PostgreSQL';
  processes: 1 | 2;
  redis: boolean;
}

export const CAPACITY_SETUPS: CapacitySetup[] = [
  { key: 'sqlite', label: 'SQLite, one process', db: 'SQLite', processes: 1, redis: false },
  { key: 'pg', label: 'PostgreSQL, one process', db: 'PostgreSQL', processes: 1, redis: false },
  {
    key: 'pg2',
    label: 'PostgreSQL, two processes + Redis behind a TCP proxy',
    db: 'PostgreSQL',
    processes: 2,
    redis: true,
  },
];

interface ProcSample {
  rssKb: number;
  fds: number;
  sockets: number;
  /** utime + stime in clock ticks. */
  cpuTicks: number;
}

export interface ProcessFigures {
  name: string;
  rssBeforeKb: number;
  rssArrivedKb: number;
  rssEndKb: number;
  fdsBefore: number;
  fdsArrived: number;
  fdsEnd: number;
  socketsEnd: number;
  /** CPU time used from the start to the end of the run, and as a share of one core. */
  cpuMs: number;
  cpuPercent: number;
}

export interface CapacitySampleRow {
  t: number;
  streamsOpen: number;
  rssKb: number[];
  fds: number[];
}

export interface CapacityResult {
  setup: CapacitySetup;
  size: CapacitySize;
  users: number;
  requests: number;
  rps: number;
  reads: number;
  readP50: number;
  readP99: number;
  writes: number;
  writeP50: number;
  writeP99: number;
  /** Writes sent after the arrival window only. */
  steadyWriteP99: number;
  streamOpenP99: number;
  streamsOpenMax: number;
  streamErrors: number;
  /** Refused streams by why: the answer's status, or 'network'. */
  streamRefusals: Record<string, number>;
  streamsDropped: number;
  readErrors: number;
  writeErrors: number;
  /** Status changes sent (a dead zone's request carries three), requests with several. */
  changes: number;
  batches: number;
  /** What became of the changes: applied, conflicts and refusals as the web would show them. */
  outcomes: ChangeOutcomes;
  errors: number;
  checkedCells: number;
  drives: number;
  lostUpdates: number;
  liveEvents: number;
  liveP50: number;
  liveP99: number;
  eventsMissing: number;
  apps: ProcessFigures[];
  proxy?: ProcessFigures;
  generators: (ProcessFigures & { loopDelayP99Ms: number; loopDelayMaxMs: number })[];
  /**
   * The database's and Redis's CPU over the run as a share of one core (all their processes;
   * on a machine shared with other work this includes that work's queries too).
   */
  services: { name: string; cpuPercent: number }[];
  /**
   * The probe: (resident memory of the apps with every stream open − before) / streams, the
   * streams opened alone before the run (no reads or writes).
   */
  memoryPerStreamBytes: number;
  /** The same over the whole run: everything the load added (caches, heap) per stream. */
  runMemoryPerStreamBytes: number;
  /** Resident memory and open files of the apps from the end of the arrival to the end. */
  rssGrowthPercent: number;
  fdGrowth: number;
  cpuMsPerRequest: number;
  samples: CapacitySampleRow[];
  /** Why the generator, not the app, may be the limit of this run (empty if not). */
  generatorLimit: string;
}

const SAMPLE_MS = 5000;
const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The CPU time (user + system) a process has used so far, in ms. */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

function sampleProc(pid: number): ProcSample {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The fields after the command name in parentheses: state is the 3rd, utime the 14th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuTicks = Number(fields[11]) + Number(fields[12]);
  let fds = 0;
  let sockets = 0;
  for (const fd of fs.readdirSync(`/proc/${pid}/fd`)) {
    fds += 1;
    try {
      if (fs.readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:')) sockets += 1;
    } catch {
      // closed meanwhile
    }
  }
  return { rssKb, fds, sockets, cpuTicks };
}

/** Services the app talks to, found by their command name: the CPU of all their processes. */
const SERVICES = { postgres: 'PostgreSQL', 'redis-server': 'Redis' } as const;
type ServiceName = keyof typeof SERVICES;

function serviceTicks(): Record<ServiceName, number> {
  const ticks: Record<ServiceName, number> = { postgres: 0, 'redis-server': 0 };
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const name = (Object.keys(SERVICES) as ServiceName[]).find((n) => comm.startsWith(n));
      if (!name) continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks[name] += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks;
}

const quantile = (values: number[], q: number) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

interface Generator {
  pid: number;
  progress: CapacityProgress;
  result: Promise<CapacityGeneratorResult>;
  ready: Promise<void>;
  send(job: CapacityJob): void;
}

function startGenerator(): Generator {
  const child = spawnTracked('lib/capacity-generator.ts', ['pipe', 'pipe', 'inherit']);
  const lines = readline.createInterface({ input: child.stdout! });
  let markReady!: () => void;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  const generator: Generator = {
    pid: child.pid!,
    progress: { kind: 'progress', streamsOpen: 0, requests: 0 },
    ready,
    result: new Promise((resolve, reject) => {
      let result: CapacityGeneratorResult | undefined;
      lines.on('line', (line) => {
        const message = JSON.parse(line) as
          CapacityProgress | CapacityGeneratorResult | { kind: 'ready' };
        if (message.kind === 'ready') markReady();
        else if (message.kind === 'progress') generator.progress = message;
        else result = message;
      });
      child.on('error', reject);
      child.on('exit', (code) => {
        if (code === 0 && result) resolve(result);
        else reject(new Error(`capacity generator exited with ${code}`));
      });
    }),
    send: (job) => child.stdin!.end(JSON.stringify(job)),
  };
  return generator;
}

interface Sample {
  t: number;
  wall: number;
  streamsOpen: number;
  procs: ProcSample[];
  services: Record<ServiceName, number>;
}

/**
 * One run of generator processes against `origin`, the processes `pids` (and the generators)
 * sampled at the start, every 5 s and just before the end, while the streams are still open.
 */
async function phase(
  origin: string,
  pairs: CapacityPair[],
  size: CapacitySize,
  pids: number[],
  streamsOnly: boolean,
) {
  const generators = Array.from({ length: size.generators }, () => startGenerator());
  await Promise.all(generators.map((g) => g.ready));
  const startAt = Date.now() + 1000;
  generators.forEach((generator, g) =>
    generator.send({
      origin,
      pairs: pairs.filter((_, i) => i % size.generators === g),
      totalPairs: pairs.length,
      startAt,
      arrivalMs: size.arrivalMs,
      durationMs: size.durationMs,
      periodMs: size.periodMs,
      streamsOnly,
    }),
  );
  const watched = [...pids, ...generators.map((g) => g.pid)];
  const times: number[] = [];
  for (let t = 0; t < size.durationMs - 500; t += SAMPLE_MS) times.push(t);
  times.push(size.durationMs - 300);
  const samples: Sample[] = [];
  const results = Promise.all(generators.map((g) => g.result));
  let failed: unknown;
  results.catch((error: unknown) => (failed = error));
  for (const t of times) {
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt + t - Date.now())));
    if (failed) break;
    samples.push({
      t,
      wall: Date.now(),
      streamsOpen: generators.reduce((sum, g) => sum + g.progress.streamsOpen, 0),
      procs: watched.map(sampleProc),
      services: serviceTicks(),
    });
  }
  return { parts: await results, samples };
}

export async function capacityScenario(options: {
  setup: CapacitySetup;
  size: CapacitySize;
  startApp: (name: string, env: Record<string, string>) => Promise<Target>;
  authSecret: string;
  postgresUrl: string;
  redisUrl: string;
  webDist?: string;
  log: (message: string) => void;
}): Promise<CapacityResult> {
  const { setup, size, log } = options;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `ovk-bench-capacity-${setup.key}-`));
  const schema =
    setup.db === 'PostgreSQL'
      ? `bench_cap_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`
      : undefined;
  const admin = schema ? new pg.Client({ connectionString: options.postgresUrl }) : undefined;
  const stops: (() => Promise<void>)[] = [];
  try {
    if (admin) {
      await admin.connect();
      await admin.query(`create schema ${schema}`);
    }
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      AUTH_SECRET: options.authSecret,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_DIST: options.webDist ?? dataDir,
      DATABASE_URL: schema ? options.postgresUrl : '',
      ...(schema ? { DATABASE_SCHEMA: schema } : {}),
      ...(setup.redis ? { REDIS_URL: options.redisUrl } : {}),
    };
    // One process migrates the fresh schema and serves the seeding.
    const seeder = await options.startApp(`capacity seeding app (${setup.label})`, env);
    stops.push(() => seeder.stop());
    log(`capacity ${setup.label}: seeding ${size.students} students + supervisors`);
    const seeded = await seed({
      origin: seeder.origin,
      dataDir,
      databaseUrl: schema ? options.postgresUrl : undefined,
      databaseSchema: schema,
      authSecret: options.authSecret,
      students: size.students,
    });
    if (admin) {
      const { rows } = await admin.query<{ name: string }>(
        'select quote_ident(schemaname) || $2 || quote_ident(tablename) as name from pg_tables where schemaname = $1',
        [schema, '.'],
      );
      await admin.query(`vacuum (analyze) ${rows.map((row) => row.name).join(', ')}`);
      await admin.query('checkpoint').catch(() => undefined);
    }
    // The app processes of the run start after the seeding, so the memory probe starts from a
    // settled heap: the seeding's garbage (10 cards written per student) was otherwise collected
    // while the probe's streams were open and hid them.
    await seeder.stop();
    stops.length = 0;
    const apps: Target[] = [];
    for (let i = 0; i < setup.processes; i += 1) {
      const app = await options.startApp(`capacity app ${i + 1} (${setup.label})`, env);
      apps.push(app);
      stops.push(() => app.stop());
    }
    let front = apps[0]!;
    let proxy: Target | undefined;
    if (apps.length > 1) {
      const [command, args] = tsxArgs('lib/tcp-proxy.ts');
      proxy = await startTarget(
        'capacity proxy',
        command,
        args,
        { BACKENDS: apps.map((app) => `127.0.0.1:${app.port}`).join(',') },
        await freePort(),
      );
      stops.push(() => proxy!.stop());
      front = proxy;
    }

    const pairs: CapacityPair[] = seeded.students.map((student, i) => ({
      studentId: student.id,
      supervisorId: seeded.supervisors[i]!.id,
      studentToken: student.token,
      supervisorToken: seeded.supervisors[i]!.token,
      lessonIds: student.lessonIds,
      slot: i,
      logsDrive: i % 10 === 0,
      deadZone: i % 10 === 5,
    }));
    const pids = [...apps.map((app) => app.pid), ...(proxy ? [proxy.pid] : [])];
    // The memory probe: every stream opened alone and held for a while; then closed.
    const probeMs = Math.min(15_000, size.durationMs);
    log(`capacity ${setup.label}: memory probe, ${pairs.length * 2} streams only`);
    const probe = await phase(front.origin, pairs, { ...size, durationMs: probeMs }, pids, true);
    const probeStreams = probe.samples.at(-1)?.streamsOpen ?? 0;
    const probeRss = (k: number) =>
      probe.samples.at(-1)!.procs[k]!.rssKb - probe.samples[0]!.procs[k]!.rssKb;
    const streamBytes =
      probeStreams > 0
        ? (apps.reduce((total, _, k) => total + probeRss(k), 0) * 1024) / probeStreams
        : 0;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    log(
      `capacity ${setup.label}: ${pairs.length * 2} users over ${size.arrivalMs / 1000} s, ${size.durationMs / 1000} s in all, ${size.generators} generator processes`,
    );
    const { parts, samples } = await phase(front.origin, pairs, size, pids, false);
    for (const stop of stops.toReversed()) await stop();
    stops.length = 0;

    const first = samples[0]!;
    const last = samples.at(-1)!;
    // The first sample after everyone has arrived and read (one period later).
    const arrived =
      samples.find((s) => s.t >= size.arrivalMs + SAMPLE_MS) ??
      samples.find((s) => s.t >= size.arrivalMs) ??
      last;
    const wallMs = last.wall - first.wall;
    const figures = (name: string, k: number): ProcessFigures => {
      const cpuMs = ((last.procs[k]!.cpuTicks - first.procs[k]!.cpuTicks) * 1000) / CLOCK_TICKS;
      return {
        name,
        rssBeforeKb: first.procs[k]!.rssKb,
        rssArrivedKb: arrived.procs[k]!.rssKb,
        rssEndKb: last.procs[k]!.rssKb,
        fdsBefore: first.procs[k]!.fds,
        fdsArrived: arrived.procs[k]!.fds,
        fdsEnd: last.procs[k]!.fds,
        socketsEnd: last.procs[k]!.sockets,
        cpuMs,
        cpuPercent: wallMs > 0 ? (100 * cpuMs) / wallMs : 0,
      };
    };
    const appFigures = apps.map((_, k) => figures(`app ${k + 1}`, k));
    const usedServices = (Object.keys(SERVICES) as ServiceName[]).filter((name) =>
      name === 'postgres' ? setup.db === 'PostgreSQL' : setup.redis,
    );
    const serviceFigures = usedServices.map((name) => ({
      name: SERVICES[name],
      cpuPercent:
        wallMs > 0
          ? (100 * ((last.services[name] - first.services[name]) * 1000)) / CLOCK_TICKS / wallMs
          : 0,
    }));
    const proxyFigures = proxy ? figures('proxy', apps.length) : undefined;
    const generatorFigures = parts.map((_, k) => ({
      ...figures(`generator ${k + 1}`, apps.length + (proxy ? 1 : 0) + k),
      loopDelayP99Ms: parts[k]!.loopDelayP99Ms,
      loopDelayMaxMs: parts[k]!.loopDelayMaxMs,
    }));

    const all = <K extends keyof CapacityGeneratorResult>(key: K) =>
      parts.flatMap((part) => part[key] as number[]);
    const sum = (key: keyof CapacityGeneratorResult) =>
      parts.reduce((total, part) => total + (part[key] as number), 0);
    const readMs = all('readMs');
    const writeMs = all('writeMs');
    const writeAtMs = all('writeAtMs');
    // The writes sent once every user has arrived: the steady state without the arrival's load.
    const steadyWriteMs = writeMs.filter((_, k) => writeAtMs[k]! >= size.arrivalMs);
    const liveMs = all('liveMs');
    const streamOpenMs = all('streamOpenMs');
    const requests = readMs.length + writeMs.length + streamOpenMs.length + sum('streamErrors');
    const appSum = (pick: (p: ProcSample) => number, sample: typeof first) =>
      apps.reduce((total, _, k) => total + pick(sample.procs[k]!), 0);
    const rssBefore = appSum((p) => p.rssKb, first);
    const rssArrived = appSum((p) => p.rssKb, arrived);
    const rssEnd = appSum((p) => p.rssKb, last);
    const appCpuMs = appFigures.reduce((total, f) => total + f.cpuMs, 0);
    const readErrors = sum('readErrors');
    const writeErrors = sum('writeErrors');
    const streamErrors = sum('streamErrors');
    const streamsDropped = sum('streamsDropped');

    const busy = generatorFigures.filter((g) => g.cpuPercent > 70 || g.loopDelayP99Ms > 50);
    const machineCpu =
      [
        ...appFigures,
        ...(proxyFigures ? [proxyFigures] : []),
        ...generatorFigures,
        ...serviceFigures,
      ].reduce((total, f) => total + f.cpuPercent, 0) / os.cpus().length;
    const generatorLimit = busy
      .map(
        (g) =>
          `${g.name}: ${g.cpuPercent.toFixed(0)} % of a core, event-loop delay p99 ${g.loopDelayP99Ms.toFixed(0)} ms`,
      )
      .join('; ');

    return {
      setup,
      size,
      users: pairs.length * 2,
      requests,
      rps: requests / (size.durationMs / 1000),
      reads: readMs.length,
      readP50: quantile(readMs, 0.5),
      readP99: quantile(readMs, 0.99),
      writes: writeMs.length,
      writeP50: quantile(writeMs, 0.5),
      writeP99: quantile(writeMs, 0.99),
      steadyWriteP99: quantile(steadyWriteMs, 0.99),
      streamOpenP99: quantile(streamOpenMs, 0.99),
      streamsOpenMax: sum('streamsOpenMax'),
      streamErrors,
      streamRefusals: parts.reduce<Record<string, number>>((all, part) => {
        for (const [why, n] of Object.entries(part.streamRefusals)) all[why] = (all[why] ?? 0) + n;
        return all;
      }, {}),
      streamsDropped,
      readErrors,
      writeErrors,
      changes: sum('changes'),
      batches: sum('batches'),
      outcomes: parts.reduce((all, part) => addOutcomes(all, part.outcomes), noOutcomes()),
      errors: readErrors + writeErrors + streamErrors + streamsDropped,
      checkedCells: sum('checkedCells'),
      drives: sum('drives'),
      lostUpdates: sum('lostUpdates'),
      liveEvents: liveMs.length,
      liveP50: quantile(liveMs, 0.5),
      liveP99: quantile(liveMs, 0.99),
      eventsMissing: sum('eventsMissing'),
      apps: appFigures,
      proxy: proxyFigures,
      generators: generatorFigures,
      services: serviceFigures,
      memoryPerStreamBytes: streamBytes,
      runMemoryPerStreamBytes:
        last.streamsOpen > 0 ? ((rssEnd - rssBefore) * 1024) / last.streamsOpen : 0,
      rssGrowthPercent: rssArrived > 0 ? (100 * (rssEnd - rssArrived)) / rssArrived : 0,
      fdGrowth: appSum((p) => p.fds, last) - appSum((p) => p.fds, arrived),
      cpuMsPerRequest: requests > 0 ? appCpuMs / requests : 0,
      samples: samples.map((s) => ({
        t: s.t / 1000,
        streamsOpen: s.streamsOpen,
        rssKb: apps.map((_, k) => s.procs[k]!.rssKb),
        fds: apps.map((_, k) => s.procs[k]!.fds),
      })),
      generatorLimit:
        generatorLimit +
        (machineCpu > 90
          ? `${generatorLimit ? '; ' : ''}the machine's CPU was ${machineCpu.toFixed(0)} % busy (app, proxy, generators and services share it)`
          : ''),
    };
  } finally {
    for (const stop of stops.toReversed()) await stop().catch(() => undefined);
    if (admin) {
      await admin.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
      await admin.end();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
