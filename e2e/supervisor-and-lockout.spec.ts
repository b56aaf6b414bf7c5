import type { Locator, Page } from '@playwright/test';
import {
  activationLinkFor,
  expect,
  expectAccessible,
  expectConsoleMessages,
  expectToast,
  failedRequest,
  logIn,
  logInAsSupervisor,
  newEmail,
  signedIn,
  test,
} from './support/fixtures.js';

const CAPTCHA_FAILED = 'Fel svar på frågan. Försök igen.';
const WRONG_CREDENTIALS = 'Fel e-postadress eller lösenord.';
const LOCKED_OUT =
  'Du är tillfälligt spärrad från att logga in. Försök igen om 15 minuter eller tryck på länken nedan för att återställa ditt lösenord.';
const INACTIVITY_LOGOUT = 'Du har blivit utloggad på grund av lång inaktivitet. Logga in igen.';
const CATEGORY_A_INFO =
  'Det finns inget övningskort för kategori A (motorcykel) ännu. Du kan ändå registrera dig, men korten gäller kategori B.';

const captchaQuestion = /^Vad är (\d) ([+-]) (\d)\?$/;

/** Reads the captcha question on the page, as a person would, and answers its solution. */
async function captchaSolution(page: Page): Promise<{ question: string; solution: number }> {
  const question = (await page.getByText(captchaQuestion).textContent()) ?? '';
  const [, a, op, b] = captchaQuestion.exec(question)!;
  const solution = op === '+' ? Number(a) + Number(b) : Number(a) - Number(b);
  return { question, solution };
}

/** One login attempt that the server refuses; waits for its answer. */
async function failLogin(page: Page, email: string, attempt: number) {
  expectConsoleMessages(page, failedRequest(401, /\/api\/v1\/(teacher\/)?login/));
  const answer = page.waitForResponse((r) => /\/api\/v1\/(teacher\/)?login$/.test(r.url()));
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord', { exact: true }).fill(`fel-losenord-${attempt}`);
  await page.getByRole('button', { name: 'Logga in' }).click();
  expect((await answer).status()).toBe(401);
  await expect(page.getByRole('button', { name: 'Logga in' })).toBeEnabled();
}

/** axe would measure a half-faded toast over the page; it runs once the toasts are gone. */
async function expectAccessibleWithoutToasts(page: Page) {
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  await expectAccessible(page);
}

/**
 * Asserts that the student is still logged in after a jump of the clock: a logout started by
 * a timer that fired during the jump would have sent its request before this round trip.
 */
async function expectStillLoggedIn(page: Page, logouts: { count: number }) {
  expect(await page.evaluate(() => fetch('/api/health').then((r) => r.status))).toBe(200);
  expect(logouts.count).toBe(0);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
}

function countRequests(page: Page, pattern: RegExp) {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (pattern.test(request.url())) counter.count += 1;
  });
  return counter;
}

test('a new supervisor registers, activates the account, logs in, sees Hem and logs out', async ({
  page,
  baseURL,
}) => {
  const email = newEmail('handledare');

  await test.step('chooses supervisor on step 1 and comes to step 2 of 2', async () => {
    await page.goto('/register');
    await page.getByRole('link', { name: 'Jag är handledare' }).click();
    await expect(page).toHaveURL(/\/registerInstructor$/);
    await expect(page.getByRole('heading', { name: 'Registrering som handledare' })).toBeVisible();
    await expect(page.getByText('Steg 2 av 2')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('sees the Swedish messages when sending an empty form', async () => {
    await page.getByRole('button', { name: 'Slutför registrering' }).click();
    await expect(page.getByText('Skriv ditt namn')).toBeVisible();
    await expect(page.getByText('Skriv ditt efternamn')).toBeVisible();
    await expect(page.getByText('Skriv din e-postadress')).toBeVisible();
    await expect(page.getByText('Skriv ett lösenord')).toBeVisible();
    await expect(page.getByText('Välj en giltig kommun från listan')).toBeVisible();
    // The gearbox and the licence category are optional for a supervisor (issue 22).
    await expect(page.getByText('Välj din kategori')).toHaveCount(0);
    await expectAccessible(page);
  });

  await test.step('chooses the automatic gearbox (optional: none is chosen at first)', async () => {
    const manual = page.getByRole('radio', { name: 'Manuell' });
    const automatic = page.getByRole('radio', { name: 'Automat' });
    await expect(manual).not.toBeChecked();
    await expect(automatic).not.toBeChecked();
    await automatic.check();
    await expect(automatic).toBeChecked();
    await expect(manual).not.toBeChecked();
  });

  await test.step('chooses Category A, reads the popup and keeps the choice', async () => {
    const categoryA = page.getByRole('checkbox', { name: 'Kategori A (motorcykel)' });
    await categoryA.check();
    const dialog = page.getByRole('dialog', { name: 'Inget övningskort för kategori A' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(CATEGORY_A_INFO);
    const understood = dialog.getByRole('button', { name: 'Jag förstår' });
    await expect(understood).toBeFocused();
    await expectAccessible(page);
    await understood.click();
    await expect(dialog).toBeHidden();
    await expect(categoryA).toBeChecked();

    await page.getByRole('checkbox', { name: 'Kategori B (personbil)' }).check();
    await expect(dialog).toBeHidden();
  });

  await test.step('fills in name, e-mail, password (with show/hide) and municipality', async () => {
    await page.getByLabel('Förnamn').fill('Greta');
    await page.getByLabel('Efternamn').fill('Garbo');
    await page.getByLabel('E-postadress').fill(email);
    const password = page.getByLabel('Lösenord (minst 8 tecken)');
    await password.fill('trygg-vid-ratten-26');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Visa lösenord' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Dölj lösenord' }).click();
    await expect(password).toHaveAttribute('type', 'password');
    const city = page.getByRole('combobox', { name: 'Kommun' });
    await city.fill('götebo');
    await page.getByRole('option', { name: 'Göteborg' }).click();
    await expect(city).toHaveValue('Göteborg');
  });

  await test.step('sends the form: "Registrerar…" while sending, then /confirmrt', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/teacher/registration', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Slutför registrering' }).click();
    await expect(page.getByRole('button', { name: 'Registrerar…' })).toBeDisabled();
    release();
    await expectToast(page, 'Kontot är nu skapat');
    await expect(page).toHaveURL(/\/confirmrt$/);
    await expect(page.getByRole('heading', { name: 'Ditt konto är skapat!' })).toBeVisible();
    await page.unroute('**/api/v1/teacher/registration');
  });

  await test.step('follows the link in the activation e-mail', async () => {
    await page.goto(await activationLinkFor(email, baseURL!));
    await expect(page.getByRole('heading', { name: 'Nu är ditt konto aktiverat' })).toBeVisible();
  });

  await test.step('logs in at /instructorLogIn and sees Hem (supervisor)', async () => {
    await page.goto('/instructorLogIn');
    await expect(page.getByRole('heading', { name: 'Logga in som handledare' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Inget konto? Registrera dig som handledare' }),
    ).toHaveAttribute('href', '/registerInstructor');
    await expect(page.getByRole('link', { name: 'Är du elev? Logga in här' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('link', { name: 'Glömt lösenordet?' })).toHaveAttribute(
      'href',
      '/recoverPassword',
    );
    await expectAccessible(page);

    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('Lösenord', { exact: true }).fill('trygg-vid-ratten-26');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expectToast(page, 'Välkommen, Greta!');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Hej Greta!' })).toBeVisible();
    await expect(page.getByText('Ditt konto är inte aktiverat ännu.')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Elevens övningskort' })).toHaveAttribute(
      'href',
      '/instructornotes',
    );
    await expect(page.getByRole('link', { name: 'Inställningar' })).toHaveAttribute(
      'href',
      '/settingsT',
    );
    await expectAccessibleWithoutToasts(page);

    const stored = await page.evaluate(() => ({
      supervisorToken: sessionStorage.getItem('tokenteacher'),
      studentToken: sessionStorage.getItem('token'),
      teacher: JSON.parse(sessionStorage.getItem('teacher') ?? 'null') as {
        autotransmission: boolean;
        category: string[];
      } | null,
    }));
    expect(stored.supervisorToken).toBeTruthy();
    expect(stored.studentToken).toBeNull();
    expect(stored.teacher?.autotransmission).toBe(true);
    expect([...(stored.teacher?.category ?? [])].sort()).toEqual(['CategoryA', 'CategoryB']);
  });

  await test.step("opens 'Elevens övningskort' (no student yet) and comes back", async () => {
    await page.getByRole('link', { name: 'Elevens övningskort' }).click();
    await expect(page).toHaveURL(/\/instructornotes$/);
    await expect(page.getByText(/^Du har inga kort kopplade till dig/)).toBeVisible();
    await page.getByRole('link', { name: 'Övningskort', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Hej Greta!' })).toBeVisible();
  });

  await test.step('logs out', async () => {
    const logout = page.waitForRequest('**/api/v1/teacher/logout');
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await logout;
    await expectToast(page, 'Du är nu utloggad.');
    await expect(page.getByRole('heading', { name: 'Välkommen till Övningskort' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('tokenteacher'))).toBeNull();
    await page.goto('/instructornotes');
    await expect(page).toHaveURL(/\/instructorLogIn$/);
  });
});

test('a supervisor who has not activated the account sees the notice on Hem', async ({
  page,
  baseURL,
  accounts,
}) => {
  const supervisor = await accounts.supervisor({ activated: false, name: 'Olle' });
  await signedIn(page, 'supervisor', supervisor);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hej Olle!' })).toBeVisible();
  await expect(page.getByText('Ditt konto är inte aktiverat ännu.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Elevens övningskort' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Inställningar' })).toBeVisible();
  await expectAccessibleWithoutToasts(page);

  expectConsoleMessages(page, failedRequest(429, '/api/v1/teacher/activation/resend'));
  const resend = page.waitForRequest('**/api/v1/teacher/activation/resend');
  await page.getByRole('button', { name: 'Skicka aktiveringslänken igen' }).click();
  expect((await resend).headers().authorization).toMatch(/^Bearer /);
  // The registration just sent a link, so the server asks to wait (it reached the right route).
  await expect(
    page.getByText('Vänta en minut innan du ber om en ny aktiveringslänk.'),
  ).toBeVisible();

  // Activating in the same tab turns Hem into the activated one.
  await page.goto(await activationLinkFor(supervisor.email, baseURL!));
  await expect(page.getByRole('heading', { name: 'Nu är ditt konto aktiverat' })).toBeVisible();
  await page.getByRole('button', { name: 'Till startsidan' }).click();
  await expect(page.getByRole('heading', { name: 'Hej Olle!' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Elevens övningskort' })).toBeVisible();
  await expect(page.getByText('Ditt konto är inte aktiverat ännu.')).toHaveCount(0);
});

test('from the third failed login a captcha must be answered; empty or wrong is refused', async ({
  page,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Cia' });
  const logins = countRequests(page, /\/api\/v1\/login$/);
  await page.goto('/login');
  const captcha: Locator = page.getByLabel(captchaQuestion);

  await test.step('three failed attempts, the captcha appears after the third', async () => {
    for (const attempt of [1, 2, 3]) {
      await expect(captcha).toHaveCount(0);
      await failLogin(page, student.email, attempt);
      await expect(page.getByText(WRONG_CREDENTIALS).first()).toBeVisible();
    }
    await expect(captcha).toBeVisible();
    await expect(
      page.getByText('Du har försökt logga in flera gånger. Svara på frågan för att fortsätta.'),
    ).toBeVisible();
    expect(logins.count).toBe(3);
    await expectAccessibleWithoutToasts(page);
  });

  await test.step('an empty answer is refused with a new question, and nothing is sent', async () => {
    const before = await captchaSolution(page);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByText(CAPTCHA_FAILED)).toBeVisible();
    await expect(captcha).toHaveAttribute('aria-invalid', 'true');
    expect((await captchaSolution(page)).question).not.toBe(before.question);
    expect(logins.count).toBe(3);
    await expectAccessibleWithoutToasts(page);
  });

  await test.step('a wrong answer is refused with a new question, and nothing is sent', async () => {
    const before = await captchaSolution(page);
    await captcha.fill(String(before.solution + 1));
    await expect(page.getByText(CAPTCHA_FAILED)).toHaveCount(0);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expect(page.getByText(CAPTCHA_FAILED)).toBeVisible();
    expect((await captchaSolution(page)).question).not.toBe(before.question);
    expect(logins.count).toBe(3);
  });

  await test.step('the right answer sends the form; the count starts again', async () => {
    const { solution } = await captchaSolution(page);
    await captcha.fill(String(solution));
    await page.getByLabel('Lösenord', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expectToast(page, 'Välkommen, Cia!');
    await expect(page.getByRole('heading', { name: 'Hej Cia!' })).toBeVisible();
    expect(logins.count).toBe(4);
    expect(await page.evaluate(() => sessionStorage.getItem('failedLogins:student'))).toBeNull();
  });
});

test('after five failed logins for one e-mail the server locks it and the lockout screen shows', async ({
  page,
  accounts,
}) => {
  const supervisor = await accounts.supervisor();
  await page.goto('/instructorLogIn');
  const captcha = page.getByLabel(captchaQuestion);

  for (const attempt of [1, 2, 3]) await failLogin(page, supervisor.email, attempt);
  await expect(captcha).toBeVisible();

  // The fourth attempt answers the captcha, which resets the count in the browser.
  await captcha.fill(String((await captchaSolution(page)).solution));
  await failLogin(page, supervisor.email, 4);
  await expect(captcha).toHaveCount(0);
  await failLogin(page, supervisor.email, 5);

  expectConsoleMessages(page, failedRequest(429, '/api/v1/teacher/login'));
  const locked = page.waitForResponse('**/api/v1/teacher/login');
  await page.getByLabel('Lösenord', { exact: true }).fill(supervisor.password);
  await page.getByRole('button', { name: 'Logga in' }).click();
  expect((await locked).status()).toBe(429);

  await expect(
    page.getByRole('heading', { name: 'Inloggningen är tillfälligt spärrad' }),
  ).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: LOCKED_OUT })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logga in' })).toHaveCount(0);
  await expect(page.getByLabel('E-postadress')).toHaveCount(0);
  await expectAccessibleWithoutToasts(page);

  await page.getByRole('link', { name: 'Återställ lösenordet' }).click();
  await expect(page).toHaveURL(/\/recoverPassword$/);
});

test("a student's lockout screen leads to the student's password reset", async ({ page }) => {
  await page.route('**/api/v1/login', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message: LOCKED_OUT, code: 'LOCKED_OUT' }),
    }),
  );
  expectConsoleMessages(page, failedRequest(429, '/api/v1/login'));
  await logIn(page, newEmail(), 'vilket-som-helst');
  await expect(page.getByRole('alert').filter({ hasText: LOCKED_OUT })).toBeVisible();
  await page.getByRole('link', { name: 'Återställ lösenordet' }).click();
  await expect(page).toHaveURL(/\/recover$/);
});

test('three hours without input on a listed page log the student out; Hem is not listed', async ({
  page,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Ida' });
  const logouts = countRequests(page, /\/api\/v1\/logout$/);
  await page.clock.install();
  await logIn(page, student.email, student.password);
  await expect(page.getByRole('heading', { name: 'Hej Ida!' })).toBeVisible();

  await test.step('Hem stays logged in however long it is left alone', async () => {
    await page.clock.fastForward('04:00:00');
    await expectStillLoggedIn(page, logouts);
    await expect(page.getByRole('heading', { name: 'Hej Ida!' })).toBeVisible();
  });

  await test.step('on /notes, three hours without input end the session', async () => {
    await page.getByRole('link', { name: 'Mitt övningskort' }).click();
    await expect(page).toHaveURL(/\/notes$/);
    await expect(page.getByRole('heading', { name: 'Mitt övningskort' })).toBeVisible();

    await page.clock.fastForward('02:59:00');
    await expectStillLoggedIn(page, logouts);

    const logout = page.waitForRequest('**/api/v1/logout');
    await page.clock.fastForward('00:01:00');
    await logout;
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText(INACTIVITY_LOGOUT, { exact: true })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  });
});

test('activity before the three hours are up keeps the student logged in', async ({
  page,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Jon' });
  const logouts = countRequests(page, /\/api\/v1\/logout$/);
  await page.clock.install();
  await logIn(page, student.email, student.password);
  await page.getByRole('link', { name: 'Mitt övningskort' }).click();
  await expect(page.getByRole('heading', { name: 'Mitt övningskort' })).toBeVisible();

  await page.clock.fastForward('02:00:00');
  await page.mouse.move(40, 300);
  await page.mouse.move(200, 320, { steps: 3 });
  await page.clock.fastForward('02:00:00');
  await expectStillLoggedIn(page, logouts);
  await page.keyboard.press('Shift');
  await page.clock.fastForward('02:30:00');
  await expectStillLoggedIn(page, logouts);
  await expect(page).toHaveURL(/\/notes$/);
  await expect(page.getByRole('heading', { name: 'Mitt övningskort' })).toBeVisible();

  // Without any more input the three hours run out after all.
  const logout = page.waitForRequest('**/api/v1/logout');
  await page.clock.fastForward('00:30:01');
  await logout;
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText(INACTIVITY_LOGOUT, { exact: true })).toBeVisible();
});

test('three hours without input log a supervisor out to the supervisor login', async ({
  page,
  accounts,
}) => {
  const supervisor = await accounts.supervisor({ name: 'Kim' });
  await page.clock.install();
  await logInAsSupervisor(page, supervisor.email, supervisor.password);
  await page.getByRole('link', { name: 'Elevens övningskort' }).click();
  await expect(page).toHaveURL(/\/instructornotes$/);

  const logout = page.waitForRequest('**/api/v1/teacher/logout');
  await page.clock.fastForward('03:00:00');
  await logout;
  await expect(page).toHaveURL(/\/instructorLogIn$/);
  await expect(page.getByText(INACTIVITY_LOGOUT, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('tokenteacher'))).toBeNull();
});
