import type { Page } from '@playwright/test';
import {
  allowConsoleMessages,
  expect,
  expectAccessible,
  expectToast,
  failedRequest,
  test,
} from './support/fixtures.js';

/** Issue 17: "Inloggade enheter" – see where you are signed in, and end it. */

async function logIn(page: Page, account: { email: string; password: string }, remember: boolean) {
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill(account.email);
  await page.getByLabel('Lösenord', { exact: true }).fill(account.password);
  await page.getByLabel('Kom ihåg mig på den här enheten').setChecked(remember);
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The requests a page makes after its session was ended elsewhere, refused as they should be. */
function allowEndedSession(page: Page) {
  allowConsoleMessages(
    page,
    failedRequest(401, '/api/v1/live'),
    failedRequest(401, '/api/v1/refresh'),
    failedRequest(401, '/api/v1/drivingnotes'),
    failedRequest(401, '/api/v1/logout'),
  );
}

test('a student sees the signed-in devices, logs one out, then logs out everywhere', async ({
  page,
  accounts,
  otherBrowser,
}, testInfo) => {
  const student = await accounts.student({ name: 'Iris' });
  const phone = await otherBrowser();
  allowEndedSession(phone.page);
  allowEndedSession(page);

  await logIn(page, student, true);
  await logIn(phone.page, student, false);
  await phone.page.goto('/notes');
  await expect(
    phone.page.getByRole('heading', { level: 1, name: 'Mitt övningskort' }),
  ).toBeVisible();

  const devices = page.getByRole('list').filter({ hasText: 'Den här enheten' });
  await test.step('Inställningar → Inloggade enheter lists both, this one marked', async () => {
    await page.goto('/settings');
    await page.getByRole('link', { name: 'Inloggade enheter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inloggade enheter' })).toBeVisible();
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    const here = devices.getByRole('listitem').filter({ hasText: 'Den här enheten' });
    await expect(here).toContainText(/Chrome på (Windows|Linux)/);
    await expect(here).toContainText('Förblir inloggad i 30 dagar');
    await expect(here.getByRole('button', { name: /^Logga ut här/ })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('devices-1280.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('devices-390.png'), fullPage: true });
  });

  await test.step('"Logga ut" on the other device ends its session at once', async () => {
    const other = devices.getByRole('listitem').filter({ hasNotText: 'Den här enheten' });
    await other.getByRole('button', { name: /^Logga ut/ }).click();
    await expectToast(page, 'Enheten är utloggad.');
    await expect(devices.getByRole('listitem')).toHaveCount(1);
    // The phone's open card screen hears that its session has ended, says so (not that it was
    // idle too long) and goes to the login.
    await expectToast(phone.page, 'Du har loggats ut på den här enheten. Logga in igen.');
    await expect(phone.page).toHaveURL(/\/login$/);
    // The login screen says it too, where the person looks, after the toast has gone.
    await expect(
      phone.page
        .getByRole('main')
        .getByText('Du har loggats ut på den här enheten. Logga in igen.'),
    ).toBeVisible();
  });

  await test.step('"Logga ut överallt" ends every session, this one too', async () => {
    await logIn(phone.page, student, false);
    await page.reload();
    await expect(devices.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Logga ut överallt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Logga ut överallt?' });
    await expect(dialog).toContainText('även den här');
    await dialog.getByRole('button', { name: 'Ja, logga ut överallt' }).click();
    await expectToast(page, 'Du är utloggad på alla enheter.');
    await expect(page).toHaveURL(/\/login$/);
    // The remembered device no longer opens signed in.
    const tab = await page.context().newPage();
    allowEndedSession(tab);
    await tab.goto('/notes');
    await expect(tab).toHaveURL(/\/login$/);
    // The phone: its next request is refused and it goes to the login.
    await phone.page.goto('/notes');
    await expect(phone.page).toHaveURL(/\/login$/);
  });
});
