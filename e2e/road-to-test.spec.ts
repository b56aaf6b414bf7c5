import {
  expect,
  expectAccessible,
  expectToast,
  learnerWithCardAndSupervisor,
  settled,
  signedIn,
  test,
} from './support/fixtures.js';

/**
 * Issue 39: "Vägen till körprovet". The learner keeps the dates of the permit, the two parts of
 * the riskutbildning and the tests; the screen says how long each holds and what is out of
 * order, with the rules' sources and the official pages to book on; the supervisor reads it.
 */

/** The date `days` from today in Sweden, 'YYYY-MM-DD'. */
function dayFromToday(days: number): string {
  const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(
    new Date(),
  );
  return new Date(Date.parse(`${today}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The same date some years on (the permit and the riskutbildning hold five years). */
const yearsOn = (date: string, years: number) =>
  `${Number(date.slice(0, 4)) + years}${date.slice(4)}`;

test('the learner fills in the road to the test, sees what is missing, and the supervisor sees the same', async ({
  page,
  accounts,
  otherBrowser,
}, testInfo) => {
  const { student, supervisor } = await learnerWithCardAndSupervisor(page, accounts, {
    student: 'Alva',
    supervisor: 'Hanna Handledare',
  });
  // Not on a 29 February: the five years on would not be the same day of the month.
  const permitOn = dayFromToday(-400).endsWith('-02-29') ? dayFromToday(-401) : dayFromToday(-400);
  const riskOneOn = dayFromToday(-30).endsWith('-02-29') ? dayFromToday(-31) : dayFromToday(-30);
  const theoryOn = dayFromToday(10);
  const drivingOn = dayFromToday(14);

  const road = page.getByRole('region', { name: 'Vägen till körprovet' });
  const step = (title: string, on = road) =>
    on
      .getByRole('list', { name: 'Stegen till körprovet' })
      .getByRole('listitem')
      .filter({ has: on.page().getByText(title, { exact: true }) });
  await test.step('Redo för körprovet? → Vägen till körprovet: nothing yet, and where to book', async () => {
    await signedIn(page, 'student', student);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/redo');
    await expect(road.getByText('Inga datum än.', { exact: false })).toBeVisible();
    await expect(
      road.getByRole('link', { name: /Boka kunskapsprov och körprov hos Trafikverket/ }),
    ).toHaveAttribute('href', 'https://fp.trafikverket.se/Boka/');
    await expect(step('Körprov')).toContainText('Inget datum');
  });

  await test.step('the dates go in: the permit, part 1, and both tests booked', async () => {
    await road.getByRole('button', { name: 'Ändra datum' }).click();
    const form = page.getByRole('form', { name: 'Vägen till körprovet' });
    await form.getByLabel('Körkortstillstånd beslutat').fill(permitOn);
    await form.getByLabel('Riskutbildning del 1 (gjord eller bokad)').fill(riskOneOn);
    await form.getByLabel('Kunskapsprov (bokat eller gjort)').fill(theoryOn);
    await form.getByLabel('Körprov (bokat eller gjort)').fill(drivingOn);
    await expect(form.getByLabel('Resultat på körprovet')).toBeEnabled();
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Spara datum' }).click();
    await expectToast(page, 'Datumen är sparade.');
  });

  await test.step('each step says how long it holds; part 2 missing before both tests is flagged', async () => {
    await expect(step('Körkortstillstånd')).toContainText(
      `${permitOn} · gäller till ${yearsOn(permitOn, 5)}`,
    );
    await expect(step('Riskutbildning del 1')).toContainText(
      `gäller till ${yearsOn(riskOneOn, 5)}`,
    );
    await expect(step('Körprov')).toContainText(`Bokat ${drivingOn}`);
    const problems = road.getByRole('group', { name: 'Att se upp med' });
    await expect(problems.getByRole('listitem')).toHaveText([
      'Riskutbildning del 2 ska vara gjord före kunskapsprovet.',
      'Riskutbildning del 2 ska vara gjord före körprovet.',
    ]);
    await road.getByText('Reglerna och var de står').click();
    await expect(
      road.getByText(/ett godkänt kunskapsprov är giltigt i fyra månader/),
    ).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await road.screenshot({ path: testInfo.outputPath('road-to-test-390.png') });
  });

  await test.step('the supervisor reads the same road, without changing it', async () => {
    const { page: supervisorPage } = await otherBrowser();
    await supervisorPage.setViewportSize({ width: 1280, height: 800 });
    await signedIn(supervisorPage, 'supervisor', supervisor);
    await supervisorPage.goto('/instructornotes');
    await supervisorPage.getByRole('link', { name: 'Alva' }).click();
    await supervisorPage.getByRole('link', { name: 'Redo för körprovet?' }).click();
    const theirs = supervisorPage.getByRole('region', { name: 'Vägen till körprovet' });
    await expect(
      theirs.getByRole('group', { name: 'Att se upp med' }).getByRole('listitem'),
    ).toHaveCount(2);
    await expect(step('Körprov', theirs)).toContainText(`Bokat ${drivingOn}`);
    await expect(theirs.getByRole('button', { name: 'Ändra datum' })).toHaveCount(0);
    await settled(supervisorPage);
    await expectAccessible(supervisorPage);
    await theirs.screenshot({ path: testInfo.outputPath('road-to-test-supervisor-1280.png') });
  });
});
