// Issue 17's figures for the car, in the system Chromium with its CPU slowed 4× (CDP
// Emulation.setCPUThrottlingRate, as Lighthouse's mobile preset assumes):
//  - a tap → the change durable in the outbox (IndexedDB transaction committed; the app sets
//    the User Timing mark 'ovk:outbox-stored' then), offline, median and worst of 20 taps;
//  - a reload without network → the lesson visible with its values (the page and the cards come
//    from the service worker and the device's query cache);
//  - 100 changes made offline → all on the server after the network returns, and in how many
//    requests.
import * as chromeLauncher from 'chrome-launcher';
import puppeteer, { type Page } from 'puppeteer-core';
import { CHROMIUM } from './lighthouse.js';

const STORED_MARK = 'ovk:outbox-stored';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];

export interface OfflineFigures {
  tapToDurableMedianMs: number;
  tapToDurableWorstMs: number;
  reloadOfflineToLessonMs: number;
  flush100Ms: number;
  flush100Requests: number;
  /** When each batch was sent and answered, in ms after the network returned. */
  flush100Sent: number[];
  flush100Answered: number[];
}

/** The browser's globals this project's Node typings lack, as the pages below use them. */
type InPage = typeof globalThis & {
  document: {
    querySelectorAll(selector: string): ArrayLike<{
      value: string;
      dispatchEvent(event: unknown): boolean;
    }>;
    querySelector(selector: string): unknown;
  };
  Event: new (type: string, init: { bubbles: boolean }) => unknown;
  PerformanceObserver: new (
    callback: (
      list: { getEntriesByName(name: string): unknown[] },
      observer: { disconnect(): void },
    ) => void,
  ) => { observe(options: { type: string }): void };
  sessionStorage: { setItem(key: string, value: string): void };
};

const median = (values: number[]) =>
  values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function logIn(page: Page, origin: string, login: { email: string; password: string }) {
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(async (credentials) => {
    const response = await fetch('/api/v1/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    const body = (await response.json()) as { accessToken: string; user: unknown };
    const { sessionStorage } = globalThis as InPage;
    sessionStorage.setItem('token', body.accessToken);
    sessionStorage.setItem('user', JSON.stringify(body.user));
    sessionStorage.setItem('isAuthUser', 'true');
  }, login);
}

/** Sets the status select number `index` of the lesson to `value`, as a tap does. */
function tap(page: Page, index: number, value: string): Promise<number> {
  return page.evaluate(
    (at, to, mark) =>
      new Promise<number>((resolve, reject) => {
        const scope = globalThis as InPage;
        const select = scope.document.querySelectorAll('select[id]')[at]!;
        // A tap that changes nothing stores nothing: take the next value when it is the same.
        const values = ['', 'Började', 'Visad kunskap', 'Godkänd'];
        const value = select.value === to ? values[(values.indexOf(to) + 1) % values.length]! : to;
        const observer = new scope.PerformanceObserver((list, self) => {
          const stored = list.getEntriesByName(mark) as { startTime: number }[];
          if (stored.length === 0) return;
          self.disconnect();
          resolve(stored[stored.length - 1]!.startTime - started);
        });
        observer.observe({ type: 'mark' });
        setTimeout(() => {
          observer.disconnect();
          reject(new Error(`no change stored within 10 s (select ${at} → '${value}')`));
        }, 10_000);
        const started = performance.now();
        select.value = value;
        select.dispatchEvent(new scope.Event('change', { bubbles: true }));
      }),
    index,
    value,
    STORED_MARK,
  );
}

const waitingCount = (page: Page) =>
  page.evaluate(() => {
    const marks = (globalThis as InPage).document.querySelectorAll('[data-pending]');
    return marks.length;
  });

export async function offlineFigures(
  origin: string,
  login: { email: string; password: string },
): Promise<OfflineFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const page = await browser.newPage();
    await page.setViewport({ width: 390, height: 844, deviceScaleFactor: 2, isMobile: true });
    await logIn(page, origin, login);
    await page.goto(`${origin}/notes?kort=1&lektion=1`, { waitUntil: 'networkidle2' });
    // The service worker takes the page over; the chunks of the card screen are then kept.
    await page.reload({ waitUntil: 'networkidle2' });
    await page.waitForSelector('select[id]');
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.setOfflineMode(true);
    const taps: number[] = [];
    for (let i = 0; i < 20; i++) {
      taps.push(await tap(page, i % 5, i % 2 === 0 ? 'Godkänd' : 'Började'));
    }

    const reloadStarted = Date.now();
    await page.reload({ waitUntil: 'domcontentloaded' });
    await page.waitForSelector('select[id]', { visible: true });
    const reloadOfflineToLessonMs = Date.now() - reloadStarted;
    await page.waitForFunction(() =>
      (globalThis as InPage).document.querySelector('[data-pending]'),
    );

    // 100 waiting: the 20 above and 80 more.
    for (let i = 0; i < 80; i++) await tap(page, i % 5, i % 2 === 0 ? 'Visad kunskap' : '');
    const flushStarted = Date.now();
    let requests = 0;
    const sent: number[] = [];
    const answered: number[] = [];
    const isBatch = (request: { method(): string; url(): string }) =>
      request.method() === 'POST' && request.url().endsWith('/api/v1/lessonChanges');
    page.on('request', (request) => {
      if (isBatch(request)) {
        requests += 1;
        sent.push(Date.now() - flushStarted);
      }
    });
    page.on('requestfinished', (request) => {
      if (isBatch(request)) answered.push(Date.now() - flushStarted);
    });
    await page.setOfflineMode(false);
    await page.waitForFunction(
      () => (globalThis as InPage).document.querySelectorAll('[data-pending]').length === 0,
      { polling: 20, timeout: 60_000 },
    );
    const flush100Ms = Date.now() - flushStarted;
    if ((await waitingCount(page)) !== 0) throw new Error('changes still waiting');
    return {
      tapToDurableMedianMs: Math.round(median(taps)),
      tapToDurableWorstMs: Math.round(Math.max(...taps)),
      reloadOfflineToLessonMs,
      flush100Ms,
      flush100Requests: requests,
      flush100Sent: sent,
      flush100Answered: answered,
    };
  } finally {
    await browser.disconnect();
    chrome.kill();
  }
}
