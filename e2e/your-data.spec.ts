import fs from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import {
  type Accounts,
  apiSession,
  expect,
  expectConsoleMessages,
  expectToast,
  failedRequest,
  signedIn,
  test,
} from './support/fixtures.js';

/** Issue 19: "Ladda ner mina uppgifter" (GDPR articles 15 and 20) in the settings of both roles. */

const FILE_NAME = /^ovningskort-mina-uppgifter-\d{4}-\d{2}-\d{2}\.json$/;

/** A student with one card, linked to a new supervisor, made through the API as a fixture. */
async function studentWithCardAndSupervisor(page: Page, accounts: Accounts) {
  const student = await accounts.student({ name: 'Vera' });
  const supervisor = await accounts.supervisor({ name: 'Tor' });
  const { id: studentId, headers } = await apiSession(page.request, 'student', student);
  const card = await page.request.post('/api/v1/drivingnotes/card', { headers });
  expect(card.status()).toBe(201);
  const { groupId } = (await card.json()) as { groupId: string };
  const linked = await page.request.post('/api/v1/addTeacher', {
    headers,
    data: { teacherEmail: supervisor.email, studentId },
  });
  expect(linked.status()).toBe(200);
  // A status and a comment: the card's history and comments are in the file too.
  const { drivingNotes } = (await card.json()) as { drivingNotes: { id: string }[] };
  const lessonId = drivingNotes[0]!.id;
  const status = await page.request.put(`/api/v1/drivingnotes/${lessonId}`, {
    headers,
    data: { statA: 'Började' },
  });
  expect(status.status()).toBe(200);
  const comment = await page.request.put(`/api/v1/comments/${crypto.randomUUID()}`, {
    headers,
    data: { lessonId, subMoment: null, body: 'Första körningen på grus.' },
  });
  expect(comment.status()).toBe(200);
  return { student: { ...student, id: studentId }, supervisor, groupId, lessonId };
}

/** Inställningar from the menu, as a person finds it. */
async function openSettings(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Meny$/ })
    .click();
  await page
    .getByRole('navigation', { name: 'Huvudmeny' })
    .getByRole('link', { name: 'Inställningar' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inställningar' })).toBeVisible();
}

/** Clicks the button and returns the file the browser was given. */
async function downloadedData(page: Page): Promise<{ name: string; data: unknown; text: string }> {
  const download: Promise<Download> = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Ladda ner mina uppgifter' }).click();
  const file = await download;
  const text = await fs.readFile((await file.path())!, 'utf8');
  return { name: file.suggestedFilename(), data: JSON.parse(text) as unknown, text };
}

test('a student downloads everything stored about them from Inställningar', async ({
  page,
  accounts,
}) => {
  const { student, supervisor, groupId, lessonId } = await studentWithCardAndSupervisor(
    page,
    accounts,
  );
  await signedIn(page, 'student', student);
  await page.goto('/');
  await openSettings(page);

  const file = await downloadedData(page);
  expect(file.name).toMatch(FILE_NAME);
  expect(file.data).toMatchObject({
    format: 'ovningskort-export',
    version: 2,
    role: 'student',
    account: { id: student.id, email: student.email, name: 'Vera' },
    cards: [{ id: groupId, slot: 1 }],
    supervisor: { name: 'Tor', email: supervisor.email },
    cardHistory: [
      { lessonId, field: 'statA', from: '', to: 'Började', by: { role: 'student', name: 'Vera' } },
    ],
    comments: [{ lessonId, subMoment: null, body: 'Första körningen på grus.' }],
  });
  const [card] = (file.data as { cards: { lessons: { done: boolean }[] }[] }).cards;
  expect(card!.lessons.length).toBeGreaterThanOrEqual(15);
  expect(file.text).not.toContain(student.password);
  expect(file.text).not.toMatch(/"[^"]*(password|hash|token|secret)[^"]*":/i);
  // The button is usable again once the file is there.
  await expect(page.getByRole('button', { name: 'Ladda ner mina uppgifter' })).toBeEnabled();
});

test('a supervisor downloads their data, with their students by name', async ({
  page,
  accounts,
}) => {
  const { supervisor } = await studentWithCardAndSupervisor(page, accounts);
  await signedIn(page, 'supervisor', supervisor);
  await page.goto('/');
  await openSettings(page);

  const file = await downloadedData(page);
  expect(file.name).toMatch(FILE_NAME);
  expect(file.data).toMatchObject({
    format: 'ovningskort-export',
    version: 2,
    role: 'supervisor',
    account: { email: supervisor.email, name: 'Tor' },
    students: [{ name: 'Vera' }],
  });
  expect(file.text).not.toContain(supervisor.password);
});

test('a download that fails says so in Swedish, and the button can be used again', async ({
  page,
  accounts,
}) => {
  const { student } = await studentWithCardAndSupervisor(page, accounts);
  await signedIn(page, 'student', student);
  await page.goto('/');
  await openSettings(page);
  await page.route('**/api/v1/me/export', (route) =>
    route.fulfill({ status: 500, json: { message: 'Något gick fel.', code: 'INTERNAL' } }),
  );
  expectConsoleMessages(page, failedRequest(500, '/api/v1/me/export'));
  await page.getByRole('button', { name: 'Ladda ner mina uppgifter' }).click();
  await expectToast(page, 'Dina uppgifter kunde inte laddas ner. Försök igen.');
  await expect(page.getByRole('button', { name: 'Ladda ner mina uppgifter' })).toBeEnabled();
});
