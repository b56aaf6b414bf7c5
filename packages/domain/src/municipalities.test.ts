import { describe, expect, it } from 'vitest';
import { MUNICIPALITIES } from './municipalities.js';

describe('MUNICIPALITIES', () => {
  it('lists exactly 290 municipalities', () => {
    expect(MUNICIPALITIES).toHaveLength(290);
  });

  it('has no duplicates', () => {
    expect(new Set(MUNICIPALITIES).size).toBe(MUNICIPALITIES.length);
  });

  it('is sorted in Swedish collation order', () => {
    const sorted = [...MUNICIPALITIES].sort(new Intl.Collator('sv').compare);
    expect(MUNICIPALITIES).toEqual(sorted);
  });

  it('has names without the word kommun and without surrounding whitespace', () => {
    for (const name of MUNICIPALITIES) {
      expect(name.toLowerCase()).not.toContain('kommun');
      expect(name).toBe(name.trim());
    }
  });

  it('spells tricky names exactly', () => {
    expect(MUNICIPALITIES).toEqual(
      expect.arrayContaining([
        'Upplands Väsby',
        'Malung-Sälen',
        'Dals-Ed',
        'Östra Göinge',
        'Upplands-Bro',
        'Lilla Edet',
        'Gotland',
        'Örnsköldsvik',
        'Åre',
      ]),
    );
  });
});
