import { describe, expect, it } from 'vitest';
import { waitInWords } from './durations.js';

describe('waitInWords', () => {
  it.each([
    [1, '1 minut'],
    [60, '1 minut'],
    [61, '2 minuter'],
    [899, '15 minuter'],
    [900, '15 minuter'],
    [3600, '1 timme'],
    [3601, '2 timmar'],
    [86_400, '1 dygn'],
    [86_401, '2 dygn'],
  ])('%i s → %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
