import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import type { APIRequestContext, Download, Page } from '@playwright/test';
import {
  allowConsoleMessages,
  apiSession,
  cookieNoticeAnswered,
  expect,
  expectAccessible,
  expectToast,
  failedOffline,
  failedRequest,
  makeCardAndAddSupervisor,
  signedIn,
  test,
} from './support/fixtures.js';

/** Issue 18: the drive log (körjournal), logged in the car, also without a network. */

type Drive = {
  id: string;
  minutes: number;
  roads: string[];
  conditions: string[];
  supervisedBy: { kind: string; name?: string };
  note: string;
  confirmed: unknown;
};

async function serverDrives(request: APIRequestContext, token: string): Promise<Drive[]> {
  const answer = await request.get('/api/v1/drives', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { drives: Drive[] }).drives;
}

/** The student's phone in the car is remembered: "Kom ihåg mig på den här enheten". */
const REMEMBERED = { remember: true };

const pendingMarks = (page: Page) => page.locator('[data-pending]');

/** The file a click on "Ladda ner som CSV" saves: its name and its text. */
async function downloadedCsv(page: Page): Promise<{ name: string; text: string }> {
  const download: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner som CSV' }).click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await fs.readFile(await file.path(), 'utf8') };
}

/** The device's date `days` days ago, 'YYYY-MM-DD' (the browser and the test share a clock). */
function daysAgo(days: number): string {
  const d = new Date(Date.now() - days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

test('a drive started, stopped and saved without a network reaches the server once the network is back', async ({
  baseURL,
  accounts,
  otherBrowser,
}, testInfo) => {
  const { page, context } = await otherBrowser({ serviceWorkerFrom: '/login' });
  const student = await accounts.student({ name: 'Ines' });
  const { token } = await apiSession(page.request, 'student', student);

  await test.step('Hem → Körjournal: nothing logged yet, one large "Starta körning"', async () => {
    await cookieNoticeAnswered(page, baseURL!);
    await signedIn(page, 'student', student, REMEMBERED);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hej Ines!' })).toBeVisible();
    await page.getByRole('link', { name: 'Körjournal' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Körjournal' })).toBeVisible();
    await expect(page.getByText('Inga körningar än.')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath('drive-log-empty-1280.png'),
      fullPage: true,
    });
  });

  await test.step('the drive starts; offline, a reload keeps it going', async () => {
    await page.getByRole('button', { name: 'Starta körning' }).click();
    await expect(page.getByText('Körning pågår')).toBeVisible();
    allowConsoleMessages(
      page,
      failedOffline('/api/v1/live'),
      failedOffline('/api/v1/drives'),
      failedOffline(/^\/api\/v1\/drives\/[^/]+$/),
      failedOffline('/api/v1/checkNameT'),
      failedOffline('/api/v1/drivingnotes'),
    );
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText('Körning pågår')).toBeVisible();
  });

  await test.step('"Avsluta" fills in the form; motorway and a named supervisor, saved in one tap', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Avsluta' }).click();
    const form = page.getByRole('form', { name: 'Ny körning' });
    // On a phone the save is in reach at once, however long the form below it is.
    await expect(form.getByRole('button', { name: 'Spara körning' })).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('drive-form-top-390.png') });
    await expect(form.getByLabel('Minuter')).toHaveValue('1');
    await expect(form.getByLabel('Datum')).not.toHaveValue('');
    await form.getByRole('radio', { name: 'Annan person' }).check();
    await form.getByLabel('Namn').fill('Mamma');
    await form.getByRole('button', { name: 'Motorväg/motortrafikled' }).click();
    await expect(form.getByRole('button', { name: 'Motorväg/motortrafikled' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await form.getByLabel('Anteckning (valfritt)').fill('Första gången på motorvägen');
    // The reflection after the drive (issue 36): the first drive asks how alert and whether
    // anything was stressful; one tap answers the first, the second is skipped.
    await form
      .getByRole('group', { name: 'Hur pigg var du i dag?' })
      .getByRole('button', { name: '4', exact: true })
      .click();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('drive-form-390.png'), fullPage: true });
    await form.getByRole('button', { name: 'Spara körning' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText('Körning pågår')).toBeHidden();
    await expect(page.getByText('Första gången på motorvägen')).toBeVisible();
    await expect(page.getByText('Reflektion: Pigg: 4')).toBeVisible();
    await expect(pendingMarks(page)).toHaveCount(1);
  });

  await test.step('a reload without network still shows it, marked as not saved', async () => {
    await page.reload();
    await expect(page.getByText('Första gången på motorvägen')).toBeVisible();
    await expect(pendingMarks(page)).toHaveCount(1);
    await expect(page.getByText('Körning pågår')).toBeHidden();
    expect(await serverDrives(page.request, token)).toEqual([]);
  });

  await test.step('online again: the drive is on the server, once, and the mark goes', async () => {
    await context.setOffline(false);
    await expect(pendingMarks(page)).toHaveCount(0, { timeout: 5_000 });
    const drives = await serverDrives(page.request, token);
    expect(drives).toHaveLength(1);
    expect(drives[0]).toMatchObject({
      minutes: 1,
      roads: ['motorway'],
      supervisedBy: { kind: 'other', name: 'Mamma' },
      note: 'Första gången på motorvägen',
      reflection: { answers: [{ question: 'alertness', answer: '4' }], note: '' },
      confirmed: null,
    });
    await expect(page.getByText('Inte bekräftad än')).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('drive-log-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('drive-log-1280.png'), fullPage: true });
  });

  await test.step('a drive deleted can be undone while the countdown runs, then it is gone', async () => {
    await page.getByRole('button', { name: /^Ta bort / }).click();
    await page.getByRole('button', { name: /^Ångra\?/ }).click();
    await expect(page.getByText('Första gången på motorvägen')).toBeVisible();
    await page.getByRole('button', { name: /^Ta bort / }).click();
    await expect(page.getByText('Inga körningar än.')).toBeVisible({ timeout: 6_000 });
    await expect.poll(async () => (await serverDrives(page.request, token)).length).toBe(0);
  });
});

test('the supervisor sees the student’s drive live, confirms it, and the student sees who confirmed it', async ({
  page,
  baseURL,
  accounts,
  otherBrowser,
}, testInfo) => {
  const supervisor = await accounts.supervisor({ name: 'Tor Handledare' });
  const student = await accounts.student({ name: 'Ines' });
  await cookieNoticeAnswered(page, baseURL!);
  await signedIn(page, 'student', student, REMEMBERED);
  // A supervisor's list of students shows those with a card.
  await makeCardAndAddSupervisor(page, supervisor.email);

  const { page: page2, context: context2 } = await otherBrowser();
  await test.step('the supervisor opens the student’s drive log: nothing yet', async () => {
    await signedIn(page2, 'supervisor', supervisor);
    await page2.goto('/instructornotes');
    await page2.getByRole('link', { name: 'Ines' }).click();
    // The drive log is one tap from the header of the student's cards (issue 34).
    await page2.getByRole('link', { name: 'Körjournal' }).first().click();
    await expect(
      page2.getByRole('heading', { level: 1, name: 'Elevens körjournal' }),
    ).toBeVisible();
    await expect(page2.getByText('Eleven har inte loggat några körningar än.')).toBeVisible();
  });

  await test.step('the student logs a drive with the supervisor afterwards', async () => {
    await page.goto('/korjournal');
    await page.getByRole('button', { name: 'Lägg till körning i efterhand' }).click();
    const form = page.getByRole('form', { name: 'Ny körning' });
    await expect(
      form.getByRole('radio', { name: 'Tor Handledare (din handledare)' }),
    ).toBeChecked();
    await page.screenshot({ path: testInfo.outputPath('drive-form-1280.png') });
    await form.getByLabel('Minuter').fill('50');
    await form.getByRole('button', { name: 'Mörker', exact: true }).click();
    await form.getByRole('button', { name: '4. Inledande manövrering' }).click();
    await form.getByRole('button', { name: 'Spara körning' }).click();
    await expect(page.getByText('Inte bekräftad än')).toBeVisible();
    await expect(page.locator('[data-pending]')).toHaveCount(0);
  });

  await test.step('it shows on the supervisor’s screen at once; one tap confirms it', async () => {
    await expect(page2.getByText('50 min · Tor Handledare')).toBeVisible();
    await expectAccessible(page2);
    await page2.screenshot({
      path: testInfo.outputPath('supervised-drive-log-1280.png'),
      fullPage: true,
    });
    await page2.getByRole('button', { name: /^Bekräfta körningen / }).click();
    await expect(page2.getByText(/^Bekräftad av Tor Handledare /)).toBeVisible();
    await expect(page2.locator('[data-pending]')).toHaveCount(0);
  });

  await test.step('the supervisor takes the log along as CSV, for a spreadsheet', async () => {
    const csv = await downloadedCsv(page2);
    expect(csv.name).toMatch(/^korjournal-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.text).toContain(';50;');
    expect(csv.text).toContain('Tor Handledare');
  });

  await test.step('the student sees who confirmed it; a later change takes the confirmation away', async () => {
    await expect(page.getByText(/^Bekräftad av Tor Handledare /)).toBeVisible();
    await page.getByRole('button', { name: /^Ändra / }).click();
    const form = page.getByRole('form', { name: 'Ändra körning' });
    await expect(form.getByText('Körningen är bekräftad.', { exact: false })).toBeVisible();
    await form.getByLabel('Minuter').fill('55');
    await form.getByRole('button', { name: 'Spara körning' }).click();
    await expectToast(page, 'Körningen ändrades och behöver bekräftas igen.');
    await expect(page.getByText('Inte bekräftad än')).toBeVisible();
    await expect(page2.getByRole('button', { name: /^Bekräfta körningen / })).toBeVisible();
  });

  await test.step('a confirmation sent after the student changed the drive is refused: the supervisor is told and confirms it as it is now', async () => {
    const confirmPath = /^\/api\/v1\/teacher\/drives\/[^/]+\/[^/]+\/confirm$/;
    allowConsoleMessages(
      page2,
      failedOffline(/^\/api\/v1\/teacher\/.*$/),
      failedRequest(409, confirmPath),
    );
    // The supervisor taps offline: the confirmation waits in the outbox, naming the 55 minutes.
    await context2.setOffline(true);
    await page2.getByRole('button', { name: /^Bekräfta körningen / }).click();
    await expect(page2.locator('[data-pending]')).toHaveCount(1);
    // Meanwhile the student makes it longer.
    await page.getByRole('button', { name: /^Ändra / }).click();
    const form = page.getByRole('form', { name: 'Ändra körning' });
    await form.getByLabel('Minuter').fill('65');
    await form.getByRole('button', { name: 'Spara körning' }).click();
    await expect(page.locator('[data-pending]')).toHaveCount(0);

    const refused = page2.waitForResponse(
      (response) => confirmPath.test(new URL(response.url()).pathname) && response.status() === 409,
    );
    await context2.setOffline(false);
    await refused;
    await expectToast(
      page2,
      'Körningen har ändrats sedan du såg den. Se över den och bekräfta den igen om den stämmer.',
    );
    await expect(page2.getByText('1 h 5 min · Tor Handledare')).toBeVisible();
    await expect(page.getByText('Inte bekräftad än')).toBeVisible();
    await page2.getByRole('button', { name: /^Bekräfta körningen / }).click();
    await expect(page2.getByText(/^Bekräftad av Tor Handledare /)).toBeVisible();
    await expect(page2.locator('[data-pending]')).toHaveCount(0);
    await expect(page.getByText(/^Bekräftad av Tor Handledare /)).toBeVisible();
  });
});

test('the totals as charts and tables, the log as CSV, and a nudge on Hem after a week without driving', async ({
  page,
  baseURL,
  accounts,
}, testInfo) => {
  const student = await accounts.student({ name: 'Ines' });
  const { token } = await apiSession(page.request, 'student', student);
  const logged = [
    { days: 9, minutes: 40, km: 18, conditions: ['dark'], roads: ['urban'], lessons: [3] },
    { days: 40, minutes: 60, km: 55, conditions: ['rain'], roads: ['rural'], lessons: [3, 5] },
    { days: 70, minutes: 30, km: null, conditions: [], roads: ['urban'], lessons: [] },
  ];
  for (const [i, drive] of logged.entries()) {
    const answer = await page.request.put(`/api/v1/drives/${randomUUID()}`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        date: daysAgo(drive.days),
        startTime: '17:30',
        minutes: drive.minutes,
        km: drive.km,
        supervisedBy: { kind: 'other', name: 'Pappa' },
        conditions: drive.conditions,
        roads: drive.roads,
        lessons: drive.lessons,
        note: i === 0 ? 'Rondellerna i centrum' : '',
      },
    });
    expect(answer.status()).toBe(200);
  }

  await test.step('Hem says nobody has driven for 9 days, and leads to the drive log', async () => {
    await cookieNoticeAnswered(page, baseURL!);
    await signedIn(page, 'student', student, REMEMBERED);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hej Ines!' })).toBeVisible();
    const nudge = page.locator('[data-drive-nudge]');
    await expect(nudge).toContainText('Ni har inte kört på 9 dagar.');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath('home-nudge-390.png'), fullPage: true });
    await nudge.getByRole('link', { name: 'Starta en körning' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Körjournal' })).toBeVisible();
  });

  await test.step('the hours per month and per condition are charts, with their numbers as tables', async () => {
    const perMonth = page.getByRole('figure', { name: 'Körtid per månad' });
    await expect(perMonth.locator('canvas')).toBeVisible();
    // The picture is hidden from screen readers; its table is read instead.
    await expect(perMonth.getByRole('table', { name: 'Körtid per månad' })).toHaveCount(1);
    // Every month from the first drive's to this one, those without a drive included.
    const first = new Date(`${daysAgo(70).slice(0, 7)}-01T12:00:00`);
    const now = new Date();
    const span =
      (now.getFullYear() - first.getFullYear()) * 12 + now.getMonth() - first.getMonth() + 1;
    await expect(perMonth.getByRole('row')).toHaveCount(1 + span);
    const perCondition = page.getByRole('figure', { name: 'Körtid per förhållande och vägtyp' });
    await expect(perCondition.locator('canvas')).toBeVisible();
    await expect(
      perCondition.getByRole('row', { name: /^Tätort 2 1 h 10 min 18 km$/ }),
    ).toHaveCount(1);
    await expect(
      perCondition.getByRole('row', { name: /^Motorväg\/motortrafikled 0 0 min 0 km$/ }),
    ).toHaveCount(1);
    await page.getByText('Per lektion och handledare').click();
    const perLesson = page.getByRole('table', { name: 'Per lektion' });
    await expect(perLesson).toBeVisible();
    await expect(
      perLesson.getByRole('row', { name: /^Lektion 3 2 1 h 40 min 73 km$/ }),
    ).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('drive-stats-390.png'), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('drive-stats-1280.png'), fullPage: true });
  });

  await test.step('"Ladda ner som CSV" saves the whole log', async () => {
    const csv = await downloadedCsv(page);
    expect(csv.name).toMatch(/^korjournal-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(csv.text.split('\r\n').filter(Boolean)).toHaveLength(4);
    expect(csv.text).toContain('Rondellerna i centrum');
  });

  await test.step('a drive under way is thrown away only after a second yes', async () => {
    await page.getByRole('button', { name: 'Starta körning' }).click();
    await page.getByRole('button', { name: 'Släng körningen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Släng körningen?' });
    await dialog.getByRole('button', { name: 'Fortsätt köra' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Körning pågår')).toBeVisible();
    await page.getByRole('button', { name: 'Släng körningen' }).click();
    await dialog.getByRole('button', { name: 'Släng körningen' }).click();
    await expect(page.getByText('Körning pågår')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Starta körning' })).toBeVisible();
  });

  await test.step('a drive just now, and Hem no longer nudges', async () => {
    await page.getByRole('button', { name: 'Lägg till körning i efterhand' }).click();
    const form = page.getByRole('form', { name: 'Ny körning' });
    // The form's own date and start: the 45 minutes that just ended. (Just after midnight the
    // suggested start is yesterday's; today's date with it would end in the future.)
    await form.getByLabel('Namn').fill('Pappa');
    await page.getByRole('button', { name: 'Spara körning' }).click();
    await expect.poll(async () => (await serverDrives(page.request, token)).length).toBe(4);
    await expect(pendingMarks(page)).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: /^Hej / })).toBeVisible();
    await expect(page.locator('[data-drive-nudge]')).toHaveCount(0);
  });
});
