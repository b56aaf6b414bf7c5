import type { Page } from '@playwright/test';
import { expect, expectAccessible, expectToast, signedIn, test } from './support/fixtures.js';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The toggle in the header, whose label says what it does next. */
const menuToggle = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^(Meny|Stäng meny)$/ });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Huvudmeny' });
const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Kakor' });
const landingHeading = (page: Page) =>
  page.getByRole('heading', { name: 'Välkommen till Övningskort' });

async function openMenu(page: Page) {
  await menuToggle(page).click();
  await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(menu(page)).toBeVisible();
}

/** The menu shows exactly these links, in this order, and 'Logga ut' only when logged in. */
async function expectMenu(page: Page, links: [label: string, href: string][], logout: boolean) {
  await expect(menu(page).getByRole('link')).toHaveText(links.map(([label]) => label));
  for (const [label, href] of links) {
    await expect(menu(page).getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  }
  await expect(menu(page).getByRole('button', { name: 'Logga ut' })).toHaveCount(logout ? 1 : 0);
}

test.describe('the menu', () => {
  test('a visitor finds only the login page in it', async ({ page }) => {
    await page.goto('/');
    await expect(landingHeading(page)).toBeVisible();
    await expect(menuToggle(page)).toHaveText('Meny');
    await expect(menu(page)).toBeHidden();
    await openMenu(page);
    await expect(menuToggle(page)).toHaveText('Stäng meny');
    await expectMenu(page, [['Inloggningssida', '/login']], false);
    await expectAccessible(page);

    await menu(page).getByRole('link', { name: 'Inloggningssida' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(menuToggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menu(page)).toBeHidden();
  });

  test('a student who has not activated the account sees Hem and Inställningar', async ({
    page,
    accounts,
  }) => {
    const student = await accounts.student({ activated: false, name: 'Nils' });
    await signedIn(page, 'student', student);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hej Nils!' })).toBeVisible();
    await openMenu(page);
    await expectMenu(
      page,
      [
        ['Hem', '/'],
        ['Inställningar', '/settings'],
      ],
      true,
    );
  });

  test('an activated student also finds the card, the drive log and the supervisor, and logs out from the menu', async ({
    page,
    accounts,
  }) => {
    const student = await accounts.student({ name: 'Moa' });
    await signedIn(page, 'student', student);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hej Moa!' })).toBeVisible();
    await openMenu(page);
    await expectMenu(
      page,
      [
        ['Hem', '/'],
        ['Mitt övningskort', '/notes'],
        ['Körjournal', '/korjournal'],
        ['Lägg till handledare', '/instructor'],
        ['Inställningar', '/settings'],
      ],
      true,
    );

    await menu(page).getByRole('link', { name: 'Mitt övningskort' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mitt övningskort' })).toBeVisible();
    await expect(menu(page)).toBeHidden();

    await openMenu(page);
    await expect(menu(page).getByRole('link', { name: 'Mitt övningskort' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await menu(page).getByRole('button', { name: 'Logga ut' }).click();
    await expectToast(page, 'Du är nu utloggad.');
    await expect(landingHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await openMenu(page);
    await expectMenu(page, [['Inloggningssida', '/login']], false);
  });

  test('a supervisor sees the supervisor settings, and the student cards once activated', async ({
    page,
    accounts,
  }) => {
    const waiting = await accounts.supervisor({ activated: false, name: 'Ulla' });
    await signedIn(page, 'supervisor', waiting);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hej Ulla!' })).toBeVisible();
    await openMenu(page);
    await expectMenu(
      page,
      [
        ['Hem', '/'],
        ['Inställningar', '/settingsT'],
      ],
      true,
    );
    await menu(page).getByRole('button', { name: 'Logga ut' }).click();
    await expect(landingHeading(page)).toBeVisible();

    const active = await accounts.supervisor({ name: 'Agnes' });
    await signedIn(page, 'supervisor', active);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hej Agnes!' })).toBeVisible();
    await openMenu(page);
    await expectMenu(
      page,
      [
        ['Hem', '/'],
        ['Elevens övningskort', '/instructornotes'],
        ['Inställningar', '/settingsT'],
      ],
      true,
    );
    await menu(page).getByRole('link', { name: 'Elevens övningskort' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Elevens övningskort' }),
    ).toBeVisible();
  });

  test('works with the keyboard: Enter opens, Escape closes, focus comes back', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(landingHeading(page)).toBeVisible();
    const toggle = menuToggle(page);
    const login = menu(page).getByRole('link', { name: 'Inloggningssida' });

    await test.step('closed, the panel is not in the tab order', async () => {
      await toggle.focus();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Kom igång' })).toBeFocused();
    });

    await test.step('Enter opens it with focus on its first link; Escape closes it', async () => {
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(login).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
      await expect(menu(page)).toBeHidden();
    });

    await test.step('tabbing out of the open panel closes it', async () => {
      await page.keyboard.press('Enter');
      await expect(login).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Kom igång' })).toBeFocused();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('Enter on a link follows it and closes the menu', async () => {
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(login).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/login$/);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
  });
});

test('the footer links to the public pages; on a narrow screen privacy joins the icons', async ({
  page,
}) => {
  await page.goto('/login');
  const footer = page.getByRole('contentinfo');
  const icons = footer.getByRole('list', { name: 'Genvägar' });
  const copyright = footer.getByText('© 2026 Övningskort');
  const privacy = footer.getByRole('link', { name: 'Integritetspolicy' });

  const links: [label: string, href: string][] = [
    ['Hjälp', '/support'],
    ['Om oss', '/about'],
    ['Kontakt', '/contact'],
    ['Villkor', '/terms'],
    ['Integritetspolicy', '/privacy'],
    ['Hem', '/'],
  ];
  for (const [label, href] of links) {
    await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'href',
      href,
    );
  }
  await expect(icons.getByRole('link')).toHaveText([
    'Förstasidan',
    'Vanliga frågor',
    'Skriv till oss',
  ]);
  await expect(copyright).toBeVisible();
  await expect(privacy).toHaveCount(1);
  await expect(icons.getByRole('link', { name: 'Integritetspolicy' })).toHaveCount(0);

  await page.setViewportSize({ width: 400, height: 700 });
  await expect(copyright).toBeHidden();
  await expect(privacy).toHaveCount(1);
  await expect(icons.getByRole('link', { name: 'Integritetspolicy' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);

  // The cookie banner is still showing; the bottom of the page is not under it.
  await expect(cookieBanner(page)).toBeVisible();
  await footer.getByRole('link', { name: 'Hem', exact: true }).click();
  await expect(landingHeading(page)).toBeVisible();
});

test('the cookie banner shows until accepted, and the acceptance is kept for a year', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await expect(landingHeading(page)).toBeVisible();
  const banner = cookieBanner(page);
  const accept = banner.getByRole('button', { name: 'Acceptera' });

  await test.step('it says what is kept and links to the privacy page', async () => {
    await expect(banner).toBeVisible();
    await expect(banner).toContainText('nödvändiga kakor');
    await expect(banner.getByRole('link', { name: 'Om personuppgifter' })).toHaveAttribute(
      'href',
      '/privacy',
    );
  });

  await test.step('it is reached and accepted with the keyboard', async () => {
    for (let presses = 0; presses < 40; presses++) {
      if (await accept.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
  });

  await test.step('the acceptance is a cookie for one year', async () => {
    const cookie = (await context.cookies()).find((c) => c.name === 'ovk_cookies');
    expect(cookie).toMatchObject({ value: 'accepted', path: '/', sameSite: 'Lax' });
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(ONE_YEAR_S - 120);
    expect(cookie!.expires - Date.now() / 1000).toBeLessThanOrEqual(ONE_YEAR_S + 1);
  });

  await test.step('it stays away after a reload and in another tab', async () => {
    await page.reload();
    await expect(landingHeading(page)).toBeVisible();
    await expect(banner).toHaveCount(0);
    const other = await context.newPage();
    await other.goto('/login');
    await expect(other.getByRole('button', { name: 'Logga in' })).toBeVisible();
    await expect(cookieBanner(other)).toHaveCount(0);
    await other.close();
  });

  await test.step('without the cookie it is back', async () => {
    await context.clearCookies();
    await page.reload();
    await expect(banner).toBeVisible();
  });
});

test('an unknown address shows Sidan hittades inte with a picture and the way back', async ({
  page,
}) => {
  await page.goto('/det/finns/ingen/sadan/sida');
  await expect(page.getByRole('heading', { level: 1, name: 'Sidan hittades inte' })).toBeVisible();
  await expect(page.getByRole('img', { name: /återvändsgata/ })).toBeVisible();
  await expect(page.getByText('Sidan du letar efter finns inte.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Till startsidan' }).click();
  await expect(landingHeading(page)).toBeVisible();
});
