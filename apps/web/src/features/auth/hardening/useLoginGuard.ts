import { messages } from '@ovningskort/domain';
import { useMemo, useState } from 'react';
import { ApiError } from '../../../lib/api-client.js';
import type { Role } from '../../../lib/session.js';
import {
  checkCaptcha,
  failedLoginCounter,
  needsCaptcha,
  newCaptcha,
  nextCaptcha,
  type Captcha,
} from './login-guard.js';

const browserStorage = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);

/**
 * What a refused login does to the form: a lockout (429) replaces it; a wrong e-mail or password
 * (401) counts toward the captcha; anything else (503 when many log in at once, a network
 * failure) neither: the same form may be sent again as it is.
 */
export function refusalOf(error: Error): 'lockedOut' | 'wrongCredentials' | 'tryAgain' {
  if (error instanceof ApiError && error.status === 429) return 'lockedOut';
  if (error instanceof ApiError && error.status === 401) return 'wrongCredentials';
  return 'tryAgain';
}

/**
 * The login hardening of one login page: the failed-attempt count (kept in sessionStorage),
 * the captcha from the third failure, and the lockout after a 429 from the server.
 */
export function useLoginGuard(role: Role) {
  const counter = useMemo(() => failedLoginCounter(browserStorage(), role), [role]);
  const [failures, setFailures] = useState(() => counter.count());
  const [captcha, setCaptcha] = useState<Captcha>(() => newCaptcha());
  /** The server's lockout message (it says how long to wait), once a login was refused. */
  const [lockedOut, setLockedOut] = useState<string>();
  const captchaRequired = needsCaptcha(failures);

  return {
    captcha,
    captchaRequired,
    lockedOut,
    /**
     * Whether the form may be sent. With a captcha, only a correct answer lets it through
     * (and resets the count); an empty or wrong one draws a new question.
     */
    verify(answer: string): boolean {
      if (!captchaRequired) return true;
      if (checkCaptcha(captcha, answer)) {
        counter.reset();
        setFailures(0);
        setCaptcha(nextCaptcha(captcha));
        return true;
      }
      setCaptcha(nextCaptcha(captcha));
      return false;
    },
    succeeded(): void {
      counter.reset();
      setFailures(0);
    },
    /** A refused login: wrong credentials count; a 429 shows the lockout (see `refusalOf`). */
    failed(error: Error): void {
      const refusal = refusalOf(error);
      if (refusal === 'lockedOut') setLockedOut(error.message || messages.auth.lockedOutWhile);
      else if (refusal === 'wrongCredentials') setFailures(counter.recordFailure());
    },
  };
}
