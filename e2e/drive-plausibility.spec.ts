import type { Page } from '@playwright/test';
import {
  cookieNoticeAnswered,
  expect,
  expectAccessible,
  makeCardAndAddSupervisor,
  signedIn,
  test,
} from './support/fixtures.js';

/** Issue 34: a drive that looks wrong is saved all the same, flagged until someone explains it. */

/** The device's date yesterday, 'YYYY-MM-DD' (the browser and the test share a clock). */
function yesterday(): string {
  const d = new Date(Date.now() - 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/**
 * The whole page, and the drive, at a phone's and a desktop's width, beside the test's other
 * output; at each width the page fits, nothing wider than the screen.
 */
async function screenshots(page: Page, name: string, path: (file: string) => string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(width);
    await page.screenshot({ path: path(`${name}-${width}.png`), fullPage: true });
    await page.locator('[data-drive]').screenshot({ path: path(`${name}-drive-${width}.png`) });
  }
}

test('a learner saves a drive of five hours, is told it is longer than 4 hours, explains it and sees it explained', async ({
  page,
  baseURL,
  accounts,
  otherBrowser,
}, testInfo) => {
  const supervisor = await accounts.supervisor({ name: 'Tor Handledare' });
  const student = await accounts.student({ name: 'Ines' });
  await cookieNoticeAnswered(page, baseURL!);
  await signedIn(page, 'student', student);
  await makeCardAndAddSupervisor(page, supervisor.email);
  const out = (file: string) => testInfo.outputPath(file);

  await test.step('the learner logs yesterday’s five hours afterwards, is warned, and saves it all the same', async () => {
    await page.goto('/korjournal');
    await page.getByRole('button', { name: 'Lägg till körning i efterhand' }).click();
    const form = page.getByRole('form', { name: 'Ny körning' });
    await form.getByLabel('Datum').fill(yesterday());
    await form.getByLabel('Starttid').fill('09:00');
    await form.getByLabel('Minuter').fill('300');
    await form.getByRole('button', { name: 'Spara körning' }).click();
    // Not saved yet: why it looks wrong, where the learner is taken to read it.
    const warning = form.getByRole('region', { name: 'Stämmer det här?' });
    await expect(warning).toBeFocused();
    await expect(warning.getByText('Längre än 4 timmar')).toBeVisible();
    await expect(warning.getByText('Du kan spara körningen ändå.')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: out('plausibility-form-1280.png') });
    await form.getByRole('button', { name: 'Spara ändå' }).click();
    await expect(form).toBeHidden();
    await expect(page.locator('[data-pending]')).toHaveCount(0);
  });

  const drive = page.locator('[data-drive]');
  await test.step('the drive log says it is longer than 4 hours, in words, with "Förklara"', async () => {
    await expect(drive.getByText('Stämmer det här?')).toBeVisible();
    await expect(drive.getByText('Längre än 4 timmar')).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'plausibility-flagged', out);
  });

  await test.step('the learner explains it and sees it explained', async () => {
    await drive.getByRole('button', { name: /^Förklara körningen / }).click();
    const explanation = drive.getByLabel('Förklaring', { exact: true });
    await expect(explanation).toBeFocused();
    await explanation.fill('Vi körde till mormor i Sundsvall, med två pauser.');
    await drive.getByRole('button', { name: 'Spara förklaring' }).click();
    await expect(drive.getByText('Förklarat: Längre än 4 timmar')).toBeVisible();
    await expect(
      drive.getByText('”Vi körde till mormor i Sundsvall, med två pauser.”'),
    ).toBeVisible();
    await expect(drive.getByText('Stämmer det här?')).toBeHidden();
    await expect(drive.getByRole('button', { name: /^Ändra förklaringen / })).toBeFocused();
    await expect(page.locator('[data-pending]')).toHaveCount(0);
    await expectAccessible(page);
    await screenshots(page, 'plausibility-explained', out);
    // Kept on the server: a reload shows it as explained.
    await page.reload();
    await expect(drive.getByText('Förklarat: Längre än 4 timmar')).toBeVisible();
  });

  await test.step('the supervisor sees the drive and its explanation in the learner’s drive log', async () => {
    const { page: page2 } = await otherBrowser();
    await cookieNoticeAnswered(page2, baseURL!);
    await signedIn(page2, 'supervisor', supervisor);
    await page2.goto('/instructornotes');
    await page2.getByRole('link', { name: 'Ines' }).click();
    await page2.getByRole('link', { name: 'Körjournal' }).first().click();
    const theirs = page2.locator('[data-drive]');
    await expect(theirs.getByText('Förklarat: Längre än 4 timmar')).toBeVisible();
    await expect(
      theirs.getByText('”Vi körde till mormor i Sundsvall, med två pauser.”'),
    ).toBeVisible();
    await expectAccessible(page2);
    await screenshots(page2, 'plausibility-supervisor', out);
  });
});
