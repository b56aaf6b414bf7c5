import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  type Accounts,
  apiSession,
  expect,
  expectAccessible,
  settled,
  signedIn,
  test,
} from './support/fixtures.js';

/**
 * Issues 22 and 19 (decision 023): on a desktop (1280 × 800) the card screen shows the lesson
 * beside its instructions, the forms stay narrow and centred, and the supervisor sees the
 * students, with several students' progress at once, beside the chosen student's whole card.
 * On a phone (390 × 844) the same screens are the one column they were. Every screen is
 * scanned by axe at both widths and photographed into /tmp/shots-desk to be looked at.
 */

const SHOTS = '/tmp/shots-desk';
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** The widest a form's card may be on a desktop (Page.module.css: 34rem). */
const FORM_MAX_WIDTH = 34 * 16;

async function shot(page: Page, name: string, fullPage = false) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox({ timeout: 10_000 });
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
}

type Note = { id: string } & Record<string, unknown>;
const KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I'] as const;

/**
 * The supervisor approves the first `count` sub-moments of the student's card, lesson by
 * lesson: only the supervisor's 'Godkänd' counts as approved (issue 34).
 */
async function approve(
  request: APIRequestContext,
  token: string,
  count: number,
  supervisorToken: string,
) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get('/api/v1/drivingnotes', { headers });
  const { drivingNotes } = (await list.json()) as { drivingNotes: Note[] };
  const changes = drivingNotes
    .flatMap((note) =>
      KEYS.filter((key) => typeof note[`cat${key}`] === 'string' && note[`cat${key}`] !== '').map(
        (key) => ({
          id: randomUUID(),
          lessonId: note.id,
          field: `stat${key}`,
          from: '',
          to: 'Godkänd',
        }),
      ),
    )
    .slice(0, count);
  const answer = await request.post('/api/v1/teacher/lessonChanges', {
    headers: { authorization: `Bearer ${supervisorToken}` },
    data: { changes },
  });
  expect(answer.status()).toBe(200);
}

/** A student with one card, linked to the supervisor, with `approved` sub-moments approved. */
async function linkedStudent(
  page: Page,
  accounts: Accounts,
  supervisor: { email: string; password: string },
  name: string,
  approved: number,
) {
  const supervisorEmail = supervisor.email;
  const student = await accounts.student({ name });
  const { id, token, headers } = await apiSession(page.request, 'student', student);
  const linked = await page.request.post('/api/v1/addTeacher', {
    headers,
    data: { teacherEmail: supervisorEmail, studentId: id },
  });
  expect(linked.status()).toBe(200);
  expect((await page.request.post('/api/v1/drivingnotes/card', { headers })).status()).toBe(201);
  const { token: supervisorToken } = await apiSession(page.request, 'supervisor', supervisor);
  if (approved > 0) await approve(page.request, token, approved, supervisorToken);
  return { ...student, id, token, supervisorToken };
}

/** No cookie banner: the screens as they are once it has been accepted. */
async function acceptCookies(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: 'ovk_cookies', value: 'accepted', url: baseURL }]);
}

/** The box of a form's screen: the card around its heading (components/Page). */
const formCard = (page: Page) => page.locator('main h1').locator('xpath=..');

async function expectNarrowAndCentred(page: Page, name: string) {
  const card = await box(formCard(page));
  expect(card.width, `${name}: narrow`).toBeLessThanOrEqual(FORM_MAX_WIDTH);
  expect(card.width, `${name}: not squeezed`).toBeGreaterThan(FORM_MAX_WIDTH - 48);
  const left = card.x;
  const right = DESKTOP.width - (card.x + card.width);
  expect(Math.abs(left - right), `${name}: centred`).toBeLessThanOrEqual(2);
}

async function expectPhoneColumn(page: Page, name: string) {
  const card = await box(formCard(page));
  // The whole width but the page's margins (Page.module.css: 1rem on each side).
  expect(card.x, `${name}: one column`).toBeLessThanOrEqual(16);
  expect(card.x + card.width, `${name}: one column`).toBeGreaterThanOrEqual(PHONE.width - 16);
}

test('forms stay narrow and centred on a desktop, and the one column of a phone', async ({
  page,
  baseURL,
  accounts,
}) => {
  test.setTimeout(180_000);
  await acceptCookies(page, baseURL!);
  const visitorForms = [
    ['/login', 'login'],
    ['/registerStudent', 'register'],
    ['/contact', 'contact'],
  ] as const;
  for (const [path, name] of visitorForms) {
    await test.step(`${path} at both widths`, async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await settled(page);
      await expectNarrowAndCentred(page, name);
      await expectAccessible(page);
      await shot(page, `${name}-1280`);
      await page.setViewportSize(PHONE);
      await settled(page);
      await expectPhoneColumn(page, name);
      await expectAccessible(page);
      await shot(page, `${name}-390`);
    });
  }

  const student = await accounts.student({ name: 'Frida' });
  await signedIn(page, 'student', student);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hej Frida!' })).toBeVisible();
  for (const [path, name] of [
    ['/mydetails', 'details'],
    ['/settings', 'settings'],
  ] as const) {
    await test.step(`${path} at both widths`, async () => {
      await page.setViewportSize(DESKTOP);
      await page.goto(path);
      await settled(page);
      await expectNarrowAndCentred(page, name);
      await expectAccessible(page);
      await shot(page, `${name}-1280`);
      await page.setViewportSize(PHONE);
      await settled(page);
      await expectPhoneColumn(page, name);
      await expectAccessible(page);
      await shot(page, `${name}-390`);
    });
  }
});

test('the card screen: the lesson beside its instructions on a desktop, under each other on a phone', async ({
  page,
  baseURL,
  accounts,
}) => {
  test.setTimeout(180_000);
  await acceptCookies(page, baseURL!);
  const supervisor = await accounts.supervisor();
  const student = await linkedStudent(page, accounts, supervisor, 'Ove Elev', 3);
  await signedIn(page, 'student', student);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hej Ove Elev!' })).toBeVisible();

  const lesson = page.locator('main article');
  const tyres = page
    .locator('main li > details')
    .filter({ hasText: 'Instruktioner för Däck och hjul' });
  const lamps = page
    .locator('main li > details')
    .filter({ hasText: 'Instruktioner för Lampor och reflexer' });
  const openTyres = () => tyres.getByText('Instruktioner för Däck och hjul').click();
  const hint = page.getByText('Öppna Instruktioner vid ett moment');

  await test.step('1280: the lesson on the left, the open instructions beside it, in view', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/notes?kort=1&lektion=1');
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Lektion 1 av 15' })).toBeVisible();
    // Before any is opened, the panel says where they will show.
    await expect(hint).toBeVisible();
    const article = await box(lesson);
    const hintBox = await box(hint);
    expect(hintBox.x).toBeGreaterThanOrEqual(article.x + article.width);
    await shot(page, 'cards-1280');

    await openTyres();
    await expect(tyres.locator('[data-part="steg1"]')).toBeVisible();
    await expect(hint).toBeHidden();
    const panel = await box(tyres);
    const left = await box(lesson);
    // Side by side: the panel starts right of the lesson, and they share the screen's height.
    expect(panel.x).toBeGreaterThanOrEqual(left.x + left.width);
    expect(panel.y).toBeLessThan(left.y + left.height);
    expect(panel.y + panel.height).toBeGreaterThan(left.y);
    expect(panel.x + panel.width).toBeLessThanOrEqual(DESKTOP.width);
    // A readable measure: neither a sliver nor the whole width.
    expect(panel.width).toBeGreaterThan(400);
    expect(left.width).toBeGreaterThan(500);
    expect(left.width + panel.width).toBeGreaterThan(DESKTOP.width * 0.85);
    // The lesson's bar stays under the lesson's column (its card), not under the panel.
    const column = await box(page.locator('main section').filter({ has: page.locator('article') }));
    const next = await box(page.getByRole('button', { name: 'Nästa', exact: true }));
    expect(next.x + next.width).toBeLessThanOrEqual(column.x + column.width + 1);
    expect(panel.x).toBeGreaterThan(column.x + column.width);
    await expectAccessible(page);
    await shot(page, 'cards-open-1280');

    // The lesson scrolls; the panel stays where it is, wholly in view.
    await page.evaluate(() => window.scrollBy(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    const scrolled = await box(tyres);
    expect(scrolled.y).toBeCloseTo(panel.y, 0);
    expect(scrolled.y + scrolled.height).toBeLessThanOrEqual(DESKTOP.height);
    await shot(page, 'cards-open-scrolled-1280');
    await page.evaluate(() => window.scrollTo(0, 0));
  });

  await test.step('1280: one instruction at a time; the lesson navigation still works', async () => {
    await lamps.getByText('Instruktioner för Lampor och reflexer').click();
    await expect(lamps).toHaveAttribute('open', '');
    await expect(tyres).not.toHaveAttribute('open');
    // Its summary, the panel's heading, closes it.
    await lamps.getByText('Instruktioner för Lampor och reflexer').click();
    await expect(lamps).not.toHaveAttribute('open');
    await expect(hint).toBeVisible();
    await page.getByRole('button', { name: 'Nästa', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Lektion 2 av 15' })).toBeVisible();
    await page.getByRole('button', { name: 'Föregående' }).click();
    await expect(page.getByRole('heading', { name: 'Lektion 1 av 15' })).toBeVisible();
  });

  await test.step('390: one column, the instructions under their sub-moment', async () => {
    await page.setViewportSize(PHONE);
    await page.goto('/notes?kort=1&lektion=1');
    await settled(page);
    await expect(page.getByRole('heading', { name: 'Lektion 1 av 15' })).toBeVisible();
    await expect(hint).toBeHidden();
    const article = await box(lesson);
    expect(article.width).toBeGreaterThan(PHONE.width - 80);
    await shot(page, 'cards-390');
    await openTyres();
    await expect(tyres.locator('[data-part="steg1"]')).toBeVisible();
    const moment = await box(
      page
        .locator('main li')
        .filter({ has: page.locator('details', { hasText: 'Instruktioner för Däck och hjul' }) })
        .last(),
    );
    const details = await box(tyres);
    expect(details.x).toBeGreaterThanOrEqual(moment.x);
    expect(details.x + details.width).toBeLessThanOrEqual(moment.x + moment.width);
    expect(details.y).toBeGreaterThan(moment.y);
    // On a phone several may be open at once, each under its sub-moment.
    await lamps.getByText('Instruktioner för Lampor och reflexer').click();
    await expect(lamps).toHaveAttribute('open', '');
    await expect(tyres).toHaveAttribute('open', '');
    await expectAccessible(page);
    await shot(page, 'cards-open-390');
  });

  await test.step("the supervisor's card screen is laid out the same way", async () => {
    await signedIn(page, 'supervisor', supervisor, { instead: true });
    await page.setViewportSize(DESKTOP);
    await page.goto(`/instructorNotesGet/${student.id}?kort=1&lektion=1`);
    await settled(page);
    await openTyres();
    await expect(tyres.locator('[data-part="steg1"]')).toBeVisible();
    const panel = await box(tyres);
    const left = await box(lesson);
    expect(panel.x).toBeGreaterThanOrEqual(left.x + left.width);
    await expectAccessible(page);
    await shot(page, 'supervised-cards-open-1280');
  });
});

test("the supervisor's students beside the chosen student's whole card on a desktop; the list on a phone", async ({
  page,
  baseURL,
  accounts,
  otherBrowser,
}) => {
  test.setTimeout(180_000);
  await acceptCookies(page, baseURL!);
  const supervisor = await accounts.supervisor();
  const ove = await linkedStudent(page, accounts, supervisor, 'Ove Elev', 23);
  const ines = await linkedStudent(page, accounts, supervisor, 'Ines Elev', 5);
  const alva = await linkedStudent(page, accounts, supervisor, 'Alva Elev', 60);
  await signedIn(page, 'supervisor', supervisor);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: `Hej ${supervisor.name}!` })).toBeVisible();

  const students = page.getByRole('region', { name: 'Dina elever' });
  const row = (name: string) => students.getByRole('listitem').filter({ hasText: name }).first();
  const show = (name: string) => row(name).getByRole('link', { name: 'Visa hela kortet' });

  await test.step('1280: every student with their progress, beside the first one’s whole card', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/instructornotes');
    await settled(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Elevens övningskort' }),
    ).toBeVisible();
    // Several students' progress at once, all in view without scrolling.
    for (const [name, approved] of [
      ['Ove Elev', 23],
      ['Ines Elev', 5],
      ['Alva Elev', 60],
    ] as const) {
      const progress = row(name).getByText(`${approved} av 70 moment godkända av handledaren`);
      await expect(progress).toBeInViewport();
    }
    // The spec's sentence (§2) still names the list.
    await expect(students.getByText('Dina elever:')).toBeVisible();
    await expect(row('Ove Elev')).toContainText('Kort 1');
    await expect(row('Alva Elev')).toContainText(/\d+ av 15 lektioner klara/);
    // The first student is shown until another is chosen.
    await expect(show('Ove Elev')).toHaveAttribute('aria-current', 'true');
    await expect(show('Ines Elev')).not.toHaveAttribute('aria-current');
    const overview = page.getByRole('region', { name: 'Ove Elev – hela kortet' });
    await expect(overview).toBeVisible();
    await expect(
      overview.getByRole('link', { name: 'Lektion 1, Däck och hjul: Godkänd' }),
    ).toBeVisible();
    await expect(overview.getByText('23 av 70 moment godkända')).toBeVisible();
    // Side by side: the list on the left, the card on the right, from the same height.
    const list = await box(students);
    const card = await box(overview);
    expect(card.x).toBeGreaterThanOrEqual(list.x + list.width);
    expect(Math.abs(card.y - list.y)).toBeLessThan(40);
    expect(card.width).toBeGreaterThan(700);
    // A name still opens the student's cards, as on a phone.
    await expect(row('Ines Elev').getByRole('link', { name: 'Ines Elev' })).toHaveAttribute(
      'href',
      `/instructorNotesGet/${ines.id}`,
    );
    await expectAccessible(page);
    await expect(students.getByRole('link', { name: 'Till startsidan' })).toBeVisible();
    await shot(page, 'students-1280');
    await students.screenshot({ path: `${SHOTS}/students-list-1280.png` });
    await shot(page, 'students-full-1280', true);
  });

  await test.step('1280: choosing another student, by keyboard, shows their card', async () => {
    await show('Alva Elev').focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/instructornotes\\?elev=${alva.id}$`));
    await expect(show('Alva Elev')).toHaveAttribute('aria-current', 'true');
    await expect(show('Ove Elev')).not.toHaveAttribute('aria-current');
    const overview = page.getByRole('region', { name: 'Alva Elev – hela kortet' });
    await expect(overview.getByText('60 av 70 moment godkända')).toBeVisible();
    await expect(show('Alva Elev')).toBeFocused();
    // A cell opens that lesson on the student's card screen.
    await expect(
      overview.getByRole('link', { name: 'Lektion 1, Däck och hjul: Godkänd' }),
    ).toHaveAttribute('href', `/instructorNotesGet/${alva.id}?kort=1&lektion=1&moment=1`);
    await expectAccessible(page);
    await shot(page, 'students-chosen-1280');
  });

  await test.step('1280: a status the supervisor sets elsewhere shows in the list at once', async () => {
    await approve(page.request, ove.token, 24, ove.supervisorToken);
    await expect(
      row('Ove Elev').getByText('24 av 70 moment godkända av handledaren'),
    ).toBeVisible();
  });

  // A phone of the supervisor's own; this page (and its streams) closed first.
  await page.goto('/about');
  const phone = await otherBrowser();
  await test.step('390: the list of names, one column, each opening the student’s cards', async () => {
    const page = phone.page;
    await page.setViewportSize(PHONE);
    await acceptCookies(page, baseURL!);
    await signedIn(page, 'supervisor', supervisor);
    await page.goto('/instructornotes');
    await settled(page);
    await expect(page.getByRole('link', { name: 'Ines Elev' })).toBeVisible();
    await expect(page.getByText(/moment godkända/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Visa hela kortet' })).toHaveCount(0);
    const name = await box(page.getByRole('link', { name: 'Ove Elev' }));
    const card = await box(formCard(page));
    expect(card.x).toBeLessThanOrEqual(16);
    expect(name.width).toBeGreaterThan(PHONE.width - 100);
    await expectAccessible(page);
    await shot(page, 'students-390');
    await page.getByRole('link', { name: 'Ines Elev' }).click();
    await expect(page).toHaveURL(new RegExp(`/instructorNotesGet/${ines.id}`));
  });
});
