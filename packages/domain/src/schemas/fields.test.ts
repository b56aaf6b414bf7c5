import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { EMAIL_PATTERN, registrationEmail } from './fields.js';

describe('e-mail addresses', () => {
  it('keeps the spec’s simple format', () => {
    expect(EMAIL_PATTERN.test('elev@example.se')).toBe(true);
    expect(EMAIL_PATTERN.test('åsa.öberg@exempel.se')).toBe(true);
    expect(EMAIL_PATTERN.test('elev example.se')).toBe(false);
  });

  it('refuses control characters, which PostgreSQL cannot store (U+0000)', () => {
    for (const address of [
      'elev\u0000@example.se',
      'elev@exa\u0007mple.se',
      'elev@example.s\u007f',
    ]) {
      expect(EMAIL_PATTERN.test(address)).toBe(false);
      const result = registrationEmail.safeParse(address);
      expect(result.error?.issues[0]?.message).toBe(messages.validation.emailInvalid);
    }
  });
});
