import { describe, expect, it } from 'vitest';
import { formatCategories, formatPersonalNumber, storedPersonalNumber } from './format.js';

describe('personal number on the details screen', () => {
  it('shows the stored 12 digits as YYYYMMDD-XXXX', () => {
    expect(formatPersonalNumber('199001011234')).toBe('19900101-1234');
  });

  it('leaves anything else as it is (empty, or an unexpected shape)', () => {
    expect(formatPersonalNumber('')).toBe('');
    expect(formatPersonalNumber('19900101-1234')).toBe('19900101-1234');
  });

  it('knows what the server keeps of what was typed', () => {
    expect(storedPersonalNumber(' 19900101-1234 ')).toBe('199001011234');
    expect(storedPersonalNumber('199001011234')).toBe('199001011234');
    expect(formatPersonalNumber(storedPersonalNumber('19900101-1234'))).toBe('19900101-1234');
  });
});

describe('licence categories on the details screen', () => {
  it('reads as the Swedish labels', () => {
    expect(formatCategories(['CategoryB', 'CategoryA'])).toBe(
      'Kategori B (personbil), Kategori A (motorcykel)',
    );
    expect(formatCategories([])).toBe('');
  });
});
