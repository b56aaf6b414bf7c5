import type { Locator, Page } from '@playwright/test';
import {
  type Accounts,
  expect,
  expectAccessible,
  signedIn,
  studentWithCard,
  test,
} from './support/fixtures.js';
import {
  endSpeaking,
  replaceSpeechRecognition,
  replaceSpeechSynthesis,
  say,
  withoutSpeechRecognition,
} from './support/speech.js';

const speechService = `http://127.0.0.1:${process.env.E2E_SPEECH_PORT}`;

/** The student's card screen, signed in. */
async function openCards(page: Page, student: { email: string; password: string }) {
  await signedIn(page, 'student', student);
  await page.goto('/notes');
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

/** The part is being read (the stand-in voice holds each sentence), and then it ends. */
async function expectReadThrough(page: Page, part: Locator) {
  await expectReading(part);
  let more = await endSpeaking(page);
  while (more && (await part.getAttribute('aria-current')) === 'step')
    more = await endSpeaking(page);
}

test('a learner opens an instruction, reads its steps, looks at its picture and hears it read aloud', async ({
  page,
  accounts,
}) => {
  await page.clock.install();
  await replaceSpeechSynthesis(page);
  const student = await studentWithCard(page, accounts);
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // The card's instructions that the device keeps for use offline (decision 035) wait too:
  // this instruction is fetched for the first time when it is opened.
  await page.route('**/api/v1/lessonInstructions', async (route) => {
    await held;
    await route.continue();
  });
  await openCards(page, student);
  const tyres = instructionsOf(page, 'Däck och hjul');

  await test.step('closed, then loading, then open; fetched once', async () => {
    let requests = 0;
    await page.route('**/api/v1/noteDescription', async (route) => {
      requests += 1;
      await held;
      await route.continue();
    });
    await expect(tyres.details).not.toHaveAttribute('open');
    await tyres.toggle();
    await expect(tyres.details.getByText('Laddar instruktioner…')).toBeVisible();
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
    // Time stands still while the parts are stepped through: the stand-in voice would otherwise
    // finish a short part (40 ms) before the check sees it being read.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await tyres.button('Nästa steg').click();
    await expect(tyres.current()).toHaveCount(1);
    const afterNext = await tyres.current().getAttribute('data-part');
    await tyres.button('Förra steget').click();
    await expect(tyres.current()).not.toHaveAttribute('data-part', afterNext!);
    await expect(tyres.button('Läs alla')).toBeEnabled();
    await page.clock.resume();
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

test('the supervisor’s tip is shown as a tip and Läs alla never reads it to the learner', async ({
  page,
  accounts,
}) => {
  await page.clock.install();
  await replaceSpeechSynthesis(page);
  const student = await studentWithCard(page, accounts);
  await openCards(page, student);
  const tyres = instructionsOf(page, 'Däck och hjul');
  await tyres.toggle();
  const tip = tyres.details.getByRole('note', { name: 'Tips till handledaren' });
  await expect(tip.getByRole('heading', { level: 6, name: 'Tips till handledaren' })).toBeVisible();
  await expect(tip).toContainText('Låt eleven själv mäta');
  await expect(tip).not.toContainText('[handledare]');
  await expect(tyres.part('fall1')).not.toContainText('Låt eleven själv mäta');

  await tyres.button('Läs alla').click();
  await expectReading(tyres.part('intro'));
  // The page's clock jumps past each part and the pause after it until the reading ends.
  await expect
    .poll(
      async () => {
        await page.clock.runFor(JUMP_PAST_NEXT_PART_MS);
        return tyres.current().count();
      },
      { timeout: 60_000 },
    )
    .toBe(0);
  const spoken = await page.evaluate(
    () => (window as unknown as { __spoken: { text: string }[] }).__spoken,
  );
  const said = spoken.map((s) => s.text).join(' ');
  expect(said).toContain('hjulbultarna');
  expect(said).not.toContain('Låt eleven själv mäta');
  // The reading ended on the last case, and Nästa goes no further: the learner's reader has
  // no tip to go to.
  await expect(tyres.button('Nästa steg')).toBeDisabled();
});

/** Two screenshots of a drawing 0.7 s apart. */
async function frames(page: Page, drawing: Locator) {
  const first = await drawing.screenshot({ animations: 'allow' });
  await page.waitForTimeout(700);
  return [first, await drawing.screenshot({ animations: 'allow' })] as const;
}

/** The share of pixels that differ clearly between two screenshots (decoded in a blank page). */
async function changedPixels(page: Page, [a, b]: readonly [Buffer, Buffer]) {
  const scratch = await page.context().newPage();
  const share = await scratch.evaluate(
    async ([one, two]) => {
      const pixels = async (base64: string) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = new OffscreenCanvas(image.width, image.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        return context.getImageData(0, 0, image.width, image.height).data;
      };
      const [x, y] = [await pixels(one), await pixels(two)];
      if (x.length !== y.length) return 1;
      let changed = 0;
      for (let i = 0; i < x.length; i += 4) {
        const d =
          Math.abs(x[i]! - y[i]!) +
          Math.abs(x[i + 1]! - y[i + 1]!) +
          Math.abs(x[i + 2]! - y[i + 2]!);
        if (d > 48) changed += 1;
      }
      return changed / (x.length / 4);
    },
    [a.toString('base64'), b.toString('base64')] as const,
  );
  await scratch.close();
  return share;
}

/** The animated drawing of 'Backning runt ett hörn' (lesson 5), open and loaded. */
/** The still copy of a drawing, made on the device from the drawing's own text. */
const STILL_COPY = /^blob:/;

async function cornerAnimation(page: Page, accounts: Accounts) {
  const student = await studentWithCard(page, accounts);
  await openCards(page, student);
  for (let at = 2; at <= 4; at++) {
    await page.getByRole('button', { name: 'Nästa', exact: true }).click();
    await expect(page.getByText(`Lektion ${at} av 15`)).toBeVisible();
  }
  await expect(page.getByText('Inledande manövrering')).toBeVisible();
  // The card's instructions are on the device (decision 035) before a frame is compared: the
  // line that tells how far that has come changes, and the page's layout with it, meanwhile.
  await expect(
    page.getByRole('status').filter({ hasText: 'Allt finns i telefonen' }).first(),
  ).toBeVisible({ timeout: 60_000 });
  const corner = instructionsOf(page, 'Backning runt ett hörn');
  const animation = corner.details.getByRole('img', { name: /^Backning runt ett hörn, animerad/ });
  const show = async () => {
    await corner.toggle();
    await animation.scrollIntoViewIfNeeded();
    await expect
      .poll(() => animation.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  };
  return { corner, animation, show };
}

test('an animated manoeuvre moves, and stands still on its key frame where motion is reduced', async ({
  page,
  accounts,
}) => {
  const { corner, animation, show } = await cornerAnimation(page, accounts);
  await test.step('the car moves', async () => {
    await show();
    expect(await animation.evaluate((img: HTMLImageElement) => img.currentSrc)).not.toContain(
      'still',
    );
    // Two frames 0.7 s apart differ once the drawing is painted and running (it has short
    // pauses of its own, so one pair may fall in one).
    await expect
      .poll(async () => changedPixels(page, await frames(page, animation)), {
        message: 'the car moves',
      })
      .toBeGreaterThan(0.01);
  });

  await test.step('with reduced motion it shows its still key frame, also inside <img>', async () => {
    // The page's setting reaches the drawing inside <img> as the still copy the device makes of
    // it, at once when the setting changes.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect
      .poll(() => animation.evaluate((img: HTMLImageElement) => img.currentSrc))
      .toMatch(STILL_COPY);
    await expect
      .poll(() => animation.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    // The moving image may still be on screen for a moment after the switch; then every pair
    // of frames is the same. A drawing that kept moving would fail this poll.
    await expect
      .poll(async () => changedPixels(page, await frames(page, animation)), {
        message: 'a still frame',
      })
      .toBeLessThan(0.002);
    // It offers to play the animation all the same.
    await expect(corner.details.getByRole('button', { name: 'Spela animationen' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

test('a person stops an animated drawing and plays it again with the keyboard (WCAG 2.2.2)', async ({
  page,
  accounts,
}) => {
  // The page's clock jumps past the end of the animation in the last step.
  await page.clock.install();
  const { corner, animation, show } = await cornerAnimation(page, accounts);
  await show();
  const pause = corner.details.getByRole('button', { name: 'Pausa animationen' });
  const play = corner.details.getByRole('button', { name: 'Spela animationen' });
  const source = () => animation.evaluate((img: HTMLImageElement) => img.currentSrc);

  await test.step('the button is reached with Tab from the instruction’s heading', async () => {
    await expect(pause).toBeVisible();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    // The check looks with reduced motion, where the still frame and 'Spela animationen' show.
    await expectAccessible(page);
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(pause).toBeVisible();
    await corner.details.locator(':scope > summary').focus();
    for (let tabs = 0; tabs < 40; tabs++) {
      if (await pause.evaluate((button) => button === document.activeElement)) break;
      await page.keyboard.press('Tab');
    }
    await expect(pause).toBeFocused();
  });

  await test.step('Enter stops it on its still key frame', async () => {
    await page.keyboard.press('Enter');
    await expect(play).toBeFocused();
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(source).toMatch(STILL_COPY);
    await expect
      .poll(async () => changedPixels(page, await frames(page, animation)), {
        message: 'a still frame',
      })
      .toBeLessThan(0.002);
  });

  await test.step('Space plays it again from the start', async () => {
    await page.keyboard.press('Space');
    await expect(pause).toBeFocused();
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(source).toMatch(/\/media\/images\/E5-5\.[0-9a-f]{12}\.svg$/);
    await expect
      .poll(async () => changedPixels(page, await frames(page, animation)), {
        message: 'the car moves',
      })
      .toBeGreaterThan(0.01);
  });

  await test.step('played to its end, it offers to play again', async () => {
    // E5-5 moves for 2 × 11.8 s; the drawing itself stops on its last frame.
    await page.clock.runFor(25_000);
    await expect(play).toBeFocused();
    await expect(play).toHaveAttribute('aria-pressed', 'false');
    expect(await source()).not.toMatch(STILL_COPY);
    await page.keyboard.press('Enter');
    await expect(pause).toBeFocused();
  });
});

test('without a Swedish voice, asking to hear the instruction explains what to install and offers Läs steg för steg', async ({
  page,
  accounts,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await replaceSpeechSynthesis(page, { swedishVoice: false });
  await replaceSpeechRecognition(page);
  const student = await studentWithCard(page, accounts);
  await openCards(page, student);
  await page.getByRole('button', { name: 'Nästa', exact: true }).click();
  await expect(page.getByText('Lektion 2 av 15')).toBeVisible();
  const seat = instructionsOf(page, 'Inställning av förarstolen');
  await seat.toggle();
  await expect(seat.part('steg1')).toBeVisible();
  const listen = seat.button('Läs upp');
  const stepByStep = seat.details.getByRole('button', { name: 'Läs steg för steg' });
  const help = seat.details.getByRole('region', { name: 'Enheten saknar svensk röst' });
  const steps = seat.details.getByRole('region', {
    name: 'Steg för steg: Inställning av förarstolen',
  });
  const position = steps.locator('[aria-live="polite"]');

  await test.step('no notice unasked: Läs upp and Läs steg för steg instead of controls that cannot work', async () => {
    // Decided once the device's voices have loaded (or the wait for them is over).
    await expect(listen).toHaveAttribute('aria-expanded', 'false');
    await expect(stepByStep).toHaveCount(1);
    await expect(seat.details.getByText(/svensk röst/)).toHaveCount(0);
    for (const name of ['Spela', 'Läs alla', 'Förra steget', 'Nästa steg'])
      await expect(seat.button(name)).toHaveCount(0);
  });

  await test.step('Läs upp explains what to install on Android and iPhone', async () => {
    await listen.click();
    await expect(listen).toHaveAttribute('aria-expanded', 'true');
    await expect(help).toContainText('Text till tal');
    await expect(help).toContainText('Hjälpmedel → Uppläst innehåll → Röster → Svenska');
    await expect(help).toContainText('Menyernas namn kan skilja mellan telefoner');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page);
    await help.getByRole('button', { name: 'Stäng' }).click();
    await expect(help).toHaveCount(0);
  });

  await test.step('so does a voice command asking to hear it', async () => {
    const voice = seat.details.getByRole('group', { name: /Röststyrning/ });
    await voice.getByRole('button', { name: 'Starta röststyrning' }).click();
    await say(page, 'läs alla steg');
    await expect(help).toBeVisible();
    await say(page, 'avsluta läsning');
    await expect(help).toHaveCount(0);
    await say(page, 'nästa steg');
    await expect(help).toBeVisible();
  });

  await test.step('Läs steg för steg shows one part at a time, by button, key and voice', async () => {
    await help.getByRole('button', { name: 'Läs steg för steg' }).click();
    await expect(steps).toBeFocused();
    await expect(position).toHaveText(/^1 av 9\s*Inledning$/);
    // One part per view: the whole text is away while the steps are read.
    await expect(seat.part('steg1')).toHaveCount(0);
    await expect(steps.getByRole('button', { name: 'Föregående steg' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await steps.getByRole('button', { name: 'Nästa steg' }).click();
    await expect(position).toHaveText(/^2 av 9\s*Steg 1$/);
    await expect(steps).toContainText('Sätt dig längst bak i sätet');
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText(/^3 av 9\s*Steg 2$/);
    await expect(steps.getByRole('img', { name: /.+/ })).toBeVisible();
    await page.keyboard.press('End');
    await expect(position).toHaveText(/^9 av 9\s*Fall 2$/);
    const next = steps.getByRole('button', { name: 'Nästa steg' });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // Playwright waits for an aria-disabled button to be enabled: a person's tap is forced.
    await next.click({ force: true });
    await expect(position).toHaveText(/^9 av 9\s*Fall 2$/);
    await page.keyboard.press('Home');
    await expect(position).toHaveText(/^1 av 9\s*Inledning$/);
    await say(page, 'nästa steg');
    await expect(position).toHaveText(/^2 av 9\s*Steg 1$/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(steps).toHaveCount(0);
    await expect(seat.part('steg1')).toBeVisible();
    await expect(stepByStep).toBeFocused();
  });

  // Lesson 2 has no recordings any more: nothing under /media/audio is asked for.
  const response = await page.request.post('/api/v1/noteDescription', {
    headers: student.headers,
    data: { parameter: 'catA', number: 2, studentId: student.id },
  });
  expect(((await response.json()) as { mp3: unknown[] }).mp3).toEqual([]);
});

test('a learner drives the reading with Swedish voice commands', async ({ page, accounts }) => {
  await replaceSpeechSynthesis(page, { heldUntilEnded: true });
  await replaceSpeechRecognition(page);
  const student = await studentWithCard(page, accounts);
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
  await expectReadThrough(page, tyres.part('steg1'));
  await expect(voice.getByRole('status')).toHaveText('Hörde: ”nästa steg”');
  await say(page, 'Nästa steg.');
  await expectReadThrough(page, tyres.part('steg2'));
  await say(page, 'första steg');
  await expectReadThrough(page, tyres.part('intro'));
  await say(page, 'avsluta läsning');
  await expect(tyres.current()).toHaveCount(0);
  await say(page, 'läs alla steg');
  await expectReadThrough(page, tyres.part('intro'));
  await expectReadThrough(page, tyres.part('steg1'));
  await say(page, 'hej på dig');
  await expect(voice.getByRole('status')).toContainText('inget kommando');

  await voice.getByRole('button', { name: 'Stoppa röststyrning' }).click();
  await expect(voice.getByRole('status')).toHaveText('Röststyrningen är avstängd.');
});

test('without a recogniser in the browser, voice commands go through the server', async ({
  page,
  accounts,
}) => {
  await replaceSpeechSynthesis(page, { heldUntilEnded: true });
  await withoutSpeechRecognition(page, { recorder: true });
  await page.request.post(`${speechService}/__next`, { data: { text: 'Nästa steg.' } });
  const student = await studentWithCard(page, accounts);
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
  await expectReadThrough(page, tyres.part('steg1'));
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
  accounts,
}) => {
  await replaceSpeechSynthesis(page);
  await withoutSpeechRecognition(page, { recorder: false });
  const student = await studentWithCard(page, accounts);
  await openCards(page, student);
  const tyres = instructionsOf(page, 'Däck och hjul');
  await tyres.toggle();
  await expect(tyres.button('Läs alla')).toBeVisible();
  await expect(tyres.details.getByRole('group', { name: /Röststyrning/ })).toHaveCount(0);
});

test('a supervisor reads a linked student’s instruction for the card’s gearbox', async ({
  page,
  accounts,
}) => {
  const student = await studentWithCard(page, accounts, { automatic: true });
  const supervisor = await accounts.supervisor();
  const added = await page.request.post('/api/v1/addTeacher', {
    headers: student.headers,
    data: { teacherEmail: supervisor.email, studentId: student.id },
  });
  expect(added.status()).toBe(200);

  await signedIn(page, 'supervisor', supervisor);
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
