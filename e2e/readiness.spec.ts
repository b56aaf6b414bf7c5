import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSession,
  expect,
  expectAccessible,
  expectToast,
  learnerWithCardAndSupervisor,
  settled,
  signedIn,
  test,
} from './support/fixtures.js';

/**
 * Issue 39: "Redo för körprovet?". The learner and the supervisor see the same verdict with the
 * same reasons, from what they recorded, and each thing to practise is one tap from where it is
 * practised.
 */

type Note = { id: string; number: number } & Record<string, unknown>;
const KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'];

/** Every sub-moment of the learner's card, lesson by lesson. */
async function subMoments(request: APIRequestContext, headers: Record<string, string>) {
  const list = await request.get('/api/v1/drivingnotes', { headers });
  const { drivingNotes } = (await list.json()) as { drivingNotes: Note[] };
  return drivingNotes
    .sort((a, b) => a.number - b.number)
    .flatMap((note) =>
      KEYS.filter((key) => typeof note[`cat${key}`] === 'string' && note[`cat${key}`] !== '').map(
        (key) => ({ lessonId: note.id, lesson: note.number, field: `stat${key}` }),
      ),
    );
}

async function setStatuses(
  request: APIRequestContext,
  api: string,
  token: string,
  moments: { lessonId: string; field: string }[],
  to: string,
) {
  const answer = await request.post(api, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      changes: moments.map(({ lessonId, field }) => ({
        id: randomUUID(),
        lessonId,
        field,
        from: '',
        to,
      })),
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function reasons(page: Page) {
  const verdict = page.getByRole('region', { name: 'Bedömning' });
  return verdict.getByRole('list').first().getByRole('listitem').allInnerTexts();
}

test('learner and supervisor see the same verdict and reasons, and a step opens its lesson', async ({
  page,
  accounts,
  otherBrowser,
}, testInfo) => {
  const { student, supervisor, headers } = await learnerWithCardAndSupervisor(page, accounts, {
    student: 'Ines',
    supervisor: 'Hanna Handledare',
  });
  const learnerToken = headers.authorization.replace('Bearer ', '');
  const { token: supervisorToken } = await apiSession(page.request, 'supervisor', supervisor);

  await test.step('on record: 60 of 70 approved, the rest begun; a drive in the dark in town', async () => {
    const all = await subMoments(page.request, headers);
    expect(all).toHaveLength(70);
    await setStatuses(
      page.request,
      '/api/v1/teacher/lessonChanges',
      supervisorToken,
      all.slice(0, 60),
      'Godkänd',
    );
    await setStatuses(
      page.request,
      '/api/v1/lessonChanges',
      learnerToken,
      all.slice(60),
      'Började',
    );
    const drive = await page.request.put(`/api/v1/drives/${randomUUID()}`, {
      headers,
      data: {
        date: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        startTime: '17:00',
        minutes: 75,
        km: 30,
        supervisedBy: { kind: 'supervisor' },
        conditions: ['dark'],
        roads: ['urban'],
        traffic: null,
        lessons: [13],
        note: '',
      },
    });
    expect(drive.status(), await drive.text()).toBe(200);
  });

  let learnerSees: string[] = [];
  await test.step('the learner: Snart, and why, with the rules one tap away', async () => {
    await signedIn(page, 'student', student);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('link', { name: 'Redo för körprovet?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Redo för körprovet?' }),
    ).toBeVisible();
    await expect(page.getByText('Snart', { exact: true })).toBeVisible();
    learnerSees = await reasons(page);
    expect(learnerSees).toEqual([
      '60 av 70 moment på kortet är godkända av handledaren.',
      'Ni har inte kört på landsväg än.',
      'Självskattningen: 0 av 10 påståenden är besvarade.',
      'Körtid: 1 h 15 min av riktmärket omkring 120 timmar.',
    ]);
    await page.getByText('Så bedömer vi').click();
    await expect(
      page.getByText(/^Redo att boka: handledaren har godkänt alla moment/),
    ).toBeVisible();
    const moments = page.getByRole('region', { name: 'Kursplanens fyra moment' });
    await expect(moments.getByRole('heading', { level: 3 })).toHaveText([
      'Kursplanens moment 1: Manövrering, fordon och miljö',
      'Kursplanens moment 2: Körning i olika trafikmiljöer',
      'Kursplanens moment 3: Resande med bil i speciella sammanhang',
      'Kursplanens moment 4: Personliga förutsättningar och målsättningar i livet',
    ]);
    await expect(moments).toContainText('TSFS 2011:20');
    const driving = page.getByRole('region', { name: 'Körjournalen: förhållanden och vägar' });
    await expect(driving.getByRole('row', { name: /^Mörker/ })).toContainText(
      '1 h 15 min, 1 körning',
    );
    await expect(driving.getByRole('row', { name: /^Landsväg/ })).toContainText('inte kört än');
    await expect(page.getByText(/Källa: VTI/)).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('readiness-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('readiness-1280.png'), fullPage: true });
  });

  await test.step('"Öva härnäst": the drive first, then the lesson begun, each one tap away', async () => {
    const next = page.getByRole('region', { name: 'Öva härnäst' }).getByRole('listitem');
    await expect(next).toHaveText([
      'Kör på landsväg',
      /^Lektion 14: .+ \(Började\)$/,
      'Fyll i självskattningen (10 kvar)',
    ]);
    await next.nth(1).getByRole('link').click();
    // Lesson 14 is the 13th of the manual card (it has no lesson 4).
    await expect(page).toHaveURL(/\/notes\?kort=1&lektion=13$/);
    await expect(page.getByRole('heading', { name: /Halt väglag/ }).first()).toBeVisible();
  });

  await test.step('the supervisor, on their own device, sees the same', async () => {
    const { page: supervisorPage } = await otherBrowser();
    await supervisorPage.setViewportSize({ width: 1280, height: 800 });
    await signedIn(supervisorPage, 'supervisor', supervisor);
    await supervisorPage.goto('/instructornotes');
    await supervisorPage.getByRole('link', { name: 'Ines' }).click();
    await supervisorPage.getByRole('link', { name: 'Redo för körprovet?' }).click();
    await expect(
      supervisorPage.getByRole('heading', { level: 1, name: 'Redo för körprovet? Ines' }),
    ).toBeVisible();
    await expect(supervisorPage.getByText('Snart', { exact: true })).toBeVisible();
    expect(await reasons(supervisorPage)).toEqual(learnerSees);
    await settled(supervisorPage);
    await expectAccessible(supervisorPage);

    // "Vi tycker att vi är redo": asked first, then kept with the date and the figures.
    const statement = supervisorPage.getByRole('region', { name: 'Handledarens bekräftelse' });
    await expect(statement.getByText('Du har inte bekräftat än.')).toBeVisible();
    await statement.getByRole('button', { name: 'Vi tycker att vi är redo' }).click();
    const dialog = supervisorPage.getByRole('dialog', { name: 'Bekräfta att ni är redo?' });
    await dialog.getByRole('button', { name: 'Ja, vi är redo' }).click();
    await expectToast(
      supervisorPage,
      'Du har bekräftat att ni tycker att eleven är redo för körprovet.',
    );
    await expect(statement).toContainText('Hanna Handledare bekräftade');
    await expect(statement).toContainText(
      'Då: Snart – 60 av 70 moment godkända av handledaren, körtid 1 h 15 min.',
    );
    await supervisorPage.screenshot({
      path: testInfo.outputPath('readiness-supervisor-1280.png'),
      fullPage: true,
    });
  });

  await test.step('the learner sees the supervisor’s word', async () => {
    await page.goto('/redo');
    const statement = page.getByRole('region', { name: 'Handledarens bekräftelse' });
    await expect(statement).toContainText('Hanna Handledare bekräftade');
    await expect(statement).toContainText('”Vi tycker att vi är redo för körprovet.”');
  });
});
