import type { APIRequestContext, Page } from '@playwright/test';
import { apiSession, expect, expectAccessible, signedIn, test } from './support/fixtures.js';
import {
  replaceSpeechRecognition,
  replaceSpeechSynthesis,
  replaceWakeLock,
  say,
  spokenTexts,
  wakeLockEvents,
} from './support/speech.js';

/**
 * Issue 38: the drive with the phone in its holder. The learner starts, annotates and ends the
 * drive by voice and hears each command answered; the screen stays on meanwhile; after
 * "avsluta" a minute's talk on the parked car, then the filled-in form, saved only by the
 * learner's tap.
 */

async function serverDrives(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/v1/drives', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { drives: Record<string, unknown>[] }).drives;
}

/** What the app said last, and that it was said aloud too. */
async function expectAnswer(page: Page, text: string) {
  const screen = page.getByRole('dialog');
  await expect(screen.getByRole('status')).toContainText(text);
  await expect.poll(() => spokenTexts(page)).toContain(text);
}

test('a learner starts, annotates and ends a drive by voice, talks it over and saves the form', async ({
  page,
  accounts,
}, testInfo) => {
  await replaceSpeechSynthesis(page);
  await replaceSpeechRecognition(page);
  await replaceWakeLock(page);
  const student = await accounts.student({ name: 'Vera' });
  const { token } = await apiSession(page.request, 'student', student);
  await signedIn(page, 'student', student, { remember: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/korjournal');

  const screen = page.getByRole('dialog', { name: 'Körläge' });
  await test.step('Körläge: the screen stays on and the app listens, before any drive', async () => {
    await page.getByRole('button', { name: 'Körläge' }).click();
    await expect(screen).toBeVisible();
    await expect(screen.getByText('Ingen körning pågår')).toBeVisible();
    await expect(screen.getByText('Lyssnar')).toBeVisible();
    await expect(screen.getByText('Skärmen hålls tänd.')).toBeVisible();
    expect(await wakeLockEvents(page)).toEqual(['request screen']);
    await expectAccessible(page);
  });

  await test.step('"starta körningen" starts the clock and is answered aloud', async () => {
    await say(page, 'Starta körningen');
    await expectAnswer(page, 'Körningen har startat.');
    await expect(screen.getByText('Körning pågår')).toBeVisible();
    await expect(screen.getByText(/^0:0\d$/)).toBeVisible();
  });

  await test.step('darkness, rain and the motorway are noted; a pause stops the clock', async () => {
    await say(page, 'nu är det mörkt');
    await expectAnswer(page, 'Mörker, noterat.');
    // The car's speaker heard back by the microphone is not a command.
    const spoken = (await spokenTexts(page)).length;
    await say(page, 'Mörker, noterat.');
    await expect(screen.getByRole('status')).toHaveText('Mörker, noterat.');
    expect(await spokenTexts(page)).toHaveLength(spoken);
    await say(page, 'Det regnar.');
    await expectAnswer(page, 'Regn, noterat.');
    await say(page, 'motorväg');
    await expectAnswer(page, 'Motorväg, noterat.');
    const noted = screen.getByRole('list', { name: 'Noterat' });
    await expect(noted.getByRole('listitem')).toHaveText([
      'Mörker',
      'Regn',
      'Motorväg/motortrafikled',
    ]);
    await say(page, 'paus');
    await expectAnswer(page, 'Paus.');
    await expect(screen.getByText('Paus – klockan står still')).toBeVisible();
    await say(page, 'fortsätt');
    await expectAnswer(page, 'Körningen fortsätter.');
    await page.screenshot({ path: testInfo.outputPath('hands-free-390.png') });
  });

  await test.step('what is not a command is said to be not understood, and changes nothing', async () => {
    await say(page, 'vilket fint väder');
    await expectAnswer(page, 'Det förstod jag inte.');
    await expect(screen.getByRole('status')).toContainText('Hörde: ”vilket fint väder”');
    await expect(screen.getByText('Körning pågår')).toBeVisible();
  });

  await test.step('a reload in the car keeps the drive, what was noted, and the screen', async () => {
    await page.reload();
    await expect(screen.getByText('Körning pågår')).toBeVisible();
    await expect(screen.getByRole('list', { name: 'Noterat' }).getByRole('listitem')).toHaveCount(
      3,
    );
    await expect(screen.getByText('Lyssnar')).toBeVisible();
  });

  await test.step('"avsluta körningen": a short talk on the parked car, answered by voice', async () => {
    await say(page, 'avsluta körningen');
    const talk = page.getByRole('dialog', { name: 'Prata om körningen' });
    await expect(talk.getByRole('group', { name: 'Hur pigg var du i dag?' })).toBeVisible();
    await expect.poll(() => spokenTexts(page)).toContain('Hur pigg var du i dag?');
    await expect(talk.getByText(/Formuläret kommer om \d+ s/)).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('hands-free-talk-390.png') });
    await say(page, 'en fyra');
    await expect(talk.getByText('Pigg: 4')).toBeVisible();
    await expect(
      talk.getByRole('group', { name: 'Var det något som stressade dig?' }),
    ).toBeVisible();
    await say(page, 'Nej, inte alls.');
  });

  await test.step('then the form, filled in from the drive; nothing is saved before the tap', async () => {
    const form = page.getByRole('form', { name: 'Ny körning' });
    await expect(form).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    // Asked for again after the reload (the record starts with the page), and let go now.
    expect(await wakeLockEvents(page)).toEqual(['request screen', 'release']);
    for (const label of ['Mörker', 'Regn', 'Motorväg/motortrafikled'])
      await expect(form.getByRole('button', { name: label, exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
    await expect(
      form
        .getByRole('group', { name: 'Hur pigg var du i dag?' })
        .getByRole('button', { name: '4', exact: true }),
    ).toHaveAttribute('aria-pressed', 'true');
    expect(await serverDrives(page.request, token)).toEqual([]);
    // Vera has no supervisor in the app: who sat beside her is hers to write.
    await form.getByLabel('Namn').fill('Pappa');
    await form.getByRole('button', { name: 'Spara körning' }).click();
    await expect(form).toBeHidden();
    await expect.poll(async () => (await serverDrives(page.request, token)).length).toBe(1);
    expect((await serverDrives(page.request, token))[0]).toMatchObject({
      roads: ['motorway'],
      conditions: expect.arrayContaining(['dark', 'rain']) as unknown,
      reflection: {
        answers: [
          { question: 'alertness', answer: '4' },
          { question: 'stress', answer: 'no' },
        ],
      },
    });
  });
});

test('without voice the drive screen works by its buttons, and closing it lets the screen sleep', async ({
  page,
  accounts,
}, testInfo) => {
  await replaceWakeLock(page);
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    delete w.SpeechRecognition;
    delete w.webkitSpeechRecognition;
    delete w.MediaRecorder;
  });
  const student = await accounts.student({ name: 'Oskar' });
  await signedIn(page, 'student', student);
  await page.goto('/korjournal');
  await page.getByRole('button', { name: 'Körläge' }).click();
  const screen = page.getByRole('dialog', { name: 'Körläge' });
  await expect(screen.getByText('kan inte höra röstkommandon')).toBeVisible();
  await screen.getByRole('button', { name: 'Starta körning' }).click();
  await expect(screen.getByText('Körning pågår')).toBeVisible();
  await screen.getByRole('button', { name: 'Paus' }).click();
  await expect(screen.getByText('Paus – klockan står still')).toBeVisible();
  await screen.getByRole('button', { name: 'Fortsätt' }).click();
  await page.screenshot({ path: testInfo.outputPath('hands-free-1280.png') });
  await page.keyboard.press('Escape');
  await expect(screen).toBeHidden();
  expect(await wakeLockEvents(page)).toEqual(['request screen', 'release']);
  // The drive goes on in the drive log, as "Starta körning" there would have it.
  await expect(page.getByText('Körning pågår')).toBeVisible();
  await page.getByRole('button', { name: 'Körläge' }).click();
  await screen.getByRole('button', { name: 'Avsluta körningen' }).click();
  const talk = page.getByRole('dialog', { name: 'Prata om körningen' });
  await talk
    .getByRole('group', { name: 'Hur pigg var du i dag?' })
    .getByRole('button', { name: '3', exact: true })
    .click();
  await talk.getByRole('button', { name: 'Till formuläret' }).click();
  const form = page.getByRole('form', { name: 'Ny körning' });
  await expect(
    form
      .getByRole('group', { name: 'Hur pigg var du i dag?' })
      .getByRole('button', { name: '3', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(form.getByLabel('Minuter')).toHaveValue('1');
});
