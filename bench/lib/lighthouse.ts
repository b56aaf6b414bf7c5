// Lighthouse (mobile, its default) of pages of the running app in the system Chromium. For a
// page behind login, the student logs in through the API in the same tab first and the token
// goes into sessionStorage as the web app keeps it; Lighthouse then audits that tab without
// resetting storage. Scores of one run move by several points from run to run (Lighthouse's
// simulated 4× slower CPU magnifies every hiccup of the machine), so each page is audited in
// several runs, each in a fresh browser, and the run with the median performance score counts.
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';

export const LIVE_STREAMS = ['*/api/v1/live', '*/api/v1/teacher/live/*'];

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

/**
 * The browser's flags for an origin: behind the HTTP/2 front (start-http2-front.ts), its
 * certificate, made for the run, is accepted.
 */
export const chromeFlagsFor = (origin: string) =>
  origin.startsWith('https:') ? [...CHROME_FLAGS, '--ignore-certificate-errors'] : CHROME_FLAGS;

export interface LighthouseScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  /** First and largest contentful paint, total blocking time, speed index (ms, simulated mobile). */
  fcp: number;
  lcp: number;
  tbt: number;
  speedIndex: number;
  /** Cumulative layout shift (unitless). */
  cls: number;
  /** The performance score of every run, in the order they ran. */
  runs: number[];
}

type AuditedPage = { path: string; login?: { email: string; password: string } };

export interface TabLogin {
  role: 'student' | 'teacher';
  email: string;
  password: string;
}

/**
 * Signs the tab in as the web app does after a login: through the API, the token and the
 * person into sessionStorage (the spec's keys, `apps/web/src/lib/session.ts`). The tab is on a
 * tiny file of the origin meanwhile, so the app's own files are not loaded (the cache stays
 * empty). Answers the person's id.
 */
export async function signInTab(page: Page, origin: string, login: TabLogin): Promise<string> {
  await page.goto(`${origin}/favicon.svg`);
  return page.evaluate(async ({ role, email, password }) => {
    const response = await fetch(role === 'student' ? '/api/v1/login' : '/api/v1/teacher/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = (await response.json()) as {
      accessToken: string;
      user?: { id: string };
      teacher?: { id: string };
    };
    // In the page: the browser's sessionStorage (this project's Node typings lack DOM).
    const { sessionStorage } = globalThis as unknown as {
      sessionStorage: { setItem(key: string, value: string): void };
    };
    if (role === 'student') {
      sessionStorage.setItem('token', body.accessToken);
      sessionStorage.setItem('user', JSON.stringify(body.user));
      sessionStorage.setItem('isAuthUser', 'true');
      return body.user!.id;
    }
    sessionStorage.setItem('tokenteacher', body.accessToken);
    sessionStorage.setItem('teacher', JSON.stringify(body.teacher));
    return body.teacher!.id;
  }, login);
}

/** Each page's median run of `runs` (the run with the median performance score). */
export async function lighthouseScores(
  origin: string,
  pages: AuditedPage[],
  runs: number,
): Promise<LighthouseScores[]> {
  const all: LighthouseScores[][] = [];
  for (let run = 0; run < runs; run++) all.push(await oneRun(origin, pages));
  return pages.map((_, index) => {
    const ofPage = all.map((results) => results[index]!);
    const sorted = ofPage.toSorted((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    return { ...median, runs: ofPage.map((result) => result.performance) };
  });
}

/** The pages in order in one fresh browser: `/` first with an empty cache. */
async function oneRun(origin: string, pages: AuditedPage[]): Promise<LighthouseScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: chromeFlagsFor(origin),
  });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const results: LighthouseScores[] = [];
  try {
    for (const target of pages) {
      const page = await browser.newPage();
      if (target.login) await signInTab(page, origin, { role: 'student', ...target.login });
      const runner = await lighthouse(
        `${origin}${target.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: true,
          // The live-update stream of a card screen stays open as long as the page: Lighthouse
          // would wait for the network to go quiet until its time limit, and then give up on the
          // page now and then. The audit is of loading the screen, without that stream.
          blockedUrlPatterns: LIVE_STREAMS,
        },
        undefined,
        page,
      );
      if (!runner) throw new Error(`Lighthouse returned nothing for ${target.path}`);
      const { categories, audits, finalDisplayedUrl } = runner.lhr;
      if (process.env.BENCH_LHR_DIR) {
        const file = `lhr${target.path.replace(/\W/g, '-')}.json`;
        fs.mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
        fs.writeFileSync(path.join(process.env.BENCH_LHR_DIR, file), JSON.stringify(runner.lhr));
      }
      if (new URL(finalDisplayedUrl).pathname !== target.path) {
        throw new Error(`${target.path} ended at ${finalDisplayedUrl} (not logged in?)`);
      }
      const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
      const ms = (name: string) => Math.round(audits[name]?.numericValue ?? 0);
      results.push({
        page: target.path,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        fcp: ms('first-contentful-paint'),
        lcp: ms('largest-contentful-paint'),
        tbt: ms('total-blocking-time'),
        speedIndex: ms('speed-index'),
        cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        runs: [],
      });
      await page.close();
    }
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
  return results;
}
