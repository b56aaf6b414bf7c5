import type { Page } from '@playwright/test';
import { expect, expectToast, signedIn, test } from './support/fixtures.js';

/**
 * Issue 22: on a slow network every action shows at once that it was received, and a second tap
 * sends nothing twice. The network is Chromium's "Slow 3G"; the one answer a step waits for is
 * held until the test has looked, so "at once" means before the answer, not a stopwatch.
 */

/** Chromium DevTools' "Slow 3G" preset. */
async function slow3g(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 2000,
    downloadThroughput: (500 * 1024) / 8,
    uploadThroughput: (500 * 1024) / 8,
  });
}

/**
 * Holds the answers to `method path` until `release()`, counting the requests that arrive:
 * what the screen shows meanwhile is what a person on a slow network sees.
 */
async function hold(page: Page, method: string, path: string | RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let count = 0;
  await page.route(
    (url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)),
    async (route) => {
      if (route.request().method() !== method) return route.fallback();
      count += 1;
      await released;
      await route.fallback();
    },
  );
  return { release, count: () => count };
}

test('logging in: the button says it is working before the answer, and a second tap sends nothing', async ({
  page,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Ines' });
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(student.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(student.password);
  await slow3g(page);
  const login = await hold(page, 'POST', '/api/v1/login');
  await page.getByRole('button', { name: 'Logga in' }).click();
  const working = page.getByRole('button', { name: /^Loggar in/ });
  await expect(working).toBeDisabled();
  await working.click({ force: true });
  // The first tap's request reaches the hold a moment after the tap; a second one never does.
  await expect.poll(login.count).toBe(1);
  login.release();
  await expect(page.getByRole('heading', { name: 'Hej Ines!' })).toBeVisible({ timeout: 30_000 });
  expect(login.count()).toBe(1);
});

test('a new card and a supervisor: each shows its pending state before the answer, and a second tap sends nothing', async ({
  page,
  accounts,
}) => {
  const supervisor = await accounts.supervisor({ name: 'Tor' });
  const student = await accounts.student({ name: 'Ines' });
  await signedIn(page, 'student', student);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hej Ines!' })).toBeVisible();
  await page.goto('/notes');
  await expect(page.getByRole('button', { name: 'Nytt övningskort' })).toBeVisible();
  await slow3g(page);

  await test.step('"Nytt övningskort" tapped again while it works makes one card', async () => {
    const create = await hold(page, 'POST', '/api/v1/drivingnotes/card');
    await page.getByRole('button', { name: 'Nytt övningskort' }).click();
    const creating = page.getByRole('button', { name: /^Skapar/ });
    await expect(creating).toBeDisabled();
    await creating.click({ force: true });
    // The first tap's request reaches the hold a moment after the tap; a second one never does.
    await expect.poll(create.count).toBe(1);
    create.release();
    await expectToast(page, 'Nytt övningskort skapat!', { timeout: 30_000 });
    await expect(page.getByRole('button', { name: 'Kort 1', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Kort 2', exact: true })).toHaveCount(0);
    expect(create.count()).toBe(1);
  });

  await test.step('"Lägg till handledare" tapped again while it works sends once', async () => {
    await page.goto('/instructor');
    await page.getByLabel('Handledarens e-postadress').fill(supervisor.email);
    const add = await hold(page, 'POST', '/api/v1/addTeacher');
    await page.getByRole('button', { name: 'Lägg till handledare' }).click();
    const adding = page.getByRole('button', { name: /^Lägger till/ });
    await expect(adding).toBeDisabled();
    await adding.click({ force: true });
    // The first tap's request reaches the hold a moment after the tap; a second one never does.
    await expect.poll(add.count).toBe(1);
    add.release();
    await expectToast(page, 'Handledaren är nu tillagd', { timeout: 30_000 });
    expect(add.count()).toBe(1);
  });
});

test('a double tap sends once: logging in, a new card, a comment', async ({ page, accounts }) => {
  const student = await accounts.student({ name: 'Ines' });
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(student.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(student.password);
  await slow3g(page);

  await test.step('"Logga in" double-tapped logs in once', async () => {
    const login = await hold(page, 'POST', '/api/v1/login');
    await page.getByRole('button', { name: 'Logga in' }).dblclick();
    await expect(page.getByRole('button', { name: /^Loggar in/ })).toBeDisabled();
    // The first tap's request reaches the hold a moment after the tap; a second one never does.
    await expect.poll(login.count).toBe(1);
    login.release();
    await expect(page.getByRole('heading', { name: 'Hej Ines!' })).toBeVisible({
      timeout: 30_000,
    });
    expect(login.count()).toBe(1);
  });

  await test.step('"Nytt övningskort" double-tapped makes one card', async () => {
    await page.goto('/notes');
    const create = await hold(page, 'POST', '/api/v1/drivingnotes/card');
    await page.getByRole('button', { name: 'Nytt övningskort' }).dblclick();
    await expect(page.getByRole('button', { name: /^Skapar/ })).toBeDisabled();
    // The first tap's request reaches the hold a moment after the tap; a second one never does.
    await expect.poll(create.count).toBe(1);
    create.release();
    await expectToast(page, 'Nytt övningskort skapat!', { timeout: 30_000 });
    expect(create.count()).toBe(1);
  });

  await test.step('"Spara" of a comment double-tapped writes one comment', async () => {
    const comments = await hold(page, 'PUT', /^\/api\/v1\/comments\/[^/]+$/);
    await page.getByRole('button', { name: 'Kommentera lektionen' }).click();
    await page.getByLabel('Gäller').selectOption('Däck och hjul');
    await page.getByLabel('Kommentar om lektionen').fill('Titta på mönsterdjupet.');
    await page.getByRole('button', { name: 'Spara' }).dblclick();
    await expect(page.getByText('Titta på mönsterdjupet.')).toHaveCount(1);
    comments.release();
    await expect(page.locator('[data-comment] [data-pending]')).toHaveCount(0, {
      timeout: 30_000,
    });
    expect(comments.count()).toBe(1);
    await expect(page.getByText('Titta på mönsterdjupet.')).toHaveCount(1);
  });
});
