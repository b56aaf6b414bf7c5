import { messages } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { swedishFeedback } from '../../copy/password-strength.js';
import { estimateStrength } from './estimate.js';

const anna = { email: 'anna.berg@example.se', name: 'Anna Berg' };
const v = messages.validation;

describe('the password strength hint', () => {
  it('refuses what the server refuses, with the server’s words', () => {
    expect(estimateStrength('password', anna)).toMatchObject({
      score: 0,
      refused: v.passwordCommon,
    });
    expect(estimateStrength('hammarby123', anna).refused).toBe(v.passwordCommon);
    expect(estimateStrength('Anna.Berg2026', anna).refused).toBe(v.passwordPersonal);
    expect(estimateStrength('mitt-ovningskort-9', anna).refused).toBe(v.passwordProductName);
    expect(estimateStrength('        ', anna).refused).toBe(v.passwordTrivial);
  });

  it('rates a long passphrase strong and a short word weak, with a Swedish tip', () => {
    expect(estimateStrength('gul cykel under bron', anna)).toMatchObject({
      refused: null,
      score: expect.toSatisfy((score: number) => score >= 3) as number,
    });
    const weak = estimateStrength('Cykel2', anna);
    expect(weak.refused).toBeNull();
    expect(weak.score).toBeLessThan(3);
    const swedish = [
      ...Object.values(swedishFeedback.warnings),
      ...Object.values(swedishFeedback.suggestions),
    ];
    expect(swedish).toContain(weak.tip);
  });

  it('counts Swedish words as guessable', () => {
    expect(estimateStrength('midsommarkatten', anna).score).toBeLessThan(
      estimateStrength('ljusblå moped vid kanalen', anna).score,
    );
  });
});
