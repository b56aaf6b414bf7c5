import type { APIResponse, Page } from '@playwright/test';
import {
  allowConsoleMessages,
  expect,
  expectAccessible,
  expectConsoleMessages,
  expectToast,
  failedOffline,
  LESSON_API,
  type OtherBrowser,
  signedIn,
  test,
} from './support/fixtures.js';

const landingHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Välkommen till Övningskort' });
const headerTitle = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Övningskort' });
const film = (page: Page) => page.locator('video');

/** What the film is doing right now, as the page sees it. */
const filmState = (page: Page) =>
  film(page).evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    time: video.currentTime,
  }));

/** Plays: not paused, and time moves on. */
async function expectFilmPlaying(page: Page) {
  const start = (await filmState(page)).time;
  await expect.poll(async () => (await filmState(page)).time).toBeGreaterThan(start);
  expect((await filmState(page)).paused).toBe(false);
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`;
}

async function expectImage(response: APIResponse) {
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\//);
}

test('a visitor is welcomed over a quiet road film and Kom igång leads to the login', async ({
  page,
}) => {
  await page.goto('/');
  await expect(landingHeading(page)).toBeVisible();

  // The film is decoration: muted, looping, inline, no controls, hidden from screen readers.
  const video = film(page);
  await expect(video).toHaveAttribute('aria-hidden', 'true');
  await expect(video).toHaveAttribute('poster', /\.webp$/);
  await expect(video).toHaveAttribute('loop', '');
  await expect(video).toHaveAttribute('playsinline', '');
  await expect(video).not.toHaveAttribute('controls');
  expect(await video.evaluate((element: HTMLVideoElement) => element.muted)).toBe(true);
  expect((await page.request.get((await video.getAttribute('poster'))!)).status()).toBe(200);
  await expectFilmPlaying(page);

  // The motion can be paused and started again (WCAG 2.2.2).
  await page.getByRole('button', { name: 'Pausa filmen' }).click();
  await expect(page.getByRole('button', { name: 'Spela filmen' })).toBeVisible();
  expect((await filmState(page)).paused).toBe(true);
  await page.getByRole('button', { name: 'Spela filmen' }).click();
  await expect(page.getByRole('button', { name: 'Pausa filmen' })).toBeVisible();
  await expectFilmPlaying(page);

  await expectAccessible(page);
  await page.getByRole('link', { name: 'Kom igång' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Logga in som elev' })).toBeVisible();
});

test('with reduced motion the film stands still on its poster until asked to play', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await expect(landingHeading(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Spela filmen' })).toBeVisible();
  // Not started, and not even loading: the poster is what shows.
  await expect(film(page)).toHaveAttribute('preload', 'none');
  expect(await filmState(page)).toEqual({ paused: true, time: 0 });

  await page.getByRole('button', { name: 'Spela filmen' }).click();
  await expect(page.getByRole('button', { name: 'Pausa filmen' })).toBeVisible();
  await expectFilmPlaying(page);
});

test('the app can be installed: a manifest with its own icons', async ({ page }) => {
  await page.goto('/');
  await expect(landingHeading(page)).toBeVisible();
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Övningskort',
    short_name: 'Övningskort',
    lang: 'sv',
    start_url: '/start',
    display: 'standalone',
  });
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
    'content',
    manifest.theme_color,
  );
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  for (const icon of manifest.icons) {
    const image = await page.request.get(icon.src);
    await expectImage(image);
    expect(image.headers()['content-type']).toBe(icon.type);
    if (icon.type === 'image/png') expect(pngSize(await image.body())).toBe(icon.sizes);
  }
  const pngSizes = (purpose: string) =>
    manifest.icons
      .filter((icon) => icon.type === 'image/png' && (icon.purpose ?? 'any') === purpose)
      .map((icon) => icon.sizes);
  expect(pngSizes('any')).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(pngSizes('maskable')).toContain('512x512');
  expect(manifest.icons.some((icon) => icon.type === 'image/svg+xml')).toBe(true);

  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const apple = await page.request.get(appleIcon!);
  await expectImage(apple);
  expect(pngSize(await apple.body())).toBe('180x180');
});

/**
 * A browser of its own that has visited once and is now controlled by the service worker. Its
 * console errors and warnings fail the test when it closes, like those of any page; offline,
 * a test declares the failed requests it provokes.
 */
async function visitedBrowser(
  otherBrowser: (options: { serviceWorkerFrom: string }) => Promise<OtherBrowser>,
  firstPage: string,
) {
  const opened = await otherBrowser({ serviceWorkerFrom: firstPage });
  await expect(headerTitle(opened.page)).toBeVisible();
  return opened;
}

test('after a first visit the app and its public pages open offline', async ({ otherBrowser }) => {
  const { page, context } = await visitedBrowser(otherBrowser, '/');
  await expect(landingHeading(page)).toBeVisible();
  // Online, a page load is the server's own, fresh.
  const fresh = await page.reload();
  expect(fresh?.status()).toBe(200);
  // The film, asked for through the worker, is kept whole for next time.
  await expect
    .poll(() => page.evaluate(() => caches.match('/media/landing-road.webm').then(Boolean)))
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(headerTitle(page)).toBeVisible();
  await expect(landingHeading(page)).toBeVisible();
  await expectFilmPlaying(page);

  await page.goto('/support');
  await expect(headerTitle(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hjälp och vanliga frågor' })).toBeVisible();

  // The login page asks the server how external sign-in is set up: offline, that fails – and
  // has failed before the network comes back (the heading can show before the page asks).
  expectConsoleMessages(page, failedOffline('/api/v1/oidc/config'));
  const configFailed = page.waitForEvent('requestfailed', (request) =>
    request.url().endsWith('/api/v1/oidc/config'),
  );
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Logga in som elev' })).toBeVisible();
  await configFailed;

  // Back online, the next page load comes from the server again.
  await context.setOffline(false);
  const online = await page.goto('/about');
  expect(online?.status()).toBe(200);
  expect(online?.fromServiceWorker()).toBe(true);
  await expect(headerTitle(page)).toBeVisible();
});

test('the API never comes from a cache: offline, the cards come from the device and say so', async ({
  accounts,
  otherBrowser,
}) => {
  const { page, context } = await visitedBrowser(otherBrowser, '/login');
  const student = await accounts.student({ name: 'Olle' });
  await signedIn(page, 'student', student);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hej Olle!' })).toBeVisible();
  await page.getByRole('link', { name: 'Mitt övningskort' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt övningskort' })).toBeVisible();
  await page.getByRole('button', { name: 'Nytt övningskort' }).click();
  await expect(page.getByRole('button', { name: 'Kort 1', exact: true })).toBeVisible();
  const [health] = await Promise.all([
    page.waitForResponse('**/api/health'),
    page.evaluate(() => fetch('/api/health').then((response) => response.status)),
  ]);
  expect(health.fromServiceWorker()).toBe(false);
  // Hem's own queries may be saved first: wait for the saved cache to hold the card.
  await expect.poll(() => savedCardCount(page)).toBe(1);

  expectConsoleMessages(page, failedOffline('/api/health'));
  // Whether the page asks before it knows it is offline is a race the test does not decide.
  allowConsoleMessages(
    page,
    failedOffline('/api/v1/live'),
    failedOffline(LESSON_API.student.list),
    failedOffline(/^\/api\/v1\/drivingnotes\/[^/]+\/(history|comments)$/),
  );
  await context.setOffline(true);
  await page.reload();
  await expect(headerTitle(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kort 1', exact: true })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Du är inte uppkopplad.' }),
  ).toBeVisible();
  expect(
    await page.evaluate(() =>
      fetch('/api/health').then(
        () => 'answered',
        () => 'failed',
      ),
    ),
  ).toBe('failed');

  // Back online, the cards are read from the server again.
  const reread = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/drivingnotes',
  );
  await context.setOffline(false);
  expect((await reread).status()).toBe(200);
  await expect(page.getByRole('status').filter({ hasText: 'Du är inte uppkopplad.' })).toHaveCount(
    0,
  );

  // Security round 3: the logout answers Clear-Site-Data "cache", so the browser forgets the
  // card lists its HTTP cache kept for their ETags. The worker's precached app shell is Cache
  // Storage, which "cache" leaves alone: after the logout the app still opens offline.
  const shellCaches = () =>
    page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith('ovk-shell-')),
    );
  expect(await shellCaches()).toHaveLength(1);
  await page.goto('/');
  const loggedOut = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/v1/logout',
  );
  await page.getByRole('button', { name: 'Logga ut' }).click();
  // headers() leaves out security headers such as this one; allHeaders() has them.
  expect((await (await loggedOut).allHeaders())['clear-site-data']).toBe('"cache"');
  await expectToast(page, 'Du är nu utloggad.');
  expect(await shellCaches()).toHaveLength(1);
  // The login page asks the server how external sign-in is set up: offline, that fails.
  allowConsoleMessages(page, failedOffline('/api/v1/oidc/config'));
  await context.setOffline(true);
  await page.goto('/login');
  await expect(headerTitle(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Logga in som elev' })).toBeVisible();
  await context.setOffline(false);
});

/** How many cards the device's saved queries hold (IndexedDB 'ovningskort', store 'queries'). */
function savedCardCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('ovningskort');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('queries').objectStore('queries').getAll();
          all.onsuccess = () => {
            type Saved = { query: { queryKey: unknown[]; state: { data?: unknown } } };
            const cards = (all.result as Saved[])
              .map((saved) => saved.query)
              .filter((query) => query.queryKey[0] === 'cards')
              .flatMap((query) => (Array.isArray(query.state.data) ? query.state.data : []));
            resolve(new Set(cards.map((note) => (note as { groupId: string }).groupId)).size);
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}
