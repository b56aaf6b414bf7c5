import {
  allowConsoleMessages,
  expect,
  expectAccessible,
  expectToast,
  failedOffline,
  LESSON_API,
  makeCardAndAddSupervisor,
  savedAndSettled,
  signedIn,
  test,
} from './support/fixtures.js';

/**
 * Comments (issue 19) live both ways and written offline, and the other person's changes said
 * politely on screen, naming who: the student and the supervisor on the same card at once.
 */
test('student and supervisor comment on the card, live both ways, offline too', async ({
  page,
  context,
  accounts,
  otherBrowser,
}, testInfo) => {
  const supervisor = await accounts.supervisor({ name: 'Tor Handledare' });
  const student = await accounts.student({ name: 'Ines Elev' });

  await test.step('the student makes a card and links the supervisor', async () => {
    await signedIn(page, 'student', student);
    await makeCardAndAddSupervisor(page, supervisor.email);
    await page.goto('/notes');
    await expect(page.getByLabel('Status för Däck och hjul')).toBeVisible();
  });

  const { page: page2 } = await otherBrowser();
  await test.step('the supervisor comments on a sub-moment; the student sees it at once, and who wrote it', async () => {
    await signedIn(page2, 'supervisor', supervisor);
    await page2.goto('/instructornotes');
    await page2.getByRole('link', { name: 'Ines Elev' }).click();
    await page2.getByRole('button', { name: 'Kommentera lektionen' }).click();
    await page2.getByLabel('Gäller').selectOption('Däck och hjul');
    await page2
      .getByLabel('Kommentar om lektionen')
      .fill('Öva mer på att kontrollera mönsterdjupet.');
    await page2.getByRole('button', { name: 'Spara' }).click();
    await expect(page2.getByText('Öva mer på att kontrollera mönsterdjupet.')).toBeVisible();

    const list = page.getByRole('list', { name: 'Kommentarer om Däck och hjul' });
    await expect(list.getByText('Öva mer på att kontrollera mönsterdjupet.')).toBeVisible();
    await expect(list.getByText(/^Tor Handledare \(handledare\) \d+ \S+ \d\d:\d\d/)).toBeVisible();
    await expectToast(page, 'Tor Handledare (handledare) kommenterade lektion 1.');
    // Not the student's to change, but theirs to delete: it is on their card (security round 3).
    await expect(list.getByRole('button', { name: 'Ändra kommentaren' })).toHaveCount(0);
    await expect(list.getByRole('button', { name: 'Ta bort kommentaren' })).toHaveCount(1);
  });

  await test.step('the supervisor approves and marks the lesson done; the student is told who did it', async () => {
    await savedAndSettled(
      page2,
      () => page2.getByLabel('Status för Däck och hjul').selectOption('Godkänd'),
      LESSON_API.supervisor,
    );
    await expectToast(
      page,
      'Tor Handledare (handledare) ändrade Däck och hjul i lektion 1 till Godkänd.',
    );
    await savedAndSettled(
      page2,
      () => page2.getByRole('checkbox', { name: 'Klar!' }).check(),
      LESSON_API.supervisor,
    );
    await expect(page.getByRole('checkbox', { name: 'Klar!' })).toBeChecked();
    await expect(
      page.getByText(/^Markerad som klar av Tor Handledare \(handledare\) \d+ \S+ \d\d:\d\d$/),
    ).toBeVisible();
  });

  await test.step('offline, the student comments on the lesson; it shows at once and reaches the supervisor when back online', async () => {
    allowConsoleMessages(
      page,
      failedOffline('/api/v1/live'),
      failedOffline(/^\/api\/v1\/comments\/[^/]+$/),
      failedOffline('/api/v1/drivingnotes'),
      failedOffline(/^\/api\/v1\/drivingnotes\/[^/]+\/(history|comments)$/),
    );
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Kommentera lektionen' }).click();
    await page.getByLabel('Kommentar om lektionen').fill('Vi körde i regn, det gick bra.');
    await page.getByRole('button', { name: 'Spara' }).click();
    const mine = page.getByRole('list', { name: 'Kommentarer om lektionen' });
    await expect(mine.getByText('Vi körde i regn, det gick bra.')).toBeVisible();
    await expect(mine.locator('[data-pending]')).toHaveCount(1);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('comments-1280.png'), fullPage: true });

    await context.setOffline(false);
    await expect(mine.locator('[data-pending]')).toHaveCount(0, { timeout: 10_000 });
    await expect(page2.getByText('Vi körde i regn, det gick bra.')).toBeVisible();
    await expectToast(page2, 'Ines Elev (elev) kommenterade lektion 1.');
    // The student's comment is not the supervisor's to change or delete.
    const theirs = page2.getByRole('list', { name: 'Kommentarer om lektionen' });
    await expect(theirs.getByRole('button')).toHaveCount(0);
  });

  await test.step('the student changes their comment and deletes it; the supervisor sees both', async () => {
    const mine = page.getByRole('list', { name: 'Kommentarer om lektionen' });
    await mine.getByRole('button', { name: 'Ändra kommentaren' }).click();
    await page.getByLabel('Kommentar om lektionen').fill('Vi körde i regn och mörker.');
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page2.getByText('Vi körde i regn och mörker.')).toBeVisible();
    await expect(page2.getByText(/· ändrad/)).toBeVisible();

    await mine.getByRole('button', { name: 'Ta bort kommentaren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ta bort kommentaren?' });
    await dialog.getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByText('Vi körde i regn och mörker.')).toBeHidden();
    await expect(page2.getByText('Vi körde i regn och mörker.')).toBeHidden();
  });

  await test.step('the student deletes the supervisor’s comment on their card; the supervisor sees it go', async () => {
    const list = page.getByRole('list', { name: 'Kommentarer om Däck och hjul' });
    await list.getByRole('button', { name: 'Ta bort kommentaren' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ta bort kommentaren?' });
    await dialog.getByRole('button', { name: 'Ta bort' }).click();
    await expect(page.getByText('Öva mer på att kontrollera mönsterdjupet.')).toBeHidden();
    await expect(page2.getByText('Öva mer på att kontrollera mönsterdjupet.')).toBeHidden();
  });

  await test.step('an empty comment is not saved, and says why', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Kommentera lektionen' }).click();
    await page.getByRole('button', { name: 'Spara' }).click();
    await expect(page.getByText('Skriv en kommentar.')).toBeVisible();
    await expect(page.getByLabel('Kommentar om lektionen')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('comments-390.png'), fullPage: true });
    await page.getByRole('button', { name: 'Avbryt' }).click();
  });
});
