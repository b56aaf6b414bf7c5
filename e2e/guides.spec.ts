import type { Page } from '@playwright/test';
import { paths } from '../apps/web/src/config/paths.js';
import {
  expect,
  expectAccessible,
  learnerWithCardAndSupervisor,
  signedIn,
  test,
} from './support/fixtures.js';

/**
 * The two guides (issue 20), "Innan ni börjar" and "Risker och dina förutsättningar": reached
 * from Hem of a student and of a supervisor, from the card screen of either and from the start
 * page, read with their sections and sources, and left the way one came. They open offline.
 */

const BEFORE_START = 'Innan ni börjar';
const RISKS = 'Risker och dina förutsättningar';

const guideLinks = (page: Page) =>
  page.getByRole('main').getByRole('navigation', { name: 'Guider' });

/** The guide is on screen: its title, review date, table of contents and section headings. */
async function expectGuide(page: Page, title: string, reviewed: string, sections: string[]) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText(`Granskad ${reviewed}`)).toBeVisible();
  const contents = page.getByRole('navigation', { name: 'Innehåll' });
  for (const section of sections) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    await expect(contents.getByRole('link', { name: section })).toBeVisible();
  }
}

async function readBeforeStart(page: Page) {
  await expectGuide(page, BEFORE_START, '2026-12-06', [
    'Körkortstillstånd och syntest',
    'Du måste ha fyllt 16 år',
    'Introduktionsutbildning för elev och handledare',
    'Handledaren ska vara godkänd',
    'Handledaren räknas som förare',
    'Skylten ÖVNINGSKÖR på bilen',
    'Riskutbildning del 1 och del 2',
    'Prövotiden: de första två åren',
  ]);
  // The rule that the supervisor counts as the driver names where it comes from.
  await expect(
    page.getByText(/^Källor?: .*Körkortsförordningen \(1998:980\) 4 kap\. 7 §/).first(),
  ).toBeVisible();
}

async function readRisks(page: Page) {
  await expectGuide(page, RISKS, '2026-11-29', [
    'Alkohol',
    'Narkotika och läkemedel',
    'Trötthet',
    'Stress och känslor',
    'Passagerare och kompisar',
    'Mobilen',
    'Självvärdering: frågor före varje körning',
  ]);
  await expect(page.getByText(/0,2 promille alkohol i blodet eller mer/)).toBeVisible();
  await expect(page.getByText(/Trafikförordningen \(1998:1276\) 4 kap\. 10 e §/)).toBeVisible();
}

test('a student opens both guides from Hem and from the card screen, and comes back', async ({
  page,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Vera' });
  await signedIn(page, 'student', student);
  await page.goto(paths.home);
  const hem = page.getByRole('heading', { level: 1, name: 'Hej Vera!' });
  await expect(hem).toBeVisible();

  await test.step('Hem → Innan ni börjar → back to Hem', async () => {
    await expect(page.getByRole('heading', { level: 2, name: 'Guider' })).toBeVisible();
    await guideLinks(page).getByRole('link', { name: BEFORE_START }).click();
    await expect(page).toHaveURL(new RegExp(`${paths.guideBeforeStart}$`));
    await readBeforeStart(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Tillbaka till Hem' }).first().click();
    await expect(hem).toBeVisible();
  });

  await test.step('Hem → Risker och dina förutsättningar → back to Hem', async () => {
    await guideLinks(page).getByRole('link', { name: RISKS }).click();
    await readRisks(page);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Tillbaka till Hem' }).first().click();
    await expect(hem).toBeVisible();
  });

  await test.step('the card screen → each guide → back to the card', async () => {
    // The card itself is seeded: making one is not what this test is about.
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const created = await page.request.post('/api/v1/drivingnotes/card', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(201);
    await page.getByRole('main').getByRole('link', { name: 'Mitt övningskort' }).click();
    const title = page.getByRole('heading', { level: 1, name: 'Mitt övningskort' });
    await expect(title).toBeVisible();
    await expect(page.locator('main summary').first()).toBeVisible();

    await guideLinks(page).getByRole('link', { name: RISKS }).click();
    await readRisks(page);
    // From one guide to the other, the way back still leads to the card.
    await page.getByRole('link', { name: BEFORE_START }).click();
    await readBeforeStart(page);
    await page.getByRole('link', { name: 'Tillbaka till övningskortet' }).first().click();
    await expect(title).toBeVisible();
    await expect(page.locator('main summary').first()).toBeVisible();
    await expect(page).toHaveURL(/\/notes(\?|$)/);
  });

  await test.step('on a phone the card screen keeps the guides behind a small Guider button', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const toggle = page.getByRole('main').getByRole('button', { name: 'Guider' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
    await guideLinks(page).getByRole('link', { name: BEFORE_START }).click();
    await readBeforeStart(page);
    await page.getByRole('link', { name: 'Tillbaka till övningskortet' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mitt övningskort' })).toBeVisible();
  });
});

test('a supervisor opens the guides from Hem and from the student’s card screen', async ({
  page,
  accounts,
}) => {
  const { supervisor, studentId } = await learnerWithCardAndSupervisor(page, accounts, {
    student: 'Ebba',
    supervisor: 'Gun',
  });

  await signedIn(page, 'supervisor', supervisor);
  await page.goto(paths.home);
  const hem = page.getByRole('heading', { level: 1, name: 'Hej Gun!' });
  await expect(hem).toBeVisible();

  await test.step('Hem → each guide → back to Hem', async () => {
    await guideLinks(page).getByRole('link', { name: BEFORE_START }).click();
    await readBeforeStart(page);
    await page.getByRole('link', { name: 'Tillbaka till Hem' }).first().click();
    await expect(hem).toBeVisible();
    await guideLinks(page).getByRole('link', { name: RISKS }).click();
    await readRisks(page);
    await page.getByRole('link', { name: 'Tillbaka till Hem' }).first().click();
    await expect(hem).toBeVisible();
  });

  await test.step('the student’s card screen → each guide → back to the card', async () => {
    await page.getByRole('main').getByRole('link', { name: 'Elevens övningskort' }).click();
    await page.getByRole('link', { name: 'Ebba' }).click();
    const title = page.getByRole('heading', { level: 1, name: 'Elevens övningskort: Ebba' });
    await expect(title).toBeVisible();
    for (const [name, read] of [
      [BEFORE_START, readBeforeStart],
      [RISKS, readRisks],
    ] as const) {
      await guideLinks(page).getByRole('link', { name }).click();
      await read(page);
      await page.getByRole('link', { name: 'Tillbaka till övningskortet' }).first().click();
      await expect(title).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/instructorNotesGet/${studentId}`));
    }
  });
});

test('a visitor finds the guides on the start page and moves through one by keyboard', async ({
  page,
}) => {
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { name: 'Välkommen till Övningskort' })).toBeVisible();
  await guideLinks(page).getByRole('link', { name: RISKS }).click();
  await readRisks(page);

  // The table of contents leads to a section and puts the reader at its heading.
  const contents = page.getByRole('navigation', { name: 'Innehåll' });
  await contents.getByRole('link', { name: 'Mobilen' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Mobilen' })).toBeFocused();
  await expect(page).toHaveURL(/#mobilen$/);

  await page.getByRole('link', { name: 'Tillbaka till Hem' }).first().click();
  await expect(page.getByRole('heading', { name: 'Välkommen till Övningskort' })).toBeVisible();
  await guideLinks(page).getByRole('link', { name: BEFORE_START }).click();
  await readBeforeStart(page);
  await expectAccessible(page);
});

test('once the app has loaded, the guides open offline', async ({ otherBrowser }) => {
  const { page, context } = await otherBrowser();
  // The start page's road film is not what this is about: with reduced motion it is not
  // fetched, so going offline cannot cut its download half-way (a failed load in the console).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { name: 'Välkommen till Övningskort' })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  for (let reloads = 0; ; reloads += 1) {
    if (await page.evaluate(() => Boolean(navigator.serviceWorker.controller))) break;
    expect(reloads, 'the service worker takes control of the page').toBeLessThan(3);
    await page.reload();
  }

  // Never opened before going offline: the guides' chunk comes with the app's precache.
  await context.setOffline(true);
  await page.goto(paths.guideRisks);
  await readRisks(page);
  await page.getByRole('link', { name: BEFORE_START }).click();
  await readBeforeStart(page);
  await context.setOffline(false);
});
