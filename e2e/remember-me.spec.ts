import type { BrowserContext, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectToast,
  newEmail,
  settled,
  test,
} from './support/fixtures.js';
import { atProvider } from './support/oidc.js';

/** Issue 17, decision 013: "Kom ihåg mig på den här enheten". */
const REMEMBER = 'Kom ihåg mig på den här enheten';
const DAY_S = 24 * 60 * 60;

const LOGIN = {
  student: { page: '/login', api: '/api/v1/login', cookie: 'ovk_refresh' },
  supervisor: { page: '/instructorLogIn', api: '/api/v1/teacher/login', cookie: 'ovk_refresh_t' },
} as const;

/** Logs in on the login page, with or without the box, and waits until the app has moved on. */
async function logIn(
  page: Page,
  role: keyof typeof LOGIN,
  account: { email: string; password: string },
  remember: boolean,
) {
  await page.goto(LOGIN[role].page);
  await page.getByLabel('E-postadress').fill(account.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(account.password);
  await page.getByLabel(REMEMBER).setChecked(remember);
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === LOGIN[role].api,
  );
  await page.getByRole('button', { name: 'Logga in' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page).not.toHaveURL(new RegExp(`${LOGIN[role].page}$`));
}

/**
 * A new tab of the same browser, that notes every address the app moves to (a guard sends a
 * visitor to the login with history.replaceState): a login screen shown for a moment would
 * be there.
 */
async function newTab(context: BrowserContext) {
  const page = await context.newPage();
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.__addresses = seen;
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url) seen.push(String(url));
        original(data, unused, url);
      };
    }
  });
  const restores: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/(teacher\/)?restore$/.test(request.url())) restores.push(request.url());
  });
  return { page, restores, addresses: () => page.evaluate(() => window.__addresses) };
}

declare global {
  interface Window {
    __addresses: string[];
  }
}

/**
 * What the device keeps in localStorage about the session (the hint and the profile), sorted;
 * where the person was on their cards (`ovk_place_…`, issue 17) is not about the session.
 */
const sessionKeys = async (page: Page) =>
  (await page.evaluate(() => Object.keys(localStorage)))
    .filter((key) => !key.startsWith('ovk_place_'))
    .sort();

const refreshCookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((cookie) => cookie.name === name);

test('with "Kom ihåg mig" a new tab opens signed in, without a login; after logout it does not', async ({
  page,
  context,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Mira' });

  await test.step('the login page offers the box, unticked', async () => {
    await page.goto('/login');
    await expect(page.getByLabel(REMEMBER)).not.toBeChecked();
    await expect(page.getByText(/inte har använt appen på 30 dagar/)).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('logs in with the box ticked', async () => {
    await logIn(page, 'student', student, true);
    await expect(page.getByRole('heading', { name: 'Hej Mira!' })).toBeVisible();
    const cookie = (await refreshCookie(context, 'ovk_refresh'))!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1' });
    expect(Math.abs(cookie.expires - (Date.now() / 1000 + 30 * DAY_S))).toBeLessThan(120);
    // The device keeps a hint that the session is remembered and the profile (to open offline),
    // never the token: that stays in this tab's session storage.
    const kept = Object.fromEntries(await page.evaluate(() => Object.entries(localStorage)));
    expect(Object.keys(kept).sort()).toEqual([
      'ovk_remembered_student',
      'ovk_remembered_student_user',
    ]);
    expect(kept.ovk_remembered_student).toBe('1');
    expect(JSON.parse(kept.ovk_remembered_student_user!)).toMatchObject({ name: 'Mira' });
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(JSON.stringify(kept)).not.toContain(token!);
  });

  const tab = await newTab(context);
  await test.step('a new tab at /notes shows the card screen, never the login', async () => {
    await tab.page.goto('/notes');
    await expect(
      tab.page.getByRole('heading', { level: 1, name: 'Mitt övningskort' }),
    ).toBeVisible();
    await settled(tab.page);
    await expect(tab.page).toHaveURL(/\/notes$/);
    expect((await tab.addresses()).filter((url) => url.includes('login'))).toEqual([]);
    expect(tab.restores).toHaveLength(1);
    expect(await tab.page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    expect(await sessionKeys(tab.page)).toEqual([
      'ovk_remembered_student',
      'ovk_remembered_student_user',
    ]);
  });

  await test.step('a new tab at the start page opens Hem', async () => {
    const home = await newTab(context);
    await home.page.goto('/');
    await expect(home.page.getByRole('heading', { name: 'Hej Mira!' })).toBeVisible();
    await home.page.close();
  });

  await test.step('logs out; a new tab is not signed in', async () => {
    await tab.page.goto('/');
    await tab.page.getByRole('button', { name: 'Logga ut' }).click();
    await expectToast(tab.page, 'Du är nu utloggad.');
    expect(await sessionKeys(tab.page)).toEqual([]);
    const after = await newTab(context);
    await after.page.goto('/notes');
    await expect(after.page).toHaveURL(/\/login$/);
    await expect(after.page.getByRole('heading', { name: 'Logga in som elev' })).toBeVisible();
    expect(after.restores).toEqual([]);
  });

  await test.step('even with a hint left behind, the ended session does not open', async () => {
    await tab.page.evaluate(() => localStorage.setItem('ovk_remembered_student', '1'));
    const after = await newTab(context);
    await after.page.goto('/notes');
    await expect(after.page).toHaveURL(/\/login$/);
    expect(after.restores).toHaveLength(1);
    expect(
      await after.page.evaluate(() => localStorage.getItem('ovk_remembered_student')),
    ).toBeNull();
  });
});

test('without the box a new tab asks for the login, as the spec says', async ({
  page,
  context,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Nils' });
  await logIn(page, 'student', student, false);
  await expect(page.getByRole('heading', { name: 'Hej Nils!' })).toBeVisible();
  const cookie = (await refreshCookie(context, 'ovk_refresh'))!;
  expect(Math.abs(cookie.expires - (Date.now() / 1000 + 3 * 60 * 60))).toBeLessThan(120);
  expect(await sessionKeys(page)).toEqual([]);

  const tab = await newTab(context);
  await tab.page.goto('/notes');
  await expect(tab.page).toHaveURL(/\/login$/);
  await expect(tab.page.getByRole('heading', { name: 'Logga in som elev' })).toBeVisible();
  expect(tab.restores).toEqual([]);
  // The guard sent it there (what the tests above check never happens).
  expect(await tab.addresses()).toEqual(['/login']);
  // The first tab is still signed in.
  await page.getByRole('link', { name: 'Mitt övningskort' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt övningskort' })).toBeVisible();
});

test('a supervisor with "Kom ihåg mig" opens a new tab signed in', async ({
  page,
  context,
  accounts,
}) => {
  const supervisor = await accounts.supervisor({ name: 'Olga' });
  await page.goto('/instructorLogIn');
  await expect(page.getByLabel(REMEMBER)).toBeVisible();
  await logIn(page, 'supervisor', supervisor, true);
  await expect(page.getByRole('heading', { name: 'Hej Olga!' })).toBeVisible();
  const cookie = (await refreshCookie(context, 'ovk_refresh_t'))!;
  expect(Math.abs(cookie.expires - (Date.now() / 1000 + 30 * DAY_S))).toBeLessThan(120);

  const tab = await newTab(context);
  await tab.page.goto('/instructornotes');
  await expect(
    tab.page.getByRole('heading', { level: 1, name: 'Elevens övningskort' }),
  ).toBeVisible();
  expect((await tab.addresses()).filter((url) => /login/i.test(url))).toEqual([]);
});

test('a remembered session is not logged out after three hours without input', async ({
  page,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Tove' });
  let logouts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/logout')) logouts += 1;
  });
  await page.clock.install();
  await logIn(page, 'student', student, true);
  await page.getByRole('link', { name: 'Mitt övningskort' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt övningskort' })).toBeVisible();

  await page.clock.fastForward('03:00:01');
  await page.clock.fastForward('03:00:00');
  // A logout started by a timer during the jumps would have been sent before this round trip.
  expect(await page.evaluate(() => fetch('/api/health').then((r) => r.status))).toBe(200);
  expect(logouts).toBe(0);
  await expect(page).toHaveURL(/\/notes$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
});

test('signing in with Google with the box ticked opens a new tab signed in', async ({
  page,
  context,
}) => {
  await atProvider(page, {
    claims: {
      sub: `google-remember-${Date.now()}`,
      email: newEmail('google'),
      email_verified: true,
      given_name: 'Gert',
    },
  });
  await page.goto('/login');
  await page.getByLabel(REMEMBER).check();
  await expect(page.getByRole('link', { name: 'Logga in med Google' })).toHaveAttribute(
    'href',
    '/api/v1/oidc/start?remember=1',
  );
  await page.getByRole('link', { name: 'Logga in med Google' }).click();
  await expect(page).toHaveURL(/\/moreinfoplz$/);
  await expect(page.getByRole('heading', { name: 'Nästan klart!' })).toBeVisible();

  const tab = await newTab(context);
  await tab.page.goto('/moreinfoplz');
  await expect(tab.page.getByRole('heading', { name: 'Nästan klart!' })).toBeVisible();
  await expect(tab.page.getByLabel('Namn (valfritt)')).toHaveValue('Gert');
});
