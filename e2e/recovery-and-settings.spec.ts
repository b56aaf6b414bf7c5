import { linkIn, waitForMail } from '@ovningskort/test-support';
import type { Page } from '@playwright/test';
import {
  dataDir,
  expect,
  expectAccessible,
  expectToast,
  expectConsoleMessages,
  failedRequest,
  logIn,
  newEmail,
  signedIn,
  test,
} from './support/fixtures.js';

async function supervisorLoginStatus(page: Page, email: string, password: string) {
  const response = await page.request.post('/api/v1/teacher/login', {
    data: { email, password },
  });
  return response.status();
}

async function resetLinkFor(email: string, prefix: string) {
  const mail = await waitForMail(dataDir, email, { subject: 'Återställ' });
  return linkIn(mail, prefix);
}

test('a student resets a forgotten password with the e-mailed link and logs in with it', async ({
  page,
  baseURL,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Vera' });
  const newPassword = 'nytt-korkort-2026';

  await test.step('asks for a reset link at /recover', async () => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Glömt lösenordet?' }).click();
    await expect(page).toHaveURL(/\/recover$/);
    await expect(
      page.getByRole('heading', { name: 'Återställ lösenordet för elever' }),
    ).toBeVisible();
    const email = page.getByLabel('E-postadress');
    await expect(email).toHaveAttribute('placeholder', 'Ange din e-postadress');
    await expectAccessible(page);

    await email.fill('a@b');
    await page.getByRole('button', { name: 'Skicka' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'E-postadressen måste vara minst 5 tecken lång.' }),
    ).toBeVisible();
    await email.fill(student.email);
    await page.getByRole('button', { name: 'Skicka' }).click();
    await expectToast(
      page,
      'Om denna e-postadress är registrerad, får du återställningsinstruktioner.',
    );
  });

  await test.step('is told to look in the mailbox, with a countdown to the start page', async () => {
    await expect(page).toHaveURL(/\/requestMade$/);
    await expect(page.getByRole('heading', { name: 'Kolla din e-post' })).toBeVisible();
    await expect(
      page.getByText(
        'Om e-postadressen är registrerad får du ett e-postmeddelande med instruktioner',
      ),
    ).toBeVisible();
    await expect(page.getByText(/Du skickas till startsidan om (30|29|28) sekunder/)).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('opens the link and chooses a new password', async () => {
    await page.goto(await resetLinkFor(student.email, `${baseURL}/passwordReset/`));
    await expect(page.getByRole('heading', { name: 'Uppdatera ditt lösenord' })).toBeVisible();
    await expect(
      page.getByText('Välj ett nytt lösenord. Lösenordet måste vara minst 8 tecken långt.'),
    ).toBeVisible();
    await expectAccessible(page);
    const stored = await page.evaluate(() =>
      JSON.stringify([{ ...localStorage }, { ...sessionStorage }]),
    );
    const restoreToken = new URL(page.url()).pathname.split('/').at(-1)!;
    expect(stored).not.toContain(restoreToken);

    const password = page.getByLabel('Nytt lösenord');
    const submit = page.getByRole('button', { name: 'Uppdatera lösenordet' });
    const width = async (locator: typeof submit) => (await locator.boundingBox())!.width;
    expect(await width(submit)).toBeLessThan((await width(password)) * 0.8);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await width(submit)).toBeGreaterThan((await width(password)) * 0.9);
    await password.fill('kort');
    await page.getByRole('button', { name: 'Uppdatera lösenordet' }).click();
    await expect(
      page.getByText('Lösenordet måste vara minst 8 tecken långt.', { exact: true }),
    ).toBeVisible();
    await password.fill(newPassword);
    // The success toast and page last 5 s before the start page; check the saved answer,
    // which cannot be missed on a slow machine, then where the page ends up.
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/v1/passwordReset/') && r.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Uppdatera lösenordet' }).click();
    expect(await (await saved).json()).toEqual({ message: 'Lösenordet är nu ändrat!' });
    await expect(page.getByRole('heading', { name: 'Välkommen till Övningskort' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/$/);
  });

  await test.step('logs in with the new password', async () => {
    await logIn(page, student.email, newPassword);
    await expect(page.getByRole('heading', { name: 'Hej Vera!' })).toBeVisible();
  });
});

test('a supervisor resets the password with the e-mailed link; a used link is stale', async ({
  page,
  baseURL,
  accounts,
}) => {
  const supervisor = await accounts.supervisor();
  const newPassword = 'ny-vid-ratten-2026';

  await page.goto('/recoverPassword');
  await expect(
    page.getByRole('heading', { name: 'Återställ lösenordet för handledare' }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Skicka' }).click();
  await expect(page.getByText('Fältet får inte vara tomt!')).toBeVisible();
  await page.getByLabel('E-postadress').fill(supervisor.email);
  await page.getByRole('button', { name: 'Skicka' }).click();
  await expect(page).toHaveURL(/\/requestMade$/);

  const link = await resetLinkFor(supervisor.email, `${baseURL}/passwordReset1/`);
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Uppdatera ditt lösenord' })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Nytt lösenord').fill(newPassword);
  const saved = page.waitForResponse(
    (r) => r.url().includes('/api/v1/teacher/passwordReset1/') && r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Uppdatera lösenordet' }).click();
  expect(await (await saved).json()).toEqual({ message: 'Lösenordet är nu ändrat!' });
  await expect(page.getByRole('heading', { name: 'Välkommen till Övningskort' })).toBeVisible({
    timeout: 15_000,
  });

  expect(await supervisorLoginStatus(page, supervisor.email, newPassword)).toBe(200);
  expect(await supervisorLoginStatus(page, supervisor.email, supervisor.password)).toBe(401);

  await page.goto(link);
  await expect(page.getByText('Återställningslänken är inaktuell. Försök igen.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Be om en ny återställningslänk' }).click();
  await expect(page).toHaveURL(/\/recoverPassword$/);
});

test('a made-up reset link says it is stale and points back to recovery', async ({ page }) => {
  const id = '6f1c2c8e-6a43-4a8e-9a55-0d1f5b3e2a10';
  expectConsoleMessages(page, failedRequest(400, '/api/v1/passwordReset/kort'));
  for (const token of ['x'.repeat(43), 'kort']) {
    await page.goto(`/passwordReset/${id}/${token}`);
    await expect(page.getByText('Återställningslänken är inaktuell. Försök igen.')).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Be om en ny återställningslänk' }),
    ).toHaveAttribute('href', '/recover');
  }
  await expectAccessible(page);
});

test('the send button locks for 20 seconds after six clicks, then unlocks', async ({ page }) => {
  await page.clock.install();
  await page.goto('/recover');
  const send = page.getByRole('button', { name: 'Skicka' });
  await send.click();
  // The first press shows the field's error above the button, moving it down: the next press
  // aims where the button stands once that is shown (a press aimed as it moves lands elsewhere).
  await expect(
    page.getByRole('alert').filter({ hasText: 'Fältet får inte vara tomt!' }),
  ).toBeVisible();
  for (let i = 1; i < 6; i++) await send.click();
  const locked = page.getByRole('button', { name: /Vänta \d+ s/ });
  await expect(locked).toHaveText('Vänta 20 s');
  await expect(locked).toBeDisabled();
  await expect(page.getByText('Du har skickat många gånger.')).toBeVisible();
  await page.clock.runFor(5_000);
  await expect(locked).toHaveText(/Vänta 1[45] s/);
  await page.clock.runFor(16_000);
  await expect(send).toBeEnabled();
  await send.click();
  await expect(send).toBeEnabled();
});

test('six presses faster than the screen redraws lock the send button all the same', async ({
  page,
}) => {
  await page.goto('/recover');
  const send = page.getByRole('button', { name: 'Skicka' });
  await expect(send).toBeEnabled();
  // Six presses in one go, before React renders in between (as keys held down may come).
  await send.evaluate((button: HTMLButtonElement) => {
    for (let i = 0; i < 6; i++) button.form!.requestSubmit(button);
  });
  await expect(page.getByRole('button', { name: /Vänta \d+ s/ })).toBeDisabled();
});

test('a student changes the password in settings and logs in with the new one', async ({
  page,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Pia' });
  const newPassword = 'byt-korkort-2026';
  await signedIn(page, 'student', student);
  await page.goto('/');
  await page.getByRole('link', { name: 'Inställningar' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Inställningar' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Byt lösenord' }).click();
  await expect(page).toHaveURL(/\/mypass$/);
  await expect(page.getByRole('heading', { name: 'Byt lösenord' })).toBeVisible();
  await expectAccessible(page);

  const current = page.getByLabel('Nuvarande lösenord');
  await current.fill('fel-losenord');
  await page.getByLabel('Nytt lösenord (minst 8 tecken)').fill(newPassword);
  const repeat = page.getByLabel('Upprepa nytt lösenord');
  await repeat.fill('byt-korkort');
  await expect(page.getByText('Lösenorden är inte samma.')).toBeVisible();
  await repeat.fill(newPassword);
  await expect(page.getByText('Lösenorden är inte samma.')).toHaveCount(0);
  expectConsoleMessages(
    page,
    failedRequest(400, /\/api\/v1\/setNewPuser\/[^/]+/),
    failedRequest(401, '/api/v1/login'),
  );
  await page.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Det nuvarande lösenordet stämmer inte.');
  await expect(current).toHaveAccessibleDescription('Det nuvarande lösenordet stämmer inte.');

  await current.fill(student.password);
  await page.getByRole('button', { name: 'Spara' }).click();
  await expectToast(page, 'Lösenordet är nu ändrat.');
  await expect(page).toHaveURL(/\/settings$/);

  await page.getByRole('link', { name: 'Övningskort', exact: true }).click();
  await page.getByRole('button', { name: 'Logga ut' }).click();
  await expect(page.getByRole('heading', { name: 'Välkommen till Övningskort' })).toBeVisible();
  await logIn(page, student.email, student.password);
  await expect(page.getByText('Fel e-postadress eller lösenord.')).toBeVisible();
  await logIn(page, student.email, newPassword);
  await expect(page.getByRole('heading', { name: 'Hej Pia!' })).toBeVisible();
});

test('a student edits the details: personal number, name, gearbox and e-mail', async ({
  page,
  baseURL,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Olle' });
  await signedIn(page, 'student', student);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hej Olle!' })).toBeVisible();
  await page.getByRole('link', { name: 'Inställningar' }).click();
  await page.getByRole('link', { name: 'Dina uppgifter' }).click();
  await expect(page).toHaveURL(/\/mydetails$/);
  await expect(page.getByRole('heading', { name: 'Dina uppgifter' })).toBeVisible();
  await expect(page.getByText('Olle', { exact: true })).toBeVisible();
  await expect(page.getByText(student.email)).toBeVisible();
  await expectAccessible(page);

  await test.step('a bad personal number is refused, a good one saved and shown', async () => {
    await page.getByRole('button', { name: 'Ändra Personnummer' }).click();
    const pnr = page.getByLabel('Personnummer (ÅÅÅÅMMDD-XXXX)');
    await expect(pnr).toBeFocused();
    await pnr.fill('1990-01-01');
    await page.getByRole('button', { name: 'Spara Personnummer' }).click();
    await expect(page.getByText('Fel format på personnummer')).toBeVisible();
    await expectAccessible(page);
    await pnr.fill('19900101-1234');
    await page.getByRole('button', { name: 'Spara Personnummer' }).click();
    await expectToast(page, 'Uppdaterad!');
    await expect(page.getByText('19900101-1234')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ändra Personnummer' })).toBeFocused();
  });

  await test.step('a new name is saved and greets on Hem', async () => {
    await page.getByRole('button', { name: 'Ändra Förnamn' }).click();
    await page.getByLabel('Förnamn', { exact: true }).fill('Olof');
    await page.getByRole('button', { name: 'Spara Förnamn' }).click();
    await expect(page.getByText('Olof', { exact: true })).toBeVisible();
  });

  await test.step('the gearbox toggle is saved on change and kept', async () => {
    await expect(page.getByRole('radio', { name: 'Nej' })).toBeChecked();
    await page.getByRole('radio', { name: 'Ja' }).check();
    await expectToast(page, 'Uppdaterad!');
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Kör du bil med automatisk växellåda?' }),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Ja' })).toBeChecked();
    await expect(page.getByText('19900101-1234')).toBeVisible();
    await expect(page.getByText('Olof', { exact: true })).toBeVisible();
  });

  const newAddress = newEmail('ny');
  await test.step('a new e-mail address needs the password and a confirmation', async () => {
    await page.getByRole('button', { name: 'Ändra E-postadress' }).click();
    await page.getByLabel('Ny e-postadress').fill(newAddress);
    await page.getByLabel('Ditt lösenord').fill('fel-losenord');
    expectConsoleMessages(
      page,
      failedRequest(400, /\/api\/v1\/changeEmail\/[^/]+/),
      failedRequest(400, '/api/v1/confirmEmail'),
    );
    await page.getByRole('button', { name: 'Spara E-postadress' }).click();
    await expectToast(page, 'Lösenordet stämmer inte.');
    await page.getByLabel('Ditt lösenord').fill(student.password);
    await page.getByRole('button', { name: 'Spara E-postadress' }).click();
    await expect(
      page.getByText('Vi har skickat en bekräftelselänk till den nya adressen.'),
    ).toBeVisible();
    await expect(page.getByText(student.email)).toBeVisible();

    const mail = await waitForMail(dataDir, newAddress, { subject: 'Bekräfta' });
    const link = linkIn(mail, `${baseURL}/bekrafta-epost?token=`);
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: 'Din e-postadress är nu ändrad.' }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.goto(link);
    await expect(
      page.getByText('Länken för att byta e-postadress är ogiltig eller har gått ut.'),
    ).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('Hem greets with the new name; the new address logs in', async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hej Olof!' })).toBeVisible();
    await page.getByRole('button', { name: 'Logga ut' }).click();
    await logIn(page, newAddress, student.password);
    await expect(page.getByRole('heading', { name: 'Hej Olof!' })).toBeVisible();
  });
});

test('when the details cannot be loaded or the gearbox saved, the student is told', async ({
  page,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Kim' });
  await signedIn(page, 'student', student);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hej Kim!' })).toBeVisible();
  const refuse = { status: 400, json: { message: 'Ogiltig förfrågan.' } };
  expectConsoleMessages(
    page,
    failedRequest(400, /\/api\/v1\/getUserData\/[^/]+/),
    failedRequest(400, /\/api\/v1\/updUserData2\/[^/]+/),
  );

  await page.route('**/api/v1/getUserData/*', (route) => route.fulfill(refuse));
  await page.goto('/mydetails');
  await expectToast(page, 'Kunde inte hämta dina uppgifter.');
  await expect(
    page.getByText('Dina uppgifter kunde inte visas just nu. Försök igen senare.'),
  ).toBeVisible();
  await page.unroute('**/api/v1/getUserData/*');

  await page.route('**/api/v1/updUserData2/*', (route) => route.fulfill(refuse));
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Nej' })).toBeChecked();
  await page.getByRole('radio', { name: 'Ja' }).click();
  await expectToast(page, 'Oj, något gick fel!');
  await expect(page.getByRole('radio', { name: 'Nej' })).toBeChecked();
});

test('a student deletes the account with the password after the warning and cannot log in any more', async ({
  page,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Ebba' });
  await signedIn(page, 'student', student);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hej Ebba!' })).toBeVisible();
  await page.goto('/settings');

  const dialog = page.getByRole('dialog', {
    name: 'Varning! Du håller på att ta bort ditt konto!',
  });
  await page.getByRole('button', { name: 'Ta bort mitt konto' }).click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/All din data kommer att tas bort permanent/)).toBeVisible();
  const password = dialog.getByLabel('Ditt lösenord');
  await expect(password).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Ta bort mitt konto' }).click();
  await dialog.getByRole('button', { name: 'Avbryt' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Ta bort mitt konto' }).click();
  const confirm = dialog.getByRole('button', { name: 'Jag samtycker, ta bort mitt konto' });
  await confirm.click();
  await expect(dialog.getByText('Skriv ditt lösenord för att ta bort kontot.')).toBeVisible();
  await password.fill('inte-mitt-losenord');
  await password.press('Enter');
  await expect(dialog.getByText('Lösenordet stämmer inte. Kontot är kvar.')).toBeVisible();
  await expect(password).toHaveAccessibleDescription('Lösenordet stämmer inte. Kontot är kvar.');

  await password.fill(student.password);
  await confirm.click();
  await expectToast(page, 'Ditt konto är nu borttaget');
  await expect(page.getByRole('heading', { name: 'Välkommen till Övningskort' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('user'))).toBeNull();

  expectConsoleMessages(
    page,
    failedRequest(400, /^\/api\/v1\/delUser\/[^/]+$/),
    failedRequest(401, '/api/v1/login'),
  );
  await logIn(page, student.email, student.password);
  await expect(page.getByText('Fel e-postadress eller lösenord.')).toBeVisible();
});

test('a supervisor uses the same settings screens, without personal number and phone', async ({
  page,
  accounts,
}) => {
  const supervisor = await accounts.supervisor({ name: 'Harald' });
  const newPassword = 'annan-vid-ratten-26';
  await signedIn(page, 'supervisor', supervisor);

  await test.step('settings', async () => {
    await page.goto('/settingsT');
    await expect(page.getByRole('heading', { name: 'Inställningar' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Dina uppgifter' }).click();
  });

  await test.step('details: phone number of their own, municipality by substring', async () => {
    await expect(page).toHaveURL(/\/mydetailsT$/);
    await expect(page.getByText('Harald', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ändra Personnummer' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Ändra Telefonnummer' }).click();
    await page.getByLabel(/^Telefonnummer/).fill('070-123 45 67');
    await page.getByRole('button', { name: 'Spara Telefonnummer' }).click();
    await expect(page.getByText('0701234567', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Ändra Kommun' }).click();
    const city = page.getByRole('combobox', { name: 'Kommun' });
    await city.fill('borg');
    await expect(page.getByRole('option', { name: 'Göteborg' })).toBeVisible();
    await page.getByRole('option', { name: 'Göteborg' }).click();
    await page.getByRole('button', { name: 'Spara Kommun' }).click();
    await expectToast(page, 'Uppdaterad!');
    await expect(page.getByText('Göteborg', { exact: true })).toBeVisible();
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem('teacher') ?? '{}').city),
    ).toBe('Göteborg');
  });

  await test.step('change password', async () => {
    await page.getByRole('link', { name: 'Tillbaka till inställningarna' }).click();
    await page.getByRole('link', { name: 'Byt lösenord' }).click();
    await expect(page).toHaveURL(/\/mypassT$/);
    await expectAccessible(page);
    await page.getByLabel('Nuvarande lösenord').fill(supervisor.password);
    await page.getByLabel('Nytt lösenord (minst 8 tecken)').fill(newPassword);
    await page.getByLabel('Upprepa nytt lösenord').fill(newPassword);
    await page.getByRole('button', { name: 'Spara' }).click();
    await expectToast(page, 'Lösenordet är nu ändrat.');
    await expect(page).toHaveURL(/\/settingsT$/);
    expect(await supervisorLoginStatus(page, supervisor.email, newPassword)).toBe(200);
  });

  await test.step('delete the account', async () => {
    await page.getByRole('button', { name: 'Ta bort mitt konto' }).click();
    await page.getByLabel('Ditt lösenord').fill(newPassword);
    await page.getByRole('button', { name: 'Jag samtycker, ta bort mitt konto' }).click();
    await expectToast(page, 'Ditt konto är nu borttaget');
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('tokenteacher'))).toBeNull();
    expect(await supervisorLoginStatus(page, supervisor.email, newPassword)).toBe(401);
  });
});

test('the settings screens need the right role', async ({ page, accounts }) => {
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  const student = await accounts.student();
  await logIn(page, student.email, student.password);
  // The login leads where the student was going (issue 17).
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { name: 'Inställningar' })).toBeVisible();
  await page.goto('/mydetailsT');
  await expect(page).toHaveURL(/\/instructorLogIn$/);
});
