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

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Profile {
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
      const started = Date.now();
      // Not "network idle": the screen's live stream stays open. The screen's heading, then
      // what the page does in the seconds after (its background work counts too).
      await page.goto(`${app.origin}${target}`, { waitUntil: 'load' });
      await page.waitForSelector('main h1', { timeout: 60_000 });
      const loaded = Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
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
    } finally {
      await browser.close();
    }
  } finally {
    await app.stop();
    if (!option('web-dist')) fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
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

await main();
