import { newDriveUnderWay } from '@ovningskort/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  clock,
  driveStartPlace,
  driveUnderWay,
  endDrive,
  keepDriveStartPlace,
  keepDriveUnderWay,
  startDrive,
} from './drive-timer.js';

describe('the drive under way', () => {
  it('shows a running clock as minutes:seconds, with hours once there are any', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(12 * 60_000 + 4_000)).toBe('12:04');
    expect(clock(3_600_000 + 5 * 60_000 + 9_000)).toBe('1:05:09');
    expect(clock(-5)).toBe('0:00');
  });
});

describe('what a drive under way gathered, kept on the device', () => {
  const kept = new Map<string, string>();
  beforeEach(() => {
    kept.clear();
    globalThis.localStorage = {
      getItem: (key: string) => kept.get(key) ?? null,
      setItem: (key: string, value: string) => void kept.set(key, value),
      removeItem: (key: string) => void kept.delete(key),
    } as Storage;
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: Storage }).localStorage;
  });
  const start = Date.UTC(2026, 11, 7, 15, 0);

  it('keeps pauses, light and weather and roads until the drive ends, and a new start begins empty', () => {
    expect(driveUnderWay('a')).toBeNull();
    const drive = {
      ...newDriveUnderWay(start),
      pausedMs: 60_000,
      conditions: ['dark', 'rain'],
      roads: ['motorway'],
    } as const;
    keepDriveUnderWay('a', {
      ...drive,
      conditions: [...drive.conditions],
      roads: [...drive.roads],
    });
    expect(driveUnderWay('a')).toEqual(drive);
    expect(driveUnderWay('b')).toBeNull();
    startDrive('a', start + 1);
    expect(driveUnderWay('a')).toEqual(newDriveUnderWay(start + 1));
    endDrive('a');
    expect(driveUnderWay('a')).toBeNull();
  });

  it('takes notes it cannot read as none, and keeps only known conditions and roads', () => {
    startDrive('a', start);
    const notesKey = [...kept.keys()].find((key) => key.includes('drive_notes'));
    expect(notesKey).toBeUndefined();
    keepDriveUnderWay('a', newDriveUnderWay(start));
    const key = [...kept.keys()].find((k) => k.includes('drive_notes'))!;
    kept.set(key, '{not json');
    expect(driveUnderWay('a')).toEqual(newDriveUnderWay(start));
    kept.set(
      key,
      JSON.stringify({ pausedAt: 'x', pausedMs: -5, conditions: ['rain', 'lava'], roads: 7 }),
    );
    expect(driveUnderWay('a')).toEqual({ ...newDriveUnderWay(start), conditions: ['rain'] });
  });

  it('keeps where the drive started only for that drive, and forgets it with the drive', () => {
    const umea = { latitude: 63.83, longitude: 20.26 };
    startDrive('a', start);
    keepDriveStartPlace('a', start, umea);
    expect(driveStartPlace('a', start)).toEqual(umea);
    expect(driveStartPlace('a', start + 1)).toBeNull();
    expect(driveStartPlace('b', start)).toBeNull();
    // A fix that comes back after the drive was ended and another started is not kept.
    startDrive('a', start + 5);
    keepDriveStartPlace('a', start, umea);
    expect(driveStartPlace('a', start + 5)).toBeNull();
    keepDriveStartPlace('a', start + 5, umea);
    endDrive('a');
    expect([...kept.keys()].some((key) => key.includes('drive_place'))).toBe(false);
  });
});
