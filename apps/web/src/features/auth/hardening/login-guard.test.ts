import { CAPTCHA_AFTER_FAILED_LOGINS, messages } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import {
  captchaSolution,
  checkCaptcha,
  failedLoginCounter,
  failedLoginsKey,
  needsCaptcha,
  newCaptcha,
  nextCaptcha,
  type CounterStorage,
  type Random,
} from './login-guard.js';

/** A random source that answers the given values in turn, then starts over. */
function sequence(...values: number[]): Random {
  let i = 0;
  return () => values[i++ % values.length]!;
}

function memoryStorage(): CounterStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('the login captcha', () => {
  it('asks with two single digits and + or -, never with a negative result', () => {
    for (let i = 0; i < 2_000; i++) {
      const captcha = newCaptcha();
      expect(Number.isInteger(captcha.a) && captcha.a >= 0 && captcha.a <= 9).toBe(true);
      expect(Number.isInteger(captcha.b) && captcha.b >= 0 && captcha.b <= 9).toBe(true);
      expect(['+', '-']).toContain(captcha.op);
      expect(captchaSolution(captcha)).toBeGreaterThanOrEqual(0);
    }
  });

  it('turns a subtraction around so that the larger digit comes first', () => {
    expect(newCaptcha(sequence(0.25, 0.75, 0.9))).toEqual({ a: 7, op: '-', b: 2 });
    expect(newCaptcha(sequence(0.75, 0.25, 0.9))).toEqual({ a: 7, op: '-', b: 2 });
    expect(newCaptcha(sequence(0.25, 0.75, 0.1))).toEqual({ a: 2, op: '+', b: 7 });
  });

  it('keeps digits single even when the source answers its upper edge', () => {
    const captcha = newCaptcha(() => 0.999_999_999_999);
    expect(captcha).toEqual({ a: 9, op: '-', b: 9 });
  });

  it('is worded as the catalogue asks', () => {
    expect(messages.validation.captchaQuestion(3, '+', 4)).toBe('Vad är 3 + 4?');
  });

  it('passes only a filled-in, correct answer', () => {
    const plus = { a: 3, op: '+', b: 4 } as const;
    const minus = { a: 9, op: '-', b: 9 } as const;
    expect(checkCaptcha(plus, '7')).toBe(true);
    expect(checkCaptcha(plus, ' 7 ')).toBe(true);
    expect(checkCaptcha(minus, '0')).toBe(true);
    expect(checkCaptcha(plus, '')).toBe(false);
    expect(checkCaptcha(plus, '   ')).toBe(false);
    expect(checkCaptcha(minus, '')).toBe(false);
    expect(checkCaptcha(plus, '8')).toBe(false);
    expect(checkCaptcha(plus, '7.0')).toBe(false);
    expect(checkCaptcha(plus, '7a')).toBe(false);
    expect(checkCaptcha(plus, 'sju')).toBe(false);
  });

  it('draws a different question after a refused answer', () => {
    const previous = { a: 1, op: '+', b: 2 } as const;
    // The first draw repeats the refused question; the next one differs.
    const next = nextCaptcha(previous, sequence(0.1, 0.2, 0.1, 0.5, 0.5, 0.9));
    expect(next).toEqual({ a: 5, op: '-', b: 5 });
    for (let i = 0; i < 500; i++) expect(nextCaptcha(previous)).not.toEqual(previous);
  });

  it('changes the question by hand when the source keeps repeating it', () => {
    const stuck = () => 0.1;
    const previous = newCaptcha(stuck);
    const next = nextCaptcha(previous, stuck);
    expect(next).not.toEqual(previous);
    expect(captchaSolution(next)).toBeGreaterThanOrEqual(0);
    expect(nextCaptcha(next, stuck)).not.toEqual(next);
  });
});

describe('the failed-login counter', () => {
  it('asks for the captcha from the third failure on', () => {
    expect(CAPTCHA_AFTER_FAILED_LOGINS).toBe(3);
    expect([0, 1, 2, 3, 4, 10].map((n) => needsCaptcha(n))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('counts failures per role in the storage and resets them', () => {
    const storage = memoryStorage();
    const student = failedLoginCounter(storage, 'student');
    const supervisor = failedLoginCounter(storage, 'teacher');
    expect(student.count()).toBe(0);
    expect(student.recordFailure()).toBe(1);
    expect(student.recordFailure()).toBe(2);
    expect(supervisor.recordFailure()).toBe(1);
    expect(storage.data.get(failedLoginsKey('student'))).toBe('2');

    // A new counter on the same storage (a reload of the page) sees the same count.
    expect(failedLoginCounter(storage, 'student').count()).toBe(2);

    student.reset();
    expect(student.count()).toBe(0);
    expect(storage.data.has(failedLoginsKey('student'))).toBe(false);
    expect(supervisor.count()).toBe(1);
  });

  it('treats a damaged value as no failures', () => {
    const storage = memoryStorage();
    const counter = failedLoginCounter(storage, 'student');
    for (const value of ['x', '-3', '1.5', '']) {
      storage.setItem(failedLoginsKey('student'), value);
      expect(counter.count()).toBe(0);
    }
    expect(counter.recordFailure()).toBe(1);
  });

  it('works without storage (counts nothing, fails nothing)', () => {
    const counter = failedLoginCounter(undefined, 'teacher');
    expect(counter.recordFailure()).toBe(1);
    expect(counter.count()).toBe(0);
    expect(() => counter.reset()).not.toThrow();
  });
});
