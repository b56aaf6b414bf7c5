import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import {
  activationLinkFor,
  allowConsoleMessages,
  expect,
  expectAccessible,
  failedRequest,
  newEmail,
  signedIn,
  test,
} from './support/fixtures.js';

/**
 * Issue 22, the small frictions a new user meets, tried on a phone and on a desktop: toasts
 * (one per message, at most two, at the bottom, never over the menu or the main button), the
 * wrong login page, the details screen's 'Ändra', first name and surname at registration, and
 * a supervisor's optional gearbox and licence category.
 *
 * With POLISH_SHOTS=<folder> set, the screens are also saved there as PNGs (for review).
 */

const WRONG_CREDENTIALS = 'Fel e-postadress eller lösenord.';
const LOGIN_API = /\/api\/v1\/(teacher\/)?login/;

const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** The toasts on screen with these words. */
const toasts = (page: Page, text: string) =>
  page.locator('.Toastify__toast').filter({ hasText: text });

/** Saves the screen for review when POLISH_SHOTS names a folder. */
async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}) {
  const folder = process.env.POLISH_SHOTS;
  if (!folder) return;
  fs.mkdirSync(folder, { recursive: true });
  const { width } = page.viewportSize()!;
  await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), ...options });
}

/**
 * Every toast stays on screen while the test reads it, as one does while a pointer rests on it:
 * react-toastify times a toast by its progress bar's animation and pauses that animation on
 * hover. Held before the toast comes, since a loaded machine can spend a toast's 2.5 s between
 * showing it and a hover that waits for it to stand still. Until the next page load.
 */
async function holdToasts(page: Page) {
  // A constructed style sheet: the app's CSP (style-src 'self') refuses a <style> element.
  await page.evaluate(() => {
    const held = new CSSStyleSheet();
    held.replaceSync('.Toastify__progress-bar { animation-play-state: paused !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, held];
  });
}

/** Two things on screen do not overlap. */
async function expectApart(a: Locator, b: Locator) {
  const [boxA, boxB] = [(await a.boundingBox())!, (await b.boundingBox())!];
  const overlap =
    boxA.x < boxB.x + boxB.width &&
    boxB.x < boxA.x + boxA.width &&
    boxA.y < boxB.y + boxB.height &&
    boxB.y < boxA.y + boxA.height;
  expect(overlap, `${String(a)} overlaps ${String(b)}`).toBe(false);
}

/** One login attempt that the server refuses for the password; waits for its answer. */
async function wrongPassword(page: Page, email: string, attempt: number) {
  const answer = page.waitForResponse(
    (r) => r.request().method() === 'POST' && LOGIN_API.test(r.url()),
  );
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(`fel-losenord-${attempt}`);
  await page.getByRole('button', { name: 'Logga in' }).click();
  expect((await answer).status()).toBe(401);
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeEnabled();
}

/**
 * The most toasts the page has shown at once since this was called (and with the words). A
 * toast on its way out (its exit animation's class added) is no longer shown: when a repeat
 * comes just as the message's time is up, the fresh one may slide in while the old one leaves.
 */
async function watchToasts(page: Page, text?: string) {
  await page.evaluate((words) => {
    const w = window as unknown as { maxToasts: number };
    w.maxToasts = 0;
    const count = () =>
      Array.from(document.querySelectorAll('.Toastify__toast')).filter(
        (toast) =>
          !toast.className.includes('-exit') && (!words || toast.textContent?.includes(words)),
      ).length;
    const seen: string[] = [];
    (window as unknown as { toastsSeen: string[] }).toastsSeen = seen;
    new MutationObserver(() => {
      w.maxToasts = Math.max(w.maxToasts, count());
      Array.from(document.querySelectorAll('.Toastify__toast')).forEach((toast) => {
        const words = toast.textContent ?? '';
        if (!seen.includes(words)) seen.push(words);
      });
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text ?? '');
  return () => page.evaluate(() => (window as unknown as { maxToasts: number }).maxToasts);
}

/** Whether a toast with these words has been on the page since watchToasts was called. */
function wasShown(page: Page, words: string) {
  return page.evaluate(
    (wanted) =>
      (window as unknown as { toastsSeen: string[] }).toastsSeen.some((seen) =>
        seen.includes(wanted),
      ),
    words,
  );
}

for (const viewport of viewports) {
  test.describe(`on a ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('three wrong passwords give one message at the bottom, away from the menu and the button', async ({
      page,
      accounts,
    }) => {
      const student = await accounts.student({ name: 'Vera' });
      allowConsoleMessages(page, failedRequest(401, '/api/v1/login'));
      // Settled positions: toasts and the menu slide in otherwise.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/login');
      const maxShown = await watchToasts(page, WRONG_CREDENTIALS);
      const message = toasts(page, WRONG_CREDENTIALS);

      await test.step('a second try while the message shows refreshes it rather than adding one', async () => {
        await wrongPassword(page, student.email, 1);
        await expect(message).toHaveCount(1);
        const first = Date.now();
        await page.waitForTimeout(1_500);
        await wrongPassword(page, student.email, 2);
        // Past the 2.5 s of the first message: it is still there, its time started over.
        await page.waitForTimeout(Math.max(0, first + 3_200 - Date.now()));
        await expect(message).toHaveCount(1);
        await expect(message).toBeVisible();
      });

      await test.step('a third try: still one message, and the captcha comes', async () => {
        await holdToasts(page);
        await wrongPassword(page, student.email, 3);
        await expect(message).toBeVisible();
        await expect(page.getByLabel(/^Vad är \d [+-] \d\?$/)).toBeVisible();
        expect(await maxShown()).toBe(1);
        // Read on: the pointer on the message keeps it.
        await message.hover();
      });

      await test.step('the message is at the bottom, over neither the menu nor the button', async () => {
        const box = (await message.boundingBox())!;
        expect(box.y).toBeGreaterThan(viewport.height / 2);
        await expectApart(message, page.getByRole('banner'));
        await expectApart(message, page.getByRole('button', { name: 'Meny' }));
        // The new user has not accepted the cookies yet, and the captcha came: the button is
        // low, just above the cookie banner, and still clear.
        await expect(page.getByRole('region', { name: 'Kakor' })).toBeVisible();
        await expectApart(message, page.getByRole('button', { name: 'Logga in' }));
        await expectApart(message, page.getByLabel(/^Vad är \d [+-] \d\?$/));
        await expect(message).toHaveAttribute('role', 'alert');
      });

      await test.step('beside it, the supervisors’ login page is suggested', async () => {
        const hint = page.getByRole('status').filter({ hasText: 'Är du handledare?' });
        await expect(hint).toHaveText(
          'Är du handledare? Handledare loggar in på en annan sida. Logga in som handledare',
        );
        await expect(hint.getByRole('link', { name: 'Logga in som handledare' })).toHaveAttribute(
          'href',
          '/instructorLogIn',
        );
        await shot(page, 'login-student');
      });

      await test.step('the open menu is never under the message', async () => {
        // By the keyboard: the pointer stays on the message, which stays.
        await page.getByRole('button', { name: 'Meny' }).focus();
        await page.keyboard.press('Enter');
        const panel = page.getByRole('navigation', { name: 'Huvudmeny' });
        await expect(panel.getByRole('link', { name: 'Inloggningssida' })).toBeFocused();
        const [a, b] = [(await panel.boundingBox())!, (await message.boundingBox())!];
        const left = Math.max(a.x, b.x);
        const right = Math.min(a.x + a.width, b.x + b.width);
        const top = Math.max(a.y, b.y);
        const bottom = Math.min(a.y + a.height, b.y + b.height);
        // Where the two meet, if they do, the menu is on top.
        if (left < right && top < bottom) {
          const seen = await page.evaluate(
            ([px, py]) => ({
              toastThere: document.querySelector('.Toastify__toast') !== null,
              toastOnTop: Boolean(document.elementFromPoint(px!, py!)?.closest('.Toastify')),
            }),
            [(left + right) / 2, (top + bottom) / 2],
          );
          expect(seen).toEqual({ toastThere: true, toastOnTop: false });
        }
        await expectApart(message, panel.getByRole('link', { name: 'Inloggningssida' }));
        await page.keyboard.press('Escape');
      });
    });

    test('a supervisor on the student’s login is shown the way to their own, and gets in there', async ({
      page,
      accounts,
    }) => {
      const supervisor = await accounts.supervisor({ name: 'Harriet' });
      allowConsoleMessages(
        page,
        failedRequest(401, '/api/v1/login'),
        failedRequest(401, '/api/v1/teacher/login'),
      );
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await page.getByRole('button', { name: 'Acceptera' }).click();
      await page.goto('/login');

      await test.step('the student’s login links to the supervisors’ at the top', async () => {
        const link = page.getByRole('link', { name: 'Är du handledare? Logga in här' });
        await expect(link).toBeInViewport();
        await expect(link).toHaveAttribute('href', '/instructorLogIn');
        await expectAccessible(page);
      });

      await test.step('types the supervisor’s e-mail and password there: refused, with the suggestion', async () => {
        const answer = page.waitForResponse((r) => /\/api\/v1\/login$/.test(r.url()));
        await page.getByLabel('E-postadress').fill(supervisor.email);
        await page.getByLabel('Lösenord', { exact: true }).fill(supervisor.password);
        await page.getByRole('button', { name: 'Logga in' }).click();
        expect((await answer).status()).toBe(401);
        await expect(toasts(page, WRONG_CREDENTIALS)).toHaveCount(1);
        await expect(page.getByText('Handledare loggar in på en annan sida.')).toBeVisible();
      });

      await test.step('follows the suggestion to the supervisors’ login', async () => {
        await page.getByRole('link', { name: 'Logga in som handledare' }).click();
        await expect(page).toHaveURL(/\/instructorLogIn$/);
        await expect(page.getByRole('heading', { name: 'Logga in som handledare' })).toBeVisible();
        const back = page.getByRole('link', { name: 'Är du elev? Logga in här' });
        await expect(back).toBeInViewport();
        await expect(back).toHaveAttribute('href', '/login');
        // Nothing of the other page's failure comes along.
        await expect(page.getByText('Elever loggar in på en annan sida.')).toHaveCount(0);
      });

      await test.step('a wrong password here suggests the students’ login in turn', async () => {
        await holdToasts(page);
        await wrongPassword(page, supervisor.email, 1);
        const message = toasts(page, WRONG_CREDENTIALS);
        await expect(message).toBeVisible();
        await message.hover();
        const hint = page.getByRole('status').filter({ hasText: 'Är du elev?' });
        await expect(hint).toHaveText(
          'Är du elev? Elever loggar in på en annan sida. Logga in som elev',
        );
        await expect(hint.getByRole('link', { name: 'Logga in som elev' })).toHaveAttribute(
          'href',
          '/login',
        );
        await expectApart(message, page.getByRole('button', { name: 'Logga in' }));
        await expectApart(message, page.getByRole('button', { name: 'Meny' }));
        await shot(page, 'login-supervisor');
      });

      await test.step('with the right password, Hem', async () => {
        await page.getByLabel('Lösenord', { exact: true }).fill(supervisor.password);
        await page.getByRole('button', { name: 'Logga in' }).click();
        await expect(page.getByRole('heading', { name: 'Hej Harriet!' })).toBeVisible();
      });
    });

    test('a new student gives first name and surname, and finds them with "Ändra" under Dina uppgifter', async ({
      page,
      baseURL,
    }) => {
      const email = newEmail();
      await page.emulateMedia({ reducedMotion: 'reduce' });

      await test.step('registers with Förnamn and Efternamn', async () => {
        await page.goto('/registerStudent');
        await page.getByLabel('Förnamn').fill('Elin');
        await page.getByLabel('Efternamn').fill('Ek');
        await page.getByLabel('E-postadress').fill(email);
        await page.getByLabel('Lösenord (minst 8 tecken)').fill('korkort-2026');
        const city = page.getByRole('combobox', { name: 'Kommun' });
        await city.fill('Lun');
        await page.getByRole('option', { name: 'Lund', exact: true }).click();
        await expect(city).toHaveValue('Lund');
        await page.getByLabel('Kategori B (personbil)').check();
        await page
          .getByRole('group', { name: 'Vilken växellåda övar du med?' })
          .getByLabel('Manuell')
          .check();
        await page.getByRole('button', { name: 'Skapa konto' }).click();
        await expect(page).toHaveURL(/\/confirmrt$/);
        await page.goto(await activationLinkFor(email, baseURL!));
        await expect(
          page.getByRole('heading', { name: 'Nu är ditt konto aktiverat' }),
        ).toBeVisible();
      });

      await test.step('logs in and opens Dina uppgifter from Inställningar', async () => {
        await signedIn(page, 'student', { email, password: 'korkort-2026' });
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'Hej Elin!' })).toBeVisible();
        await page.getByRole('link', { name: 'Inställningar' }).first().click();
        await page.getByRole('link', { name: 'Dina uppgifter' }).click();
        await expect(page.getByRole('heading', { name: 'Dina uppgifter' })).toBeVisible();
      });

      await test.step('sees the first name and the surname apart, each with "Ändra"', async () => {
        const row = (label: string) => page.getByRole('listitem').filter({ hasText: label });
        await expect(row('Förnamn')).toContainText('Elin');
        await expect(row('Efternamn')).toContainText('Ek');
        const change = page.getByRole('button', { name: /^Ändra/ });
        await expect(change).toHaveCount(7);
        for (const name of await change.allTextContents()) expect(name).not.toContain('?');
        await expect(page.getByRole('button', { name: 'Ändra Förnamn' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Ändra Efternamn' })).toBeVisible();
        await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
        await expectAccessible(page);
      });

      await test.step('changes the surname with "Ändra" and "Spara"', async () => {
        await page.getByRole('button', { name: 'Ändra Efternamn' }).click();
        await page.getByLabel('Efternamn', { exact: true }).fill('Ekström');
        await holdToasts(page);
        await page.getByRole('button', { name: 'Spara Efternamn' }).click();
        const saved = toasts(page, 'Uppdaterad!');
        await expect(saved).toBeVisible();
        await saved.hover();
        await expect(page.getByText('Ekström', { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Ändra Efternamn' })).toBeFocused();
        await expectApart(saved, page.getByRole('button', { name: 'Meny' }));
        await shot(page, 'details');
      });
    });

    test('a supervisor registers without gearbox or licence category, and can add them later', async ({
      page,
      baseURL,
    }) => {
      const email = newEmail('handledare');
      await page.emulateMedia({ reducedMotion: 'reduce' });

      await test.step('the two questions come last, optional, with why they are asked', async () => {
        await page.goto('/registerInstructor');
        await page.getByRole('button', { name: 'Acceptera' }).click();
        const about = page.getByRole('region', { name: 'Bil och körkort' });
        await expect(about).toContainText(
          'Frivilligt. Vi frågar för att din profil ska visa vilken bil och vilket körkort du handleder med.',
        );
        await expect(about.getByRole('group', { name: 'Växellåda (valfritt)' })).toBeVisible();
        await expect(
          about.getByRole('group', { name: 'Körkortskategori (valfritt)' }),
        ).toBeVisible();
        await expect(about.getByRole('radio', { checked: true })).toHaveCount(0);
        await expect(about.getByRole('checkbox', { checked: true })).toHaveCount(0);
        await expectAccessible(page);
      });

      await test.step('fills in only the rest and registers', async () => {
        await page.getByLabel('Förnamn').fill('Gunnar');
        await page.getByLabel('Efternamn').fill('Berg');
        await page.getByLabel('E-postadress').fill(email);
        await page.getByLabel('Lösenord (minst 8 tecken)').fill('trygg-vid-ratten-26');
        const city = page.getByRole('combobox', { name: 'Kommun' });
        await city.fill('Malm');
        await page.getByRole('option', { name: 'Malmö', exact: true }).click();
        await expect(city).toHaveValue('Malmö');
        await shot(page, 'register-supervisor', { fullPage: true });
        const sent = page.waitForRequest('**/api/v1/teacher/registration');
        await page.getByRole('button', { name: 'Slutför registrering' }).click();
        const body = (await sent).postDataJSON() as Record<string, unknown>;
        expect(body).toMatchObject({ name: 'Gunnar', surname: 'Berg', category: [] });
        await expect(page).toHaveURL(/\/confirmrt$/);
        await page.goto(await activationLinkFor(email, baseURL!));
        await expect(
          page.getByRole('heading', { name: 'Nu är ditt konto aktiverat' }),
        ).toBeVisible();
      });

      await test.step('Dina uppgifter: a manual gearbox and no category, ready to be set', async () => {
        await signedIn(page, 'supervisor', { email, password: 'trygg-vid-ratten-26' });
        await page.goto('/');
        await expect(page.getByRole('heading', { name: 'Hej Gunnar!' })).toBeVisible();
        await page.goto('/mydetailsT');
        await expect(page.getByRole('heading', { name: 'Dina uppgifter' })).toBeVisible();
        await expect(page.getByRole('radio', { name: 'Nej' })).toBeChecked();
        const category = page.getByRole('listitem').filter({ hasText: 'Körkortskategori' });
        await expect(category).toContainText('Inte angivet');
        await expect(page.getByRole('listitem').filter({ hasText: 'Efternamn' })).toContainText(
          'Berg',
        );
        await category.getByRole('button', { name: 'Ändra Körkortskategori' }).click();
        await page.getByLabel('Kategori B (personbil)').check();
        await page.getByRole('button', { name: 'Spara Körkortskategori' }).click();
        await expect(toasts(page, 'Uppdaterad!')).toBeVisible();
        await expect(category).toContainText('Kategori B (personbil)');
      });
    });
  });
}

test('at most two toasts at a time: a third waits for its turn', async ({ page, accounts }) => {
  const student = await accounts.student({ name: 'Tove' });
  allowConsoleMessages(
    page,
    failedRequest(401, '/api/v1/login'),
    failedRequest(503, '/api/v1/login'),
    failedRequest(500, '/api/v1/login'),
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/login');
  const maxShown = await watchToasts(page);
  const busy = 'Många loggar in just nu – försök igen om en stund.';
  const unexpected = 'Ett oväntat fel inträffade. Försök igen.';

  /** One more try that the server (as the test has it) answers with this status and message. */
  async function failingTry(status: number, message: string) {
    await page.route('**/api/v1/login', (route) => route.fulfill({ status, json: { message } }));
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByRole('button', { name: 'Logga in' })).toBeEnabled();
    await page.unroute('**/api/v1/login');
  }

  // Three different failures, one right after the other.
  await wrongPassword(page, student.email, 1);
  await expect(toasts(page, WRONG_CREDENTIALS)).toBeVisible();
  await failingTry(503, busy);
  await expect(toasts(page, busy)).toBeVisible();
  await failingTry(500, unexpected);
  await expect(page.locator('.Toastify__toast')).toHaveCount(2);
  await expect(toasts(page, unexpected)).toHaveCount(0);

  // The third comes once the first has gone, and there are never more than two. Recorded as
  // the page shows it: on a slow machine its 2.5 s can pass between two looks.
  await expect.poll(() => wasShown(page, unexpected), { timeout: 15_000 }).toBe(true);
  await expect(toasts(page, WRONG_CREDENTIALS)).toHaveCount(0);
  expect(await maxShown()).toBe(2);
});
