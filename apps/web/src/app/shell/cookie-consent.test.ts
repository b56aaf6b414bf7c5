import { COOKIE_ACCEPTANCE_MS } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { acceptanceCookie, hasAcceptedCookies } from './cookie-consent.js';

describe('the cookie acceptance', () => {
  it('is a cookie kept for one year, for the whole site', () => {
    expect(acceptanceCookie(false)).toBe(
      'ovk_cookies=accepted; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(Math.floor(COOKIE_ACCEPTANCE_MS / 1000)).toBe(31_536_000);
  });

  it('is marked Secure on https', () => {
    expect(acceptanceCookie(true)).toMatch(/; Secure$/);
  });

  it('is found among other cookies, and only with its own name and value', () => {
    expect(hasAcceptedCookies('ovk_cookies=accepted')).toBe(true);
    expect(hasAcceptedCookies('a=1; ovk_cookies=accepted; b=2')).toBe(true);
    expect(hasAcceptedCookies('')).toBe(false);
    expect(hasAcceptedCookies('ovk_cookies=')).toBe(false);
    expect(hasAcceptedCookies('ovk_cookies=rejected')).toBe(false);
    expect(hasAcceptedCookies('x_ovk_cookies=accepted')).toBe(false);
  });
});
