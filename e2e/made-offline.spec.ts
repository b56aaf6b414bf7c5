import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  allowConsoleMessages,
  apiSession,
  dataDir,
  expect,
  failedOffline,
  signedIn,
  test,
} from './support/fixtures.js';

const HOUR = 60 * 60_000;

/** 'HH:MM' of a time on this machine's clock, as the app shows it (sv-SE, the device's zone). */
const clockOf = (time: number) =>
  new Intl.DateTimeFormat('sv-SE', { hour: '2-digit', minute: '2-digit' }).format(time);

/**
 * Two hours ago, 15 seconds into its minute. The server moves a made-time by how far the
 * device's clock is from its own when the change is sent (a few hundred milliseconds here, as
 * the page's clock runs again from the real time): that must not carry it into the next minute.
 */
const twoHoursAgo = () => Math.floor((Date.now() - 2 * HOUR) / 60_000) * 60_000 + 15_000;

/**
 * The card was made three hours ago: its lessons' creation time moved back in the server's
 * database (a test cannot wait three hours, and a change is never dated before its card).
 */
function cardMadeHoursAgo(groupId: string, hours: number) {
  const db = new SQLite(path.join(dataDir, 'ovningskort.sqlite'));
  try {
    db.pragma('busy_timeout = 5000');
    db.prepare('update driving_notes set created_at = created_at - ? where group_id = ?').run(
      hours * HOUR,
      groupId,
    );
  } finally {
    db.close();
  }
}

test('a status set offline at 10:00 and sent at 12:00 is dated 10:00, and says it was sent later', async ({
  page,
  context,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Ines' });
  const { headers } = await apiSession(page.request, 'student', student);
  const card = await page.request.post('/api/v1/drivingnotes/card', { headers });
  expect(card.status()).toBe(201);
  const { drivingNotes } = (await card.json()) as { drivingNotes: { groupId: string }[] };
  cardMadeHoursAgo(drivingNotes[0]!.groupId, 3);

  const madeAt = twoHoursAgo();
  const tyres = page.getByLabel('Status för Däck och hjul');

  await test.step('two hours ago, in a dead zone, the learner sets a status', async () => {
    await signedIn(page, 'student', student);
    await page.goto('/notes?kort=1&lektion=1');
    await expect(page.getByRole('heading', { name: /^Lektion 1 av 15/ })).toBeVisible();
    allowConsoleMessages(
      page,
      failedOffline('/api/v1/live'),
      failedOffline('/api/v1/lessonChanges'),
      failedOffline('/api/v1/drivingnotes'),
      failedOffline(/^\/api\/v1\/drivingnotes\/[^/]+\/(history|comments)$/),
    );
    await page.clock.setFixedTime(madeAt);
    await context.setOffline(true);
    await tyres.selectOption('Godkänd');
    await expect(page.locator('[data-pending]').first()).toBeVisible();
  });

  await test.step('back in signal two hours later, the change goes up and keeps its time', async () => {
    await page.clock.setSystemTime(Date.now());
    await context.setOffline(false);
    await expect(page.locator('[data-pending]')).toHaveCount(0, { timeout: 15_000 });
    const line = page.getByText(/^Elevens egen bedömning: Godkänd /);
    await expect(line).toContainText(`${clockOf(madeAt)} (gjord utan nät, skickad `);
    await page.getByText('Historik').first().click();
    await expect(
      page.getByText(new RegExp(`${clockOf(madeAt)} \\(gjord utan nät, skickad .*\\): Ines`)),
    ).toBeVisible();
  });

  await test.step('the PDF says the same', async () => {
    const pdf = await page.request.get('/api/v1/progress/pdf', { headers });
    expect(pdf.status()).toBe(200);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], {
      input: await pdf.body(),
      encoding: 'utf8',
    }).replace(/\s+/g, ' ');
    expect(text).toMatch(
      /Elevens egen bedömning: Godkänd \d+ \S+ \d{4} \d\d:\d\d \(gjord utan nät, skickad \d+ \S+ \d{4} \d\d:\d\d\)/,
    );
  });
});

test('a drive saved offline at 10:00 and sent at 12:00 shows it was saved at 10:00, and sent later', async ({
  page,
  context,
  accounts,
}, testInfo) => {
  const student = await accounts.student({ name: 'Ines' });
  const { headers } = await apiSession(page.request, 'student', student);
  // An earlier drive, logged with signal: the log's charts are loaded before the network goes.
  const earlier = await page.request.put(`/api/v1/drives/${randomUUID()}`, {
    headers,
    data: {
      date: '2026-11-20',
      startTime: '16:30',
      minutes: 30,
      supervisedBy: { kind: 'other', name: 'Pappa' },
    },
  });
  expect(earlier.status()).toBe(200);
  const madeAt = twoHoursAgo();

  await test.step('two hours ago, in a dead zone, the learner logs a drive', async () => {
    await signedIn(page, 'student', student);
    await page.goto('/korjournal');
    await expect(page.getByRole('heading', { level: 1, name: 'Körjournal' })).toBeVisible();
    await expect(page.getByText('30 min · Pappa')).toBeVisible();
    allowConsoleMessages(
      page,
      failedOffline('/api/v1/live'),
      failedOffline('/api/v1/drives'),
      failedOffline(/^\/api\/v1\/drives\/[^/]+$/),
      failedOffline('/api/v1/drives/totals'),
      failedOffline('/api/v1/checkNameT'),
      failedOffline('/api/v1/drivingnotes'),
    );
    // The form is opened while there is signal (its code is loaded then), saved without.
    await page.getByRole('button', { name: 'Lägg till körning i efterhand' }).click();
    const form = page.getByRole('form', { name: 'Ny körning' });
    await expect(form).toBeVisible();
    await page.clock.setFixedTime(madeAt);
    await context.setOffline(true);
    await form.getByRole('radio', { name: 'Annan person' }).check();
    await form.getByLabel('Namn').fill('Mamma');
    await form.getByLabel('Minuter').fill('40');
    await form.getByRole('button', { name: 'Spara körning' }).click();
    await expect(form).toBeHidden();
    await expect(page.locator('[data-pending]').first()).toBeVisible();
  });

  await test.step('back in signal two hours later, the drive goes up and keeps its time', async () => {
    await page.clock.setSystemTime(Date.now());
    await context.setOffline(false);
    await expect(page.locator('[data-pending]')).toHaveCount(0, { timeout: 15_000 });
    await expect(
      page.getByText(new RegExp(`^Sparad .*${clockOf(madeAt)} \\(gjord utan nät, skickad .*\\)$`)),
    ).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByText(/^Sparad /).scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`drive-made-offline-${width}.png`) });
    }
  });
});
