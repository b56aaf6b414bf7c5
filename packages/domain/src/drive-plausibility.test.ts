import { describe, expect, it } from 'vitest';
import {
  averageSpeed,
  driveEndsAt,
  driveFlagsText,
  driveFlagText,
  drivePlausibility,
  drivesOverlap,
  drivesPlausibility,
  overlapWindow,
  type PlausibilityDrive,
} from './drive-plausibility.js';
import { DriveExplanationSchema, DriveInputSchema } from './schemas/drives.js';

let next = 0;
/** A drive of 45 minutes without a distance, long ago: no flag of its own. */
const drive = (changes: Partial<PlausibilityDrive> = {}): PlausibilityDrive => ({
  id: `d${++next}`,
  date: '2026-11-24',
  startTime: '16:30',
  minutes: 45,
  km: null,
  ...changes,
});

/** An instant given as Swedish wall-clock time (winter: UTC+1; summer: UTC+2). */
const winter = (date: string, time: string) => Date.parse(`${date}T${time}:00+01:00`);
const summer = (date: string, time: string) => Date.parse(`${date}T${time}:00+02:00`);

/** Long after every drive here: nothing is in the future. */
const LATER = winter('2027-06-01', '12:00');

describe('a drive that overlaps another of the learner’s', () => {
  const flags = (a: PlausibilityDrive, others: PlausibilityDrive[]) =>
    drivePlausibility(a, others, LATER);

  it('is flagged when their times intersect on the same day', () => {
    const first = drive({ startTime: '16:00', minutes: 60 });
    expect(flags(drive({ startTime: '16:30', minutes: 30 }), [first])).toEqual(['overlap']);
    expect(flags(drive({ startTime: '15:00', minutes: 61 }), [first])).toEqual(['overlap']);
    // One inside the other, and the same times twice (the same drive logged twice).
    expect(flags(drive({ startTime: '15:00', minutes: 180 }), [first])).toEqual(['overlap']);
    expect(flags(drive({ startTime: '16:00', minutes: 60 }), [first])).toEqual(['overlap']);
  });

  it('is not flagged when one ends as the other starts, or on another day', () => {
    const first = drive({ startTime: '16:00', minutes: 60 });
    expect(flags(drive({ startTime: '17:00', minutes: 30 }), [first])).toEqual([]);
    expect(flags(drive({ startTime: '15:00', minutes: 60 }), [first])).toEqual([]);
    expect(flags(drive({ date: '2026-11-25', startTime: '16:00' }), [first])).toEqual([]);
  });

  it('is not flagged against itself (the same id among the others)', () => {
    const same = drive({ startTime: '16:00', minutes: 60 });
    expect(flags(same, [same, { ...same, startTime: '16:30' }])).toEqual([]);
  });

  it('counts a drive across midnight into the next day', () => {
    const night = drive({ date: '2026-11-24', startTime: '23:30', minutes: 60 });
    expect(drivesOverlap(night, drive({ date: '2026-11-25', startTime: '00:15' }))).toBe(true);
    expect(drivesOverlap(night, drive({ date: '2026-11-25', startTime: '00:30' }))).toBe(false);
    expect(drivesOverlap(drive({ date: '2026-11-25', startTime: '00:00' }), night)).toBe(true);
    // Across the turn of a month and of a year too.
    const newYear = drive({ date: '2026-12-31', startTime: '23:00', minutes: 120 });
    expect(drivesOverlap(newYear, drive({ date: '2027-01-01', startTime: '00:59' }))).toBe(true);
  });

  it('finds the overlaps of a whole log by comparing only the days around each drive', () => {
    const a = drive({ date: '2026-11-24', startTime: '23:00', minutes: 90 });
    const b = drive({ date: '2026-11-25', startTime: '00:10', minutes: 30 });
    const c = drive({ date: '2026-11-25', startTime: '12:00', minutes: 30 });
    const d = drive({ date: '2026-11-27', startTime: '00:10', minutes: 30 });
    const all = [a, b, c, d];
    const result = drivesPlausibility(all, all, () => LATER);
    expect(Object.fromEntries(result)).toEqual({
      [a.id]: ['overlap'],
      [b.id]: ['overlap'],
      [c.id]: [],
      [d.id]: [],
    });
    // The same as judging each drive against every other one.
    for (const one of all) {
      expect(result.get(one.id)).toEqual(drivePlausibility(one, all, LATER));
    }
    expect(overlapWindow(['2026-11-25', '2026-12-31', '2026-11-30'])).toEqual({
      from: '2026-11-24',
      to: '2027-01-01',
    });
    expect(overlapWindow([])).toBeNull();
  });
});

describe('a drive that ends in the future', () => {
  it('is flagged when it ends more than 5 minutes after now, in Swedish time', () => {
    const now = winter('2026-11-24', '17:00');
    const until = (minutes: number) => drive({ date: '2026-11-24', startTime: '16:00', minutes });
    expect(drivePlausibility(until(60), [], now)).toEqual([]);
    expect(drivePlausibility(until(65), [], now)).toEqual([]);
    expect(drivePlausibility(until(66), [], now)).toEqual(['future']);
    expect(drivePlausibility(drive({ date: '2026-11-25', startTime: '08:00' }), [], now)).toEqual([
      'future',
    ]);
  });

  it('reads the start as Swedish wall-clock time in summer and in winter', () => {
    expect(driveEndsAt(drive({ date: '2026-07-01', startTime: '10:00', minutes: 30 }))).toBe(
      summer('2026-07-01', '10:30'),
    );
    expect(driveEndsAt(drive({ date: '2026-01-10', startTime: '10:00', minutes: 30 }))).toBe(
      winter('2026-01-10', '10:30'),
    );
    // 10:00 in July is 08:00 UTC: at 08:20 UTC a drive until 10:30 Swedish time is not over.
    const july = drive({ date: '2026-07-01', startTime: '10:00', minutes: 30 });
    expect(drivePlausibility(july, [], Date.UTC(2026, 6, 1, 8, 20))).toEqual(['future']);
    expect(drivePlausibility(july, [], Date.UTC(2026, 6, 1, 8, 30))).toEqual([]);
  });

  it('counts a drive across midnight as ending the next day', () => {
    const night = drive({ date: '2026-11-24', startTime: '23:30', minutes: 60 });
    expect(drivePlausibility(night, [], winter('2026-11-25', '00:10'))).toEqual(['future']);
    expect(drivePlausibility(night, [], winter('2026-11-25', '00:30'))).toEqual([]);
  });
});

describe('a long drive', () => {
  it('is flagged over 4 hours, not at 4 hours', () => {
    expect(drivePlausibility(drive({ minutes: 240 }), [], LATER)).toEqual([]);
    expect(drivePlausibility(drive({ minutes: 241 }), [], LATER)).toEqual(['long']);
  });
});

describe('an impossible average speed', () => {
  it('is flagged over 120 km/h, not at 120 km/h', () => {
    expect(drivePlausibility(drive({ minutes: 60, km: 120 }), [], LATER)).toEqual([]);
    expect(drivePlausibility(drive({ minutes: 60, km: 120.1 }), [], LATER)).toEqual(['speed']);
    expect(drivePlausibility(drive({ minutes: 30, km: 75 }), [], LATER)).toEqual(['speed']);
    expect(averageSpeed({ minutes: 30, km: 75 })).toBe(150);
  });

  it('is never flagged without a distance, or with none driven', () => {
    expect(drivePlausibility(drive({ minutes: 1, km: null }), [], LATER)).toEqual([]);
    expect(drivePlausibility(drive({ minutes: 1, km: 0 }), [], LATER)).toEqual([]);
    expect(averageSpeed({ minutes: 45, km: null })).toBeNull();
    expect(averageSpeed({ minutes: 0, km: 10 })).toBeNull();
  });
});

describe('several flags and their words', () => {
  it('come in one order: overlap, future, long, speed', () => {
    const other = drive({ date: '2026-11-24', startTime: '10:00', minutes: 30 });
    const wild = drive({ date: '2026-11-24', startTime: '09:00', minutes: 300, km: 700 });
    expect(drivePlausibility(wild, [other], winter('2026-11-24', '12:00'))).toEqual([
      'overlap',
      'future',
      'long',
      'speed',
    ]);
  });

  it('are said in Swedish', () => {
    const wild = { minutes: 300, km: 750 };
    expect(driveFlagText('overlap', wild)).toBe('Överlappar en annan körning');
    expect(driveFlagText('future', wild)).toBe('Loggades innan körningen var slut');
    expect(driveFlagText('future', wild, 'saving')).toBe('Slutar i framtiden');
    expect(driveFlagText('long', wild)).toBe('Längre än 4 timmar');
    expect(driveFlagText('speed', wild)).toBe('Orimlig medelhastighet (150 km/h)');
    expect(driveFlagsText(['long', 'speed'], wild)).toBe(
      'Längre än 4 timmar · Orimlig medelhastighet (150 km/h)',
    );
  });
});

describe('the explanation of a drive', () => {
  const base = {
    date: '2026-11-24',
    startTime: '16:30',
    minutes: 45,
    supervisedBy: { kind: 'school' },
  };

  it('is optional, trimmed, and at most 500 characters, refused in Swedish beyond', () => {
    expect(DriveInputSchema.parse(base).explanation).toBeUndefined();
    expect(DriveInputSchema.parse({ ...base, explanation: '  Åre  ' }).explanation).toBe('Åre');
    expect(DriveInputSchema.parse({ ...base, explanation: null }).explanation).toBeNull();
    expect(DriveInputSchema.safeParse({ ...base, explanation: 'x'.repeat(500) }).success).toBe(
      true,
    );
    const long = DriveInputSchema.safeParse({ ...base, explanation: 'x'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe('Förklaringen får vara högst 500 tecken.');
    const number = DriveExplanationSchema.safeParse({ explanation: 5 });
    expect(number.error?.issues[0]?.message).toBe(
      'Förklaringen ska vara en text på högst 500 tecken.',
    );
    expect(DriveExplanationSchema.safeParse({ explanation: 'x', more: 1 }).success).toBe(false);
  });
});
