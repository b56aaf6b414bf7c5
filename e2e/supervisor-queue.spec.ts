import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiSession,
  cookieNoticeAnswered,
  expect,
  expectAccessible,
  makeCardAndAddSupervisor,
  signedIn,
  test,
} from './support/fixtures.js';

/**
 * Issue 34, "Drives: who confirms" and "The supervisor's queue": the student logs drives with
 * the supervisor beside and one with another person; the supervisor's Hem says how many wait
 * for them, leads to the list, and "Bekräfta alla" confirms exactly those. The drive with the
 * other person is not the supervisor's to confirm.
 */

/** Where the screenshots of the queue go, to be looked at (not compared). */
const SHOTS = '/tmp/shots';

type ServerDrive = {
  id: string;
  minutes: number;
  supervisedBy: { kind: string; name?: string };
  confirmed: { byName: string } | null;
};

async function serverDrives(request: APIRequestContext, token: string): Promise<ServerDrive[]> {
  const answer = await request.get('/api/v1/drives', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { drives: ServerDrive[] }).drives;
}

/** The device's date `days` days ago, 'YYYY-MM-DD' (the browser and the test share a clock). */
function daysAgo(days: number): string {
  const d = new Date(Date.now() - days * 86_400_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

/** The student logs a drive afterwards, in the drive log's form, as a person fills it in. */
async function logDrive(
  page: Page,
  drive: { days: number; minutes: number; km: number; with?: string; road: string },
) {
  await page.getByRole('button', { name: 'Lägg till körning i efterhand' }).click();
  const form = page.getByRole('form', { name: 'Ny körning' });
  await form.getByLabel('Datum').fill(daysAgo(drive.days));
  await form.getByLabel('Starttid').fill('17:00');
  await form.getByLabel('Minuter').fill(String(drive.minutes));
  await form.getByLabel('Sträcka i km (valfritt)').fill(String(drive.km));
  if (drive.with) {
    await form.getByRole('radio', { name: 'Annan person' }).check();
    await form.getByLabel('Namn').fill(drive.with);
  } else {
    await expect(
      form.getByRole('radio', { name: 'Tor Handledare (din handledare)' }),
    ).toBeChecked();
  }
  await form.getByRole('button', { name: drive.road, exact: true }).click();
  await form.getByRole('button', { name: 'Spara körning' }).click();
  await expect(form).toBeHidden();
  await expect(page.locator('[data-pending]')).toHaveCount(0);
}

test('the supervisor sees on Hem how many drives wait, reviews them and confirms them all at once', async ({
  page,
  baseURL,
  accounts,
  otherBrowser,
}) => {
  await fs.mkdir(SHOTS, { recursive: true });
  const supervisor = await accounts.supervisor({ name: 'Tor Handledare' });
  const student = await accounts.student({ name: 'Ines' });
  const { token } = await apiSession(page.request, 'student', student);
  await cookieNoticeAnswered(page, baseURL!);
  await signedIn(page, 'student', student);
  await makeCardAndAddSupervisor(page, supervisor.email);

  await test.step('the student logs three drives with the supervisor beside, and one with Mamma', async () => {
    await page.goto('/korjournal');
    await logDrive(page, { days: 4, minutes: 30, km: 12, road: 'Tätort' });
    await logDrive(page, { days: 3, minutes: 45, km: 20, road: 'Landsväg' });
    await logDrive(page, { days: 2, minutes: 60, km: 35, road: 'Motorväg/motortrafikled' });
    await logDrive(page, { days: 1, minutes: 50, km: 18, road: 'Grusväg', with: 'Mamma' });
    expect(await serverDrives(page.request, token)).toHaveLength(4);
  });

  const { page: page2 } = await otherBrowser();
  await cookieNoticeAnswered(page2, baseURL!);
  const queue = page2.locator('[data-drive-queue]');

  await test.step('the supervisor’s Hem says three drives wait for them', async () => {
    await signedIn(page2, 'supervisor', supervisor);
    await page2.goto('/');
    await expect(page2.getByRole('heading', { name: 'Hej Tor Handledare!' })).toBeVisible();
    await expect(queue).toContainText('3 körningar väntar på din bekräftelse');
    await expect(queue).toContainText('Ines');
    await expectAccessible(page2);
    await page2.setViewportSize({ width: 390, height: 844 });
    await page2.screenshot({ path: `${SHOTS}/queue-home-390.png`, fullPage: true });
    await page2.setViewportSize({ width: 1280, height: 800 });
    await page2.screenshot({ path: `${SHOTS}/queue-home-1280.png`, fullPage: true });
  });

  await test.step('one tap leads to the three drives, as the drive log shows them; the one with Mamma is not there', async () => {
    await queue.getByRole('link', { name: /3 körningar väntar på din bekräftelse/ }).click();
    await expect(
      page2.getByRole('heading', { level: 1, name: 'Körningar att bekräfta: Ines' }),
    ).toBeVisible();
    const drives = page2.locator('li[data-drive]');
    await expect(drives).toHaveCount(3);
    await expect(drives.filter({ hasText: '30 min · 12 km · Tor Handledare' })).toHaveCount(1);
    await expect(drives.filter({ hasText: '45 min · 20 km · Tor Handledare' })).toHaveCount(1);
    await expect(drives.filter({ hasText: '1 h · 35 km · Tor Handledare' })).toHaveCount(1);
    await expect(drives.filter({ hasText: 'Motorväg/motortrafikled' })).toHaveCount(1);
    await expect(page2.getByText('Mamma')).toHaveCount(0);
    await expect(page2.getByText('3 körningar väntar på din bekräftelse')).toBeVisible();
    await expectAccessible(page2);
    await page2.screenshot({ path: `${SHOTS}/queue-list-1280.png`, fullPage: true });
    await page2.setViewportSize({ width: 390, height: 844 });
    await page2.screenshot({ path: `${SHOTS}/queue-list-390.png`, fullPage: true });
  });

  await test.step('"Bekräfta alla" confirms exactly those three', async () => {
    const answered = page2.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        /^\/api\/v1\/teacher\/drives\/[^/]+\/confirmations$/.test(new URL(response.url()).pathname),
    );
    await page2.getByRole('button', { name: 'Bekräfta alla' }).click();
    expect((await answered).status()).toBe(200);
    const status = page2.locator('[data-confirm-status]');
    await expect(status).toHaveText('3 körningar är bekräftade.');
    await expect(status).toBeFocused();
    await expect(page2.getByText('Inga körningar väntar på din bekräftelse.')).toBeVisible();
    await expect(page2.getByRole('button', { name: 'Bekräfta alla' })).toHaveCount(0);
    await expectAccessible(page2);
    await page2.screenshot({ path: `${SHOTS}/queue-done-390.png`, fullPage: true });
    const drives = await serverDrives(page.request, token);
    expect(
      drives.map((d) => [d.minutes, d.supervisedBy.kind, d.confirmed?.byName ?? null]).sort(),
    ).toEqual(
      [
        [30, 'supervisor', 'Tor Handledare'],
        [45, 'supervisor', 'Tor Handledare'],
        [60, 'supervisor', 'Tor Handledare'],
        [50, 'other', null],
      ].sort(),
    );
  });

  await test.step('Hem no longer says anything waits', async () => {
    await page2.getByRole('link', { name: 'Till Hem' }).click();
    await expect(page2.getByRole('heading', { name: 'Hej Tor Handledare!' })).toBeVisible();
    await expect(page2.getByRole('link', { name: 'Elevens övningskort' })).toBeVisible();
    await expect(queue).toHaveCount(0);
    await expect(page2.getByText(/väntar på din bekräftelse/)).toHaveCount(0);
  });

  await test.step('the student’s drive log shows the three confirmed, the one with Mamma not', async () => {
    await page.reload();
    await expect(page.getByText(/^Bekräftad av Tor Handledare /)).toHaveCount(3);
    await expect(page.getByText('Inte bekräftad än')).toHaveCount(1);
  });

  await test.step('on the supervisor’s view of the drive log, the drive with Mamma says why it cannot be confirmed', async () => {
    await page2.getByRole('link', { name: 'Elevens övningskort' }).click();
    await page2.getByRole('link', { name: 'Ines' }).click();
    // The drive log is one tap from the header of the student's cards, seen without scrolling.
    const inHeader = page2.getByRole('link', { name: 'Körjournal' }).first();
    await expect(inHeader).toBeInViewport();
    await page2.screenshot({ path: `${SHOTS}/queue-card-header-390.png` });
    await inHeader.click();
    await expect(
      page2.getByRole('heading', { level: 1, name: 'Elevens körjournal' }),
    ).toBeVisible();
    const mamma = page2.locator('li[data-drive]').filter({ hasText: 'Mamma' });
    await expect(mamma).toContainText(
      'Körningen gjordes med Mamma – bara den som satt bredvid kan bekräfta den.',
    );
    await expect(page2.getByRole('button', { name: /^Bekräfta/ })).toHaveCount(0);
    await expectAccessible(page2);
    await mamma.screenshot({ path: `${SHOTS}/queue-why-390.png` });
    await page2.setViewportSize({ width: 1280, height: 800 });
    await page2.goBack();
    await page2.screenshot({ path: `${SHOTS}/queue-card-header-1280.png` });
  });
});
