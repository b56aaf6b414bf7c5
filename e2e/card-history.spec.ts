import {
  expect,
  LESSON_API,
  makeCardAndAddSupervisor,
  savedAndSettled,
  signedIn,
  test,
} from './support/fixtures.js';

test('the student sees who approved a sub-moment, and when, with its history', async ({
  page,
  accounts,
  otherBrowser,
}) => {
  const supervisor = await accounts.supervisor({ name: 'Tor Handledare' });
  const student = await accounts.student({ name: 'Ines Elev' });

  await test.step('the student makes a card, links the supervisor and shows knowledge', async () => {
    await signedIn(page, 'student', student);
    await makeCardAndAddSupervisor(page, supervisor.email);
    await page.goto('/notes');
    await savedAndSettled(
      page,
      () => page.getByLabel('Status för Däck och hjul').selectOption('Visad kunskap'),
      LESSON_API.student,
    );
    await expect(
      page.getByText(/^Elevens egen bedömning: Visad kunskap \d+ \S+ \d\d:\d\d$/),
    ).toBeVisible();
  });

  const { page: page2 } = await otherBrowser();
  await test.step('the supervisor approves it', async () => {
    await signedIn(page2, 'supervisor', supervisor);
    await page2.goto('/instructornotes');
    await page2.getByRole('link', { name: 'Ines Elev' }).click();
    const tyres = page2.getByLabel('Status för Däck och hjul');
    await expect(tyres).toHaveValue('Visad kunskap');
    await savedAndSettled(page2, () => tyres.selectOption('Godkänd'), LESSON_API.supervisor);
  });

  await test.step('the student sees “Godkänd av handledaren Tor Handledare” and the history', async () => {
    await expect(
      page.getByText(/^Godkänd av handledaren Tor Handledare \d+ \S+ \d\d:\d\d$/),
    ).toBeVisible();
    await page.getByText('Historik').first().click();
    await expect(
      page.getByText(/Tor Handledare \(handledare\) ändrade från Visad kunskap till Godkänd$/),
    ).toBeVisible();
    await expect(
      page.getByText(
        /Ines Elev \(elev\) ändrade från ingen status till Visad kunskap – elevens egen bedömning$/,
      ),
    ).toBeVisible();
  });
});

test('the supervisor approves the learner’s own “Godkänd” as it stands, with one tap', async ({
  page,
  accounts,
  otherBrowser,
}) => {
  const supervisor = await accounts.supervisor({ name: 'Tor Handledare' });
  const student = await accounts.student({ name: 'Ines Elev' });

  await test.step('the learner marks a sub-moment “Godkänd” herself', async () => {
    await signedIn(page, 'student', student);
    await makeCardAndAddSupervisor(page, supervisor.email);
    await page.goto('/notes');
    await savedAndSettled(
      page,
      () => page.getByLabel('Status för Däck och hjul').selectOption('Godkänd'),
      LESSON_API.student,
    );
    await expect(
      page.getByText(/^Elevens egen bedömning: Godkänd \d+ \S+ \d\d:\d\d$/),
    ).toBeVisible();
  });

  const { page: page2 } = await otherBrowser();
  await test.step('the supervisor sees it is her own assessment and approves it', async () => {
    await signedIn(page2, 'supervisor', supervisor);
    await page2.goto('/instructornotes');
    await page2.getByRole('link', { name: 'Ines Elev' }).click();
    await expect(page2.getByLabel('Status för Däck och hjul')).toHaveValue('Godkänd');
    const approve = page2.getByRole('button', { name: /^Godkänn Däck och hjul som handledare/ });
    await savedAndSettled(page2, () => approve.click(), LESSON_API.supervisor);
    await expect(approve).toBeHidden();
  });

  await test.step('the learner’s card now says the supervisor approved it', async () => {
    await expect(
      page.getByText(/^Godkänd av handledaren Tor Handledare \d+ \S+ \d\d:\d\d$/),
    ).toBeVisible();
    await page.getByText('Historik').first().click();
    await expect(
      page.getByText(/Tor Handledare \(handledare\) godkände elevens egen bedömning$/),
    ).toBeVisible();
  });
});
