import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  cookieNoticeAnswered,
  expectToast,
  makeCardAndAddSupervisor,
  signedIn,
  test,
} from './support/fixtures.js';

/** With SHOTS_DIR set, the screens at a phone's and a desktop's width (to look at them). */
async function shots(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  for (const width of [390, 1280]) {
    // Tall enough for the whole page: the app scrolls inside its shell, not the document.
    await page.setViewportSize({ width, height: width < 600 ? 2600 : 1700 });
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${dir}/self-assessment-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/**
 * The self-assessment before the driving test (issue 36, kursplan moment 4): the learner
 * answers from Hem, by keyboard and by tap, saves, and the supervisor reads it from the
 * student's cards.
 */
test('the learner fills in the self-assessment and the supervisor reads it', async ({
  page,
  baseURL,
  accounts,
  otherBrowser,
}) => {
  test.setTimeout(120_000);
  await cookieNoticeAnswered(page, baseURL!);
  const student = await accounts.student({ name: 'Saga' });
  const supervisor = await accounts.supervisor();

  await test.step('the learner opens it from Hem', async () => {
    await signedIn(page, 'student', student);
    await makeCardAndAddSupervisor(page, supervisor.email);
    await page.goto('/');
    await page.getByRole('link', { name: 'Självskattning inför körprovet' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Självskattning inför körprovet' }),
    ).toBeVisible();
    await expect(page.getByText('0 av 10 besvarade · Inte sparad ännu.')).toBeVisible();
  });

  await test.step('answers by tap and by keyboard, with a note, and saves', async () => {
    const row = (text: string) => page.getByRole('group', { name: text });
    await row('Jag låter mobilen vara när jag kör.')
      .getByRole('radio', { name: 'Stämmer delvis' })
      .check();
    await row('Jag låter mobilen vara när jag kör.').getByText('Lägg till en kommentar').click();
    await row('Jag låter mobilen vara när jag kör.')
      .getByLabel('Kommentar (valfritt)')
      .fill('Ibland vid rödljus');
    // The keyboard: the arrow keys move among one statement's three choices.
    const peers = row(
      'Jag kör som jag själv tycker är säkert, även när kamrater i bilen vill något annat.',
    );
    await peers.getByRole('radio', { name: 'Stämmer helt' }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(peers.getByRole('radio', { name: 'Stämmer inte' })).toBeChecked();
    await row('Jag vet hur alkohol, droger och mediciner påverkar min körning.')
      .getByRole('radio', { name: 'Stämmer helt' })
      .check();
    await expect(page.getByText(/^3 av 10 besvarade/)).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Spara' }).click();
    await expectToast(page, 'Självskattningen är sparad.');
    await expect(page.getByText(/3 av 10 besvarade · Senast sparad /)).toBeVisible();
    await shots(page, 'learner');
  });

  await test.step('the answers are there when the page opens again', async () => {
    await page.reload();
    await expect(
      page
        .getByRole('group', { name: 'Jag låter mobilen vara när jag kör.' })
        .getByRole('radio', { name: 'Stämmer delvis' }),
    ).toBeChecked();
    await expect(page.getByLabel('Kommentar (valfritt)').first()).toBeAttached();
  });

  const { page: other, context } = await otherBrowser();
  await context.addCookies([{ name: 'ovk_cookies', value: 'accepted', url: baseURL! }]);
  await test.step('the supervisor reads it, read-only, from the student’s cards', async () => {
    await signedIn(other, 'supervisor', supervisor);
    await other.goto('/instructornotes');
    await other.getByRole('link', { name: 'Saga' }).first().click();
    await other.getByRole('link', { name: 'Självskattning inför körprovet' }).click();
    await expect(
      other.getByRole('heading', { level: 1, name: 'Elevens självskattning inför körprovet' }),
    ).toBeVisible();
    await expect(other.getByText(/^1 av 10 stämmer helt · Senast sparad /)).toBeVisible();
    const talk = other.getByRole('region', { name: 'Att prata om' });
    await expect(talk.getByRole('listitem')).toHaveText([
      'Kamrater i bilen: Stämmer inte',
      'Mobilen: Stämmer delvis – ”Ibland vid rödljus”',
    ]);
    await expect(other.getByRole('radio')).toHaveCount(0);
    await expect(other.getByRole('button', { name: 'Spara' })).toHaveCount(0);
    await expectAccessible(other);
    await shots(other, 'supervisor');
  });
});
