import AxeBuilder from '@axe-core/playwright';
import { linkIn, waitForMail } from '@ovningskort/test-support';
import { test as base, expect, type Page } from '@playwright/test';

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

/** Fails on any accessibility violation axe finds on the page as it is now. */
export async function expectAccessible(page: Page) {
  // A toast caught mid-animation has half-faded colours; with reduced motion it is settled.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
}

/** Registers and activates a student through the API, as a fixture for screens after login. */
export async function createStudent(
  page: Page,
  baseURL: string,
  options: { activated: boolean; name?: string },
) {
  const email = newEmail();
  const password = 'korkort-2026';
  const name = options.name ?? 'Sam Student';
  const response = await page.request.post('/api/registration', {
    data: { name, email, password, city: 'Göteborg', category: ['CategoryB'] },
  });
  expect(response.status()).toBe(200);
  if (options.activated) {
    const token = new URL(await activationLinkFor(email, baseURL)).searchParams.get('token');
    const activation = await page.request.post('/api/v1/activate', { data: { token } });
    expect(activation.status()).toBe(200);
  }
  return { email, password, name };
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

/** Registers (and optionally activates) a supervisor through the API. */
export async function createSupervisor(
  page: Page,
  baseURL: string,
  options: { activated: boolean; name?: string },
) {
  const email = newEmail('handledare');
  const password = 'handledare-2026';
  const name = options.name ?? 'Hanna Handledare';
  const response = await page.request.post('/api/v1/teacher/registration', {
    data: { name, email, password, city: 'Lund', category: ['CategoryB'] },
  });
  expect(response.status()).toBe(200);
  if (options.activated) {
    const token = new URL(await activationLinkFor(email, baseURL)).searchParams.get('token');
    const activation = await page.request.post('/api/v1/activate', { data: { token } });
    expect(activation.status()).toBe(200);
  }
  return { email, password, name };
}

export async function logInAsSupervisor(page: Page, email: string, password: string) {
  await page.goto('/instructorLogIn');
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Logga in' }).click();
}

/** Console errors fail a test: noise is a failure. */
export const test = base.extend<{ failOnConsoleError: void }>({
  failOnConsoleError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // Expected: the browser logs the 4xx answers a test provokes on purpose.
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text))
          return;
        errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use();
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };
