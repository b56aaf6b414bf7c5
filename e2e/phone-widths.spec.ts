import type { Page } from '@playwright/test';
import {
  allowConsoleMessages,
  cookieNoticeAnswered,
  expect,
  failedOffline,
  LESSON_API,
  makeCardAndAddSupervisor,
  savedAndSettled,
  settled,
  signedIn,
  test,
} from './support/fixtures.js';

/** Issue 35, the phone: every screen fits a narrow phone, and the bottom bar takes its taps. */

const WIDTHS = [320, 360, 390] as const;

/** A note as long as people write them, with a long word in it. */
const LONG_NOTE =
  'Övade landsväg i regn och mörker, sedan stadstrafik. Instrumentbrädans varningslampor ' +
  'lyste en stund vid start; vi pratade om hastighetsbegränsningsskyltar och väjningsplikt.';

interface Misfit {
  what: string;
  text: string;
  width: string;
}

/**
 * What does not fit the screen as it is now: the page wider than the window, a control whose
 * label is cut (its text wider than its box, or a select whose chosen option is wider than the
 * room beside its arrow), a control reaching past an edge of the window, or a word split over
 * two lines where a line would have held it whole.
 */
async function misfits(page: Page): Promise<Misfit[]> {
  return page.evaluate(() => {
    const found: { what: string; text: string; width: string }[] = [];
    const viewport = window.innerWidth;
    for (const [name, element] of [
      ['the page', document.documentElement],
      ['the body', document.body],
    ] as const) {
      if (element.scrollWidth > viewport) {
        found.push({ what: name, text: '', width: `${element.scrollWidth} > ${viewport}` });
      }
    }
    const visible = (element: HTMLElement) => {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) return false;
      if (element.closest('.visually-hidden, [hidden], [aria-hidden="true"]')) return false;
      return getComputedStyle(element).visibility !== 'hidden';
    };
    const describe = (element: HTMLElement) =>
      `${element.tagName.toLowerCase()}${element.getAttribute('aria-label') ? `[${element.getAttribute('aria-label')}]` : ''}`;
    const measure = document.createElement('span');
    measure.style.cssText = 'position:absolute;visibility:hidden;white-space:pre;left:0;top:0';
    document.body.append(measure);
    const controls = document.querySelectorAll<HTMLElement>(
      'button, select, label, summary, a[class*="utton"], [role="button"]',
    );
    for (const control of Array.from(controls)) {
      if (!visible(control)) continue;
      const text = (control.innerText || control.textContent || '').trim().replace(/\s+/g, ' ');
      const box = control.getBoundingClientRect();
      if (box.left < -1 || box.right > viewport + 1) {
        found.push({
          what: `${describe(control)} past the edge`,
          text,
          width: `${Math.round(box.left)}..${Math.round(box.right)} of ${viewport}`,
        });
        continue;
      }
      if (control instanceof HTMLSelectElement) {
        // A select's box never scrolls: its chosen option is measured in its own font.
        const style = getComputedStyle(control);
        measure.style.font = style.font;
        measure.style.letterSpacing = style.letterSpacing;
        const chosen = control.selectedOptions[0]?.text ?? '';
        measure.textContent = chosen;
        const room =
          control.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        if (measure.getBoundingClientRect().width > room + 1) {
          found.push({
            what: describe(control),
            text: chosen,
            width: `${Math.ceil(measure.getBoundingClientRect().width)} > ${room}`,
          });
        }
        continue;
      }
      if (getComputedStyle(control).display === 'inline') continue;
      if (control.scrollWidth > control.clientWidth + 1) {
        found.push({
          what: describe(control),
          text,
          width: `${control.scrollWidth} > ${control.clientWidth}`,
        });
      }
    }
    measure.remove();
    // A fieldset's legend sits astride the box's top border: over two lines or more, the
    // border runs through the words.
    for (const legend of Array.from(document.querySelectorAll<HTMLElement>('fieldset > legend'))) {
      const box = legend.parentElement!;
      if (!visible(legend) || parseFloat(getComputedStyle(box).borderTopWidth) === 0) continue;
      if (getComputedStyle(legend).float !== 'none') continue;
      const words = document.createRange();
      words.selectNodeContents(legend);
      const lines = new Set(Array.from(words.getClientRects(), (r) => Math.round(r.top)));
      if (lines.size > 1) {
        found.push({
          what: 'a legend across its box’s border',
          text: legend.innerText.trim(),
          width: `${lines.size} lines`,
        });
      }
    }
    // An ordinary word split over two lines ("varningslampo / r"): where its line had room for
    // it, or its box was squeezed narrower than it and the word is not hyphenated.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !visible(parent) || parent.closest('script, style, textarea')) continue;
      let box: HTMLElement = parent;
      while (getComputedStyle(box).display === 'inline' && box.parentElement) {
        box = box.parentElement;
      }
      const boxStyle = getComputedStyle(box);
      const line =
        box.clientWidth - parseFloat(boxStyle.paddingLeft) - parseFloat(boxStyle.paddingRight);
      const hyphenated = getComputedStyle(parent).hyphens === 'auto';
      // Words of six letters or more; a break after a hyphen or a slash is not a split.
      for (const match of (node.textContent ?? '').matchAll(/[^\s/–—-]{6,}/g)) {
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = Array.from(range.getClientRects());
        if (new Set(rects.map((r) => Math.round(r.top))).size < 2) continue;
        const width = rects.reduce((sum, r) => sum + r.width, 0);
        const roomForIt = width < line;
        const squeezed = !hyphenated && width < window.innerWidth / 2;
        if (roomForIt || squeezed) {
          found.push({
            what: 'a word split over two lines',
            text: match[0],
            width: `${Math.round(width)} in ${Math.round(line)}`,
          });
        }
      }
    }
    return found;
  });
}

/** The screen as it is fits a phone 320, 360 and 390 px wide. */
async function fitsEveryPhone(page: Page, screen: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    await expect
      .poll(() => misfits(page), { message: `${screen} at ${width} px`, timeout: 3_000 })
      .toEqual([]);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('every screen of a student and a supervisor fits a phone 320, 360 and 390 px wide', async ({
  page,
  baseURL,
  accounts,
  otherBrowser,
}) => {
  test.slow();
  const supervisor = await accounts.supervisor({ name: 'Tor Handledare' });
  const student = await accounts.student({ name: 'Ines Elev' });
  await page.setViewportSize({ width: 390, height: 844 });
  await cookieNoticeAnswered(page, baseURL!);
  await signedIn(page, 'student', student);

  await test.step('the student makes a card and links the supervisor; Hem fits', async () => {
    await makeCardAndAddSupervisor(page, supervisor.email);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Hej Ines Elev!' })).toBeVisible();
    await settled(page);
    await fitsEveryPhone(page, 'Hem');
  });

  await test.step('the card: a lesson with every status set, and its history, fits', async () => {
    await page.getByRole('link', { name: 'Mitt övningskort' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mitt övningskort' })).toBeVisible();
    const statuses = page.getByLabel(/^Status för /);
    await expect(statuses.first()).toBeVisible();
    // The longest status on the narrowest select.
    const options = ['Visad kunskap', 'Började', 'Godkänd', 'Visad kunskap', 'Visad kunskap'];
    const count = await statuses.count();
    for (let i = 0; i < count; i++) {
      await savedAndSettled(
        page,
        () => statuses.nth(i).selectOption(options[i % options.length]!),
        LESSON_API.student,
      );
    }
    await fitsEveryPhone(page, 'the card list with a lesson open');
    await page.getByText('Historik').first().click();
    await expect(page.getByText(/ändrade från ingen status till/).first()).toBeVisible();
    await fitsEveryPhone(page, 'a sub-moment’s history');
  });

  await test.step('Hela kortet fits', async () => {
    await page.getByRole('link', { name: 'Hela kortet' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Kort 1 – hela kortet' }),
    ).toBeVisible();
    await fitsEveryPhone(page, 'Hela kortet');
  });

  await test.step('the drive log: a drive with a long note, and the form with its bottom bar', async () => {
    await page.goto('/korjournal');
    await expect(page.getByRole('heading', { level: 1, name: 'Körjournal' })).toBeVisible();
    await page.getByRole('button', { name: 'Lägg till körning i efterhand' }).click();
    const form = page.getByRole('form', { name: 'Ny körning' });
    await form.getByLabel('Minuter').fill('45');
    await form.getByRole('button', { name: 'Mörker', exact: true }).click();
    await form.getByRole('button', { name: 'Motorväg/motortrafikled' }).click();
    await form.getByLabel('Anteckning (valfritt)').fill(LONG_NOTE);
    await form.getByRole('button', { name: 'Spara körning' }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(LONG_NOTE)).toBeVisible();
    await fitsEveryPhone(page, 'the drive log');
    await page.getByRole('button', { name: 'Lägg till körning i efterhand' }).click();
    await expect(form.getByRole('button', { name: 'Avbryt' })).toBeVisible();
    await fitsEveryPhone(page, 'the drive form with Spara and Avbryt');
    await form.getByRole('button', { name: 'Avbryt' }).click();
    await expect(form).toBeHidden();
    await page.getByRole('button', { name: 'Körläge' }).click();
    await expect(page.getByRole('dialog', { name: 'Körläge' })).toBeVisible();
    await fitsEveryPhone(page, 'Körläge');
    await page.getByRole('button', { name: 'Stäng körläget' }).click();
  });

  await test.step('Redo för körprovet? fits', async () => {
    await page.goto('/redo');
    await expect(page.getByRole('heading', { level: 2, name: 'Bedömning' })).toBeVisible();
    await fitsEveryPhone(page, 'Redo för körprovet?');
  });

  await test.step('settings and Dina uppgifter fit', async () => {
    await page.goto('/settings');
    await settled(page);
    await fitsEveryPhone(page, 'Inställningar');
    await page.getByRole('link', { name: 'Dina uppgifter' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dina uppgifter' })).toBeVisible();
    await fitsEveryPhone(page, 'Dina uppgifter');
  });

  const { page: page2 } = await otherBrowser();
  await page2.setViewportSize({ width: 390, height: 844 });
  await cookieNoticeAnswered(page2, baseURL!);

  await test.step('the supervisor: Hem and the list of students fit', async () => {
    await signedIn(page2, 'supervisor', supervisor);
    await page2.goto('/');
    await expect(page2.getByRole('heading', { name: 'Hej Tor Handledare!' })).toBeVisible();
    await settled(page2);
    await fitsEveryPhone(page2, 'the supervisor’s Hem');
    await page2.goto('/instructornotes');
    await expect(
      page2.getByRole('heading', { level: 1, name: 'Elevens övningskort' }),
    ).toBeVisible();
    await expect(page2.getByRole('link', { name: 'Ines Elev' })).toBeVisible();
    await fitsEveryPhone(page2, 'the supervisor’s students');
  });

  await test.step('the student’s card and drive log, as the supervisor sees them, fit', async () => {
    await page2.getByRole('link', { name: 'Ines Elev' }).click();
    await expect(page2.getByLabel('Status för Däck och hjul')).toHaveValue('Visad kunskap');
    await fitsEveryPhone(page2, 'the student’s card, for the supervisor');
    await page2.getByRole('link', { name: 'Körjournal' }).first().click();
    await expect(
      page2.getByRole('heading', { level: 1, name: 'Elevens körjournal' }),
    ).toBeVisible();
    await expect(page2.getByText(LONG_NOTE)).toBeVisible();
    await fitsEveryPhone(page2, 'the student’s drive log, for the supervisor');
  });

  await test.step('the supervisor’s settings and Dina uppgifter fit', async () => {
    await page2.goto('/settingsT');
    await settled(page2);
    await fitsEveryPhone(page2, 'the supervisor’s Inställningar');
    await page2.getByRole('link', { name: 'Dina uppgifter' }).click();
    await expect(page2.getByRole('heading', { level: 1, name: 'Dina uppgifter' })).toBeVisible();
    await fitsEveryPhone(page2, 'the supervisor’s Dina uppgifter');
  });
});

/** A phone, as the browser emulates one: its own viewport, touch, and a page zoomed to fit. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

test.describe('on a phone', () => {
  test.use(PHONE);

  test('after an offline reload, “Spara körning” in the bottom bar takes the tap', async ({
    page,
    context,
    baseURL,
    accounts,
  }) => {
    const student = await accounts.student({ name: 'Ines' });
    await cookieNoticeAnswered(page, baseURL!);
    await signedIn(page, 'student', student, { remember: true });

    await test.step('the app is installed on the phone (its service worker controls the page)', async () => {
      await page.goto('/korjournal');
      await expect(page.getByRole('heading', { level: 1, name: 'Körjournal' })).toBeVisible();
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      for (let reloads = 0; ; reloads += 1) {
        if (await page.evaluate(() => Boolean(navigator.serviceWorker.controller))) break;
        expect(reloads, 'the service worker takes control of the page').toBeLessThan(3);
        await page.reload();
      }
    });

    await test.step('an earlier drive is in the log, so its totals and charts show', async () => {
      await page.getByRole('button', { name: 'Lägg till körning i efterhand' }).click();
      const form = page.getByRole('form', { name: 'Ny körning' });
      await form.getByRole('radio', { name: 'Annan person' }).check();
      await form.getByLabel('Namn').fill('Mamma');
      await form.getByRole('button', { name: 'Mörker', exact: true }).click();
      await form.getByRole('button', { name: 'Spara körning' }).click();
      await expect(form).toBeHidden();
      await expect(page.locator('[data-pending]')).toHaveCount(0);
    });

    await test.step('a drive starts, the network goes, the page is reloaded', async () => {
      await page.getByRole('button', { name: 'Starta körning' }).click();
      await expect(page.getByText('Körning pågår')).toBeVisible();
      allowConsoleMessages(
        page,
        failedOffline('/api/v1/live'),
        failedOffline('/api/v1/drives'),
        failedOffline(/^\/api\/v1\/drives\/[^/]+$/),
        failedOffline('/api/v1/checkNameT'),
        failedOffline('/api/v1/drivingnotes'),
      );
      await context.setOffline(true);
      await page.reload();
      await expect(page.getByText('Körning pågår')).toBeVisible();
    });

    await test.step('"Avsluta", then "Spara körning" with an ordinary tap saves the drive', async () => {
      await page.getByRole('button', { name: 'Avsluta' }).click();
      const form = page.getByRole('form', { name: 'Ny körning' });
      await expect(form.getByRole('button', { name: 'Spara körning' })).toBeInViewport();
      await form.getByRole('radio', { name: 'Annan person' }).check();
      await form.getByLabel('Namn').fill('Mamma');
      await form.getByRole('button', { name: 'Motorväg/motortrafikled' }).click();
      await form.getByLabel('Anteckning (valfritt)').fill(LONG_NOTE);
      // The page is as wide as the phone: not zoomed out to fit something wider.
      expect(await page.evaluate(() => window.innerWidth)).toBe(390);
      await expect.poll(() => misfits(page)).toEqual([]);
      // A tap, as a finger gives it: nothing else on the page may take it.
      await form.getByRole('button', { name: 'Spara körning' }).click({ timeout: 5_000 });
      await expect(form).toBeHidden();
      await expect(page.getByText('Körning pågår')).toBeHidden();
      await expect(page.getByText(LONG_NOTE)).toBeVisible();
      await expect(page.locator('[data-pending]')).toHaveCount(1);
    });

    await test.step('the next drive: "Avbryt" in the same bar takes the tap too', async () => {
      await page.getByRole('button', { name: 'Lägg till körning i efterhand' }).click();
      const form = page.getByRole('form', { name: 'Ny körning' });
      await form.getByRole('button', { name: 'Avbryt' }).click({ timeout: 5_000 });
      await expect(form).toBeHidden();
    });
  });
});
