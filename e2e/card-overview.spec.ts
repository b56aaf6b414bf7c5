import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import {
  cookieNoticeAnswered,
  expect,
  expectAccessible,
  learnerWithCardAndSupervisor,
  LESSON_API,
  savedAndSettled,
  signedIn,
  test,
} from './support/fixtures.js';

/** Issue 19: the card at a glance, for the student and for their supervisor. */

const SHOTS = '/tmp/overview-shots';
const lessonHeading = (page: Page) => page.getByRole('heading', { level: 4 });

/** Saves a screenshot with the test's output and, to look at, in /tmp/overview-shots. */
async function shot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const file = testInfo.outputPath(name);
  await page.screenshot({ path: file, fullPage });
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.copyFileSync(file, path.join(SHOTS, name));
}

/** Does the last change of a lesson and waits until every change is saved and read back. */
async function lastChange(page: Page, change: () => Promise<unknown>) {
  await savedAndSettled(page, change, LESSON_API.student);
  await expect(page.locator('[data-pending]')).toHaveCount(0);
}

test('the student sees the whole card, statuses in words, and a cell opens that sub-moment; so does the supervisor', async ({
  page,
  baseURL,
  accounts,
  otherBrowser,
}, testInfo) => {
  const { student, supervisor, studentId } = await learnerWithCardAndSupervisor(page, accounts);

  let lessonFiveMoment = '';
  let lessonFiveLast = '';
  await test.step('the student sets a few statuses and ticks lesson 1 done', async () => {
    await cookieNoticeAnswered(page, baseURL!);
    await signedIn(page, 'student', student);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hej Ove!' })).toBeVisible();
    await page.goto('/notes?kort=1&lektion=1');
    await expect(lessonHeading(page)).toContainText('Lektion 1 av 15');
    await page.getByLabel('Status för Däck och hjul').selectOption('Godkänd');
    await page.getByLabel('Status för Lampor och reflexer').selectOption('Visad kunskap');
    await page.getByLabel('Status för Bromsar och parkeringsbroms').selectOption('Började');
    await lastChange(page, () => page.getByRole('checkbox', { name: 'Klar!' }).check());
    await page.goto('/notes?kort=1&lektion=5');
    await expect(lessonHeading(page)).toContainText('Lektion 5 av 15');
    const statuses = page.getByLabel(/^Status för /);
    // The sub-moments' names, from their status fields' labels ("Status för …").
    const nameOf = async (at: number) =>
      (
        await statuses
          .nth(at)
          .evaluate((select: HTMLSelectElement) => select.labels?.[0]?.textContent ?? '')
      )
        .replace(/^Status\s*för\s*/, '')
        .trim();
    lessonFiveMoment = await nameOf(1);
    lessonFiveLast = await nameOf((await statuses.count()) - 1);
    await lastChange(page, () => statuses.nth(1).selectOption('Godkänd'));
  });

  await test.step('"Hela kortet" opens the overview of the card', async () => {
    await page.getByRole('link', { name: 'Hela kortet' }).click();
    await expect(page).toHaveURL(/\/notes\/oversikt\?kort=1$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kort 1 – hela kortet' }),
    ).toBeVisible();
    await expect(page.getByText('1 av 15 lektioner klara')).toBeVisible();
    // The student set every status herself: her own assessment, never counted as approved.
    await expect(page.getByText(/^0 av \d+ moment godkända av handledaren$/)).toBeVisible();
    // Each status in words, not only by colour.
    const tyres = page.getByRole('link', {
      name: 'Lektion 1, Däck och hjul: Godkänd, elevens egen bedömning',
    });
    await expect(tyres).toBeVisible();
    await expect(tyres).toContainText('Godkänd (egen bedömning)');
    await expect(
      page.getByRole('link', {
        name: 'Lektion 1, Lampor och reflexer: Visad kunskap, elevens egen bedömning',
      }),
    ).toContainText('Visad kunskap');
    await expect(
      page.getByRole('link', {
        name: 'Lektion 1, Bromsar och parkeringsbroms: Började, elevens egen bedömning',
      }),
    ).toContainText('Började');
    await expect(
      page.getByRole('link', { name: /^Lektion 1, Vätskor under motorhuven: Ingen status$/ }),
    ).toContainText('Ingen status');
    const lessons = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(lessons).toHaveCount(15);
    await expect(lessons.first()).toContainText('Klar');
    await expect(lessons.first()).toContainText('0 av 5 godkända av handledaren');
    await expect(lessons.nth(4)).toContainText('Inte markerad klar');
    await expect(lessons.nth(4)).toContainText(/0 av \d godkända av handledaren/);
  });

  await test.step('from 320 px, nothing wider than the phone; screenshots at 390 and 1280 px', async () => {
    await page.setViewportSize({ width: 320, height: 700 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await shot(page, testInfo, 'overview-320.png');
    await shot(page, testInfo, 'overview-320-full.png', true);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, testInfo, 'overview-390.png');
    await page.getByRole('heading', { level: 3, name: /^Lektion 5/ }).scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'overview-390-lesson-5.png');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, testInfo, 'overview-1280.png');
    await shot(page, testInfo, 'overview-1280-full.png', true);
    await expectAccessible(page);
  });

  await test.step('a tap on a cell opens that lesson at that sub-moment', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .getByRole('link', {
        name: `Lektion 5, ${lessonFiveMoment}: Godkänd, elevens egen bedömning`,
        exact: true,
      })
      .click();
    await expect(page).toHaveURL(/\/notes\?kort=1&lektion=5$/);
    await expect(lessonHeading(page)).toContainText('Lektion 5 av 15');
    const status = page.getByLabel(`Status för ${lessonFiveMoment}`);
    await expect(status).toBeFocused();
    await expect(status).toHaveValue('Godkänd');
    await expect(status).toBeInViewport();
  });

  await test.step('with the keyboard too: Enter on a cell further down the lesson', async () => {
    await page.getByRole('link', { name: 'Hela kortet' }).click();
    const cell = page.getByRole('link', {
      name: `Lektion 5, ${lessonFiveLast}: Ingen status`,
      exact: true,
    });
    await cell.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/notes\?kort=1&lektion=5$/);
    const status = page.getByLabel(`Status för ${lessonFiveLast}`);
    await expect(status).toBeFocused();
    await expect(status).toBeInViewport();
    await shot(page, testInfo, 'landed-390.png');
    // The way there: "Hela kortet" at the end of the row of cards on a phone.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('link', { name: 'Hela kortet' })).toBeInViewport();
    await shot(page, testInfo, 'card-screen-390.png');
    await page.setViewportSize({ width: 320, height: 700 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('link', { name: 'Hela kortet' })).toBeInViewport();
    await shot(page, testInfo, 'card-screen-320.png');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, testInfo, 'card-screen-1280.png');
  });

  await test.step('the supervisor opens the same overview of the student', async () => {
    const { page: page2 } = await otherBrowser();
    await cookieNoticeAnswered(page2, baseURL!);
    await signedIn(page2, 'supervisor', supervisor);
    await page2.goto('/');
    await expect(page2.getByRole('heading', { name: 'Hej Hanna Handledare!' })).toBeVisible();
    await page2.goto(`/instructorNotesGet/${studentId}?kort=1&lektion=1`);
    await expect(lessonHeading(page2)).toContainText('Lektion 1 av 15');
    await page2.getByRole('link', { name: 'Hela kortet' }).click();
    await expect(page2).toHaveURL(
      new RegExp(`/instructorNotesGet/${studentId}/oversikt\\?kort=1$`),
    );
    await expect(page2.getByText('Elevens övningskort: Ove')).toBeVisible();
    await expect(
      page2.getByRole('heading', { level: 1, name: 'Kort 1 – hela kortet' }),
    ).toBeVisible();
    await expect(
      page2.getByRole('link', {
        name: 'Lektion 1, Däck och hjul: Godkänd, elevens egen bedömning',
      }),
    ).toContainText('Godkänd (egen bedömning)');
    await expect(page2.getByText('1 av 15 lektioner klara')).toBeVisible();
    await expectAccessible(page2);
    await page2.setViewportSize({ width: 1280, height: 800 });
    await shot(page2, testInfo, 'supervisor-1280.png');
    await page2
      .getByRole('link', {
        name: 'Lektion 1, Bromsar och parkeringsbroms: Började, elevens egen bedömning',
      })
      .click();
    await expect(page2).toHaveURL(
      new RegExp(`/instructorNotesGet/${studentId}\\?kort=1&lektion=1$`),
    );
    await expect(page2.getByLabel('Status för Bromsar och parkeringsbroms')).toBeFocused();
  });
});
