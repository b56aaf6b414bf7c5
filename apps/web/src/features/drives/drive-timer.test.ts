import { describe, expect, it } from 'vitest';
import { clock, minutesSince } from './drive-timer.js';

describe('the drive under way', () => {
  it('counts whole minutes from its start, at least one', () => {
    const start = Date.UTC(2026, 10, 24, 16, 30);
    expect(minutesSince(start, start + 20_000)).toBe(1);
    expect(minutesSince(start, start + 44 * 60_000 + 40_000)).toBe(45);
    expect(minutesSince(start, start + 3 * 3_600_000)).toBe(180);
  });

  it('shows a running clock as minutes:seconds, with hours once there are any', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(12 * 60_000 + 4_000)).toBe('12:04');
    expect(clock(3_600_000 + 5 * 60_000 + 9_000)).toBe('1:05:09');
    expect(clock(-5)).toBe('0:00');
  });
});
