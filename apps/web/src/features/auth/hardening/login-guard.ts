import { CAPTCHA_AFTER_FAILED_LOGINS } from '@ovningskort/domain';
import type { Role } from '../../../lib/session.js';

/**
 * Login hardening in the browser (spec §4, §9): failed attempts are counted; from the 3rd
 * one a captcha with single-digit + or − must be solved before the form is sent again. The
 * real defence is the server's lockout (429); this only slows a person or script down.
 */
export type CaptchaOp = '+' | '-';

export interface Captcha {
  a: number;
  op: CaptchaOp;
  b: number;
}

/** A source of numbers in [0, 1), like Math.random. */
export type Random = () => number;

const digit = (random: Random) => Math.min(9, Math.floor(random() * 10));

/** A question with two single digits; a subtraction never goes below zero. */
export function newCaptcha(random: Random = Math.random): Captcha {
  const first = digit(random);
  const second = digit(random);
  const op: CaptchaOp = random() < 0.5 ? '+' : '-';
  if (op === '-' && second > first) return { a: second, op, b: first };
  return { a: first, op, b: second };
}

/** A new question that differs from the one just refused, so the person sees it change. */
export function nextCaptcha(previous: Captcha, random: Random = Math.random): Captcha {
  for (let tries = 0; tries < 20; tries++) {
    const next = newCaptcha(random);
    if (next.a !== previous.a || next.op !== previous.op || next.b !== previous.b) return next;
  }
  // A source that keeps repeating itself: change the question by hand.
  return previous.op === '+' ? { ...previous, op: '-', a: 9, b: 0 } : { a: 0, op: '+', b: 0 };
}

export function captchaSolution({ a, op, b }: Captcha): number {
  return op === '+' ? a + b : a - b;
}

/** Passes only on a filled-in whole number equal to the solution (never on an empty answer). */
export function checkCaptcha(captcha: Captcha, answer: string): boolean {
  const trimmed = answer.trim();
  if (!/^[+-]?\d{1,3}$/.test(trimmed)) return false;
  return Number(trimmed) === captchaSolution(captcha);
}

export function needsCaptcha(failures: number, threshold = CAPTCHA_AFTER_FAILED_LOGINS): boolean {
  return failures >= threshold;
}

/** The part of Web Storage the counter uses (sessionStorage in the app). */
export type CounterStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const failedLoginsKey = (role: Role) => `failedLogins:${role}`;

/** Failed logins of one role in this tab; kept across reloads, gone with the tab. */
export function failedLoginCounter(storage: CounterStorage | undefined, role: Role) {
  const key = failedLoginsKey(role);
  const read = (): number => {
    const value = Number(storage?.getItem(key) ?? '0');
    return Number.isInteger(value) && value > 0 ? value : 0;
  };
  return {
    count: read,
    /** Counts one more failure and answers the new count. */
    recordFailure(): number {
      const next = read() + 1;
      storage?.setItem(key, String(next));
      return next;
    },
    reset(): void {
      storage?.removeItem(key);
    },
  };
}
