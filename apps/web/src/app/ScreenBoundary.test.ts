import { describe, expect, it } from 'vitest';
import { isLoadFailure, retryDelay } from './ScreenBoundary.js';

describe('isLoadFailure', () => {
  it('takes any error without a network for a screen that could not be fetched', () => {
    expect(isLoadFailure(new Error('anything'), false)).toBe(true);
  });

  it('knows the browsers’ and Vite’s words for a chunk that could not be fetched', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/Ab12.js',
      'error loading dynamically imported module: http://localhost/assets/Ab12.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/Ab12.css',
    ]) {
      expect(isLoadFailure(new TypeError(message), true), message).toBe(true);
    }
  });

  it('leaves other errors of an online screen to go on up', () => {
    expect(isLoadFailure(new TypeError('x is undefined'), true)).toBe(false);
    expect(isLoadFailure('a string', true)).toBe(false);
  });
});

describe('retryDelay', () => {
  it('waits a second, then twice as long each time, never more than half a minute', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});
