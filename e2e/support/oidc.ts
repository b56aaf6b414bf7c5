import { expect, type Page } from '@playwright/test';
import type { NextSignIn } from './oidc-provider.js';

/** The test run's OpenID Connect provider (started by playwright.config.ts). */
export const oidcIssuer = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;

/** Tells the provider who signs in next (or that they cancel there). */
export async function atProvider(page: Page, next: NextSignIn) {
  const response = await page.request.post(`${oidcIssuer}/__next`, { data: next });
  expect(response.status()).toBe(204);
}
