import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from './support/fixtures.js';

const PAGES = [
  { path: '/support', heading: 'Hjälp och vanliga frågor' },
  { path: '/about', heading: 'Om Övningskort' },
  { path: '/terms', heading: 'Användarvillkor' },
  { path: '/privacy', heading: 'Integritetspolicy' },
] as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const questions = (page: Page) => page.locator('main summary');
const status = (page: Page) => page.getByRole('main').getByRole('status');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Sök bland frågorna' });

for (const { path, heading } of PAGES) {
  test(`${path} opens directly, has one h1 '${heading}' and passes axe`, async ({ page }) => {
    await page.goto(path);
    await expect(h1(page)).toHaveText(heading);
    await expect(h1(page)).toHaveCount(1);
    await expectAccessible(page);
  });

  test(`${path} fits a 400 px wide phone without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await page.goto(path);
    await expect(h1(page)).toHaveText(heading);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}

test('a visitor searches the questions, finds nothing, clears and sees all nine again', async ({
  page,
}) => {
  await page.goto('/support');
  await expect(questions(page)).toHaveCount(9);
  await expect(status(page)).toHaveText('Visar alla 9 frågor.');

  await test.step("'handledare' keeps only the questions about the supervisor", async () => {
    await search(page).fill('handledare');
    await expect(questions(page)).toHaveText([
      'Hur många handledare kan jag koppla till mitt konto?',
      'Hur blir jag handledare vid privat övningskörning?',
      'Hur följer min handledare mina övningskort?',
    ]);
    await expect(status(page)).toHaveText('3 av 9 frågor passar din sökning.');
  });

  await test.step('capitals and Swedish letters match too', async () => {
    await search(page).fill('KÖRKORTSBEHÖRIGHETER');
    await expect(questions(page)).toHaveText([
      'Vilka körkortsbehörigheter finns det övningskort för?',
    ]);
  });

  await test.step("'XYZ' shows the empty state with a way to ask", async () => {
    await search(page).fill('XYZ');
    await expect(questions(page)).toHaveCount(0);
    await expect(status(page)).toHaveText('Inga frågor passar din sökning.');
    await expect(
      page.getByRole('link', { name: 'Ställ din fråga via kontaktformuläret' }),
    ).toHaveAttribute('href', '/contact');
    await expectAccessible(page);
  });

  await test.step('clearing the search brings back all nine', async () => {
    await search(page).clear();
    await expect(questions(page)).toHaveCount(9);
    await expect(status(page)).toHaveText('Visar alla 9 frågor.');
  });
});

test('a keyboard user opens and closes an answer', async ({ page }) => {
  await page.goto('/support');
  const answer = page.getByText('berätta gärna vilken sida du var på', { exact: false });
  await expect(answer).toBeHidden();

  await search(page).fill('supporten');
  await page.keyboard.press('Tab');
  await expect(questions(page).first()).toBeFocused();
  await expect(questions(page).first()).toHaveText('Hur snabbt svarar supporten?');

  await page.keyboard.press('Enter');
  await expect(answer).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('Space');
  await expect(answer).toBeHidden();
});

test('the privacy policy switches to English and back, with its dates', async ({ page }) => {
  await page.goto('/privacy');
  const swedish = page.getByRole('button', { name: 'Svenska' });
  const english = page.getByRole('button', { name: 'English' });
  const text = page.locator('main [lang]').filter({ has: h1(page) });

  await expect(swedish).toHaveAttribute('aria-pressed', 'true');
  await expect(english).toHaveAttribute('aria-pressed', 'false');
  await expect(text).toHaveAttribute('lang', 'sv');
  await expect(page.getByText('Gäller från:')).toBeVisible();
  await expect(page.locator('time[datetime="2027-05-01"]')).toHaveText('2027/05/01');
  await expect(page.getByText('Senast uppdaterad:')).toBeVisible();
  await expect(page.locator('time[datetime="2025-05-01"]')).toHaveText('2025/05/01');
  await expect(page.getByText('Integritetsskyddsmyndigheten (IMY)')).toBeVisible();

  await english.click();
  await expect(h1(page)).toHaveText('Privacy policy');
  await expect(english).toHaveAttribute('aria-pressed', 'true');
  await expect(swedish).toHaveAttribute('aria-pressed', 'false');
  await expect(text).toHaveAttribute('lang', 'en');
  await expect(page.getByText('Effective date:')).toBeVisible();
  await expect(page.locator('time[datetime="2027-05-01"]')).toHaveText('2027/05/01');
  await expect(page.getByText('Last updated:')).toBeVisible();
  await expect(page.getByText('not directed at children under 13')).toBeVisible();
  await expectAccessible(page);

  await swedish.click();
  await expect(h1(page)).toHaveText('Integritetspolicy');
  await expect(text).toHaveAttribute('lang', 'sv');
  await expect(page.getByText('Gäller från:')).toBeVisible();
});

test('the terms switch to English and back, and name Swedish law', async ({ page }) => {
  await page.goto('/terms');
  const text = page.locator('main [lang]').filter({ has: h1(page) });
  await expect(text).toHaveAttribute('lang', 'sv');
  await expect(page.getByText('Svensk lag gäller')).toBeVisible();
  await expect(page.getByText('handläggs inom 2–3 veckor')).toBeVisible();

  await page.getByRole('button', { name: 'English' }).click();
  await expect(h1(page)).toHaveText('Terms of use');
  await expect(text).toHaveAttribute('lang', 'en');
  await expect(page.getByText('governed by the laws of Sweden')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Svenska' }).click();
  await expect(h1(page)).toHaveText('Användarvillkor');
  await expect(text).toHaveAttribute('lang', 'sv');
});

test('the about page leads on to register, help and contact', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByText('röstkommandon', { exact: false }).first()).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Hjälp och vanliga frågor' }).click();
  await expect(h1(page)).toHaveText('Hjälp och vanliga frågor');
});
