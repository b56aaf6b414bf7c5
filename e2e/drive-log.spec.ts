import type { APIRequestContext, Page } from '@playwright/test';
import {
  allowConsoleMessages,
  browserWithServiceWorker,
  createStudent,
  createSupervisor,
  expect,
  expectAccessible,
  failedOffline,
  logInAsSupervisor,
  secondBrowser,
  test,
  toast,
} from './support/fixtures.js';

/** Issue 18: the drive log (körjournal), logged in the car, also without a network. */

type Drive = {
  id: string;
  minutes: number;
  roads: string[];
  conditions: string[];
  supervisedBy: { kind: string; name?: string };
  note: string;
  confirmed: unknown;
};

async function serverDrives(request: APIRequestContext, token: string): Promise<Drive[]> {
  const answer = await request.get('/api/v1/drives', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { drives: Drive[] }).drives;
}

async function logIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(account.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(account.password);
  await page.getByLabel('Kom ihåg mig på den här enheten').check();
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('heading', { name: /^Hej / })).toBeVisible();
}

const pendingMarks = (page: Page) => page.locator('[data-pending]');

test('a drive started, stopped and saved without a network reaches the server once the network is back', async ({
  browser,
  baseURL,
}, testInfo) => {
  const { page, context } = await browserWithServiceWorker(browser, baseURL!, '/login');
  const student = await createStudent(page, baseURL!, { activated: true, name: 'Ines' });
  const login = await page.request.post('/api/v1/login', {
    data: { email: student.email, password: student.password },
  });
  const { accessToken: token } = (await login.json()) as { accessToken: string };

  await test.step('Hem → Körjournal: nothing logged yet, one large "Starta körning"', async () => {
    await logIn(page, student);
    await page.getByRole('link', { name: 'Körjournal' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Körjournal' })).toBeVisible();
    await expect(page.getByText('Inga körningar än.')).toBeVisible();
    await page.getByRole('button', { name: 'Acceptera' }).click();
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath('drive-log-empty-1280.png'),
      fullPage: true,
    });
  });

  await test.step('the drive starts; offline, a reload keeps it going', async () => {
    await page.getByRole('button', { name: 'Starta körning' }).click();
    await expect(page.getByText('Körning pågår')).toBeVisible();
    allowConsoleMessages(
      page,
      failedOffline('/api/v1/live'),
      failedOffline('/api/v1/drives'),
      failedOffline(/^\/api\/v1\/drives\/[^/]+$/),
      failedOffline('/api/v1/checkNameT'),
      failedOffline('/api/v1/drivingnotes'),
    );
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Körning pågår')).toBeVisible();
  });

  await test.step('"Avsluta" fills in the form; motorway and a named supervisor, saved in one tap', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Avsluta' }).click();
    const form = page.getByRole('form', { name: 'Ny körning' });
    // On a phone the save is in reach at once, however long the form below it is.
    await expect(form.getByRole('button', { name: 'Spara körning' })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('drive-form-top-390.png') });
    await expect(form.getByLabel('Minuter')).toHaveValue('1');
    await expect(form.getByLabel('Datum')).not.toHaveValue('');
    await form.getByRole('radio', { name: 'Annan person' }).check();
    await form.getByLabel('Namn').fill('Mamma');
    await form.getByRole('button', { name: 'Motorväg/motortrafikled' }).click();
    await expect(form.getByRole('button', { name: 'Motorväg/motortrafikled' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await form.getByLabel('Anteckning (valfritt)').fill('Första gången på motorvägen');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('drive-form-390.png'), fullPage: true });
    await form.getByRole('button', { name: 'Spara körning' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Körning pågår')).toBeHidden();
    await expect(page.getByText('Första gången på motorvägen')).toBeVisible();
    await expect(pendingMarks(page)).toHaveCount(1);
  });

  await test.step('a reload without network still shows it, marked as not saved', async () => {
    await page.reload();
    await expect(page.getByText('Första gången på motorvägen')).toBeVisible();
    await expect(pendingMarks(page)).toHaveCount(1);
    await expect(page.getByText('Körning pågår')).toBeHidden();
    expect(await serverDrives(page.request, token)).toEqual([]);
  });

  await test.step('online again: the drive is on the server, once, and the mark goes', async () => {
    await context.setOffline(false);
    await expect(pendingMarks(page)).toHaveCount(0, { timeout: 5_000 });
    const drives = await serverDrives(page.request, token);
    expect(drives).toHaveLength(1);
    expect(drives[0]).toMatchObject({
      minutes: 1,
      roads: ['motorway'],
      supervisedBy: { kind: 'other', name: 'Mamma' },
      note: 'Första gången på motorvägen',
      confirmed: null,
    });
    await expect(page.getByText('Inte bekräftad än')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('drive-log-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('drive-log-1280.png'), fullPage: true });
  });

  await test.step('a drive deleted can be undone while the countdown runs, then it is gone', async () => {
    await page.getByRole('button', { name: /^Ta bort / }).click();
    await page.getByRole('button', { name: /^Ångra\?/ }).click();
    await expect(page.getByText('Första gången på motorvägen')).toBeVisible();
    await page.getByRole('button', { name: /^Ta bort / }).click();
    await expect(page.getByText('Inga körningar än.')).toBeVisible({ timeout: 6_000 });
    await expect.poll(async () => (await serverDrives(page.request, token)).length).toBe(0);
  });
});

test('the supervisor sees the student’s drive live, confirms it, and the student sees who confirmed it', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const supervisor = await createSupervisor(page, baseURL!, {
    activated: true,
    name: 'Tor Handledare',
  });
  const student = await createStudent(page, baseURL!, { activated: true, name: 'Ines' });
  await logIn(page, student);
  // A supervisor's list of students shows those with a card.
  await page.goto('/notes');
  await page.getByRole('button', { name: 'Nytt övningskort' }).click();
  await expect(toast(page, 'Nytt övningskort skapat!')).toBeVisible();
  await page.goto('/instructor');
  await page.getByLabel('Handledarens e-postadress').fill(supervisor.email);
  await page.getByRole('button', { name: 'Lägg till handledare' }).click();
  await expect(toast(page, 'Handledaren är nu tillagd')).toBeVisible();
  await page.getByRole('button', { name: 'Acceptera' }).click();

  const { page: page2 } = await secondBrowser(browser, baseURL!);
  await test.step('the supervisor opens the student’s drive log: nothing yet', async () => {
    await logInAsSupervisor(page2, supervisor.email, supervisor.password);
    await page2.getByRole('link', { name: 'Elevens övningskort' }).click();
    await page2.getByRole('link', { name: 'Ines' }).click();
    await page2.getByRole('link', { name: 'Körjournal' }).click();
    await expect(
      page2.getByRole('heading', { level: 1, name: 'Elevens körjournal' }),
    ).toBeVisible();
    await expect(page2.getByText('Eleven har inte loggat några körningar än.')).toBeVisible();
  });

  await test.step('the student logs a drive with the supervisor afterwards', async () => {
    await page.goto('/korjournal');
    await page.getByRole('button', { name: 'Lägg till körning i efterhand' }).click();
    const form = page.getByRole('form', { name: 'Ny körning' });
    await expect(
      form.getByRole('radio', { name: 'Tor Handledare (din handledare)' }),
    ).toBeChecked();
    await page.screenshot({ path: testInfo.outputPath('drive-form-1280.png') });
    await form.getByLabel('Minuter').fill('50');
    await form.getByRole('button', { name: 'Mörker', exact: true }).click();
    await form.getByRole('button', { name: '5. Inledande manövrering' }).click();
    await form.getByRole('button', { name: 'Spara körning' }).click();
    await expect(page.getByText('Inte bekräftad än')).toBeVisible();
    await expect(page.locator('[data-pending]')).toHaveCount(0);
  });

  await test.step('it shows on the supervisor’s screen at once; one tap confirms it', async () => {
    await expect(page2.getByText('50 min · Tor Handledare')).toBeVisible();
    await expectAccessible(page2);
    await page2.screenshot({
      path: testInfo.outputPath('supervised-drive-log-1280.png'),
      fullPage: true,
    });
    await page2.getByRole('button', { name: /^Bekräfta körningen / }).click();
    await expect(page2.getByText(/^Bekräftad av Tor Handledare /)).toBeVisible();
    await expect(page2.locator('[data-pending]')).toHaveCount(0);
  });

  await test.step('the student sees who confirmed it; a later change takes the confirmation away', async () => {
    await expect(page.getByText(/^Bekräftad av Tor Handledare /)).toBeVisible();
    await page.getByRole('button', { name: /^Ändra / }).click();
    const form = page.getByRole('form', { name: 'Ändra körning' });
    await expect(form.getByText('Körningen är bekräftad.', { exact: false })).toBeVisible();
    await form.getByLabel('Minuter').fill('55');
    await form.getByRole('button', { name: 'Spara körning' }).click();
    await expect(toast(page, 'Körningen ändrades och behöver bekräftas igen.')).toBeVisible();
    await expect(page.getByText('Inte bekräftad än')).toBeVisible();
    await expect(page2.getByRole('button', { name: /^Bekräfta körningen / })).toBeVisible();
  });
});
