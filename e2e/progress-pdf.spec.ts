import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Download, Page, TestInfo } from '@playwright/test';
import {
  cookieNoticeAnswered,
  expect,
  expectAccessible,
  signedIn,
  test,
} from './support/fixtures.js';

/**
 * Issue 19, decision 021: "Ladda ner som PDF" on "Hela kortet" for the student and the linked
 * supervisor. The PDF the browser saves is read back with poppler's pdftotext.
 */

const SHOTS = '/tmp/shots-pdf';
const FILE_NAME = /^ovningskort-asa-oberg-\d{4}-\d{2}-\d{2}\.pdf$/;

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const file = testInfo.outputPath(name);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: file });
  fs.mkdirSync(SHOTS, { recursive: true });
  fs.copyFileSync(file, path.join(SHOTS, name));
}

async function tokenOf(request: APIRequestContext, url: string, email: string, password: string) {
  const login = await request.post(url, { data: { email, password } });
  expect(login.status()).toBe(200);
  return (await login.json()) as {
    accessToken: string;
    user?: { id: string };
    teacher?: { id: string };
  };
}

/** Clicks "Ladda ner som PDF" and returns the saved file's name and its text (-layout). */
async function downloadedPdf(page: Page, testInfo: TestInfo, name: string) {
  const download: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner som PDF' }).click();
  const file = await download;
  const saved = testInfo.outputPath(name);
  await file.saveAs(saved);
  expect(fs.readFileSync(saved).subarray(0, 5).toString()).toBe('%PDF-');
  const text = execFileSync('pdftotext', ['-layout', saved, '-'], { encoding: 'utf8' });
  return { name: file.suggestedFilename(), text: text.replace(/[ \t]+/g, ' ') };
}

test('the student and the linked supervisor download the card as a PDF', async ({
  page,
  baseURL,
  accounts,
  otherBrowser,
}, testInfo) => {
  const supervisor = await accounts.supervisor({ name: 'Tor Handledare' });
  const student = await accounts.student({ name: 'Åsa Öberg' });

  let studentId = '';
  await test.step('the student links the supervisor, who approves a sub-moment and comments', async () => {
    const s = await tokenOf(page.request, '/api/v1/login', student.email, student.password);
    studentId = s.user!.id;
    const asStudent = { authorization: `Bearer ${s.accessToken}` };
    const card = await page.request.post('/api/v1/drivingnotes/card', { headers: asStudent });
    expect(card.status()).toBe(201);
    const { drivingNotes } = (await card.json()) as {
      drivingNotes: { id: string; number: number }[];
    };
    const lesson1 = drivingNotes.find((n) => n.number === 1)!.id;
    const linked = await page.request.post('/api/v1/addTeacher', {
      headers: asStudent,
      data: { teacherEmail: supervisor.email, studentId },
    });
    expect(linked.status()).toBe(200);
    const change = (field: string, from: unknown, to: unknown) => ({
      id: randomUUID(),
      lessonId: lesson1,
      field,
      from,
      to,
    });
    const shown = await page.request.post('/api/v1/lessonChanges', {
      headers: asStudent,
      data: {
        changes: [change('statA', '', 'Visad kunskap'), change('statB', '', 'Började')],
      },
    });
    expect(shown.status()).toBe(200);
    const drive = await page.request.put(`/api/v1/drives/${randomUUID()}`, {
      headers: asStudent,
      data: {
        date: '2026-11-20',
        startTime: '17:30',
        minutes: 50,
        km: 31.5,
        supervisedBy: { kind: 'supervisor' },
        conditions: ['dark'],
        roads: ['rural'],
      },
    });
    expect(drive.status()).toBe(200);

    const t = await tokenOf(
      page.request,
      '/api/v1/teacher/login',
      supervisor.email,
      supervisor.password,
    );
    const asSupervisor = { authorization: `Bearer ${t.accessToken}` };
    const approved = await page.request.post('/api/v1/teacher/lessonChanges', {
      headers: asSupervisor,
      data: { changes: [change('statA', 'Visad kunskap', 'Godkänd')] },
    });
    expect(approved.status()).toBe(200);
    const commented = await page.request.put(`/api/v1/teacher/comments/${randomUUID()}`, {
      headers: asSupervisor,
      data: {
        lessonId: lesson1,
        subMoment: 'catA',
        body: 'Bra koll på däcken – mönsterdjupet också.',
      },
    });
    expect(commented.status(), await commented.text()).toBe(200);
  });

  await test.step('the student downloads it from "Hela kortet"; it waits with "Skapar PDF…"', async () => {
    await cookieNoticeAnswered(page, baseURL!);
    await signedIn(page, 'student', student);
    await page.goto('/notes/oversikt?kort=1');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kort 1 – hela kortet' }),
    ).toBeVisible();
    // The answer is held until the pending state has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/progress/pdf', async (route) => {
      await held;
      await route.continue();
    });
    const download: Promise<Download> = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Ladda ner som PDF' }).click();
    const pending = page.getByRole('button', { name: 'Skapar PDF…' });
    await expect(pending).toBeDisabled();
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    release();
    const file = await download;
    await page.unroute('**/api/v1/progress/pdf');
    expect(file.suggestedFilename()).toMatch(FILE_NAME);
    await expect(page.getByRole('button', { name: 'Ladda ner som PDF' })).toBeEnabled();

    const { name, text } = await downloadedPdf(page, testInfo, 'student.pdf');
    expect(name).toMatch(FILE_NAME);
    expect(text).toContain('Elev: Åsa Öberg');
    expect(text).toContain('Handledare: Tor Handledare');
    expect(text).toMatch(/Lektion 1: Säkerhetskontroll Inte markerad klar/);
    expect(text).toContain('Lektion 15: ');
    expect(text).toMatch(/Däck och hjul Godkänd\n/);
    expect(text).toMatch(/Lampor och reflexer Började\n/);
    expect(text).toMatch(/Bromsar och parkeringsbroms Ingen status\n/);
    expect(text).toMatch(/Godkänd av handledaren Tor Handledare \d+ \S+ \d{4} \d\d:\d\d/);
    expect(text).toMatch(/Elevens egen bedömning: Började \d+ \S+ \d{4} \d\d:\d\d/);
    expect(text).toMatch(/Kommentar av Tor Handledare \(handledare\) \d+ \S+ \d{4} \d\d:\d\d/);
    expect(text).toContain('Bra koll på däcken – mönsterdjupet också.');
    expect(text).toContain('Körjournal');
    expect(text).toMatch(/Körtid 50 min\n/);
    expect(text).toMatch(/Sträcka 31,5 km\n/);
    expect(text).toMatch(/Mörker 1 körning, 50 min\n/);
    expect(text).toMatch(/2026-11-20 17:30 50 min Tor Handledare Nej Mörker, Landsväg\n/);
    expect(text).toMatch(/Skapad \d+ \S+ \d{4}/);
    expect(text).toMatch(/Sida 1 av \d+/);
  });

  await test.step('the screen with the button: axe, and at 390 and 1280 px', async () => {
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await shot(page, testInfo, 'overview-pdf-390.png');
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, testInfo, 'overview-pdf-1280.png');
  });

  const { page: page2 } = await otherBrowser();
  await test.step('the linked supervisor downloads the same student’s PDF', async () => {
    await signedIn(page2, 'supervisor', supervisor);
    await page2.goto(`/instructorNotesGet/${studentId}/oversikt?kort=1`);
    await expect(page2.getByText('Elevens övningskort: Åsa Öberg')).toBeVisible();
    const { name, text } = await downloadedPdf(page2, testInfo, 'supervisor.pdf');
    expect(name).toMatch(FILE_NAME);
    expect(text).toContain('Elev: Åsa Öberg');
    expect(text).toMatch(/Godkänd av handledaren Tor Handledare/);
    expect(text).toContain('Bra koll på däcken – mönsterdjupet också.');
    expect(text).not.toContain(student.email);
    await expectAccessible(page2);
    await page2.setViewportSize({ width: 390, height: 844 });
    await shot(page2, testInfo, 'overview-pdf-supervisor-390.png');
  });
});
