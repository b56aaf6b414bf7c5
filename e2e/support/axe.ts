import axe from 'axe-core';
import type { Page } from '@playwright/test';

/**
 * The accessibility violations axe finds on the page as it stands. axe-core goes into a
 * document once (a move inside the app keeps it) and runs there with all its rules; only
 * violations are reported in detail. (`@axe-core/playwright` parsed the 500 kB source twice
 * per scan and finished each scan in a new blank page: three times the time, with the same
 * result on an app without frames.)
 */
export async function axeViolations(page: Page): Promise<axe.Result[]> {
  const injected = await page.evaluate(() => typeof window.axe?.run === 'function');
  if (!injected) await page.evaluate(axe.source);
  const results = await page.evaluate(() =>
    window.axe!.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations;
}

declare global {
  interface Window {
    axe?: typeof axe;
  }
}
