import { expect, expectAccessible, expectToast, newEmail, test } from './support/fixtures.js';
import { atProvider } from './support/oidc.js';

test('a student signs in with Google, completes the profile, and next time goes straight to Hem', async ({
  page,
}) => {
  const identity = {
    sub: `google-${Date.now()}`,
    email: newEmail('google'),
    email_verified: true,
    given_name: 'Greta',
  };

  await test.step('first sign-in leads to the profile completion', async () => {
    await atProvider(page, { claims: identity });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Logga in med Google' }).click();
    await expect(page).toHaveURL(/\/moreinfoplz$/);
    await expect(page.getByRole('heading', { name: 'Nästan klart!' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('the form says what is missing', async () => {
    await page.getByRole('button', { name: 'Spara och fortsätt' }).click();
    // The toast lives 2.5 s: look at it first, then at the messages that stay.
    await expect(page.getByText('Kontrollera uppgifterna')).toBeVisible();
    await expect(page.getByText('Välj din körkortskategori')).toBeVisible();
    await expect(page.getByText('Välj växellåda')).toBeVisible();
    await expect(page.getByText('Ange din kommun')).toBeVisible();
  });

  await test.step('completes the profile and lands on Hem', async () => {
    await page.getByLabel('Kategori B (personbil)').check();
    await page.getByLabel('Automat').check();
    await page.getByRole('combobox', { name: 'Kommun' }).fill('lul');
    await page.getByRole('option', { name: 'Luleå' }).click();
    await expect(page.getByLabel('Namn (valfritt)')).toHaveValue('Greta');
    await page.getByRole('button', { name: 'Spara och fortsätt' }).click();
    await expectToast(page, 'Tack! Ditt konto är nu skapat.');
    await expect(page.getByRole('heading', { name: 'Hej Greta!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mitt övningskort' })).toBeVisible();
  });

  await test.step('logs out, and the next sign-in goes straight to Hem', async () => {
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expectToast(page, 'Du är nu utloggad.');
    await page.goto('/login');
    await page.getByRole('link', { name: 'Logga in med Google' }).click();
    await expectToast(page, 'Välkommen, Greta!');
    await expect(page.getByRole('heading', { name: 'Hej Greta!' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('right after signing in, deletes the account without a password', async () => {
    await page.goto('/settings');
    await page.getByRole('button', { name: 'Ta bort mitt konto' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Varning! Du håller på att ta bort ditt konto!',
    });
    await expect(dialog.getByText(/Du loggade in med Google/)).toBeVisible();
    await expect(dialog.getByLabel('Ditt lösenord')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Avbryt' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Jag samtycker, ta bort mitt konto' }).click();
    await expect(page.getByText('Ditt konto är nu borttaget')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('cancelling at the provider gives a clear message and a way back', async ({ page }) => {
  await atProvider(page, { claims: { sub: 'ingen' }, cancel: true });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Logga in med Google' }).click();
  await expect(
    page.getByText(
      'Inloggningen med Google avbröts. Försök igen, eller logga in med e-post och lösenord.',
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Till inloggningen' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('coming back without a code says so', async ({ page }) => {
  await page.goto('/login/google');
  await expect(
    page.getByText(
      'Inloggningen med Google misslyckades: vi fick ingen inloggningskod från Google.',
    ),
  ).toBeVisible();
});
