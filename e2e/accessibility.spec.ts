import { linkIn, waitForMail } from '@ovningskort/test-support';
import type { Page } from '@playwright/test';
import { paths, sharedCodePath } from '../apps/web/src/config/paths.js';
import {
  apiSession,
  dataDir,
  expect,
  expectConsoleMessages,
  failedRequest,
  settled,
  signedIn,
  test,
} from './support/fixtures.js';
import { axeViolations } from './support/axe.js';

/**
 * An axe scan of every screen of the route table (apps/web/src/config/paths.ts, plus the 404
 * of any other path), as a visitor, a student and a supervisor, and of the open dialogs (the
 * cookie banner, the menu, the delete-account warning, an open instruction). No serious or
 * critical violation anywhere. One login per role; the last test checks that the screens
 * scanned are exactly the route table, so a new route cannot be forgotten here.
 */
// Serial: the last test checks what the others scanned. Each test scans many screens, and an
// axe scan takes a few seconds on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

type Screen = keyof typeof paths | 'notFound';
const ROUTE_TABLE = new Set<Screen>([
  ...(Object.keys(paths) as (keyof typeof paths)[]),
  'notFound',
]);
const covered = new Set<Screen>();
const states: string[] = [];

/** Fails on a serious or critical violation; says which screen and state it was. */
async function scan(page: Page, screen: Screen, state = 'default') {
  // A toast caught mid-animation has half-faded colours; with reduced motion it is settled.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const serious = (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${screen} (${state}) ${v.id}: ${v.help} – ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
  covered.add(screen);
  states.push(`${screen}: ${state}`);
}

async function visit(page: Page, path: string, screen: Screen, state?: string) {
  await page.goto(path);
  await settled(page);
  await scan(page, screen, state);
}

async function openMenu(page: Page) {
  await page.getByRole('button', { name: 'Meny' }).click();
  const menu = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(menu.getByRole('link').first()).toBeFocused();
  return menu;
}

async function resetLink(
  email: string,
  api: string,
  body: { email: string },
  page: Page,
  prefix: string,
) {
  expect((await page.request.post(api, { data: body })).status()).toBe(200);
  return linkIn(await waitForMail(dataDir, email, { subject: 'Återställ' }), prefix);
}

test('every public screen, the cookie banner and the menu of a visitor', async ({
  page,
  baseURL,
  accounts,
}) => {
  await test.step('the start page with the cookie banner, then the open menu', async () => {
    await page.goto(paths.home);
    await settled(page);
    await expect(page.getByRole('region', { name: 'Kakor' })).toBeVisible();
    await scan(page, 'home', 'landing, cookie banner showing');
    await page.getByRole('button', { name: 'Acceptera' }).click();
    await openMenu(page);
    await scan(page, 'home', 'landing, menu open');
    await page.keyboard.press('Escape');
  });

  const simple: [string, Screen, string?][] = [
    [paths.login, 'login'],
    [paths.googleCallback, 'googleCallback', 'without a code'],
    [paths.supervisorLogin, 'supervisorLogin'],
    [paths.register, 'register'],
    [paths.registerStudent, 'registerStudent'],
    [paths.registerSupervisor, 'registerSupervisor'],
    [paths.confirmRegistration, 'confirmRegistration'],
    [paths.recover, 'recover'],
    [paths.recoverSupervisor, 'recoverSupervisor'],
    [paths.requestMade, 'requestMade'],
    [paths.support, 'support'],
    [paths.about, 'about'],
    [paths.terms, 'terms'],
    [paths.privacy, 'privacy'],
    [paths.contact, 'contact'],
    [paths.guideBeforeStart, 'guideBeforeStart'],
    [paths.guideRisks, 'guideRisks'],
    [paths.guideNewSupervisor, 'guideNewSupervisor'],
    ['/finns-inte', 'notFound'],
  ];
  for (const [path, screen, state] of simple) {
    await test.step(path, () => visit(page, path, screen, state));
  }

  await test.step('links that do not work: activation, e-mail confirmation, stale resets', async () => {
    expectConsoleMessages(
      page,
      failedRequest(400, '/api/v1/activate'),
      failedRequest(400, '/api/v1/confirmEmail'),
      failedRequest(400, '/api/v1/passwordReset/gammal'),
      failedRequest(400, '/api/v1/passwordReset1/gammal'),
    );
    await page.goto(`${paths.activation}?token=ogiltig`);
    await expect(page.getByRole('heading', { name: 'Länken fungerar inte' })).toBeVisible();
    await scan(page, 'activation', 'invalid link');
    await visit(page, `${paths.confirmEmail}?token=ogiltig`, 'confirmEmail', 'invalid link');
    const id = '00000000-0000-4000-8000-000000000000';
    await visit(page, `/passwordReset/${id}/gammal`, 'passwordReset', 'stale link');
    await visit(page, `/passwordReset1/${id}/gammal`, 'passwordResetSupervisor', 'stale link');
  });

  await test.step('valid reset links of both roles', async () => {
    const student = await accounts.student();
    const supervisor = await accounts.supervisor();
    const studentLink = await resetLink(
      student.email,
      '/api/v1/passwordReset',
      { email: student.email },
      page,
      `${baseURL}/passwordReset/`,
    );
    await page.goto(studentLink);
    await expect(page.getByLabel(/Nytt lösenord|Lösenord/).first()).toBeVisible();
    await settled(page);
    await scan(page, 'passwordReset', 'valid link');
    const supervisorLink = await resetLink(
      supervisor.email,
      '/api/v1/teacher/passwordReset1',
      { email: supervisor.email },
      page,
      `${baseURL}/passwordReset1/`,
    );
    await page.goto(supervisorLink);
    await expect(page.getByLabel(/Nytt lösenord|Lösenord/).first()).toBeVisible();
    await settled(page);
    await scan(page, 'passwordResetSupervisor', 'valid link');
  });

  await test.step('the driving school’s read-only view: by link, by code, and the code form', async () => {
    const student = await accounts.student({ name: 'Siri' });
    const { headers } = await apiSession(page.request, 'student', student);
    expect((await page.request.post('/api/v1/drivingnotes/card', { headers })).status()).toBe(201);
    const created = await page.request.post('/api/v1/shares', {
      headers,
      data: { label: 'Trafikskolan', days: 30 },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { url, share } = (await created.json()) as { url: string; share: { code: string } };
    await page.goto(new URL(url).pathname);
    await expect(page.getByText('Siri').first()).toBeVisible();
    await settled(page);
    await scan(page, 'shared', 'a live link');
    await visit(page, sharedCodePath(share.code), 'sharedCode', 'by its code');
    await visit(page, paths.sharedCodeForm, 'sharedCodeForm');

    // A companion's page to confirm a drive (issue 34), from the link the learner e-mailed.
    const driveId = crypto.randomUUID();
    const saved = await page.request.put(`/api/v1/drives/${driveId}`, {
      headers,
      data: {
        date: '2026-11-24',
        startTime: '16:30',
        minutes: 40,
        supervisedBy: { kind: 'other', name: 'Mamma' },
      },
    });
    expect(saved.ok(), await saved.text()).toBe(true);
    const mum = `mamma.${driveId.slice(0, 8)}@example.se`;
    const asked = await page.request.post(`/api/v1/drives/${driveId}/companion-request`, {
      headers,
      data: { email: mum },
    });
    expect(asked.ok(), await asked.text()).toBe(true);
    const link = linkIn(
      await waitForMail(dataDir, mum, { subject: 'bekräfta' }),
      `${new URL(url).origin}/bekrafta-korning/`,
    );
    await page.goto(new URL(link).pathname);
    await expect(
      page.getByRole('heading', { name: 'Satt du bredvid vid den här körningen?' }),
    ).toBeVisible();
    await settled(page);
    await scan(page, 'companionConfirm', 'a drive to confirm');
  });
});

test('every screen of a logged-in student, with a card, an open instruction and the dialogs', async ({
  page,
  accounts,
}) => {
  const student = await accounts.student({ name: 'Alva' });
  await signedIn(page, 'student', student);
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { name: 'Hej Alva!' })).toBeVisible();
  await scan(page, 'home', 'Hem of a student');
  await openMenu(page);
  await scan(page, 'home', 'Hem, menu open');
  await page.keyboard.press('Escape');

  await test.step('/notes with a card, then with an instruction open', async () => {
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const created = await page.request.post('/api/v1/drivingnotes/card', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.status()).toBe(201);
    await page.goto(paths.notes);
    await settled(page);
    await expect(page.locator('main summary').first()).toBeVisible();
    await scan(page, 'notes', 'a card');
    const instruction = page.locator('main details').filter({ hasText: 'Instruktioner' }).first();
    await instruction.locator('summary').click();
    await expect(instruction.locator('ol, p').first()).toBeVisible();
    await scan(page, 'notes', 'an instruction open');
  });

  for (const [path, screen] of [
    [paths.supervisor, 'supervisor'],
    [paths.myPassword, 'myPassword'],
    [paths.myDetails, 'myDetails'],
    [paths.devices, 'devices'],
    [paths.driveLog, 'driveLog'],
    [paths.selfAssessment, 'selfAssessment'],
    [paths.readiness, 'readiness'],
    [paths.completeProfile, 'completeProfile'],
    [paths.hotDeals, 'hotDeals'],
    [paths.schools, 'schools'],
    [paths.levelUp, 'levelUp'],
  ] as const) {
    await test.step(path, () => visit(page, path, screen));
  }

  await test.step('/settings and its delete-account warning', async () => {
    await visit(page, paths.settings, 'settings');
    await page.getByRole('button', { name: 'Ta bort mitt konto' }).click();
    const dialog = page.getByRole('dialog', {
      name: 'Varning! Du håller på att ta bort ditt konto!',
    });
    await expect(dialog.getByLabel('Ditt lösenord')).toBeFocused();
    await scan(page, 'settings', 'delete-account warning open');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test('every screen of a logged-in supervisor, with a linked student', async ({
  page,
  accounts,
}) => {
  const supervisor = await accounts.supervisor();
  const student = await accounts.student({ name: 'Elis' });
  const { id: studentId, headers } = await apiSession(page.request, 'student', student);
  const linked = await page.request.post('/api/v1/addTeacher', {
    headers,
    data: { teacherEmail: supervisor.email, studentId },
  });
  expect(linked.status()).toBe(200);
  const card = await page.request.post('/api/v1/drivingnotes/card', { headers });
  expect(card.status()).toBe(201);

  await signedIn(page, 'supervisor', supervisor);
  await page.goto(paths.home);
  await expect(page.getByRole('heading', { name: `Hej ${supervisor.name}!` })).toBeVisible();
  await scan(page, 'home', 'Hem of a supervisor');

  await visit(page, paths.supervisorNotes, 'supervisorNotes');
  await expect(page.getByRole('link', { name: 'Elis' })).toBeVisible();
  await page.goto(paths.supervisorStudentNotes.replace(':studentId', studentId));
  await settled(page);
  await expect(page.locator('main summary').first()).toBeVisible();
  await scan(page, 'supervisorStudentNotes', "the student's card");
  await page.getByRole('link', { name: 'Körjournal' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Elevens körjournal' })).toBeVisible();
  await settled(page);
  await scan(page, 'supervisorStudentDrives', "the student's drive log");
  // Issue 34: the drives that wait for the supervisor's confirmation (none yet: the empty list).
  await visit(
    page,
    paths.supervisorDrivesToConfirm.replace(':studentId', studentId),
    'supervisorDrivesToConfirm',
    'nothing waits',
  );
  // Issue 36: the student's self-assessment, read-only (nothing saved yet: the empty state).
  await visit(
    page,
    paths.supervisorStudentSelfAssessment.replace(':studentId', studentId),
    'supervisorStudentSelfAssessment',
    'nothing saved yet',
  );
  await visit(
    page,
    paths.supervisorStudentReadiness.replace(':studentId', studentId),
    'supervisorStudentReadiness',
    'a card, no drives',
  );

  for (const [path, screen] of [
    [paths.settingsSupervisor, 'settingsSupervisor'],
    [paths.myPasswordSupervisor, 'myPasswordSupervisor'],
    [paths.myDetailsSupervisor, 'myDetailsSupervisor'],
    [paths.devicesSupervisor, 'devicesSupervisor'],
  ] as const) {
    await test.step(path, () => visit(page, path, screen));
  }
});

test('the scans cover exactly the route table', () => {
  expect([...covered].sort()).toEqual([...ROUTE_TABLE].sort());
  expect(states.length).toBeGreaterThan(ROUTE_TABLE.size);
});
