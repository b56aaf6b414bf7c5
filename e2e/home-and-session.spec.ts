import {
  expect,
  expectAccessible,
  expectConsoleMessages,
  failedRequest,
  logIn,
  signedIn,
  test,
} from './support/fixtures.js';

test('a student who has not activated the account sees the notice on Hem', async ({
  page,
  accounts,
}) => {
  const student = await accounts.student({ activated: false, name: 'Nora' });
  await signedIn(page, 'student', student);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hej Nora!' })).toBeVisible();
  await expect(page.getByText('Ditt konto är inte aktiverat ännu.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mitt övningskort' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Lägg till handledare' })).toHaveCount(0);
  await expectAccessible(page);

  // The registration has just sent a link: the server asks to wait.
  expectConsoleMessages(page, failedRequest(429, '/api/v1/activation/resend'));
  await page.getByRole('button', { name: 'Skicka aktiveringslänken igen' }).click();
  await expect(
    page.getByText('Vänta en minut innan du ber om en ny aktiveringslänk.'),
  ).toBeVisible();
});

test('a wrong password gives a clear message and no session', async ({ page, accounts }) => {
  const student = await accounts.student();
  expectConsoleMessages(page, failedRequest(401, '/api/v1/login'));
  await logIn(page, student.email, 'fel-losenord');
  await expect(page.getByText('Fel e-postadress eller lösenord.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('the login form checks lengths before sending', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-postadress').fill('a@b');
  await page.getByLabel('Lösenord', { exact: true }).fill('kort');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByText('E-postadressen måste vara minst 5 tecken lång.')).toBeVisible();
  await expect(page.getByText('Lösenordet måste vara minst 8 tecken långt.')).toBeVisible();
});

test('an expired access token is refreshed once, out of sight', async ({ page, accounts }) => {
  const student = await accounts.student({ activated: false, name: 'Rut' });
  await logIn(page, student.email, student.password);
  await expect(page.getByRole('heading', { name: 'Hej Rut!' })).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('token', 'expired.or.broken'));

  let refreshes = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/v1/refresh')) refreshes += 1;
  });
  expectConsoleMessages(
    page,
    failedRequest(401, '/api/v1/activation/resend'),
    failedRequest(429, '/api/v1/activation/resend'),
  );
  await page.getByRole('button', { name: 'Skicka aktiveringslänken igen' }).click();
  // The retried request reached the server with the new token: it answers "too soon", not 401.
  await expect(
    page.getByText('Vänta en minut innan du ber om en ny aktiveringslänk.'),
  ).toBeVisible();
  expect(refreshes).toBe(1);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBe('expired.or.broken');
});

test('when the session cannot be refreshed, the student is told and sent to login', async ({
  page,
  accounts,
}) => {
  const student = await accounts.student({ activated: false, name: 'Ture' });
  await logIn(page, student.email, student.password);
  await expect(page.getByRole('heading', { name: 'Hej Ture!' })).toBeVisible();
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.setItem('token', 'expired.or.broken'));
  expectConsoleMessages(
    page,
    failedRequest(401, '/api/v1/activation/resend'),
    failedRequest(401, '/api/v1/refresh'),
  );
  await page.getByRole('button', { name: 'Skicka aktiveringslänken igen' }).click();
  await expect(
    page.getByText('Du har blivit utloggad på grund av lång inaktivitet. Logga in igen.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
});

test('the confirmation page counts down and goes to the start page', async ({ page }) => {
  await page.clock.install();
  await page.goto('/confirmrt');
  await expect(page.getByText('Du skickas till startsidan om 20 sekunder.')).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(page.getByText('Du skickas till startsidan om 15 sekunder.')).toBeVisible();
  await page.clock.runFor(16_000);
  await expect(page.getByRole('heading', { name: 'Välkommen till Övningskort' })).toBeVisible();
});

test('a used or made-up activation link says so and points to login', async ({ page }) => {
  expectConsoleMessages(page, failedRequest(400, '/api/v1/activate'));
  await page.goto('/aktivering?token=' + 'x'.repeat(43));
  await expect(page.getByText('Aktiveringslänken är ogiltig eller har gått ut.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Till inloggningen' })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown page address shows the not-found page inside the app', async ({ page }) => {
  const response = await page.goto('/finns/inte');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Sidan hittades inte' })).toBeVisible();
  await page.getByRole('link', { name: 'Till startsidan' }).click();
  await expect(page.getByRole('heading', { name: 'Välkommen till Övningskort' })).toBeVisible();
});
