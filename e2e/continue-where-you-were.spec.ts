import type { Page } from '@playwright/test';
import {
  cookieNoticeAnswered,
  expect,
  expectAccessible,
  LESSON_API,
  logIn,
  savedAndSettled,
  signedIn,
  studentWithCards,
  test,
} from './support/fixtures.js';

/** Issue 17: the card reopens where the person was, and any lesson is two taps away. */

const lessonPosition = (page: Page) => page.getByRole('heading', { level: 4 });
const cardButton = (page: Page, position: number) =>
  page.getByRole('button', { name: `Kort ${position}`, exact: true });

/** Opens the list of all lessons and picks one: two taps from any lesson. */
async function jumpTo(page: Page, position: number) {
  await page.getByRole('button', { name: 'Alla lektioner' }).click();
  const overview = page.getByRole('dialog', { name: 'Alla lektioner' });
  await expect(overview).toBeVisible();
  await overview.getByRole('button', { name: new RegExp(`^${position}\\. `) }).click();
  await expect(overview).toBeHidden();
  await expect(lessonPosition(page)).toContainText(`Lektion ${position} av 15`);
}

test('lesson 5 → Hem → Fortsätt opens lesson 5; the overview jumps to lesson 12 in one tap', async ({
  page,
  accounts,
}) => {
  const student = await studentWithCards(page, accounts, 'Ebba', 2);
  await signedIn(page, 'student', student);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hej Ebba!' })).toBeVisible();
  // Before any card has been opened there is nothing to continue.
  await expect(page.getByRole('link', { name: /^Fortsätt/ })).toHaveCount(0);

  await test.step('the student works on lesson 5 of the second card', async () => {
    await page.getByRole('link', { name: 'Mitt övningskort' }).click();
    await cardButton(page, 2).click();
    await jumpTo(page, 5);
    // Saved before Hem loads the app afresh: a change still on its way to the device's outbox
    // when the page goes is not what this is about (the outbox specs are).
    await savedAndSettled(
      page,
      () =>
        page
          .getByLabel(/^Status för /)
          .first()
          .selectOption('Började'),
      LESSON_API.student,
    );
  });

  await test.step('Hem offers to continue there, as its one primary action', async () => {
    await page.goto('/');
    const next = page.getByRole('link', { name: /^Fortsätt: Kort 2 · Lektion 5 / });
    await expect(next).toBeVisible();
    await expectAccessible(page);
    await next.click();
    await expect(page).toHaveURL(/\/notes\?kort=2&lektion=5$/);
    await expect(lessonPosition(page)).toContainText('Lektion 5 av 15');
    await expect(page.getByLabel(/^Status för /).first()).toHaveValue('Började');
  });

  await test.step('the overview lists every lesson with its progress and marks the one shown', async () => {
    await page.getByRole('button', { name: 'Alla lektioner' }).click();
    const overview = page.getByRole('dialog', { name: 'Alla lektioner' });
    await expect(overview.getByRole('listitem')).toHaveCount(15);
    const current = overview.locator('[aria-current="step"]');
    await expect(current).toContainText(/^5\. /);
    await expect(current).toContainText('0 av');
    await expect(current).toBeFocused();
    await expect(overview.getByRole('button', { name: /^1\. / })).toContainText('Inte påbörjad');
    await expectAccessible(page);
    await overview.getByRole('button', { name: /^12\. / }).click();
    await expect(lessonPosition(page)).toContainText('Lektion 12 av 15');
  });

  await test.step('each card reopens at its own last lesson', async () => {
    await cardButton(page, 1).click();
    await expect(lessonPosition(page)).toContainText('Lektion 1 av 15');
    await cardButton(page, 2).click();
    await expect(lessonPosition(page)).toContainText('Lektion 12 av 15');
    await cardButton(page, 1).click();
    await page.goto('/notes');
    await expect(cardButton(page, 1)).toHaveAttribute('aria-pressed', 'true');
    await expect(lessonPosition(page)).toContainText('Lektion 1 av 15');
  });

  await test.step('after logging out and in again, the login leads to the lesson last used', async () => {
    await cardButton(page, 2).click();
    await expect(lessonPosition(page)).toContainText('Lektion 12 av 15');
    await page.goto('/');
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expect(page.getByRole('heading', { name: 'Hej Ebba!' })).toHaveCount(0);
    await logIn(page, student.email, student.password);
    await expect(page).toHaveURL(/\/notes\?kort=2&lektion=12$/);
    await expect(lessonPosition(page)).toContainText('Lektion 12 av 15');
  });
});

test('a link to a lesson opened while logged out leads there after the login', async ({
  page,
  accounts,
}) => {
  const student = await studentWithCards(page, accounts, 'Frans', 1);
  await page.goto('/notes?kort=1&lektion=3');
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, student.email, student.password);
  await expect(page).toHaveURL(/\/notes\?kort=1&lektion=3$/);
  await expect(lessonPosition(page)).toContainText('Lektion 3 av 15');
});

test('on a remembered device the installed app opens at the lesson: the status is two taps away', async ({
  page,
  context,
  accounts,
}) => {
  const student = await studentWithCards(page, accounts, 'Greta', 1);
  // Signed in with "Kom ihåg mig på den här enheten": what that leaves on the device.
  await signedIn(page, 'student', student, { remember: true });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hej Greta!' })).toBeVisible();
  await page.goto('/notes');
  await jumpTo(page, 9);

  // The app launched again: a new tab at the manifest's start_url, no login.
  const app = await context.newPage();
  await app.goto('/start');
  await expect(app).toHaveURL(/\/notes\?kort=1&lektion=9$/);
  await expect(lessonPosition(app)).toContainText('Lektion 9 av 15');
  // Tap the first status, tap "Godkänd".
  const status = app.getByLabel(/^Status för /).first();
  await status.selectOption('Godkänd');
  await expect(status).toHaveValue('Godkänd');
  await expect(app.locator('[data-pending]')).toHaveCount(0);
});

test('on a 390 × 844 phone with ten cards, the lesson comes first: three statuses above the fold', async ({
  page,
  baseURL,
  accounts,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const student = await studentWithCards(page, accounts, 'Hugo', 10);
  await cookieNoticeAnswered(page, baseURL!);
  await signedIn(page, 'student', student);
  await page.goto('/notes?kort=10&lektion=1');
  await expect(lessonPosition(page)).toContainText('Lektion 1 av 15');
  const nav = page.getByRole('navigation', { name: 'Bläddra bland lektionerna' });
  const navTop = (await nav.boundingBox())!.y;
  const statuses = page.getByLabel(/^Status för /);
  let above = 0;
  for (const status of await statuses.all()) {
    const box = await status.boundingBox();
    if (box && box.y >= 0 && box.y + box.height <= navTop) above += 1;
  }
  expect(above).toBeGreaterThanOrEqual(3);
  // The card chooser is one compact row; the chosen card is in view and its menu is quiet.
  await expect(cardButton(page, 10)).toBeInViewport();
  await expect(page.getByRole('button', { name: /^Ta bort/ })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath('lesson-first-390.png') });
  await expectAccessible(page);

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: testInfo.outputPath('lesson-first-1280.png') });
});
