// Where a screen's first load spends the main thread: `npx tsx bench/profile-screen.ts
// [--path=/notes?kort=1&lektion=1] [--role=student|teacher] [--cpu=4] [--top=30] [--settle=5000] [--web-dist=DIR]`.
//
// Builds the web app unminified (names kept), starts the app on a fresh SQLite with the bench's
// seed, signs a tab in, loads the screen with the CPU slowed as Lighthouse's mobile profile
// slows it, and prints the V8 CPU profile summed two ways: each function's own time, and each
// component's time including what it called (React components are functions whose name starts
// with a capital; a component rendered inside itself is counted once).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROMIUM, signInTab } from './lib/lighthouse.js';
import { freePort, ROOT, runCommand, startTarget } from './lib/processes.js';
import { BENCH_PASSWORD, seed } from './lib/seed.js';

const option = (name: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
const screenPath = option('path') ?? '/notes?kort=1&lektion=1';
const role: 'student' | 'teacher' = option('role') === 'teacher' ? 'teacher' : 'student';
const cpuSlowdown = Number(option('cpu') ?? 4);
const top = Number(option('top') ?? 30);
const settleMs = Number(option('settle') ?? 5000);
/** --trace: also list the page's long tasks (≥ 50 ms of the slowed CPU) and what filled each. */
const tracing = process.argv.includes('--trace');
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8'];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

async function main() {
  // --web-dist=DIR: build there and keep it, to read the code a function of the profile is in.
  const webDist = option('web-dist') ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ovk-profile-web-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ovk-profile-data-'));
  console.log(`building the web app unminified into ${webDist}`);
  await runCommand('npx', [
    'vite',
    'build',
    'apps/web',
    '--outDir',
    webDist,
    '--emptyOutDir',
    '--minify',
    'false',
    '--logLevel',
    'warn',
  ]);
  const authSecret = randomBytes(32).toString('hex');
  const port = await freePort();
  const app = await startTarget(
    'app',
    process.execPath,
    [path.join(ROOT, 'apps/server/dist/server.js')],
    {
      DATA_DIR: dataDir,
      AUTH_SECRET: authSecret,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      WEB_DIST: webDist,
      DATABASE_URL: '',
      HOST: '127.0.0.1',
    },
    port,
  );
  try {
    const seeded = await seed({ origin: app.origin, dataDir, authSecret, students: 1 });
    const login =
      role === 'student'
        ? { role, email: seeded.main.email, password: BENCH_PASSWORD }
        : { role, email: seeded.supervisors[0]!.email, password: BENCH_PASSWORD };
    const target = screenPath.replace(':studentId', seeded.students[0]!.id);
    const browser = await puppeteer.launch({
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu'],
    });
    try {
      const page = await browser.newPage();
      await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1 });
      await signInTab(page, app.origin, login);
      // How often React commits while the screen loads, and which components ran: a minimal
      // devtools hook, which React calls at every commit.
      // A string: tsx would wrap the functions of a closure in helpers the page does not have.
      await page.evaluateOnNewDocument(`
        window.__ovkCommits = [];
        window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
          supportsFiber: true,
          renderers: new Map(),
          inject() { return 1; },
          checkDCE() {},
          onScheduleFiberRoot() {},
          onCommitFiberRoot(id, root) {
            const names = {};
            const visit = (fiber) => {
              for (let at = fiber; at; at = at.sibling) {
                const type = at.type;
                const name = typeof type === 'function' ? type.displayName || type.name : undefined;
                // PerformedWork (1): the component's function ran in this render.
                if (name && (at.flags & 1) === 1) names[name] = (names[name] || 0) + 1;
                // As React's devtools tell: a subtree whose first child is the one of the last
                // commit was not rendered again (its fibers keep the flags of an older render).
                if (at.child && (!at.alternate || at.child !== at.alternate.child)) visit(at.child);
              }
            };
            visit(root.current.child);
            const top = Object.entries(names).sort((a, b) => b[1] - a[1]).slice(0, 8);
            window.__ovkCommits.push(Math.round(performance.now()) + ' ' + top.map(([n, c]) => n + '×' + c).join(' '));
          },
          onCommitFiberUnmount() {},
          onPostCommitFiberRoot() {},
        };
      `);
      const cdp = await page.createCDPSession();
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      if (tracing) await page.tracing.start({ categories: TRACE_CATEGORIES });
      const started = Date.now();
      // Not "network idle": the screen's live stream stays open. The screen's heading, then
      // what the page does in the seconds after (its background work counts too).
      await page.goto(`${app.origin}${target}`, { waitUntil: 'load' });
      await page.waitForSelector('main h1', { timeout: 60_000 });
      const loaded = Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
      const trace = tracing ? await page.tracing.stop() : undefined;
      // In the page: its document (this project's Node typings lack DOM).
      const commits = await page.evaluate(
        () => (globalThis as unknown as { __ovkCommits: string[] }).__ovkCommits,
      );
      const elements = await page.evaluate(
        () =>
          (
            globalThis as unknown as {
              document: { querySelectorAll(s: string): { length: number } };
            }
          ).document.querySelectorAll('*').length,
      );
      console.log(
        `${target} as ${role}, CPU ×${cpuSlowdown}: heading after ${loaded} ms, then ${settleMs} ms more; ${elements} elements`,
      );
      console.log(`React committed ${commits.length} times (ms, and what rendered most):`);
      for (const commit of commits) console.log(`  ${commit}`);
      summarize(profile);
      if (trace) longTasks(JSON.parse(Buffer.from(trace).toString('utf8')) as TraceFile, profile);
    } finally {
      await browser.close();
    }
  } finally {
    await app.stop();
    if (!option('web-dist')) fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The components (and own time of functions) the CPU profile sampled between two trace times. */
function componentsBetween(profile: Profile, from: number, to: number): string {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const components = new Map<string, number>();
  const own = new Map<string, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (at < from || at >= to) return;
    const ms = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    const leaf = byId.get(id)!.callFrame;
    const leafName = `${leaf.functionName || '(anonymous)'}@${path.basename(leaf.url)}:${leaf.lineNumber + 1}`;
    own.set(leafName, (own.get(leafName) ?? 0) + ms);
    const seen = new Set<string>();
    for (let node: number | undefined = id; node !== undefined; node = parent.get(node)) {
      const frame = byId.get(node)!.callFrame;
      if (/^[A-Z]/.test(frame.functionName) && frame.url && !seen.has(frame.functionName)) {
        seen.add(frame.functionName);
        components.set(frame.functionName, (components.get(frame.functionName) ?? 0) + ms);
      }
    }
  });
  const top = (table: Map<string, number>, n: number) =>
    [...table]
      .toSorted((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
      .join(', ');
  return components.size + own.size === 0 ? '' : `${top(components, 8)} | own: ${top(own, 5)}`;
}

function summarize(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const sampleMs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    sampleMs.set(id, (sampleMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const label = (node: ProfileNode) =>
    `${node.callFrame.functionName || '(anonymous)'} ${path.basename(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
  const self = new Map<string, number>();
  const components = new Map<string, number>();
  let total = 0;
  for (const [id, ms] of sampleMs) {
    const node = byId.get(id)!;
    total += node.callFrame.functionName === '(idle)' ? 0 : ms;
    self.set(label(node), (self.get(label(node)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const name = byId.get(at)!.callFrame.functionName;
      if (/^[A-Z]/.test(name) && byId.get(at)!.callFrame.url && !seen.has(name)) {
        seen.add(name);
        components.set(name, (components.get(name) ?? 0) + ms);
      }
    }
  }
  const print = (title: string, table: Map<string, number>) => {
    console.log(`\n${title}`);
    for (const [name, ms] of [...table].toSorted((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`${ms.toFixed(0).padStart(7)} ms  ${name}`);
    }
  };
  console.log(`busy: ${total.toFixed(0)} ms of the slowed CPU`);
  print('own time of each function', self);
  print('components, with what they called', components);
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string } };
}
interface TraceFile {
  traceEvents: TraceEvent[];
}

/**
 * The main thread's tasks of 50 ms or more, each with the events directly inside it that took
 * longest: what Lighthouse counts as blocking time (the part of each beyond 50 ms).
 */
function longTasks(trace: TraceFile, profile: Profile) {
  const events = trace.traceEvents;
  const main = events.find(
    (e) =>
      e.name === 'thread_name' &&
      (e as unknown as { args: { name: string } }).args.name === 'CrRendererMain',
  );
  if (!main) return console.log('\nno renderer main thread in the trace');
  const onMain = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
    .toSorted((a, b) => a.ts - b.ts);
  const start = Math.min(...onMain.map((e) => e.ts));
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur! >= 50_000);
  let blocking = 0;
  console.log('\nlong tasks (start ms, length ms: what filled them, ms)');
  for (const task of tasks) {
    blocking += task.dur! / 1000 - 50;
    const inside = new Map<string, number>();
    const end = task.ts + task.dur!;
    let coveredUntil = task.ts;
    for (const e of onMain) {
      if (e === task || e.ts < coveredUntil || e.ts >= end) continue;
      const data = e.args?.data;
      const what = [e.name, data?.functionName, data?.url ? path.basename(data.url) : undefined]
        .filter(Boolean)
        .join(' ');
      inside.set(what, (inside.get(what) ?? 0) + e.dur! / 1000);
      coveredUntil = e.ts + e.dur!;
    }
    const parts = [...inside]
      .toSorted((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([what, ms]) => `${what} ${ms.toFixed(0)}`);
    console.log(
      `${((task.ts - start) / 1000).toFixed(0).padStart(6)} ${(task.dur! / 1000).toFixed(0).padStart(5)}: ${parts.join('; ')}`,
    );
    const components = componentsBetween(profile, task.ts, end);
    if (components) console.log(`         components: ${components}`);
  }
  console.log(`blocking (each long task beyond 50 ms): ${blocking.toFixed(0)} ms`);
}

await main();
