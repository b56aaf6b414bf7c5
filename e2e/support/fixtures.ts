import AxeBuilder from '@axe-core/playwright';
import { linkIn, waitForMail } from '@ovningskort/test-support';
import { test as base, expect, type Browser, type Page } from '@playwright/test';

/** The DATA_DIR of the server the test run started (its outbox is DATA_DIR/mail). */
export const dataDir = process.env.E2E_DATA_DIR!;

let counter = 0;
export function newEmail(prefix = 'elev'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.se`;
}

export async function activationLinkFor(email: string, baseURL: string): Promise<string> {
  const mail = await waitForMail(dataDir, email, { subject: 'Aktivera' });
  return linkIn(mail, `${baseURL}/aktivering?token=`);
}

/**
 * The screen as a person sees it once it has come: its h1 is there (a lazily loaded screen
 * shows a spinner first) and nothing says it is loading any more.
 */
export async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Laddar...' })).toHaveCount(0);
}

/** Fails on any accessibility violation axe finds on the settled screen. */
export async function expectAccessible(page: Page) {
  await settled(page);
  // A toast caught mid-animation has half-faded colours; with reduced motion it is settled.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

type Role = 'student' | 'supervisor';

const ACCOUNT = {
  student: {
    url: '/api/registration',
    prefix: 'elev',
    password: 'korkort-2026',
    name: 'Sam Student',
    city: 'Göteborg',
    login: '/login',
  },
  supervisor: {
    url: '/api/v1/teacher/registration',
    prefix: 'handledare',
    password: 'handledare-2026',
    name: 'Hanna Handledare',
    city: 'Lund',
    login: '/instructorLogIn',
  },
} as const;

/** Registers (and optionally activates) an account through the API, as a fixture for later screens. */
async function createAccount(
  role: Role,
  page: Page,
  baseURL: string,
  options: { activated: boolean; name?: string },
) {
  const account = ACCOUNT[role];
  const email = newEmail(account.prefix);
  const { password } = account;
  const name = options.name ?? account.name;
  const response = await page.request.post(account.url, {
    data: { name, email, password, city: account.city, category: ['CategoryB'] },
  });
  expect(response.status()).toBe(200);
  if (options.activated) {
    const token = new URL(await activationLinkFor(email, baseURL)).searchParams.get('token');
    const activation = await page.request.post('/api/v1/activate', { data: { token } });
    expect(activation.status()).toBe(200);
  }
  return { email, password, name };
}

const LOGIN_API: Record<Role, string> = {
  student: '/api/v1/login',
  supervisor: '/api/v1/teacher/login',
};

/**
 * Logs in on the login page and returns once the server has answered and, when it let the
 * person in, the app has moved on from the login page: a test that goes straight to another
 * address must not get there before the session does. (A try the form refuses before sending
 * returns after the wait for an answer runs out.)
 */
async function logInAs(role: Role, page: Page, email: string, password: string) {
  const { login } = ACCOUNT[role];
  await page.goto(login);
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  const answer = page
    .waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        new URL(response.url()).pathname === LOGIN_API[role],
      { timeout: 10_000 },
    )
    .catch(() => null);
  await page.getByRole('button', { name: 'Logga in' }).click();
  if ((await answer)?.ok()) await expect(page).not.toHaveURL(new RegExp(`${login}$`));
}

export const createStudent = (
  page: Page,
  baseURL: string,
  options: { activated: boolean; name?: string },
) => createAccount('student', page, baseURL, options);
export const createSupervisor = (
  page: Page,
  baseURL: string,
  options: { activated: boolean; name?: string },
) => createAccount('supervisor', page, baseURL, options);
export const logIn = (page: Page, email: string, password: string) =>
  logInAs('student', page, email, password);
export const logInAsSupervisor = (page: Page, email: string, password: string) =>
  logInAs('supervisor', page, email, password);

/** The toast with these words (an earlier one with the same words may still be on its way out). */
export const toast = (page: Page, text: string) =>
  page.getByRole('alert').filter({ hasText: text }).first();

/** Collects the page's console errors and uncaught exceptions, except the 4xx a test provokes. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * A second person's own browser (its own session storage and cookies). Its console errors fail
 * the test like those of the first page do.
 */
export async function secondBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const errors = collectErrors(page);
  return {
    page,
    async close() {
      await context.close();
      expect(errors).toEqual([]);
    },
  };
}

/** Console errors fail a test: noise is a failure. */
export const test = base.extend<{ failOnConsoleError: void }>({
  failOnConsoleError: [
    async ({ page }, use) => {
      const errors = collectErrors(page);
      await use();
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
