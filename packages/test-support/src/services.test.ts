import { describe, expect, it } from 'vitest';
import { isCi, suiteName, testService } from './services.js';

describe('the real services of the tests', () => {
  it('on a plain machine: no URL, and the suite says how to run it', () => {
    const postgres = testService('TEST_DATABASE_URL', {});
    expect(postgres.url).toBeUndefined();
    expect(suiteName('bus', postgres)).toBe(
      'bus – skipped, to run it set TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test',
    );
  });

  it('with the variable set, the suite runs under its own name', () => {
    const redis = testService('TEST_REDIS_URL', { TEST_REDIS_URL: 'redis://h:1' });
    expect(redis.url).toBe('redis://h:1');
    expect(suiteName('bus', redis)).toBe('bus');
  });

  it('in CI a missing service is an error, never a skip', () => {
    expect(() => testService('TEST_REDIS_URL', { CI: 'true' })).toThrow(
      /TEST_REDIS_URL is not set, and CI is/,
    );
    expect(() => testService('TEST_DATABASE_URL', { CI: '1', TEST_DATABASE_URL: ' ' })).toThrow();
    expect(testService('TEST_REDIS_URL', { CI: '1', TEST_REDIS_URL: 'redis://x' }).url).toBe(
      'redis://x',
    );
  });

  it('reads CI as CI tools set it', () => {
    expect([undefined, '', '0', 'false', 'FALSE'].map((CI) => isCi({ CI }))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(['1', 'true', 'yes'].map((CI) => isCi({ CI }))).toEqual([true, true, true]);
  });
});
