import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  IDLE_DAYS,
  LONG_AGO_DAYS,
  daysBetween,
  driveGaps,
  driveTotals,
  mergeDriveTotals,
  type DriveFacts,
  type DriveTally,
} from './drive-totals.js';
import {
  DRIVE_CONDITIONS,
  DRIVE_ROADS,
  DRIVE_SUPERVISOR_KINDS,
  DRIVE_TRAFFIC,
  type DriveCondition,
  type DriveRoad,
} from './drives.js';
import { LESSON_NUMBERS } from './lessons.js';

const CONFIRMED = { at: 1, by: 'u1', byName: 'Tor Handledare' };

/** A drive with nothing but a date and 30 minutes; the rest is what a test gives. */
function drive(date: string, facts: Partial<DriveFacts> = {}): DriveFacts {
  return {
    date,
    minutes: 30,
    km: null,
    conditions: [],
    roads: [],
    traffic: null,
    lessons: [],
    supervisedBy: { kind: 'supervisor' },
    confirmed: null,
    ...facts,
  };
}

const tally = (drives: number, minutes: number, km: number, last: string | null): DriveTally => ({
  drives,
  minutes,
  km,
  last,
});
const ZERO = tally(0, 0, 0, null);

/** 'YYYY-MM-DD' `days` after `date`, counted on the UTC calendar. */
function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) + days))
    .toISOString()
    .slice(0, 10);
}

describe('daysBetween', () => {
  it('counts whole calendar days, across month, year and leap-day boundaries', () => {
    expect(daysBetween('2025-02-20', '2025-02-20')).toBe(0);
    expect(daysBetween('2025-02-20', '2025-03-05')).toBe(13);
    expect(daysBetween('2024-12-31', '2025-01-02')).toBe(2);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-01-02', '2024-12-31')).toBe(-2);
  });

  it('is not shifted by daylight saving (Swedish clocks change on 30 March and 26 October 2025)', () => {
    expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    expect(daysBetween('2025-10-25', '2025-10-27')).toBe(2);
    expect(daysBetween('2025-01-01', '2026-01-01')).toBe(365);
  });
});

describe('driveTotals', () => {
  it('counts nothing, no months and no last drive when there are no drives', () => {
    const totals = driveTotals([], '2025-03-05');
    expect(totals.all).toEqual(ZERO);
    expect(totals.confirmed).toEqual(ZERO);
    expect(Object.values(totals.byCondition)).toEqual(DRIVE_CONDITIONS.map(() => ZERO));
    expect(Object.values(totals.byRoad)).toEqual(DRIVE_ROADS.map(() => ZERO));
    expect(Object.values(totals.byTraffic)).toEqual(DRIVE_TRAFFIC.map(() => ZERO));
    expect(Object.values(totals.bySupervisor)).toEqual(DRIVE_SUPERVISOR_KINDS.map(() => ZERO));
    expect(Object.values(totals.byLesson)).toEqual(LESSON_NUMBERS.map(() => ZERO));
    expect(totals.byMonth).toEqual([]);
    expect(totals.lastDrive).toBeNull();
  });

  describe('of five drives from November to February, on 5 March', () => {
    const drives: DriveFacts[] = [
      drive('2024-11-28', {
        minutes: 45,
        km: 20.5,
        conditions: ['dark'],
        roads: ['urban'],
        traffic: 'calm',
        lessons: [1, 2],
        confirmed: CONFIRMED,
      }),
      drive('2024-11-30', {
        minutes: 30,
        km: null,
        roads: ['urban', 'rural'],
        traffic: 'dense',
        lessons: [2],
        supervisedBy: { kind: 'school', name: 'Trafikskolan' },
      }),
      drive('2024-12-31', {
        minutes: 60,
        km: 40.3,
        conditions: ['dark', 'rain'],
        roads: ['motorway'],
        supervisedBy: { kind: 'other', name: 'Moster Anna' },
        confirmed: CONFIRMED,
      }),
      // Nothing in January 2025.
      drive('2025-02-20', {
        minutes: 25,
        km: 8,
        roads: ['urban'],
        traffic: 'calm',
        lessons: [2, 3],
        confirmed: CONFIRMED,
      }),
      drive('2025-02-14', {
        minutes: 90,
        km: 55.2,
        conditions: ['rain'],
        roads: ['rural', 'gravel'],
        traffic: 'calm',
        lessons: [3],
      }),
    ];
    const totals = driveTotals(drives, '2025-03-05');

    it('sums every drive, with an unknown distance counting 0 km', () => {
      expect(totals.all).toEqual(tally(5, 250, 124, '2025-02-20'));
    });

    it('sums the confirmed drives only', () => {
      expect(totals.confirmed).toEqual(tally(3, 130, 68.8, '2025-02-20'));
    });

    it('sums by condition, a drive in dark and rain counting toward both', () => {
      expect(totals.byCondition.dark).toEqual(tally(2, 105, 60.8, '2024-12-31'));
      expect(totals.byCondition.rain).toEqual(tally(2, 150, 95.5, '2025-02-14'));
      expect(totals.byCondition.fog).toEqual(ZERO);
    });

    it('sums by road', () => {
      expect(totals.byRoad.urban).toEqual(tally(3, 100, 28.5, '2025-02-20'));
      expect(totals.byRoad.rural).toEqual(tally(2, 120, 55.2, '2025-02-14'));
      expect(totals.byRoad.motorway).toEqual(tally(1, 60, 40.3, '2024-12-31'));
    });

    it('sums by traffic, leaving out drives without it', () => {
      expect(totals.byTraffic.calm).toEqual(tally(3, 160, 83.7, '2025-02-20'));
      expect(totals.byTraffic.dense).toEqual(tally(1, 30, 0, '2024-11-30'));
    });

    it('sums by who supervised', () => {
      expect(totals.bySupervisor.supervisor).toEqual(tally(3, 160, 83.7, '2025-02-20'));
      expect(totals.bySupervisor.school).toEqual(tally(1, 30, 0, '2024-11-30'));
      expect(totals.bySupervisor.other).toEqual(tally(1, 60, 40.3, '2024-12-31'));
    });

    it('counts a drive fully toward each lesson it lists', () => {
      expect(totals.byLesson[1]).toEqual(tally(1, 45, 20.5, '2024-11-28'));
      expect(totals.byLesson[2]).toEqual(tally(3, 100, 28.5, '2025-02-20'));
      expect(totals.byLesson[3]).toEqual(tally(2, 115, 63.2, '2025-02-20'));
      expect(totals.byLesson[16]).toEqual(ZERO);
    });

    it('lists every month up to today, the empty January and March included', () => {
      expect(totals.byMonth).toEqual([
        { month: '2024-11', ...tally(2, 75, 20.5, '2024-11-30') },
        { month: '2024-12', ...tally(1, 60, 40.3, '2024-12-31') },
        { month: '2025-01', ...ZERO },
        { month: '2025-02', ...tally(2, 115, 63.2, '2025-02-20') },
        { month: '2025-03', ...ZERO },
      ]);
    });

    it('gives the latest drive and the days since it, across a month boundary', () => {
      expect(totals.lastDrive).toEqual({ date: '2025-02-20', daysAgo: 13 });
    });

    it('counts the days since the last drive across a year boundary', () => {
      expect(driveTotals(drives.slice(0, 3), '2025-01-02').lastDrive).toEqual({
        date: '2024-12-31',
        daysAgo: 2,
      });
    });
  });

  it('counts a drive dated after today as 0 days ago and its month as the last', () => {
    const totals = driveTotals([drive('2025-04-02')], '2025-03-30');
    expect(totals.lastDrive).toEqual({ date: '2025-04-02', daysAgo: 0 });
    expect(totals.byMonth.map((m) => m.month)).toEqual(['2025-04']);
  });

  it('rounds km sums to one decimal, so 0.1 + 0.2 three times is 0.9', () => {
    const kms = [0.1, 0.2, 0.1, 0.2, 0.1, 0.2];
    expect(kms.reduce((sum, km) => sum + km, 0)).not.toBe(0.9);
    const totals = driveTotals(
      kms.map((km) => drive('2025-03-01', { km, roads: ['urban'] })),
      '2025-03-05',
    );
    expect(totals.all.km).toBe(0.9);
    expect(totals.byRoad.urban.km).toBe(0.9);
    expect(totals.byMonth[0]?.km).toBe(0.9);
  });
});

describe('driveGaps', () => {
  const TODAY = '2025-06-15';
  const gapsOf = (drives: DriveFacts[], cardLessons: number[] = []) =>
    driveGaps(driveTotals(drives, TODAY), TODAY, cardLessons);

  it('finds everything not practised and the pair idle when nobody has driven', () => {
    expect(gapsOf([], [5, 3, 1, 3])).toEqual({
      conditionsNever: [...DRIVE_CONDITIONS],
      conditionsLongAgo: [],
      roadsNever: [...DRIVE_ROADS],
      roadsLongAgo: [],
      lessonsNever: [1, 3, 5],
      idle: true,
      daysSinceLastDrive: null,
    });
  });

  it('lists conditions and roads never practised in their fixed order', () => {
    const gaps = gapsOf([drive(TODAY, { conditions: ['rain', 'dark'], roads: ['gravel'] })]);
    expect(gaps.conditionsNever).toEqual(['dusk', 'snow-ice', 'fog']);
    expect(gaps.roadsNever).toEqual(['urban', 'rural', 'motorway']);
  });

  it(`counts a condition or road last practised exactly ${LONG_AGO_DAYS} days ago as long ago`, () => {
    const longAgo = addDays(TODAY, -LONG_AGO_DAYS);
    const gaps = gapsOf([drive(longAgo, { conditions: ['dark'], roads: ['motorway'] })]);
    expect(gaps.conditionsLongAgo).toEqual([{ condition: 'dark', daysAgo: 90 }]);
    expect(gaps.roadsLongAgo).toEqual([{ road: 'motorway', daysAgo: 90 }]);
  });

  it(`does not count ${LONG_AGO_DAYS - 1} days ago as long ago, nor as never`, () => {
    const recent = addDays(TODAY, -(LONG_AGO_DAYS - 1));
    const gaps = gapsOf([drive(recent, { conditions: ['dark'], roads: ['motorway'] })]);
    expect(gaps.conditionsLongAgo).toEqual([]);
    expect(gaps.roadsLongAgo).toEqual([]);
    expect(gaps.conditionsNever).not.toContain('dark');
    expect(gaps.roadsNever).not.toContain('motorway');
  });

  it('judges a condition by its latest drive, not its first', () => {
    const gaps = gapsOf([
      drive(addDays(TODAY, -200), { conditions: ['fog'] }),
      drive(addDays(TODAY, -10), { conditions: ['fog'] }),
      drive(addDays(TODAY, -120), { conditions: ['snow-ice'] }),
    ]);
    expect(gaps.conditionsLongAgo).toEqual([{ condition: 'snow-ice', daysAgo: 120 }]);
  });

  it(`is idle when the last drive was exactly ${IDLE_DAYS} days ago`, () => {
    const gaps = gapsOf([drive(addDays(TODAY, -IDLE_DAYS))]);
    expect(gaps).toMatchObject({ idle: true, daysSinceLastDrive: 7 });
  });

  it(`is not idle when the last drive was ${IDLE_DAYS - 1} days ago`, () => {
    const gaps = gapsOf([drive(addDays(TODAY, -20)), drive(addDays(TODAY, -(IDLE_DAYS - 1)))]);
    expect(gaps).toMatchObject({ idle: false, daysSinceLastDrive: 6 });
  });

  it('counts the days from the today it is given, not the one the totals were made on', () => {
    const totals = driveTotals([drive('2025-06-10')], '2025-06-11');
    expect(driveGaps(totals, '2025-06-17', [])).toMatchObject({
      idle: true,
      daysSinceLastDrive: 7,
    });
  });

  it("lists the card's lessons no drive has listed, deduplicated and ascending", () => {
    const gaps = gapsOf(
      [drive(TODAY, { lessons: [2, 4] }), drive(TODAY, { lessons: [9] })],
      [9, 5, 4, 3, 2, 1, 5],
    );
    expect(gaps.lessonsNever).toEqual([1, 3, 5]);
  });
});

describe('driveTotals against a naive count of 300 generated drives', () => {
  /** mulberry32: a tiny seeded PRNG, so the generated log is the same on every run. */
  function mulberry32(seed: number): () => number {
    let state = seed >>> 0;
    return () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
  }

  const TODAY = '2025-06-15';
  const random = mulberry32(20250615);
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  const pick = <T>(values: readonly T[]): T => values[int(0, values.length - 1)] as T;
  const some = <T>(values: readonly T[], chance: number): T[] =>
    values.filter(() => random() < chance);

  /** How many days before today each drive is (negative: after today), kept to check daysAgo. */
  const offsetOf = new Map<string, number>();
  const drives: DriveFacts[] = Array.from({ length: 300 }, () => {
    const offset = int(-5, 700);
    const date = addDays(TODAY, -offset);
    offsetOf.set(date, offset);
    const kind = pick(DRIVE_SUPERVISOR_KINDS);
    return {
      date,
      minutes: int(1, 720),
      km: random() < 0.2 ? null : int(0, 20000) / pick([10, 100]),
      conditions: some(DRIVE_CONDITIONS, 0.25),
      roads: some(DRIVE_ROADS, 0.4),
      traffic: random() < 0.3 ? null : pick(DRIVE_TRAFFIC),
      lessons: some(LESSON_NUMBERS, 0.15),
      supervisedBy: kind === 'supervisor' ? { kind } : { kind, name: 'Namn' },
      confirmed: random() < 0.5 ? CONFIRMED : null,
    };
  });
  const totals = driveTotals(drives, TODAY);

  /** The tally of the drives that match, counted the plain way. */
  function naiveTally(
    matches: (d: DriveFacts) => boolean,
    from: readonly DriveFacts[] = drives,
  ): DriveTally {
    const matching = from.filter(matches);
    let km = 0;
    for (const d of matching) km += d.km === null ? 0 : d.km;
    let last: string | null = null;
    for (const d of matching) if (last === null || d.date > last) last = d.date;
    return {
      drives: matching.length,
      minutes: matching.reduce((sum, d) => sum + d.minutes, 0),
      km: Math.round(km * 10) / 10,
      last,
    };
  }

  it('generates a log that covers every key and both sides of today', () => {
    expect(new Set(drives.flatMap((d) => d.conditions)).size).toBe(DRIVE_CONDITIONS.length);
    expect(new Set(drives.flatMap((d) => d.lessons)).size).toBe(LESSON_NUMBERS.length);
    expect(drives.some((d) => d.date > TODAY)).toBe(true);
    expect(drives.some((d) => d.km === null)).toBe(true);
  });

  it('matches for all and confirmed drives', () => {
    expect(totals.all).toEqual(naiveTally(() => true));
    expect(totals.confirmed).toEqual(naiveTally((d) => d.confirmed !== null));
  });

  it('matches for every condition, road, traffic, supervisor kind and lesson', () => {
    for (const condition of DRIVE_CONDITIONS) {
      expect(totals.byCondition[condition]).toEqual(
        naiveTally((d) => d.conditions.includes(condition)),
      );
    }
    for (const road of DRIVE_ROADS) {
      expect(totals.byRoad[road]).toEqual(naiveTally((d) => d.roads.includes(road)));
    }
    for (const traffic of DRIVE_TRAFFIC) {
      expect(totals.byTraffic[traffic]).toEqual(naiveTally((d) => d.traffic === traffic));
    }
    for (const kind of DRIVE_SUPERVISOR_KINDS) {
      expect(totals.bySupervisor[kind]).toEqual(naiveTally((d) => d.supervisedBy.kind === kind));
    }
    for (const lesson of LESSON_NUMBERS) {
      expect(totals.byLesson[lesson]).toEqual(naiveTally((d) => d.lessons.includes(lesson)));
    }
  });

  it('matches month by month, from the first drive to the later of today and the last drive', () => {
    const months = drives.map((d) => d.date.slice(0, 7));
    let first = months[0] ?? '';
    let last = TODAY.slice(0, 7);
    for (const month of months) {
      if (month < first) first = month;
      if (month > last) last = month;
    }
    const expected = [];
    for (let year = Number(first.slice(0, 4)); year <= Number(last.slice(0, 4)); year++) {
      for (let month = 1; month <= 12; month++) {
        const key = `${year}-${String(month).padStart(2, '0')}`;
        if (key < first || key > last) continue;
        expected.push({ month: key, ...naiveTally((d) => d.date.startsWith(`${key}-`)) });
      }
    }
    expect(totals.byMonth).toEqual(expected);
    expect(totals.byMonth.reduce((sum, m) => sum + m.drives, 0)).toBe(drives.length);
  });

  it('matches the last drive, days counted from how far before today it was made', () => {
    const latest = naiveTally(() => true).last ?? '';
    expect(totals.lastDrive).toEqual({
      date: latest,
      daysAgo: Math.max(0, offsetOf.get(latest) ?? NaN),
    });
  });

  it('gives gaps of a sparse part of the log that agree with the naive tallies', () => {
    // Six drives, none in fog or on gravel, leave some of each never or long ago practised.
    const sparse = drives
      .filter((d) => !d.conditions.includes('fog') && !d.roads.includes('gravel'))
      .slice(0, 6);
    const gaps = driveGaps(driveTotals(sparse, TODAY), TODAY, [...LESSON_NUMBERS, 1]);
    const lastOf = (matches: (d: DriveFacts) => boolean) => naiveTally(matches, sparse).last;
    const ago = (date: string) => Math.max(0, offsetOf.get(date) ?? NaN);
    const longAgo = (date: string | null): date is string =>
      date !== null && ago(date) >= LONG_AGO_DAYS;

    const conditionsNever = DRIVE_CONDITIONS.filter(
      (c) => lastOf((d) => d.conditions.includes(c)) === null,
    );
    const conditionsLongAgo = DRIVE_CONDITIONS.flatMap((condition: DriveCondition) => {
      const last = lastOf((d) => d.conditions.includes(condition));
      return longAgo(last) ? [{ condition, daysAgo: ago(last) }] : [];
    });
    const roadsNever = DRIVE_ROADS.filter((r) => lastOf((d) => d.roads.includes(r)) === null);
    const roadsLongAgo = DRIVE_ROADS.flatMap((road: DriveRoad) => {
      const last = lastOf((d) => d.roads.includes(road));
      return longAgo(last) ? [{ road, daysAgo: ago(last) }] : [];
    });
    const lessonsNever = LESSON_NUMBERS.filter((n) => !sparse.some((d) => d.lessons.includes(n)));
    const daysSinceLastDrive = ago(lastOf(() => true) ?? '');

    expect(gaps).toEqual({
      conditionsNever,
      conditionsLongAgo,
      roadsNever,
      roadsLongAgo,
      lessonsNever,
      idle: daysSinceLastDrive >= IDLE_DAYS,
      daysSinceLastDrive,
    });
    // The sample is only worth something if it has gaps of each kind.
    expect(conditionsLongAgo.length + roadsLongAgo.length).toBeGreaterThan(0);
    expect(conditionsNever.length + roadsNever.length).toBeGreaterThan(0);
    expect(lessonsNever.length).toBeGreaterThan(0);
  });
});

describe('mergeDriveTotals (security round 3: a page of the log and the totals of the rest)', () => {
  const TODAY = '2026-06-15';
  /** A drive as the server keeps it: a date up to two years back (or a day ahead), tenths of a km. */
  const facts: fc.Arbitrary<DriveFacts> = fc.record({
    date: fc.integer({ min: -1, max: 730 }).map((daysBack) => addDays(TODAY, -daysBack)),
    minutes: fc.integer({ min: 1, max: 720 }),
    km: fc.option(
      fc.integer({ min: 0, max: 20000 }).map((tenths) => tenths / 10),
      { nil: null },
    ),
    conditions: fc.subarray([...DRIVE_CONDITIONS]),
    roads: fc.subarray([...DRIVE_ROADS]),
    traffic: fc.option(fc.constantFrom(...DRIVE_TRAFFIC), { nil: null }),
    lessons: fc.subarray([...LESSON_NUMBERS]),
    supervisedBy: fc
      .constantFrom(...DRIVE_SUPERVISOR_KINDS)
      .map((kind) => (kind === 'supervisor' ? { kind } : { kind, name: 'Namn' })),
    confirmed: fc.option(fc.constant(CONFIRMED), { nil: null }),
  });

  it('counts two disjoint sets of drives as driveTotals counts them together', () => {
    fc.assert(
      fc.property(
        fc.array(facts, { maxLength: 40 }),
        fc.array(facts, { maxLength: 40 }),
        (a, b) => {
          expect(mergeDriveTotals(driveTotals(a, TODAY), driveTotals(b, TODAY), TODAY)).toEqual(
            driveTotals([...a, ...b], TODAY),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves the totals as they are when nothing is older', () => {
    const totals = driveTotals([drive('2026-06-01')], TODAY);
    expect(mergeDriveTotals(totals, null, TODAY)).toBe(totals);
  });
});
