import type { APIRequestContext, Page } from '@playwright/test';
import {
  allowConsoleMessages,
  expect,
  failedOffline,
  failedRequest,
  signedIn,
  test,
  learnerWithCardAndSupervisor,
} from './support/fixtures.js';

/**
 * Issue 35: after sign-in the device keeps the instructions and pictures of the learner's card
 * in the background, so a lesson never opened before can be read in the car without a network;
 * the card says so ('Allt finns i telefonen'). With Data Saver on nothing is fetched ahead, and
 * an instruction opened offline says at once that it needs the network.
 */

const READY = 'Allt finns i telefonen';

/** Every picture of every instruction on the learner's card, as the server lists them. */
async function picturesOfTheCard(
  request: APIRequestContext,
  headers: Record<string, string>,
  studentId: string,
) {
  const { drivingNotes } = (await (
    await request.get('/api/v1/drivingnotes', { headers })
  ).json()) as { drivingNotes: { number: number }[] };
  const urls = new Set<string>();
  for (const { number } of drivingNotes) {
    const answer = await request.post('/api/v1/lessonInstructions', {
      headers,
      data: { number, studentId },
    });
    expect(answer.status()).toBe(200);
    const { subMoments } = (await answer.json()) as {
      subMoments: { instruction: { img: { url: string }[] } }[];
    };
    for (const { instruction } of subMoments) for (const { url } of instruction.img) urls.add(url);
  }
  return [...urls];
}

/** The open instructions of one sub-moment. */
function instructionsOf(page: Page, heading: string) {
  const details = page.locator('details').filter({ hasText: `Instruktioner för ${heading}` });
  return { details, toggle: () => details.getByText(`Instruktioner för ${heading}`).click() };
}

/** A tab of the remembered device: what a tab opened offline may log. */
async function openTab(page: Page, path: string) {
  const tab = await page.context().newPage();
  allowConsoleMessages(tab, failedOffline(/^\/api\/.*$/), failedRequest(401, /^\/api\/.*$/));
  await tab.goto(path);
  return tab;
}

test('after sign-in the card’s instructions and pictures come to the phone, and lessons never opened read without a network', async ({
  page,
  accounts,
  otherBrowser,
}) => {
  const { student, studentId, headers } = await learnerWithCardAndSupervisor(page, accounts);
  const pictures = await picturesOfTheCard(page.request, headers, studentId);
  expect(pictures.length).toBeGreaterThan(20);

  const phone = await otherBrowser({ serviceWorkerFrom: '/login' });
  const lessonsFetched: string[] = [];
  phone.page.on('requestfinished', (request) => {
    if (request.url().endsWith('/api/v1/lessonInstructions')) lessonsFetched.push(request.url());
  });
  await signedIn(phone.page, 'student', student, { remember: true });

  await test.step('on Hem, the device fetches the card’s instructions and pictures by itself', async () => {
    await phone.page.goto('/');
    await expect(phone.page.getByRole('heading', { name: 'Hej Ove!' })).toBeVisible();
    await expect.poll(() => lessonsFetched.length, { timeout: 30_000 }).toBe(15);
    await expect
      .poll(
        () =>
          phone.page.evaluate(async (urls) => {
            const missing: string[] = [];
            for (const url of urls) if (!(await caches.match(url))) missing.push(url);
            return missing;
          }, pictures),
        { message: 'every picture of the card is on the device', timeout: 30_000 },
      )
      .toEqual([]);
  });

  await test.step('offline, the card says everything is on the phone', async () => {
    await phone.context.setOffline(true);
    const tab = await openTab(phone.page, '/notes?kort=1&lektion=5');
    // The fifth lesson of a manual card is lesson 6, Manövrering.
    await expect(tab.getByText('Lektion 5 av 15')).toBeVisible();
    await expect(tab.getByRole('status').filter({ hasText: READY })).toContainText(
      'Kortets instruktioner och bilder fungerar utan nät.',
    );

    // Never opened before: its text and its picture, from the device.
    const reversing = instructionsOf(tab, 'Vändning med hjälp av backning');
    await reversing.toggle();
    await expect(
      reversing.details.getByRole('heading', { level: 6, name: 'Klart när …' }),
    ).toBeVisible();
    const picture = reversing.details.locator('img').first();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    await expect(reversing.details.getByText('Det här behöver nät')).toHaveCount(0);
  });
});

test('with Data Saver on nothing is fetched ahead: an instruction opened offline says it needs the network, and shows when it returns', async ({
  page,
  accounts,
  otherBrowser,
}) => {
  const { student } = await learnerWithCardAndSupervisor(page, accounts);
  const phone = await otherBrowser({ serviceWorkerFrom: '/login' });
  // The browser's Data Saver, as Chrome on Android reports it.
  await phone.context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: {
        saveData: true,
        effectiveType: '4g',
        addEventListener() {},
        removeEventListener() {},
      },
    });
  });
  const lessonsFetched: string[] = [];
  phone.page.on('request', (request) => {
    if (request.url().includes('/api/v1/lessonInstructions')) lessonsFetched.push(request.url());
  });
  await signedIn(phone.page, 'student', student);
  await phone.page.goto('/notes?kort=1&lektion=1');
  await expect(phone.page.getByText('Lektion 1 av 15')).toBeVisible();
  await expect(
    phone.page.getByRole('status').filter({ hasText: 'Databesparing är på' }),
  ).toHaveText(
    'Databesparing är på: kortets instruktioner hämtas först när du öppnar dem, och de behöver nät.',
  );
  expect(lessonsFetched).toEqual([]);

  await phone.context.setOffline(true);
  const tyres = instructionsOf(phone.page, 'Däck och hjul');
  await tyres.toggle();
  await expect(tyres.details.getByRole('status')).toHaveText(
    'Det här behöver nät. Instruktionerna visas så snart du har nät igen.',
  );
  await phone.context.setOffline(false);
  await expect(tyres.details.getByRole('heading', { level: 6, name: 'Klart när …' })).toBeVisible();
  await expect(tyres.details.getByText('Det här behöver nät')).toHaveCount(0);
});

test('a supervisor with the learner’s card open gets its instructions onto the phone, and reads one never opened without a network', async ({
  page,
  accounts,
  otherBrowser,
}) => {
  const { supervisor, studentId } = await learnerWithCardAndSupervisor(page, accounts);
  const phone = await otherBrowser({ serviceWorkerFrom: '/instructorLogIn' });
  allowConsoleMessages(phone.page, failedOffline(/^\/api\/.*$/));
  await signedIn(phone.page, 'supervisor', supervisor);
  await phone.page.goto(`/instructorNotesGet/${studentId}?kort=1&lektion=6`);
  // The sixth lesson of a manual card is lesson 7, Samordning bromsning/acceleration.
  await expect(phone.page.getByText('Lektion 6 av 15')).toBeVisible();
  await expect(phone.page.getByRole('status').filter({ hasText: READY })).toBeVisible({
    timeout: 30_000,
  });

  await phone.context.setOffline(true);
  const braking = instructionsOf(phone.page, 'Kraftig inbromsning (nödbromsning)');
  await braking.toggle();
  await expect(
    braking.details.getByRole('heading', { level: 6, name: 'Klart när …' }),
  ).toBeVisible();
  await expect(braking.details.getByText('Det här behöver nät')).toHaveCount(0);
  await phone.context.setOffline(false);
});
