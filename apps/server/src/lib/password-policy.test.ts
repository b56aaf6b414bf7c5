import { messages } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { weakPasswordReason } from './password-policy.js';

const v = messages.validation;
const anna = { email: 'anna.berg@example.se', name: 'Anna Berg' };

describe('password policy', () => {
  it.each([
    ['password', v.passwordCommon],
    ['12345678', v.passwordCommon],
    ['Qwerty123', v.passwordCommon],
    ['iloveyou', v.passwordCommon],
    ['lösenord1', v.passwordCommon],
    ['Sommar2026', v.passwordCommon],
    ['hammarby123', v.passwordCommon],
    ['        ', v.passwordTrivial],
    ['aaaaaaaaaa', v.passwordTrivial],
    ['abababababab', v.passwordTrivial],
    ['anna.berg@example.se', v.passwordPersonal],
    ['Anna.Berg2026', v.passwordPersonal],
    ['bergsvägen-7x', v.passwordPersonal],
    ['mitt-ovningskort-9', v.passwordProductName],
    ['Övningskort!!', v.passwordProductName],
  ])('refuses %j and says why', (password, reason) => {
    expect(weakPasswordReason(password, anna)).toBe(reason);
  });

  it('lets a good password through', () => {
    for (const password of ['gul cykel under bron', 'Tåg-Mot-Kiruna-7', 'x7#Kp!2vQm']) {
      expect(weakPasswordReason(password, anna), password).toBeNull();
    }
  });

  it('knows at least 10 000 breached passwords', async () => {
    const { dictionary } = await import('@zxcvbn-ts/language-common');
    const list = dictionary['passwords-common']!;
    expect(list.length).toBeGreaterThan(10_000);
    const sample = list.filter((_, i) => i % 997 === 0).map(String);
    for (const password of sample) {
      expect(weakPasswordReason(password, anna), password).not.toBeNull();
    }
  });
});
