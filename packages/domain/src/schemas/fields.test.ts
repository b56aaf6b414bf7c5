import { describe, expect, it } from 'vitest';
import { messages } from '../messages.js';
import { EMAIL_PATTERN, PERSON_NAME_PATTERN, phoneNumber, registrationEmail } from './fields.js';

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

describe('phone numbers', () => {
  it('accepts them as people write them and keeps the ten digits', () => {
    for (const typed of [
      '0701234567',
      '070-123 45 67',
      ' 070 123 45 67 ',
      '070-1234567',
      '+46 70 123 45 67',
      '+46701234567',
      '0046 70-123 45 67',
    ]) {
      expect(phoneNumber.parse(typed), typed).toBe('0701234567');
    }
  });

  it('refuses what is not ten digits, with the format message', () => {
    for (const typed of ['070-123 45 6', '070123456789', '070-ABC 45 67', '+47 70 123 45 67', '']) {
      const result = phoneNumber.safeParse(typed);
      expect(result.error?.issues[0]?.message, typed).toBe(messages.details.phoneFormat);
    }
  });
});

describe('names of people', () => {
  it('takes letters of every alphabet with single spaces, hyphens and apostrophes between', () => {
    for (const name of [
      'Åsa Öberg',
      'Anna-Karin',
      'O’Brien',
      "D'Angelo",
      'Łukasz',
      'محمد',
      'Zoë',
    ]) {
      expect(PERSON_NAME_PATTERN.test(name), name).toBe(true);
    }
  });

  it('refuses anything that could carry a sentence, a link or a line break into an e-mail', () => {
    for (const name of [
      'kund.\n\nDitt konto är spärrat',
      'Anna https://evil.example',
      'Anna  Karin',
      'Anna-',
      '<b>Anna</b>',
      'Anna 2',
      'Anna!',
    ]) {
      expect(PERSON_NAME_PATTERN.test(name), name).toBe(false);
    }
  });
});
