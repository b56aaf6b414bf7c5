import type { Locator, Page } from '@playwright/test';
import {
  createStudent,
  createSupervisor,
  expect,
  expectAccessible,
  logIn,
  logInAsSupervisor,
  test,
} from './support/fixtures.js';
import {
  replaceSpeechRecognition,
  replaceSpeechSynthesis,
  say,
  withoutSpeechRecognition,
} from './support/speech.js';

const speechService = `http://127.0.0.1:${process.env.E2E_SPEECH_PORT}`;

// Reading whole instructions aloud with pauses between the parts takes time on a busy machine.
test.describe.configure({ timeout: 120_000 });

/** A student with one card, made through the API as a fixture; optionally an automatic one. */
async function studentWithCard(page: Page, baseURL: string, options: { automatic?: boolean } = {}) {
  const student = await createStudent(page, baseURL, { activated: true, name: 'Ella' });
  const login = await page.request.post('/api/v1/login', {
    data: { email: student.email, password: student.password },
  });
  const { accessToken, user } = (await login.json()) as {
    accessToken: string;
    user: { id: string };
  };
  const headers = { authorization: `Bearer ${accessToken}` };
  if (options.automatic) {
    const gearbox = await page.request.put(`/api/v1/updUserData2/${user.id}`, {
      headers,
      data: { autotransmission: true },
    });
    expect(gearbox.status()).toBe(200);
  }
  expect((await page.request.post('/api/v1/drivingnotes/card', { headers })).status()).toBe(201);
  return { ...student, id: user.id, headers };
}

async function openCards(page: Page, student: { email: string; password: string }) {
  await logIn(page, student.email, student.password);
  await page.getByRole('link', { name: 'Mitt övningskort' }).click();
  await expect(page.getByText('Lektion 1 av 15')).toBeVisible();
}

/** The open instructions of one sub-moment. */
function instructionsOf(page: Page, heading: string) {
  const details = page.locator('details').filter({ hasText: `Instruktioner för ${heading}` });
  return {
    details,
    toggle: () => details.getByText(`Instruktioner för ${heading}`).click(),
    part: (id: string) => details.locator(`[data-part="${id}"]`),
    current: () => details.locator('[aria-current="step"]'),
    button: (name: string) => details.getByRole('button', { name, exact: true }),
  };
}

/**
 * A jump of the page's clock past the rest of a short part (the stand-in says each sentence in
 * 40 ms) and the pause between parts (AUDIO_PLAY_ALL_PAUSE_MS, 1.5 s): the next part has begun.
 */
const JUMP_PAST_NEXT_PART_MS = 2_500;

async function expectReading(part: Locator) {
  await expect(part).toHaveAttribute('aria-current', 'step');
}

test('a learner opens an instruction, reads its steps, looks at its picture and hears it read aloud', async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  await replaceSpeechSynthesis(page);
  const student = await studentWithCard(page, baseURL!);
  await openCards(page, student);
  const tyres = instructionsOf(page, 'Däck och hjul');

  await test.step('closed, then loading, then open; fetched once', async () => {
    let requests = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/noteDescription', async (route) => {
      requests += 1;
      await held;
      await route.continue();
    });
    await expect(tyres.details).not.toHaveAttribute('open');
    await tyres.toggle();
    await expect(tyres.details.getByText('Laddar instruktioner...')).toBeVisible();
    release();
    await expect(tyres.part('steg1')).toBeVisible();
    await tyres.toggle();
    await expect(tyres.part('steg1')).toBeHidden();
    await tyres.toggle();
    await expect(tyres.part('steg1')).toBeVisible();
    expect(requests).toBe(1);
    await page.unroute('**/api/v1/noteDescription');
  });

  await test.step('the steps are numbered and highlighted, with the picture and its caption', async () => {
    await expect(tyres.part('steg1').locator('mark').first()).toHaveText('steg 1');
    await expect(tyres.part('steg6')).toContainText('hjulbultarna');
    await expect(tyres.details.locator('strong').first()).toBeVisible();
    const picture = tyres.details.getByRole('img', { name: /mönsterdjup/i });
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(tyres.details.getByRole('img', { name: 'Info' }).first()).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('Läs alla reads every part in turn and highlights the one being read', async () => {
    await tyres.button('Läs alla').click();
    await expectReading(tyres.part('intro'));
    await expectReading(tyres.part('steg1'));
    await expect(tyres.details.getByRole('status').first()).toHaveText('Läser: Steg 1');
    await expectReading(tyres.part('steg2'));
    const spoken = await page.evaluate(
      () => (window as unknown as { __spoken: { text: string; lang: string }[] }).__spoken,
    );
    expect(spoken[0]).toEqual({ text: expect.stringContaining('Däcken är bilens'), lang: 'sv-SE' });
    expect(spoken.some((s) => s.text.startsWith('steg 1'))).toBe(true);
  });

  await test.step('Paus stops, Nästa and Förra move one part, Spela reads it', async () => {
    await tyres.button('Paus').click();
    await expect(tyres.details.getByRole('status').first()).toHaveText(/^Pausad: /);
    await tyres.button('Nästa steg').click();
    await expect(tyres.current()).toHaveCount(1);
    const afterNext = await tyres.current().getAttribute('data-part');
    await tyres.button('Förra steget').click();
    await expect(tyres.current()).not.toHaveAttribute('data-part', afterNext!);
    await expect(tyres.button('Läs alla')).toBeEnabled();
  });

  await test.step('closing the instruction stops the reading', async () => {
    const spokenCount = () =>
      page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken.length);
    // The page's clock jumps instead of the test waiting: every timer due within the jump
    // fires at once. While open, a jump past the pause between parts moves the reading on.
    await tyres.button('Läs alla').click();
    await expectReading(tyres.part('intro'));
    await page.clock.runFor(JUMP_PAST_NEXT_PART_MS);
    await expect(tyres.part('intro')).not.toHaveAttribute('aria-current', 'step');
    await expect(tyres.current()).toHaveCount(1);

    await tyres.button('Läs alla').click();
    await expectReading(tyres.part('intro'));
    await tyres.toggle();
    // Closed: the open instruction, and with it its reader, is gone.
    await expect(tyres.part('intro')).toHaveCount(0);
    const count = await spokenCount();
    await page.clock.runFor(JUMP_PAST_NEXT_PART_MS);
    expect(await spokenCount()).toBe(count);
  });
});

test('a part with a recording is played from its audio file', async ({ page, baseURL }) => {
  await replaceSpeechSynthesis(page);
  const student = await studentWithCard(page, baseURL!);
  await openCards(page, student);
  await page.getByRole('button', { name: 'Nästa', exact: true }).click();
  await expect(page.getByText('Lektion 2 av 15')).toBeVisible();
  const seat = instructionsOf(page, 'Inställning av förarstolen');
  await seat.toggle();
  const recording = page.waitForResponse((response) =>
    /\/media\/audio\/A2-intro\.[0-9a-f]{12}\.mp3$/.test(response.url()),
  );
  await seat.button('Spela').click();
  expect((await recording).ok()).toBe(true);
  await expect(seat.details.getByRole('status').first()).toHaveText('Läser: Inledning (inspelad)');
  await expectReading(seat.part('intro'));
  const spoken = await page.evaluate(() => (window as unknown as { __spoken: unknown[] }).__spoken);
  expect(spoken, 'a recorded part is not also synthesised').toEqual([]);
  await seat.button('Paus').click();
  await expect(seat.details.getByRole('status').first()).toHaveText('Pausad: Inledning (inspelad)');
});

test('a learner drives the reading with Swedish voice commands', async ({ page, baseURL }) => {
  await replaceSpeechSynthesis(page);
  await replaceSpeechRecognition(page);
  const student = await studentWithCard(page, baseURL!);
  await openCards(page, student);
  const tyres = instructionsOf(page, 'Däck och hjul');
  await tyres.toggle();
  const voice = tyres.details.getByRole('group', { name: /Röststyrning/ });
  await expect(voice).toContainText('testversion');

  await voice.getByRole('button', { name: 'Starta röststyrning' }).click();
  await expect(voice.getByRole('status')).toContainText('Lyssnar');
  expect(
    await page.evaluate(
      () => (window as unknown as { __recognitionLang: string }).__recognitionLang,
    ),
  ).toBe('sv-SE');

  await say(page, 'nästa steg');
  await expectReading(tyres.part('steg1'));
  await expect(voice.getByRole('status')).toHaveText('Hörde: ”nästa steg”');
  await say(page, 'Nästa steg.');
  await expectReading(tyres.part('steg2'));
  await say(page, 'första steg');
  await expectReading(tyres.part('intro'));
  await say(page, 'avsluta läsning');
  await expect(tyres.current()).toHaveCount(0);
  await say(page, 'läs alla steg');
  await expectReading(tyres.part('intro'));
  await expectReading(tyres.part('steg1'));
  await say(page, 'hej på dig');
  await expect(voice.getByRole('status')).toContainText('inget kommando');

  await voice.getByRole('button', { name: 'Stoppa röststyrning' }).click();
  await expect(voice.getByRole('status')).toHaveText('Röststyrningen är avstängd.');
});

test('without a recogniser in the browser, voice commands go through the server', async ({
  page,
  baseURL,
}) => {
  await replaceSpeechSynthesis(page);
  await withoutSpeechRecognition(page, { recorder: true });
  await page.request.post(`${speechService}/__next`, { data: { text: 'Nästa steg.' } });
  const student = await studentWithCard(page, baseURL!);
  await openCards(page, student);
  const tyres = instructionsOf(page, 'Däck och hjul');
  await tyres.toggle();
  const voice = tyres.details.getByRole('group', { name: /Röststyrning/ });

  const transcribed = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/transcribe') && response.request().method() === 'POST',
  );
  await voice.getByRole('button', { name: 'Starta röststyrning' }).click();
  expect((await transcribed).status()).toBe(200);
  await expectReading(tyres.part('steg1'));
  await voice.getByRole('button', { name: 'Stoppa röststyrning' }).click();

  const received = (await (await page.request.get(`${speechService}/__received`)).json()) as {
    bytes: number;
    type: string;
    language: string;
  }[];
  expect(received.at(-1)).toMatchObject({
    language: 'sv',
    type: expect.stringMatching(/^audio\//),
  });
  expect(received.at(-1)!.bytes).toBeGreaterThan(100);
});

test('voice control is hidden where the browser can neither listen nor record', async ({
  page,
  baseURL,
}) => {
  await replaceSpeechSynthesis(page);
  await withoutSpeechRecognition(page, { recorder: false });
  const student = await studentWithCard(page, baseURL!);
  await openCards(page, student);
  const tyres = instructionsOf(page, 'Däck och hjul');
  await tyres.toggle();
  await expect(tyres.button('Läs alla')).toBeVisible();
  await expect(tyres.details.getByRole('group', { name: /Röststyrning/ })).toHaveCount(0);
});

test('a supervisor reads a linked student’s instruction for the card’s gearbox', async ({
  page,
  baseURL,
}) => {
  const student = await studentWithCard(page, baseURL!, { automatic: true });
  const supervisor = await createSupervisor(page, baseURL!, { activated: true });
  const added = await page.request.post('/api/v1/addTeacher', {
    headers: student.headers,
    data: { teacherEmail: supervisor.email, studentId: student.id },
  });
  expect(added.status()).toBe(200);

  await logInAsSupervisor(page, supervisor.email, supervisor.password);
  await page.goto(`/instructorNotesGet/${student.id}`);
  await expect(page.getByText('Lektion 1 av 15')).toBeVisible();
  for (let at = 1; at < 4; at++)
    await page.getByRole('button', { name: 'Nästa', exact: true }).click();
  await expect(page.getByText('Inledande manövrering')).toBeVisible();
  const slow = instructionsOf(page, 'Långsam körning med bromspedalen');
  await slow.toggle();
  await expect(slow.part('steg2')).toContainText('-AUTOMAT-');
  await expect(slow.details).not.toContainText('-MANUELL-');
  await expect(slow.details).not.toContainText('kopplingen helt');
});
