import type { Page } from '@playwright/test';
import { linkIn, waitForMail } from '@ovningskort/test-support';
import {
  dataDir,
  expect,
  expectAccessible,
  expectConsoleMessages,
  expectToast,
  failedRequest,
  newEmail,
  signedIn,
  test,
} from './support/fixtures.js';

/** With SHOTS_DIR set, the screens at a phone's and a desktop's width (to look at them). */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/companion-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const CONFIRM_API = /^\/api\/v1\/companion\/[A-Za-z0-9_-]+\/confirm$/;
const PAGE_API = /^\/api\/v1\/companion\/[A-Za-z0-9_-]+$/;

test('a companion with no account confirms a drive from the e-mailed link, as it is now', async ({
  page,
  accounts,
  otherBrowser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const student = await accounts.student({ name: 'Vera Elev' });
  const mum = newEmail('mamma');

  await test.step('the learner logs a drive with Mamma and asks her to confirm it', async () => {
    await signedIn(page, 'student', student);
    await page.goto('/korjournal');
    await page.getByRole('button', { name: 'Lägg till körning i efterhand' }).click();
    const form = page.getByRole('form', { name: 'Ny körning' });
    await form.getByRole('radio', { name: 'Annan person' }).check();
    await form.getByLabel('Namn').fill('Mamma');
    await form.getByLabel('Minuter').fill('40');
    await form.getByRole('button', { name: 'Spara körning' }).click();
    await expect(form).toBeHidden();
    await expect(page.locator('[data-pending]')).toHaveCount(0);

    await page.getByRole('button', { name: /^Be Mamma bekräfta körningen / }).click();
    await page.getByLabel('E-postadress till Mamma').fill(mum);
    await expectAccessible(page);
    await shots(page, 'ask');
    await page.getByRole('button', { name: 'Skicka länken' }).click();
    await expectToast(page, `Vi har skickat en länk till ${mum}.`);
    await expect(
      page.getByText(`Väntar på bekräftelse från ${mum}.`, { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skicka igen' })).toBeVisible();
  });

  const mail = await waitForMail(dataDir, mum, { subject: 'ber dig bekräfta' });
  expect(mail.subject).toBe('Vera Elev ber dig bekräfta en övningskörning');
  const link = linkIn(mail, `${baseURL}/bekrafta-korning/`);

  const { page: companion } = await otherBrowser();
  await test.step('Mamma opens the link in her own browser, with no account, and sees the drive', async () => {
    await companion.goto(link);
    await expect(
      companion.getByRole('heading', { name: 'Satt du bredvid vid den här körningen?' }),
    ).toBeVisible();
    await expect(
      companion.getByText('Vera Elev har skrivit i sin körjournal att Mamma satt bredvid'),
    ).toBeVisible();
    await expect(companion.getByText('40 minuter')).toBeVisible();
    await expectAccessible(companion);
    await shots(companion, 'page');
  });

  await test.step('the learner changes the drive meanwhile: Mamma is shown the new values first', async () => {
    await page.getByRole('button', { name: /^Ändra / }).click();
    const form = page.getByRole('form', { name: 'Ändra körning' });
    await form.getByLabel('Minuter').fill('45');
    await form.getByRole('button', { name: 'Spara körning' }).click();
    await expect(form).toBeHidden();
    await expect(page.locator('[data-pending]')).toHaveCount(0);

    expectConsoleMessages(companion, failedRequest(409, CONFIRM_API));
    await companion.getByRole('button', { name: 'Ja, jag satt bredvid – bekräfta' }).click();
    await expect(companion.getByRole('heading', { name: 'Körningen har ändrats' })).toBeVisible();
    await expect(companion.getByText('45 minuter')).toBeVisible();
  });

  await test.step('one tap confirms it, and the learner sees who confirmed it, at once', async () => {
    await companion.getByRole('button', { name: 'Ja, jag satt bredvid – bekräfta' }).click();
    await expect(companion.getByRole('heading', { name: 'Tack!' })).toBeVisible();
    await shots(companion, 'done');
    await expect(page.getByText(/^Bekräftad av Mamma \(via e-postlänk\) /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Skicka igen' })).toBeHidden();
  });

  await test.step('the link is used: opened again, it says so', async () => {
    expectConsoleMessages(companion, failedRequest(410, PAGE_API));
    await companion.reload();
    await expect(
      companion.getByRole('heading', {
        name: 'Länken är redan använd – körningen är bekräftad. Tack!',
      }),
    ).toBeVisible();
  });
});
