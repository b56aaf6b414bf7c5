import {
  activationLinkFor,
  expect,
  expectAccessible,
  expectToast,
  newEmail,
  test,
} from './support/fixtures.js';

test('a new student registers, activates the account from the e-mail, logs in and out', async ({
  page,
  baseURL,
}) => {
  const email = newEmail();

  await test.step('step 1 of 2: chooses to register as a student', async () => {
    await page.goto('/register');
    await expect(page.getByRole('heading', { name: 'Skapa konto' })).toBeVisible();
    await expect(page.getByText('Steg 1 av 2')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Jag är elev' }).click();
    await expect(page).toHaveURL(/\/registerStudent$/);
  });

  await test.step('sees the Swedish messages when sending an empty form', async () => {
    await expect(page.getByText('Steg 2 av 2')).toBeVisible();
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page.getByText('Skriv ditt namn')).toBeVisible();
    await expect(page.getByText('Skriv ditt efternamn')).toBeVisible();
    await expect(page.getByText('Skriv din e-postadress')).toBeVisible();
    await expect(page.getByText('Skriv ett lösenord')).toBeVisible();
    await expect(page.getByText('Välj en giltig kommun från listan')).toBeVisible();
    await expect(page.getByText('Välj din kategori')).toBeVisible();
    await expect(page.getByText('Välj växellåda')).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('fills in the form, with show/hide on the password', async () => {
    await page.getByLabel('Förnamn').fill('Elin');
    await page.getByLabel('Efternamn').fill('Ek');
    await page.getByLabel('E-postadress').fill(email);
    const password = page.getByLabel('Lösenord (minst 8 tecken)');
    await password.fill('kort');
    await page.getByLabel('Förnamn').click();
    await expect(page.getByText('Lösenordet måste vara minst 8 tecken långt.')).toBeVisible();
    // The strength hint tells what the server would refuse before anything is sent.
    await password.fill('password');
    await expect(password).toHaveAccessibleDescription(/Lösenordets styrka: Tillåts inte/);
    await expect(password).toHaveAccessibleDescription(/vanligt/i);
    await password.fill('gul cykel under bron');
    await expect(password).toHaveAccessibleDescription(
      /Lösenordets styrka: (Starkt|Mycket starkt)/,
    );
    await password.fill('korkort-2026');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Visa lösenord' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Dölj lösenord' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  await test.step('picks the municipality with the keyboard from the autocomplete', async () => {
    const city = page.getByRole('combobox', { name: 'Kommun' });
    await city.fill('Stokholm');
    await expect(page.getByText('Hittar inga. Kontrollera stavningen.')).toBeVisible();
    await city.fill('UPP');
    const options = page.getByRole('option');
    await expect(options).toHaveText(['Upplands Väsby', 'Upplands-Bro', 'Uppsala', 'Uppvidinge']);
    await city.press('ArrowDown');
    await city.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Upplands-Bro' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await city.press('ArrowUp');
    await city.press('Enter');
    await expect(city).toHaveValue('Upplands Väsby');
    await expect(options).toHaveCount(0);
  });

  await test.step('chooses category B and the automatic gearbox, and submits', async () => {
    await page.getByLabel('Kategori B (personbil)').check();
    const gearbox = page.getByRole('group', { name: 'Vilken växellåda övar du med?' });
    await gearbox.getByLabel('Automat').check();
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expectToast(page, 'Kontot är nu skapat');
    await expect(page).toHaveURL(/\/confirmrt$/);
    await expect(page.getByRole('heading', { name: 'Ditt konto är skapat!' })).toBeVisible();
    await expect(page.getByText(/Du skickas till startsidan om (20|19|18) sekunder/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Till startsidan' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('follows the link in the activation e-mail', async () => {
    const link = await activationLinkFor(email, baseURL!);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Nu är ditt konto aktiverat' })).toBeVisible();
    await expect(page.getByText(/om (20|19|18) sekunder/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Till startsidan' })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('logs in and sees Hem with their name and buttons', async () => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Logga in som elev' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('E-postadress').fill(email.toUpperCase());
    await page.getByLabel('Lösenord', { exact: true }).fill('korkort-2026');
    await page.getByRole('button', { name: 'Logga in' }).click();
    await expectToast(page, 'Välkommen, Elin!');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Hej Elin!' })).toBeVisible();
    await expect(page.getByText('Ditt konto är inte aktiverat ännu.')).toHaveCount(0);
    for (const name of ['Mitt övningskort', 'Lägg till handledare', 'Inställningar']) {
      await expect(page.getByRole('link', { name })).toBeVisible();
    }
    // Not on Hem until it has content (issue 35).
    await expect(page.getByRole('link', { name: 'Erbjudanden' })).toHaveCount(0);
    await expectAccessible(page);
    expect(await page.evaluate(() => sessionStorage.getItem('isAuthUser'))).toBe('true');
  });

  await test.step('opens the practice cards and comes back', async () => {
    await page.getByRole('link', { name: 'Mitt övningskort' }).click();
    await expect(page.getByRole('heading', { name: 'Mitt övningskort' })).toBeVisible();
    // The gearbox chosen at registration decides the new card, which says so.
    await page.getByRole('button', { name: 'Nytt övningskort' }).click();
    const card = page.getByRole('button', { name: 'Kort 1', exact: true });
    await expect(card).toHaveAccessibleDescription(/Växellåda Automat$/);
    await page.getByRole('link', { name: 'Övningskort', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Hej Elin!' })).toBeVisible();
  });

  await test.step('logs out', async () => {
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await expectToast(page, 'Du är nu utloggad.');
    await expect(page.getByRole('heading', { name: 'Välkommen till Övningskort' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await page.goto('/notes');
    await expect(page).toHaveURL(/\/login$/);
  });
});
