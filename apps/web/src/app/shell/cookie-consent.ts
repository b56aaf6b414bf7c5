import { COOKIE_ACCEPTANCE_MS } from '@ovningskort/domain';
import { useCallback, useEffect, useState } from 'react';

/** The cookie that records the acceptance of the cookie banner (spec §2, §9: kept 1 year). */
export const CONSENT_COOKIE = 'ovk_cookies';
const ACCEPTED = 'accepted';

/** Whether a `document.cookie` string holds a (not yet expired) acceptance. */
export function hasAcceptedCookies(cookies: string): boolean {
  return cookies.split(';').some((pair) => {
    const [name, ...value] = pair.trim().split('=');
    return name === CONSENT_COOKIE && value.join('=') === ACCEPTED;
  });
}

/** The `Set-Cookie`-style string that keeps the acceptance for COOKIE_ACCEPTANCE_MS. */
export function acceptanceCookie(secure: boolean): string {
  const maxAge = Math.floor(COOKIE_ACCEPTANCE_MS / 1000);
  return `${CONSENT_COOKIE}=${ACCEPTED}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

const readAccepted = () => typeof document === 'undefined' || hasAcceptedCookies(document.cookie);

/**
 * The banner's state: read from the cookie on load, and again when the tab comes back into
 * view (another tab may have accepted, or the acceptance may have expired meanwhile).
 */
export function useCookieConsent() {
  const [accepted, setAccepted] = useState(readAccepted);

  useEffect(() => {
    const recheck = () => {
      if (document.visibilityState === 'visible') setAccepted(readAccepted());
    };
    document.addEventListener('visibilitychange', recheck);
    return () => document.removeEventListener('visibilitychange', recheck);
  }, []);

  const accept = useCallback(() => {
    document.cookie = acceptanceCookie(window.location.protocol === 'https:');
    setAccepted(true);
  }, []);

  return { accepted, accept };
}
