import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { linkIn, waitForMail } from '@ovningskort/test-support';
import {
  activationLinkFor,
  dataDir,
  expect,
  expectAccessible,
  expectToast,
  expectConsoleMessages,
  failedRequest,
  logInAsSupervisor,
  newEmail,
  signedIn,
  test,
} from './support/fixtures.js';

/** Screenshots of the new screens at a phone's and a desktop's width, to look at by eye. */
const SHOTS = process.env.E2E_SHOTS_DIR;
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  await fs.mkdir(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

/** axe would measure a half-faded toast over the page; it runs once the toasts are gone. */
async function expectAccessibleWithoutToasts(page: Page) {
  await expect(page.locator('.Toastify__toast')).toHaveCount(0, { timeout: 10_000 });
  await expectAccessible(page);
}

test('a student invites a supervisor without an account, who registers from the e-mail and is linked', async ({
  page,
  baseURL,
  accounts,
  otherBrowser,
}) => {
  const student = await accounts.student({ name: 'Sam Student' });
  const email = page.getByLabel('Handledarens e-postadress');
  const submit = page.getByRole('button', { name: 'Lägg till handledare' });
  const dialog = page.getByRole('dialog', { name: 'Ingen handledare hittades' });
  const invitation = page.getByRole('region', { name: 'Inbjudan skickad' });
  const withdrawn = newEmail('dras-tillbaka');
  const invited = newEmail('inbjuden');

  /** Types an address no supervisor has; the dialog offers to invite it. */
  async function askFor(address: string) {
    await email.fill(address);
    expectConsoleMessages(page, failedRequest(400, '/api/v1/addTeacher'));
    await submit.click();
    await expect(dialog).toBeVisible();
  }

  await test.step('the student has a card and opens Lägg till handledare', async () => {
    await signedIn(page, 'student', student);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hej Sam Student!' })).toBeVisible();
    const token = await page.evaluate(() => sessionStorage.getItem('token'));
    const card = await page.request.post('/api/v1/drivingnotes/card', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(card.status()).toBe(201);
    await page.goto('/instructor');
    await expect(email).toBeVisible();
    await expect(invitation).toHaveCount(0);
  });

  await test.step('an unknown address offers "Skicka inbjudan"; a sent one can be withdrawn', async () => {
    await askFor(withdrawn);
    await expect(dialog).toContainText(
      'Har du stavat e-postadressen rätt? Det finns ingen handledare med den här e-postadressen…',
    );
    await expect(dialog).toContainText(`Skicka en inbjudan till ${withdrawn}.`);
    await expect(dialog.getByRole('button', { name: 'Rätta adressen' })).toBeFocused();
    await expectAccessible(page);
    await shoot(page, 'dialog');

    await dialog.getByRole('button', { name: 'Skicka inbjudan' }).click();
    await expectToast(page, `Inbjudan skickad till ${withdrawn}.`);
    await expect(dialog).toBeHidden();
    await expect(invitation.getByText(withdrawn)).toBeVisible();
    await expect(
      invitation.getByText(/^Inbjudan gäller till \d{1,2} \p{L}+ kl\. \d\d:\d\d\.$/u),
    ).toBeVisible();
    await expect(email).toHaveValue('');

    await invitation.getByRole('button', { name: 'Dra tillbaka' }).click();
    await expectToast(page, 'Inbjudan är tillbakadragen.');
    await expect(invitation).toHaveCount(0);
  });

  await test.step('a new invitation shows as pending while it is sent, then on the page', async () => {
    await askFor(invited);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/invitations', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByRole('button', { name: 'Skicka inbjudan' }).click();
    await expect(dialog.getByRole('button', { name: 'Skickar inbjudan…' })).toBeDisabled();
    release();
    await expectToast(page, `Inbjudan skickad till ${invited}.`);
    await page.unroute('**/api/v1/invitations');
    await expect(invitation.getByText(invited)).toBeVisible();
    await page.reload();
    await expect(invitation.getByText(invited)).toBeVisible();
    await expectAccessibleWithoutToasts(page);
    await shoot(page, 'open-invitation');
  });

  const { page: page2 } = await otherBrowser();
  const supervisorPassword = 'trygg-vid-ratten-26';

  await test.step('the e-mail’s link opens the supervisor registration with the address filled in', async () => {
    const mail = await waitForMail(dataDir, invited, { subject: 'vill att du blir handledare' });
    expect(mail.subject).toBe('Sam Student vill att du blir handledare på Övningskort');
    expect(mail.text).toContain(
      'En handledare sitter bredvid och har uppsikt när en elev övningskör privat',
    );
    const link = linkIn(mail, `${baseURL}/registerInstructor?`);
    await page2.goto(link);
    await expect(page2.getByRole('heading', { name: 'Registrering som handledare' })).toBeVisible();
    await expect(page2.getByText('Du har fått en inbjudan att bli handledare.')).toBeVisible();
    await expect(page2.getByLabel('E-postadress')).toHaveValue(invited);
    await expectAccessible(page2);
    await shoot(page2, 'registration');

    await page2.getByLabel('Förnamn').fill('Ingrid');
    await page2.getByLabel('Efternamn').fill('Inbjuden');
    await page2.getByLabel('Lösenord (minst 8 tecken)').fill(supervisorPassword);
    const city = page2.getByRole('combobox', { name: 'Kommun' });
    await city.fill('götebo');
    await page2.getByRole('option', { name: 'Göteborg' }).click();
    await page2.getByRole('button', { name: 'Slutför registrering' }).click();
    await expect(page2).toHaveURL(/\/confirmrt$/);
  });

  await test.step('activating the account links the supervisor; the student’s page shows it at once', async () => {
    await page2.goto(await activationLinkFor(invited, baseURL!));
    await expect(
      page2.getByRole('heading', {
        name: 'Nu är ditt konto aktiverat och du är handledare för eleven som bjöd in dig.',
      }),
    ).toBeVisible();
    await expectAccessible(page2);
    await shoot(page2, 'activated');

    const current = page.getByRole('region', { name: 'Din handledare' });
    await expect(current.getByText('Ingrid')).toBeVisible();
    await expect(current.getByText(invited)).toBeVisible();
    await expect(invitation).toHaveCount(0);
  });

  await test.step('the supervisor logs in and sees the student', async () => {
    await logInAsSupervisor(page2, invited, supervisorPassword);
    await expect(page2.getByRole('heading', { name: 'Hej Ingrid!' })).toBeVisible();
    await page2.getByRole('link', { name: 'Elevens övningskort' }).click();
    await expect(page2.getByRole('link', { name: 'Sam Student' })).toBeVisible();
  });

  await test.step('the student sees the supervisor after a reload too', async () => {
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Din handledare' }).getByText('Ingrid'),
    ).toBeVisible();
    await expectAccessibleWithoutToasts(page);
  });
});
