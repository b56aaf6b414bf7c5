import {
  allowConsoleMessages,
  apiSession,
  expect,
  expectAccessible,
  expectToast,
  expectConsoleMessages,
  failedRequest,
  LESSON_API,
  makeCardAndAddSupervisor,
  savedAndSettled,
  signedIn,
  test,
} from './support/fixtures.js';

const LINK_ENDED =
  'Du är inte längre handledare för den här eleven. Eleven har tagit bort dig som handledare.';

test('a supervisor fills in the student’s card and each sees the other’s changes live', async ({
  page,
  accounts,
  otherBrowser,
}) => {
  const supervisor = await accounts.supervisor({ name: 'Hanna Handledare' });
  const student = await accounts.student({ name: 'Sam Student' });

  await test.step('the student makes a card and links the supervisor', async () => {
    await signedIn(page, 'student', student);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hej Sam Student!' })).toBeVisible();
    await makeCardAndAddSupervisor(page, supervisor.email);
    await page.goto('/notes');
    await expect(page.getByRole('heading', { name: 'Lektion 1 av' })).toBeVisible();
  });

  const { page: page2 } = await otherBrowser();
  const studentTyres = page.getByLabel('Status för Däck och hjul');
  const studentLamps = page.getByLabel('Status för Lampor och reflexer');
  const studentDone = page.getByRole('checkbox', { name: 'Klar!' });
  const tyres = page2.getByLabel('Status för Däck och hjul');
  const lamps = page2.getByLabel('Status för Lampor och reflexer');
  const done = page2.getByRole('checkbox', { name: 'Klar!' });

  await test.step('the supervisor opens the student’s card from Elevens övningskort', async () => {
    await signedIn(page2, 'supervisor', supervisor);
    await page2.goto('/');
    await expect(page2.getByRole('heading', { name: 'Hej Hanna Handledare!' })).toBeVisible();
    await page2.getByRole('link', { name: 'Elevens övningskort' }).click();
    await page2.getByRole('link', { name: 'Sam Student' }).click();
    await expect(page2).toHaveURL(/\/instructorNotesGet\//);
    await expect(
      page2.getByRole('heading', { level: 1, name: 'Elevens övningskort: Sam Student' }),
    ).toBeVisible();
    await expect(page2.getByRole('button', { name: 'Kort 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page2.getByRole('heading', { name: 'Lektion 1 av' })).toBeVisible();
    await expect(page2.getByText('Instruktioner').first()).toBeVisible();
    await expect(page2.getByRole('button', { name: 'Föregående' })).toBeDisabled();
    await expect(page2.getByRole('button', { name: 'Nästa', exact: true })).toBeEnabled();
    // The supervisor neither makes nor removes cards.
    await expect(page2.getByRole('button', { name: 'Nytt övningskort' })).toHaveCount(0);
    await expect(page2.getByRole('button', { name: /^Mer val för Kort/ })).toHaveCount(0);
    await expect(page2.getByRole('button', { name: /^Ta bort/ })).toHaveCount(0);
    await expectAccessible(page2);
  });

  await test.step('the supervisor’s changes show on the student’s open page', async () => {
    await savedAndSettled(page2, () => tyres.selectOption('Godkänd'), LESSON_API.supervisor);
    await savedAndSettled(page2, () => done.check(), LESSON_API.supervisor);
    await expect(studentTyres).toHaveValue('Godkänd', { timeout: 2000 });
    await expect(studentDone).toBeChecked({ timeout: 2000 });
    // The congratulation is the student's own: the supervisor's screen has dealt with the
    // answers to both saves and shows none.
    await expect(page2.getByRole('dialog')).toHaveCount(0);
  });

  await test.step('the student’s change shows on the supervisor’s open page', async () => {
    await studentLamps.selectOption('Visad kunskap');
    await expect(lamps).toHaveValue('Visad kunskap', { timeout: 2000 });
    await expect(tyres).toHaveValue('Godkänd');
  });

  await test.step('a change the server refuses is undone and the supervisor is told', async () => {
    await page2.route('**/api/v1/teacher/lessonChanges', (route) =>
      route.fulfill({ status: 400, json: { message: 'Ogiltig förfrågan.' } }),
    );
    expectConsoleMessages(page2, failedRequest(400, LESSON_API.supervisor.save));
    await lamps.selectOption('Godkänd');
    await expectToast(page2, 'Kunde inte spara ändringen.');
    await expect(lamps).toHaveValue('Visad kunskap');
    await expect(studentLamps).toHaveValue('Visad kunskap');
    await page2.unroute('**/api/v1/teacher/lessonChanges');
  });

  await test.step('once the student removes the supervisor, the supervisor can change nothing', async () => {
    // From here the server refuses the supervisor the student's cards and live changes (the
    // page may learn it from the cards before it asks for the live changes).
    expectConsoleMessages(page2, failedRequest(403, LESSON_API.supervisor.list));
    allowConsoleMessages(
      page2,
      failedRequest(403, /\/api\/v1\/teacher\/live\/[^/]+/),
      // The lesson's history and comments, if they were being read again as the link ended.
      failedRequest(403, /\/api\/v1\/teacher\/drivingnotes\/[^/]+\/(history|comments)$/),
      // The drive log under the card ("Förslag till nästa pass"), if it was being read again.
      failedRequest(403, /\/api\/v1\/teacher\/drives\/[^/?]+/),
    );
    await page.goto('/instructor');
    await page.getByRole('button', { name: 'Ta bort handledare' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Ja, ta bort' }).click();
    await expectToast(page, 'Handledaren är nu borttagen');
    await expect(page2.getByText(LINK_ENDED)).toBeVisible();
    await expect(tyres).toHaveCount(0);
    await expect(
      page2.getByRole('link', { name: 'Tillbaka till Elevens övningskort' }),
    ).toBeVisible();
    await expectAccessible(page2);
    // Coming back later, the server refuses the student's cards as well.
    await page2.reload();
    await expect(page2.getByText(LINK_ENDED)).toBeVisible();
    await page2.getByRole('link', { name: 'Tillbaka till Elevens övningskort' }).click();
    await expect(page2).toHaveURL(/\/instructornotes$/);
  });
});

test('a supervisor with three students holds one live connection, and each student’s news still arrives', async ({
  page,
  accounts,
}) => {
  const supervisor = await accounts.supervisor({ name: 'Hanna Handledare' });
  const learners: { name: string; headers: Record<string, string> }[] = [];
  for (const name of ['Alva', 'Bo', 'Cleo']) {
    const learner = await accounts.student({ name });
    const { id, headers } = await apiSession(page.request, 'student', learner);
    const linked = await page.request.post('/api/v1/addTeacher', {
      headers,
      data: { teacherEmail: supervisor.email, studentId: id },
    });
    expect(linked.status()).toBe(200);
    learners.push({ name, headers });
  }
  // Alva and Bo have cards; Cleo has none yet.
  for (const { headers } of learners.slice(0, 2)) {
    expect((await page.request.post('/api/v1/drivingnotes/card', { headers })).status()).toBe(201);
  }
  const streams: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/teacher/live'))
      streams.push(new URL(request.url()).pathname);
  });

  await signedIn(page, 'supervisor', supervisor);
  await page.goto('/instructornotes');
  await expect(page.getByRole('link', { name: 'Alva' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Bo' })).toBeVisible();
  const waiting = page.getByRole('list', { name: 'Elever utan övningskort' });
  await expect(waiting.getByText('Cleo')).toBeVisible();
  await expect.poll(() => streams).toEqual(['/api/v1/teacher/live']);

  await test.step('Cleo makes her first card: the list shows her at once', async () => {
    const cleo = learners[2]!;
    expect(
      (await page.request.post('/api/v1/drivingnotes/card', { headers: cleo.headers })).status(),
    ).toBe(201);
    await expect(page.getByRole('link', { name: 'Cleo' })).toBeVisible();
    await expect(page.getByText('har inget övningskort än.')).toHaveCount(0);
  });

  await test.step('opening a student’s card keeps the same connection', async () => {
    await page.getByRole('link', { name: 'Bo' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Bo/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lektion 1 av' })).toBeVisible();
    expect(streams).toEqual(['/api/v1/teacher/live']);
  });
});
