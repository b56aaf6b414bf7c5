import type { Page } from '@playwright/test';
import {
  allowConsoleMessages,
  apiSession,
  expect,
  expectAccessible,
  failedRequest,
  signedIn,
  test,
} from './support/fixtures.js';

/**
 * Issue 39: the light of a drive is suggested for where it happened: from a position fix when
 * it starts and ends (asked once, kept only until the form is filled in), else from the home
 * municipality, never from Stockholm's sun for everyone.
 */

// The phone is in Sweden: the form's start time is Swedish time.
test.use({ timezoneId: 'Europe/Stockholm' });

const KIRUNA_TOWN = { latitude: 67.85, longitude: 20.22 };
const JUKKASJARVI = { latitude: 67.85, longitude: 20.6 };

/** How many times the page asked the device for its position (counted from the first load). */
async function positionAsks(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { positionAsks: number }).positionAsks);
}

async function countPositionAsks(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { positionAsks: number; positionSlowMs: number };
    counted.positionAsks = 0;
    counted.positionSlowMs = 0;
    const ask = navigator.geolocation.getCurrentPosition.bind(navigator.geolocation);
    navigator.geolocation.getCurrentPosition = (found, ...rest) => {
      counted.positionAsks++;
      // A phone that takes its time to find where it is (positionSlowMs set by a test).
      const slow = counted.positionSlowMs;
      ask((position) => setTimeout(() => found(position), slow), ...rest);
    };
  });
}

/**
 * Starts a drive with the device's clock at another day. The server refuses the device's
 * "hold notifications until…" as already over then: that is the clock, not the drive.
 */
async function startDriveAt(page: Page, startUtc: string) {
  allowConsoleMessages(page, failedRequest(400, '/api/v1/notifications/hold'));
  await page.clock.setFixedTime(new Date(startUtc));
  await page.getByRole('button', { name: 'Starta körning' }).click();
  await expect(page.getByText('Körning pågår')).toBeVisible();
}

async function endDriveAt(page: Page, endUtc: string) {
  await page.clock.setFixedTime(new Date(endUtc));
  await page.getByRole('button', { name: 'Avsluta' }).click();
  const form = page.getByRole('form', { name: 'Ny körning' });
  await expect(form).toBeVisible();
  return form;
}

test('a December noon in Kiruna: the position where the drive started and ended says dark', async ({
  page,
  context,
  accounts,
}, testInfo) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(JUKKASJARVI);
  await countPositionAsks(page);
  // Her home is Malmö, where the sun is up at noon: the suggestion comes from the car.
  const student = await accounts.student({ name: 'Saga', city: 'Malmö' });
  const { token } = await apiSession(page.request, 'student', student);
  await signedIn(page, 'student', student, { remember: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/korjournal');

  await test.step('the drive starts at 11:45 in Jukkasjärvi; the device gives its position', async () => {
    await startDriveAt(page, '2025-12-20T10:45:00Z');
    await expect.poll(() => positionAsks(page)).toBe(1);
  });

  const form =
    await test.step('it ends at 12:15 in Kiruna: the form ticks Mörker, and says why', async () => {
      await context.setGeolocation(KIRUNA_TOWN);
      // The phone is slow to find itself: "Avsluta" says it is at work and takes no second tap.
      await page.evaluate(() => {
        (window as unknown as { positionSlowMs: number }).positionSlowMs = 600;
      });
      await page.clock.setFixedTime(new Date('2025-12-20T11:15:00Z'));
      await page.getByRole('button', { name: 'Avsluta' }).click();
      await expect(page.getByRole('button', { name: 'Avslutar…' })).toBeDisabled();
      const shown = page.getByRole('form', { name: 'Ny körning' });
      await expect(shown).toBeVisible();
      expect(await positionAsks(page)).toBe(2);
      await expect(shown.getByLabel('Minuter')).toHaveValue('30');
      await expect(shown.getByRole('button', { name: 'Mörker', exact: true })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(
        shown.getByText('Förvalt efter solens läge där ni körde – ändra om det inte stämmer.'),
      ).toBeVisible();
      await expect(shown.getByLabel('Starttid')).toHaveValue('11:45');
      await expectAccessible(page);
      await shown
        .getByRole('group', { name: 'Ljus och väder' })
        .evaluate((group) => group.scrollIntoView({ block: 'center' }));
      await page.screenshot({ path: testInfo.outputPath('light-from-position-390.png') });
      return shown;
    });

  await test.step('saved: the drive is dark, and where it happened stays on no device or server', async () => {
    await form.getByRole('radio', { name: 'Annan person' }).check();
    await form.getByLabel('Namn').fill('Pappa');
    const saved = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname.startsWith('/api/v1/drives') &&
        response.request().method() === 'PUT',
    );
    await form.getByRole('button', { name: 'Spara körning' }).click();
    const sent = (await saved).request().postData() ?? '';
    expect(sent).toContain('"dark"');
    expect(sent).not.toMatch(/latitude|longitude|67\.85/);
    const kept = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(kept).not.toContain('67.85');
    const answer = await page.request.get('/api/v1/drives', {
      headers: { authorization: `Bearer ${token}` },
    });
    const drives = ((await answer.json()) as { drives: { conditions: string[] }[] }).drives;
    expect(drives.map((d) => d.conditions)).toEqual([['dark']]);
  });
});

test('without a position the home municipality gives the light, and the question comes once', async ({
  page,
  context,
  accounts,
}, testInfo) => {
  await context.clearPermissions();
  await countPositionAsks(page);
  const student = await accounts.student({ name: 'Nils', city: 'Kiruna' });
  await signedIn(page, 'student', student, { remember: true });
  await page.goto('/korjournal');

  await test.step('the device is asked when the drive starts, and says no', async () => {
    await startDriveAt(page, '2025-12-20T10:45:00Z');
    await expect.poll(() => positionAsks(page)).toBe(1);
  });

  await test.step('the light is judged in Kiruna, his home municipality: dark at noon', async () => {
    const form = await endDriveAt(page, '2025-12-20T11:15:00Z');
    await expect(form.getByRole('button', { name: 'Mörker', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(
      form.getByText('Förvalt efter solens läge i Kiruna – ändra om det inte stämmer.'),
    ).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('light-from-municipality-1280.png') });
    await form.getByRole('radio', { name: 'Annan person' }).check();
    await form.getByLabel('Namn').fill('Mamma');
    await form.getByRole('button', { name: 'Spara körning' }).click();
    await expect(form).toBeHidden();
  });

  await test.step('a midsummer evening in Kiruna: the midnight sun ticks no light; nothing is asked again', async () => {
    await startDriveAt(page, '2026-06-19T20:00:00Z');
    const form = await endDriveAt(page, '2026-06-19T20:30:00Z');
    await expect(
      form.getByRole('button', { name: 'Skymning/gryning', exact: true }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(form.getByRole('button', { name: 'Mörker', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await positionAsks(page)).toBe(1);
  });
});
