import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectConsoleMessages,
  expectToast,
  failedRequest,
  LESSON_API,
  savedAndSettled,
  signedIn,
  test,
} from './support/fixtures.js';

/** With SHOTS_DIR set, the screens at a phone's and a desktop's width (to look at them). */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${dir}/share-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('the student shares the record with the driving school, and stops sharing', async ({
  page,
  accounts,
  otherBrowser,
}) => {
  test.setTimeout(120_000);
  const student = await accounts.student({ name: 'Ines Elev' });
  let link = '';

  await test.step('the student makes a card, and a link in the settings', async () => {
    await signedIn(page, 'student', student);
    await page.goto('/notes');
    await page.getByRole('button', { name: 'Nytt övningskort' }).click();
    await expectToast(page, 'Nytt övningskort skapat!');
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Dela med trafikskolan' })).toBeVisible();
    await page.getByLabel('Vem delar du med? (valfritt)').fill('Trafikskolan Väst');
    await page.getByLabel('Länken gäller i').selectOption('30');
    await page.getByRole('button', { name: 'Skapa länk' }).click();
    const shown = page.getByRole('textbox', { name: 'Länk' });
    await expect(shown).toHaveValue(/\/delat\/[A-Za-z0-9_-]{43}$/);
    link = await shown.inputValue();
    await expect(page.getByText(/^Kod: [A-Z2-9]{4}-[A-Z2-9]{4}$/)).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Trafikskolan Väst' })).toBeVisible();
    await expectAccessible(page);
    await shots(page, 'settings');
  });

  const { page: school } = await otherBrowser();
  await test.step('the driving school opens the link with no account and sees the card', async () => {
    await school.goto(link);
    await expect(school.getByText('Skrivskyddad vy för trafikskolan')).toBeVisible();
    await expect(school.getByRole('heading', { name: 'Övningskort för Ines Elev' })).toBeVisible();
    await expect(school.getByRole('heading', { name: 'Kort 1' })).toBeVisible();
    await expect(school.getByText('Inga körningar i körjournalen än.')).toBeVisible();
  });

  await test.step('the student sets a status, and the school’s page shows it', async () => {
    await page.goto('/notes');
    await savedAndSettled(
      page,
      () => page.getByLabel('Status för Däck och hjul').selectOption('Visad kunskap'),
      LESSON_API.student,
    );
    // The page reads the record again every 15 seconds.
    await expect(
      school.getByText('Elevens egen bedömning: Visad kunskap', { exact: true }),
    ).toBeVisible({ timeout: 25_000 });
    await school
      .getByText(/Lektion \d+: /)
      .first()
      .click();
    await expectAccessible(school);
    await shots(school, 'public');
  });

  await test.step('the student stops sharing, and the link no longer works', async () => {
    await page.goto('/settings');
    const item = page.getByRole('listitem').filter({ hasText: 'Trafikskolan Väst' });
    await item.getByRole('button', { name: 'Sluta dela' }).click();
    await page.getByRole('button', { name: 'Ja, sluta dela' }).click();
    await expectToast(page, 'Länken är borttagen. Den fungerar inte längre.');
    await expect(item.getByText(/^Slutade delas /)).toBeVisible();

    expectConsoleMessages(school, failedRequest(404, /^\/api\/v1\/shared\/[A-Za-z0-9_-]+$/));
    await school.reload();
    await expect(school.getByRole('heading', { name: 'Länken gäller inte längre.' })).toBeVisible();
    await shots(school, 'ended');
  });
});
