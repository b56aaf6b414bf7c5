import type { Page, Response } from '@playwright/test';
import {
  allowConsoleMessages,
  expect,
  expectAccessible,
  expectConsoleMessages,
  expectToast,
  failedRequest,
  LESSON_API,
  savedAndSettled,
  signedIn,
  studentWithCards,
  test,
} from './support/fixtures.js';

const cardButton = (page: Page, position: number) =>
  page.getByRole('button', { name: `Kort ${position}`, exact: true });

const lessonHeading = (page: Page) => page.getByRole('heading', { level: 4 });

/** Signed in, goes from Hem to 'Mitt övningskort', as a student would. */
async function openCards(page: Page, student: { email: string; password: string; name: string }) {
  await signedIn(page, 'student', student);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Hej ${student.name}!` })).toBeVisible();
  await page.getByRole('link', { name: 'Mitt övningskort' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mitt övningskort' })).toBeVisible();
}

/** The answer to the next save of lesson changes (the outbox sends them). */
const nextSave = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && /\/api\/v1\/lessonChanges$/.test(response.url()),
  );

/** The one change a save sent, without its id (new for every change). */
function sentChange(response: Response) {
  const { changes } = response.request().postDataJSON() as {
    changes: { id: string; [field: string]: unknown }[];
  };
  expect(changes).toHaveLength(1);
  const { id, ...change } = changes[0]!;
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return change;
}

/** What became of the one change a save sent. */
async function changeResult(response: Response) {
  const { results } = (await response.json()) as {
    results: { outcome: string; congratulate?: boolean }[];
  };
  expect(results).toHaveLength(1);
  return results[0]!;
}

/** Does something that saves a lesson and waits until the server has answered. */
async function saving(page: Page, action: () => Promise<unknown>): Promise<Response> {
  const [response] = await Promise.all([nextSave(page), action()]);
  return response;
}

async function expectProgress(
  page: Page,
  position: number,
  progress: { lessons: string; approved: string; sections: string },
) {
  await expect(cardButton(page, position)).toHaveAccessibleDescription(
    `Klara lektioner ${progress.lessons} Godkända av handledaren ${progress.approved} Klara avsnitt ${progress.sections} Växellåda Manuell`,
  );
}

async function goToLesson(page: Page, position: number) {
  const next = page.getByRole('button', { name: 'Nästa', exact: true });
  for (let at = 1; at < position; at++) {
    await next.click();
    await expect(page.getByText(`Lektion ${at + 1} av 15`)).toBeVisible();
  }
}

const PURPLE = 'rgb(243, 235, 251)';
const ORANGE = 'rgb(255, 241, 224)';
const GREEN = 'rgb(227, 244, 232)';

test('a student makes a card with Nytt övningskort, walks its lessons, sets statuses and finds them kept', async ({
  page,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Alva' });
  await openCards(page, student);

  await test.step('no cards yet: the screen explains and offers Nytt övningskort', async () => {
    await expect(page.getByRole('heading', { name: 'Du har inga övningskort ännu' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Nytt övningskort' }).click();
    await expectToast(page, 'Nytt övningskort skapat!');
  });

  await test.step('the new card is chosen and shows its progress', async () => {
    await expect(cardButton(page, 1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'Kort 1' })).toBeVisible();
    await expectProgress(page, 1, { lessons: '0 av 15', approved: '0 av 70', sections: '0 av 4' });
    await expectAccessible(page);
  });

  const previous = page.getByRole('button', { name: 'Föregående', exact: true });
  const next = page.getByRole('button', { name: 'Nästa', exact: true });

  await test.step('walks the lessons with Nästa and Föregående', async () => {
    await expect(lessonHeading(page)).toHaveText(/Lektion 1 av 15\s*Säkerhetskontroll/);
    await expect(page.getByRole('heading', { name: 'GRUNDLÄGGANDE MOMENT' })).toBeVisible();
    await expect(page.getByText('Berätta högt vad du gör och vad du ser.')).toBeVisible();
    await expect(previous).toBeDisabled();
    await next.click();
    await expect(lessonHeading(page)).toHaveText(/Lektion 2 av 15\s*Förarplatsanpassning/);
    await expect(page.getByText('Berätta högt vad du gör och vad du ser.')).toHaveCount(0);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect(page.getByText('Lektion 1 av 15')).toBeVisible();
    await expect(previous).toBeDisabled();

    await goToLesson(page, 15);
    await expect(lessonHeading(page)).toHaveText(/Lektion 15 av 15\s*Utbildningskontroll/);
    await expect(page.getByRole('heading', { name: 'AVANCERADE MOMENT' })).toBeVisible();
    await expect(next).toBeDisabled();
    // The keyboard focus stays in the navigation when Nästa turns off at the end.
    await expect(previous).toBeFocused();
    for (let at = 15; at > 1; at--) await previous.click();
    await expect(page.getByText('Lektion 1 av 15')).toBeVisible();
  });

  await test.step('reads the instructions accordion of a sub-moment', async () => {
    await page.getByText('Instruktioner för Däck och hjul').click();
    await expect(page.getByText('Däcken är bilens enda kontakt med vägen.')).toBeVisible();
    await page.getByText('Instruktioner för Däck och hjul').click();
  });

  const tyres = page.getByLabel('Status för Däck och hjul');
  const lamps = page.getByLabel('Status för Lampor och reflexer');
  const brakes = page.getByLabel('Status för Bromsar och parkeringsbroms');
  const done = page.getByRole('checkbox', { name: 'Klar!' });

  await test.step('sets statuses and ticks Klar!, each saved on its own', async () => {
    await expect(tyres).toHaveValue('');
    const approved = await saving(page, () => tyres.selectOption('Godkänd'));
    expect(sentChange(approved)).toEqual({
      lessonId: expect.any(String),
      field: 'statA',
      from: '',
      to: 'Godkänd',
      // When it was made, on the device (issue 34).
      madeAt: expect.any(Number),
    });
    expect(approved.status()).toBe(200);
    expect((await changeResult(approved)).outcome).toBe('applied');
    await expect(tyres).toHaveCSS('background-color', GREEN);

    await saving(page, () => lamps.selectOption('Började'));
    await expect(lamps).toHaveCSS('background-color', PURPLE);
    await saving(page, () => brakes.selectOption('Visad kunskap'));
    await expect(brakes).toHaveCSS('background-color', ORANGE);

    const ticked = await saving(page, () => done.click());
    expect(sentChange(ticked)).toEqual({
      lessonId: expect.any(String),
      field: 'isDone',
      from: false,
      to: true,
      madeAt: expect.any(Number),
    });
    await expect(done).toBeChecked();
    // The learner's own 'Godkänd' is her assessment: only the supervisor's counts (issue 34).
    await expectProgress(page, 1, { lessons: '1 av 15', approved: '0 av 70', sections: '0 av 4' });
  });

  await test.step('a section is complete when all its lessons are done', async () => {
    // GRUNDLÄGGANDE MOMENT holds the first six lessons of the card.
    for (let at = 2; at <= 6; at++) {
      await next.click();
      await expect(page.getByText(`Lektion ${at} av 15`)).toBeVisible();
      await saving(page, () => done.click());
    }
    await expectProgress(page, 1, { lessons: '6 av 15', approved: '0 av 70', sections: '1 av 4' });
    await next.click();
    await expect(page.getByRole('heading', { name: 'INLEDANDE TRAFIK' })).toBeVisible();
    await expect(done).not.toBeChecked();
  });

  await test.step('after a reload everything is kept', async () => {
    await page.reload();
    await expect(page.getByText('Lektion 7 av 15')).toBeVisible();
    await expectProgress(page, 1, { lessons: '6 av 15', approved: '0 av 70', sections: '1 av 4' });
    for (let at = 7; at > 1; at--) await previous.click();
    await expect(page.getByText('Lektion 1 av 15')).toBeVisible();
    await expect(tyres).toHaveValue('Godkänd');
    await expect(lamps).toHaveValue('Började');
    await expect(brakes).toHaveValue('Visad kunskap');
    await expect(page.getByLabel('Status för Vätskor under motorhuven')).toHaveValue('');
    await expect(done).toBeChecked();
  });
});

test('a change the server refuses is undone on screen and the student is told', async ({
  page,
  accounts,
}) => {
  const student = await studentWithCards(page, accounts, 'Bo', 1);

  await test.step('cards that cannot be loaded can be asked for again', async () => {
    await page.route('**/api/v1/drivingnotes', (route) =>
      route.fulfill({ status: 400, json: { message: 'Ogiltig förfrågan.' } }),
    );
    expectConsoleMessages(page, failedRequest(400, LESSON_API.student.list));
    await openCards(page, student);
    await expect(page.getByText('Kunde inte ladda övningskort.')).toBeVisible();
    await page.unroute('**/api/v1/drivingnotes');
    await page.getByRole('button', { name: 'Försök igen' }).click();
    await expect(cardButton(page, 1)).toBeVisible();
  });

  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/v1/lessonChanges', async (route) => {
    await held;
    return route.fulfill({ status: 400, json: { message: 'Ogiltig förfrågan.' } });
  });
  expectConsoleMessages(page, failedRequest(400, LESSON_API.student.save));

  const tyres = page.getByLabel('Status för Däck och hjul');
  const done = page.getByRole('checkbox', { name: 'Klar!' });

  await test.step('the change shows at once, before the server has answered', async () => {
    await tyres.selectOption('Godkänd');
    await done.click();
    await expect(tyres).toHaveValue('Godkänd');
    await expect(done).toBeChecked();
    await expect(tyres).toHaveAccessibleDescription('Inte sparad');
    await expect(page.getByRole('status').filter({ hasText: 'Sparar 2 ändringar' })).toBeVisible();
    // The learner's own 'Godkänd' is not counted as approved (issue 34).
    await expectProgress(page, 1, { lessons: '1 av 15', approved: '0 av 70', sections: '0 av 4' });
  });

  const lamps = page.getByLabel('Status för Lampor och reflexer');
  await test.step('the chosen status never snaps back, not even for one frame', async () => {
    // Read in the same task as the change event: whatever the next frame paints is this.
    const shown = await lamps.evaluate((select: HTMLSelectElement) => {
      select.value = 'Visad kunskap';
      select.dispatchEvent(new Event('change', { bubbles: true }));
      return select.value;
    });
    expect(shown).toBe('Visad kunskap');
  });

  await test.step('the refusal puts everything back and says so', async () => {
    release();
    await expectToast(page, 'Kunde inte spara ändringen.');
    await expect(tyres).toHaveValue('');
    await expect(lamps).toHaveValue('');
    await expect(done).not.toBeChecked();
    await expect(page.locator('[data-pending]')).toHaveCount(0);
    await expectProgress(page, 1, { lessons: '0 av 15', approved: '0 av 70', sections: '0 av 4' });
  });

  await test.step('the server kept nothing of it', async () => {
    await page.unroute('**/api/v1/lessonChanges');
    await page.reload();
    await expect(tyres).toHaveValue('');
    await expect(done).not.toBeChecked();
  });
});

test('a card is deleted after the warning and the countdown, unless the student undoes it', async ({
  page,
  accounts,
}) => {
  await page.clock.install();
  const student = await studentWithCards(page, accounts, 'Cilla', 2);
  let deletes = 0;
  page.on('request', (request) => {
    if (request.method() === 'DELETE') deletes += 1;
  });
  await openCards(page, student);
  await expect(cardButton(page, 2)).toBeVisible();
  const menu = page.getByRole('button', { name: 'Mer val för Kort 1' });
  const remove = {
    /** 'Ta bort Kort 1' lives in the card menu: open it, then choose. */
    click: async () => {
      await menu.click();
      await page.getByRole('button', { name: 'Ta bort Kort 1' }).click();
    },
  };
  const warning = page.getByRole('dialog', { name: 'Varning! Du håller på att ta bort Kort 1!' });
  const undo = page.getByRole('button', { name: /^Ångra\?/ });

  await test.step('cancelling the warning keeps the card', async () => {
    await remove.click();
    await expect(warning).toBeVisible();
    await expect(warning).toContainText('tas bort permanent');
    await expectAccessible(page);
    await warning.getByRole('button', { name: 'Avbryt' }).click();
    await expect(warning).toBeHidden();
    await expect(undo).toHaveCount(0);
  });

  await test.step('undo during the countdown keeps the card', async () => {
    await remove.click();
    await warning.getByRole('button', { name: 'Ja, ta bort kortet' }).click();
    await expect(undo).toHaveText('Ångra? (3)');
    await expect(undo).toBeFocused();
    await page.clock.runFor(1_000);
    await expect(undo).toHaveText('Ångra? (2)');
    await undo.click();
    await expect(undo).toHaveCount(0);
    await page.clock.runFor(5_000);
    await expect(cardButton(page, 1)).toBeVisible();
    await expect(cardButton(page, 2)).toBeVisible();
    // A request the page sends now: a delete the countdown had started would have gone first.
    await Promise.all([
      page.waitForRequest('**/api/health'),
      page.evaluate(() => fetch('/api/health').then((response) => response.status)),
    ]);
    expect(deletes).toBe(0);
    await expect(menu).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  await test.step('a delete the server refuses leaves the card', async () => {
    await page.route('**/api/v1/drivingnotes/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 400, json: { message: 'Ogiltig förfrågan.' } })
        : route.continue(),
    );
    expectConsoleMessages(page, failedRequest(400, /^\/api\/v1\/drivingnotes\/[^/]+$/));
    await remove.click();
    await warning.getByRole('button', { name: 'Ja, ta bort kortet' }).click();
    await page.clock.runFor(3_000);
    await expectToast(page, 'Kunde inte ta bort kortet.');
    await expect(cardButton(page, 2)).toBeVisible();
    await page.unroute('**/api/v1/drivingnotes/*');
  });

  await test.step('without undo the card is gone at zero', async () => {
    await remove.click();
    await warning.getByRole('button', { name: 'Ja, ta bort kortet' }).click();
    await page.clock.runFor(3_000);
    await expectToast(page, 'Kortet är borttaget!');
    await expect(cardButton(page, 2)).toHaveCount(0);
    await expect(cardButton(page, 1)).toBeVisible();
    await page.reload();
    await expect(cardButton(page, 1)).toBeVisible();
    await expect(cardButton(page, 2)).toHaveCount(0);
  });
});

test('finishing lesson 15 congratulates once; Kanske senare closes, and lesson 16 stays quiet', async ({
  page,
  accounts,
}) => {
  const student = await studentWithCards(page, accounts, 'Dani', 2);
  await openCards(page, student);
  const done = page.getByRole('checkbox', { name: 'Klar!' });
  const congratulation = page.getByRole('dialog', { name: 'Grattis!' });

  await test.step('ticks lesson 15 (Bilen och lutningar/parkering) done on the first card', async () => {
    await goToLesson(page, 14);
    await expect(lessonHeading(page)).toHaveText(/Bilen och lutningar\/parkering/);
    await done.click();
    await expect(congratulation).toBeVisible();
    await expect(congratulation.getByRole('button', { name: 'Ja tack!' })).toBeVisible();
    await expectAccessible(page);
    await congratulation.getByRole('button', { name: 'Kanske senare' }).click();
    await expect(congratulation).toBeHidden();
  });

  await test.step('ticking lesson 16 on the second card shows no popup again', async () => {
    await cardButton(page, 2).click();
    await expect(page.getByText('Lektion 1 av 15')).toBeVisible();
    await goToLesson(page, 15);
    await expect(lessonHeading(page)).toHaveText(/Utbildningskontroll/);
    const answer = await savedAndSettled(page, () => done.click(), LESSON_API.student);
    const result = await changeResult(answer);
    expect(result.outcome).toBe('applied');
    expect(result.congratulate ?? false).toBe(false);
    await expect(done).toBeChecked();
    // The app has dealt with the answer: a congratulation would be showing now.
    await expect(congratulation).toBeHidden();
  });
});

test('Ja tack! in the congratulation goes to the driving schools', async ({ page, accounts }) => {
  const student = await studentWithCards(page, accounts, 'Elis', 1);
  await openCards(page, student);
  await goToLesson(page, 15);
  await page.getByRole('checkbox', { name: 'Klar!' }).click();
  await page
    .getByRole('dialog', { name: 'Grattis!' })
    .getByRole('button', { name: 'Ja tack!' })
    .click();
  await expect(page).toHaveURL(/\/schools$/);
  await expect(page.getByRole('heading', { name: 'Trafikskolor' })).toBeVisible();
});

test('the eleventh card is refused with the limit message', async ({ page, accounts }) => {
  const student = await studentWithCards(page, accounts, 'Fia', 10);
  await openCards(page, student);
  await expect(cardButton(page, 10)).toBeVisible();
  expectConsoleMessages(page, failedRequest(400, '/api/v1/drivingnotes/card'));
  await page.getByRole('button', { name: 'Nytt övningskort' }).click();
  await expectToast(page, 'Du kan ha högst 10 övningskort.');
  await expect(cardButton(page, 11)).toHaveCount(0);
});

test('a student who has not activated the account sees the notice, not cards', async ({
  page,
  accounts,
}) => {
  const student = await accounts.student({ activated: false, name: 'Gun' });
  await signedIn(page, 'student', student);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hej Gun!' })).toBeVisible();
  // The server refuses the cards and their live changes until the account is activated (the
  // page may learn it from the cards before it asks for the live changes).
  expectConsoleMessages(page, failedRequest(403, LESSON_API.student.list));
  allowConsoleMessages(page, failedRequest(403, '/api/v1/live'));
  await page.goto('/notes');
  await expect(page.getByText('Aktivera ditt konto för att använda övningskorten.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nytt övningskort' })).toHaveCount(0);
  await expectAccessible(page);
});

test('on a 320 px wide phone nothing overflows and the controls are large enough', async ({
  page,
  accounts,
}, testInfo) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const student = await studentWithCards(page, accounts, 'Hedda', 2);
  await openCards(page, student);
  const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  const next = page.getByRole('button', { name: 'Nästa', exact: true });
  await expect(next).toBeInViewport();
  const tyres = page.getByLabel('Status för Däck och hjul');
  await tyres.selectOption('Visad kunskap');
  await page.getByText('Instruktioner för Däck och hjul').click();
  expect((await tyres.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  expect((await next.boundingBox())!.height).toBeGreaterThanOrEqual(48);
  expect(await fitsWidth()).toBeLessThanOrEqual(320);
  await page.screenshot({ path: testInfo.outputPath('notes-320.png'), fullPage: true });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Mer val för Kort 1' }).click();
  await page.getByRole('button', { name: 'Ta bort Kort 1' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await fitsWidth()).toBeLessThanOrEqual(320);
  await page.screenshot({ path: testInfo.outputPath('notes-320-dialog.png') });
  await page.getByRole('button', { name: 'Avbryt' }).click();

  await goToLesson(page, 15);
  expect(await fitsWidth()).toBeLessThanOrEqual(320);
});
