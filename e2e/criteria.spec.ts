import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectAccessible, signedIn, studentWithCard, test } from './support/fixtures.js';
import { replaceSpeechSynthesis } from './support/speech.js';

/** 'Klart när …' of lesson 1's first sub-moment, as content/criteria has it. */
const tyres = (
  JSON.parse(
    fs.readFileSync(
      path.resolve(import.meta.dirname, '../content/criteria/lesson-01.json'),
      'utf8',
    ),
  ) as Record<
    string,
    {
      heading: string;
      goal: string;
      done: string[];
      faults: string[];
      questions: string[];
      reviewed: string;
    }
  >
).catA!;
const reviewed = new Intl.DateTimeFormat('sv-SE', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
}).format(new Date(`${tyres.reviewed}T00:00:00Z`));

/** The open instruction of lesson 1's 'Däck och hjul' and its 'Klart när …' section. */
async function openTyres(page: Page) {
  await expect(page.getByText('Lektion 1 av 15')).toBeVisible();
  const details = page.locator('details').filter({ hasText: `Instruktioner för ${tyres.heading}` });
  await details.getByText(`Instruktioner för ${tyres.heading}`).click();
  const heading = details.getByRole('heading', { level: 6, name: 'Klart när …' });
  await expect(heading).toBeVisible();
  const section = details
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 6, name: 'Klart när …' }) });
  return {
    details,
    section,
    done: section.getByRole('list').first().getByRole('listitem'),
    faults: section.getByRole('heading', { level: 6, name: 'Vanliga fel på körprovet' }),
    questions: section.getByRole('heading', { level: 6, name: 'Fråga dig själv' }),
    more: section.locator('summary'),
  };
}

test('a learner sees when a sub-moment is done, and the audio does not read it', async ({
  page,
  accounts,
}) => {
  await page.clock.install();
  await replaceSpeechSynthesis(page);
  const student = await studentWithCard(page, accounts);
  await signedIn(page, 'student', student);
  await page.goto('/notes');
  const view = await openTyres(page);

  await test.step('after the text: what the learner shows, the goal and the review date', async () => {
    await expect(view.done).toHaveText(tyres.done);
    await expect(view.section).toContainText(`Mål: ${tyres.goal}`);
    await expect(view.section).toContainText(`Granskad ${reviewed}`);
    // The section comes after the last part of the text.
    const after = await view.section.evaluate((section) => {
      const parts = section.closest('details')!.querySelectorAll('[data-part]');
      const last = parts[parts.length - 1]!;
      return Boolean(last.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(after).toBe(true);
  });

  await test.step('faults and questions are one tap away', async () => {
    await expect(view.faults).toBeHidden();
    await expect(view.more).toHaveText(`Vanliga fel och frågor för ${tyres.heading}`);
    await view.more.click();
    await expect(view.faults).toBeVisible();
    await expect(view.questions).toBeVisible();
    for (const text of [...tyres.faults, ...tyres.questions])
      await expect(view.section.getByRole('listitem').filter({ hasText: text })).toBeVisible();
    await expectAccessible(page);
  });

  await test.step('Läs alla reads the parts of the text and nothing of the criteria', async () => {
    const parts = await view.details.locator('[data-part]').count();
    await view.details.getByRole('button', { name: 'Läs alla', exact: true }).click();
    await expect(view.details.locator('[data-part="intro"]')).toHaveAttribute(
      'aria-current',
      'step',
    );
    // The page's clock jumps past each part and the pause after it until the reading ends.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(2_500);
          return view.details.locator('[aria-current="step"]').count();
        },
        { timeout: 60_000 },
      )
      .toBe(0);
    const spoken = (
      await page.evaluate(() => (window as unknown as { __spoken: { text: string }[] }).__spoken)
    ).map((s) => s.text);
    expect(spoken.length).toBeGreaterThanOrEqual(parts);
    const said = spoken.join(' ');
    expect(said).not.toContain('Klart när');
    for (const text of [tyres.goal, ...tyres.done, ...tyres.faults, ...tyres.questions])
      expect(said, text).not.toContain(text.slice(0, 30));
  });
});

test('the supervisor of the learner sees the same criteria, faults and questions open', async ({
  page,
  accounts,
}) => {
  const student = await studentWithCard(page, accounts);
  const supervisor = await accounts.supervisor();
  const added = await page.request.post('/api/v1/addTeacher', {
    headers: student.headers,
    data: { teacherEmail: supervisor.email, studentId: student.id },
  });
  expect(added.status()).toBe(200);

  await signedIn(page, 'supervisor', supervisor);
  await page.goto(`/instructorNotesGet/${student.id}`);
  const view = await openTyres(page);
  await expect(view.done).toHaveText(tyres.done);
  await expect(view.faults).toBeVisible();
  await expect(view.questions).toBeVisible();
  for (const text of [...tyres.faults, ...tyres.questions])
    await expect(view.section.getByRole('listitem').filter({ hasText: text })).toBeVisible();
  await expect(view.section).toContainText(`Mål: ${tyres.goal}`);
  await expect(view.section).toContainText(`Granskad ${reviewed}`);
  // The status the supervisor sets follows right after the criteria.
  await expect(page.getByRole('combobox', { name: `Status för ${tyres.heading}` })).toBeVisible();
  await expectAccessible(page);
});
