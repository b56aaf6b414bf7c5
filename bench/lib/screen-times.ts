// Issue 35, "Speed on a phone": how long four screens take to be usable on a phone, from an
// empty cache and from a warm one. Lighthouse's mobile profile (a slow 4G network and a 4×
// slower CPU, simulated), its "Time to Interactive": the page drawn, its code run and the main
// thread quiet. Each screen gets its own fresh browser: the first audit finds the cache empty,
// the second, of the same address, what the first left (HTTP cache, service worker, the
// device's saved cards).
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { chromeFlagsFor, CHROMIUM, LIVE_STREAMS, signInTab, type TabLogin } from './lighthouse.js';

export interface Screen {
  name: string;
  path: string;
  login?: TabLogin;
  /** Where the device last was on its cards (so `/start` opens that lesson). */
  lastLesson?: boolean;
}

/** One audit: its time to interactive and what held the page up. */
export interface ScreenAudit {
  interactiveMs: number;
  blockingMs: number;
  /** The scripts that ran longest on the main thread (file, ms of the slowed CPU). */
  scripts: string[];
  /** The longest chain of requests before the page could run: requests, ms. */
  chain: string;
  /** Where the page ended (`/start` goes on to the lesson). */
  endedAt: string;
  /** Largest contentful paint, ms: interactive is never earlier. */
  paintedMs: number;
  /** The long tasks (simulated, ≥ 50 ms) that end last: interactive is the end of the last. */
  lastLongTasks: string[];
}

export interface ScreenTime {
  name: string;
  path: string;
  /** Each run's audits, and the run with the median time counts for each. */
  cold: ScreenAudit;
  warm: ScreenAudit;
  coldRuns: number[];
  warmRuns: number[];
}

export const SCREEN_TARGETS = { coldMs: 2500, warmMs: 1000 };

export async function screenTimes(
  origin: string,
  screens: Screen[],
  runs: number,
): Promise<ScreenTime[]> {
  const results: ScreenTime[] = [];
  for (const screen of screens) {
    const cold: ScreenAudit[] = [];
    const warm: ScreenAudit[] = [];
    for (let run = 0; run < runs; run++) {
      const [first, second] = await pairWithRetries(origin, screen);
      cold.push(first);
      warm.push(second);
    }
    results.push({
      name: screen.name,
      path: screen.path,
      cold: median(cold),
      warm: median(warm),
      coldRuns: cold.map((audit) => audit.interactiveMs),
      warmRuns: warm.map((audit) => audit.interactiveMs),
    });
  }
  return results;
}

function median(audits: ScreenAudit[]): ScreenAudit {
  const sorted = audits.toSorted((a, b) => a.interactiveMs - b.interactiveMs);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

/**
 * Lighthouse sometimes loses a trace ("NO_NAVSTART", "please run Lighthouse again"): the pair is
 * made again in a fresh browser, so that the empty-cache audit still finds the cache empty.
 */
async function pairWithRetries(
  origin: string,
  screen: Screen,
): Promise<[ScreenAudit, ScreenAudit]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await coldThenWarm(origin, screen);
    } catch (error) {
      if (!(error instanceof TraceLost) || attempt === 3) throw error;
      console.warn(`${screen.path}: ${error.message}; again in a fresh browser`);
    }
  }
}

/** Lighthouse answered without a time to interactive: its trace was lost. */
class TraceLost extends Error {}

async function coldThenWarm(origin: string, screen: Screen): Promise<[ScreenAudit, ScreenAudit]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: chromeFlagsFor(origin),
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    if (screen.login) {
      const id = await signInTab(page, origin, screen.login);
      if (screen.lastLesson) await keepLastLesson(page, `${screen.login.role}:${id}`);
    }
    const cold = await audit(page, chrome.port, `${origin}${screen.path}`);
    // Lighthouse leaves the page where it ended; the warm audit loads the address again.
    const warm = await audit(page, chrome.port, `${origin}${screen.path}`);
    await page.close();
    return [cold, warm];
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}

/** As the card screen records it (apps/web/src/lib/last-place.ts): card 1, lesson 1. */
async function keepLastLesson(page: Page, account: string) {
  await page.evaluate((owner) => {
    const { localStorage } = globalThis as unknown as {
      localStorage: { setItem(key: string, value: string): void };
    };
    const last = { groupId: 'bench', card: 1, lesson: 1, title: '', path: '/notes' };
    localStorage.setItem(`ovk_place_${owner}`, JSON.stringify({ last, lessons: {} }));
  }, account);
}

interface LongTaskItem {
  url: string;
  startTime: number;
  duration: number;
}

interface BootupItem {
  url: string;
  scripting: number;
}

async function audit(page: Page, port: number, url: string): Promise<ScreenAudit> {
  const runner = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
      blockedUrlPatterns: LIVE_STREAMS,
    },
    undefined,
    page,
  );
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { audits, finalDisplayedUrl } = runner.lhr;
  const interactive = audits.interactive?.numericValue;
  if (interactive === undefined) {
    const why = runner.lhr.runtimeError?.message ?? audits.interactive?.errorMessage ?? '';
    throw new TraceLost(`no time to interactive for ${url}: ${why}`);
  }
  const bootup = (audits['bootup-time']?.details as { items?: BootupItem[] } | undefined)?.items;
  const chain = (
    audits['critical-request-chains']?.details as
      { longestChain?: { duration: number; length: number } } | undefined
  )?.longestChain;
  const ended = new URL(finalDisplayedUrl);
  const longTasks = (audits['long-tasks']?.details as { items?: LongTaskItem[] } | undefined)
    ?.items;
  return {
    interactiveMs: Math.round(interactive),
    blockingMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    scripts: (bootup ?? [])
      .filter((item) => item.scripting >= 50)
      .toSorted((a, b) => b.scripting - a.scripting)
      .slice(0, 3)
      .map((item) => `${scriptName(item.url)} ${Math.round(item.scripting)}`),
    chain: chain ? `${chain.length} requests, ${Math.round(chain.duration)} ms` : '–',
    endedAt: `${ended.pathname}${ended.search}`,
    paintedMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    lastLongTasks: (longTasks ?? [])
      .toSorted((a, b) => b.startTime + b.duration - (a.startTime + a.duration))
      .slice(0, 3)
      .map(
        (task) =>
          `${scriptName(task.url)} ${Math.round(task.startTime)}+${Math.round(task.duration)}`,
      ),
  };
}

/** A script's file without its content hash where it has one; Lighthouse's own groups as is. */
function scriptName(url: string): string {
  try {
    return path.basename(new URL(url).pathname) || url;
  } catch {
    return url;
  }
}
