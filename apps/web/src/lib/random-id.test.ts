import { describe, expect, it } from 'vitest';
import { randomId } from './random-id.js';

describe('randomId', () => {
  it('is a version-4 UUID, also where randomUUID is missing (plain HTTP)', () => {
    const pattern = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomId()).toMatch(pattern);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const made = new Set(Array.from({ length: 100 }, () => randomId()));
      expect(made.size).toBe(100);
      for (const id of made) expect(id).toMatch(pattern);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
