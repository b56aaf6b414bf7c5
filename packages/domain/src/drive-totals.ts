/**
 * Totals of the drive log (körjournal): how much, how far and in which conditions the learner has
 * driven, and what they have not practised yet. Pure: "today" is passed in as 'YYYY-MM-DD', so
 * the same drives give the same answer on the server, in the browser and in tests.
 */
import {
  DRIVE_CONDITIONS,
  DRIVE_ROADS,
  DRIVE_SUPERVISOR_KINDS,
  DRIVE_TRAFFIC,
  type DriveCondition,
  type DriveRoad,
  type DriveSupervisorKind,
  type DriveTraffic,
} from './drives.js';
import { LESSON_NUMBERS, type LessonNumber } from './lessons.js';
import { isLessonNumber } from './progress.js';
import type { Drive } from './schemas/drives.js';

/** The fields of a drive that the totals are counted from. */
export type DriveFacts = Pick<
  Drive,
  | 'date'
  | 'minutes'
  | 'km'
  | 'conditions'
  | 'roads'
  | 'traffic'
  | 'lessons'
  | 'supervisedBy'
  | 'confirmed'
>;

/** How many drives, how long and how far, and when the latest was. */
export interface DriveTally {
  drives: number;
  minutes: number;
  /** The sum of the known distances (a drive without km counts 0), to one decimal. */
  km: number;
  /** The latest drive's date 'YYYY-MM-DD', or null when there is none. */
  last: string | null;
}

/** One calendar month 'YYYY-MM' of the log. */
export type MonthTally = { month: string } & DriveTally;

export interface DriveTotals {
  /** Every drive. */
  all: DriveTally;
  /** Drives the supervisor has confirmed. */
  confirmed: DriveTally;
  byCondition: Record<DriveCondition, DriveTally>;
  byRoad: Record<DriveRoad, DriveTally>;
  byTraffic: Record<DriveTraffic, DriveTally>;
  bySupervisor: Record<DriveSupervisorKind, DriveTally>;
  /** A drive counts fully toward each lesson it lists. */
  byLesson: Record<LessonNumber, DriveTally>;
  /**
   * Every month from the first drive's month to today's month (or the last drive's month if
   * later), ascending, months without drives included with zeros; empty when there are no
   * drives. Gaps stay visible, so a chart shows the pauses too.
   */
  byMonth: MonthTally[];
  /** The latest drive's date and whole days between it and today (never negative); null when none. */
  lastDrive: { date: string; daysAgo: number } | null;
}

/** A condition or road last practised this many days ago or more counts as long ago. */
export const LONG_AGO_DAYS = 90;
/** No drive for this many days (or never): the nudge on Hem. */
export const IDLE_DAYS = 7;

/** "Det här har ni inte övat än": what the drive log has not covered, or not for a long time. */
export interface DriveGaps {
  /** In DRIVE_CONDITIONS order. */
  conditionsNever: DriveCondition[];
  conditionsLongAgo: { condition: DriveCondition; daysAgo: number }[];
  /** In DRIVE_ROADS order. */
  roadsNever: DriveRoad[];
  roadsLongAgo: { road: DriveRoad; daysAgo: number }[];
  /** Lessons of the student's card(s) (deduplicated, ascending) no drive has listed. */
  lessonsNever: number[];
  /** True when nobody has driven for IDLE_DAYS or more, or never. */
  idle: boolean;
  daysSinceLastDrive: number | null;
}

const MS_PER_DAY = 86_400_000;

/** Midnight UTC of a 'YYYY-MM-DD' date: UTC has no daylight saving to shift a day by an hour. */
function utcMidnight(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / MS_PER_DAY);
}

/** Days since a date, where a date in the future counts as today. */
function daysAgo(date: string, today: string): number {
  return Math.max(0, daysBetween(date, today));
}

/** One decimal is all a distance needs; it also hides the drift of summing 0.1 + 0.2. */
function roundKm(km: number): number {
  return Math.round(km * 10) / 10;
}

function emptyTally(): DriveTally {
  return { drives: 0, minutes: 0, km: 0, last: null };
}

/** A fresh zero tally for each key. */
function tallies<K extends string | number>(keys: readonly K[]): Record<K, DriveTally> {
  return Object.fromEntries(keys.map((key) => [key, emptyTally()])) as Record<K, DriveTally>;
}

/** Adds one drive to a tally; km is summed unrounded and rounded once at the end. */
function add(tally: DriveTally, drive: DriveFacts): void {
  tally.drives += 1;
  tally.minutes += drive.minutes;
  tally.km += drive.km ?? 0;
  if (tally.last === null || drive.date > tally.last) tally.last = drive.date;
}

function rounded<T extends DriveTally>(tally: T): T {
  return { ...tally, km: roundKm(tally.km) };
}

function roundedAll<K extends string | number>(
  record: Record<K, DriveTally>,
): Record<K, DriveTally> {
  return Object.fromEntries(
    Object.entries<DriveTally>(record).map(([key, tally]) => [key, rounded(tally)]),
  ) as Record<K, DriveTally>;
}

function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The month after 'YYYY-MM'. */
function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const index = Number(month.slice(5, 7)); // 1..12, so it is already the next month's 0-based index
  const next = new Date(Date.UTC(year, index, 1));
  return next.toISOString().slice(0, 7);
}

/** Every month from `first` to `last` inclusive, ascending. */
function monthsFrom(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

/** The months of the log with their drives, gaps included, up to today's month. */
function monthTallies(drives: readonly DriveFacts[], today: string): MonthTally[] {
  if (drives.length === 0) return [];
  const dates = drives.map((drive) => drive.date).sort();
  const first = monthOf(dates[0] ?? today);
  const latest = monthOf(dates[dates.length - 1] ?? today);
  const last = latest > monthOf(today) ? latest : monthOf(today);
  const byMonth = new Map(monthsFrom(first, last).map((month) => [month, emptyTally()]));
  for (const drive of drives) {
    const tally = byMonth.get(monthOf(drive.date));
    if (tally) add(tally, drive);
  }
  return [...byMonth].map(([month, tally]) => ({ month, ...rounded(tally) }));
}

/** All totals of a drive log, as of `today` ('YYYY-MM-DD'). */
export function driveTotals(drives: readonly DriveFacts[], today: string): DriveTotals {
  const all = emptyTally();
  const confirmed = emptyTally();
  const byCondition = tallies(DRIVE_CONDITIONS);
  const byRoad = tallies(DRIVE_ROADS);
  const byTraffic = tallies(DRIVE_TRAFFIC);
  const bySupervisor = tallies(DRIVE_SUPERVISOR_KINDS);
  const byLesson = tallies(LESSON_NUMBERS);

  for (const drive of drives) {
    add(all, drive);
    if (drive.confirmed !== null) add(confirmed, drive);
    for (const condition of drive.conditions) add(byCondition[condition], drive);
    for (const road of drive.roads) add(byRoad[road], drive);
    if (drive.traffic !== null) add(byTraffic[drive.traffic], drive);
    add(bySupervisor[drive.supervisedBy.kind], drive);
    // A lesson number outside the card's range cannot be stored, but old data is not trusted.
    for (const lesson of new Set(drive.lessons)) {
      if (isLessonNumber(lesson)) add(byLesson[lesson], drive);
    }
  }

  return {
    all: rounded(all),
    confirmed: rounded(confirmed),
    byCondition: roundedAll(byCondition),
    byRoad: roundedAll(byRoad),
    byTraffic: roundedAll(byTraffic),
    bySupervisor: roundedAll(bySupervisor),
    byLesson: roundedAll(byLesson),
    byMonth: monthTallies(drives, today),
    lastDrive: all.last === null ? null : { date: all.last, daysAgo: daysAgo(all.last, today) },
  };
}

/** The later of two dates 'YYYY-MM-DD' (or months 'YYYY-MM'); null only when both are. */
function later(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

/** Two tallies of disjoint drives as one. */
function mergedTally<T extends DriveTally>(a: T, b: DriveTally): T {
  return {
    ...a,
    drives: a.drives + b.drives,
    minutes: a.minutes + b.minutes,
    km: roundKm(a.km + b.km),
    last: later(a.last, b.last),
  };
}

function mergedRecord<K extends string | number>(
  a: Record<K, DriveTally>,
  b: Readonly<Record<string, DriveTally>>,
): Record<K, DriveTally> {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return Object.fromEntries(
    [...keys].map((key) => {
      const left = (a as Record<string, DriveTally>)[key] ?? emptyTally();
      const right = (b as Record<string, DriveTally>)[key] ?? emptyTally();
      return [key, mergedTally(left, right)];
    }),
  ) as Record<K, DriveTally>;
}

function mergedMonths(a: readonly MonthTally[], b: readonly MonthTally[], today: string) {
  if (a.length === 0 && b.length === 0) return [];
  const byMonth = new Map<string, MonthTally>();
  for (const tally of [...a, ...b]) {
    const before = byMonth.get(tally.month);
    byMonth.set(tally.month, before ? mergedTally(before, tally) : tally);
  }
  const months = [...byMonth.keys()].sort();
  const last = later(months[months.length - 1] ?? null, monthOf(today))!;
  return monthsFrom(months[0]!, last).map(
    (month) => byMonth.get(month) ?? { month, ...emptyTally() },
  );
}

/** Totals as the API answers them: `byLesson` keyed by the lesson's number as text. */
export type DriveTotalsAnswer = Omit<DriveTotals, 'byLesson'> & {
  byLesson: Readonly<Record<string, DriveTally>>;
};

/**
 * The totals of two disjoint sets of drives as one, as `driveTotals` counts their union: what a
 * device counts of the pages of the log it holds, with the server's totals of the older drives
 * it has not read (`olderTotals` of the last page; null when there are none).
 */
export function mergeDriveTotals(
  a: DriveTotals,
  b: DriveTotalsAnswer | null,
  today: string,
): DriveTotals {
  if (b === null) return a;
  const all = mergedTally(a.all, b.all);
  return {
    all,
    confirmed: mergedTally(a.confirmed, b.confirmed),
    byCondition: mergedRecord(a.byCondition, b.byCondition),
    byRoad: mergedRecord(a.byRoad, b.byRoad),
    byTraffic: mergedRecord(a.byTraffic, b.byTraffic),
    bySupervisor: mergedRecord(a.bySupervisor, b.bySupervisor),
    byLesson: mergedRecord(a.byLesson, b.byLesson),
    byMonth: mergedMonths(a.byMonth, b.byMonth, today),
    lastDrive: all.last === null ? null : { date: all.last, daysAgo: daysAgo(all.last, today) },
  };
}

/** Keys never practised, and keys last practised LONG_AGO_DAYS or more ago, in `keys` order. */
function gapsOf<K extends string>(
  keys: readonly K[],
  byKey: Record<K, DriveTally>,
  today: string,
): { never: K[]; longAgo: { key: K; days: number }[] } {
  const never: K[] = [];
  const longAgo: { key: K; days: number }[] = [];
  for (const key of keys) {
    const last = byKey[key].last;
    if (last === null) {
      never.push(key);
      continue;
    }
    const days = daysAgo(last, today);
    if (days >= LONG_AGO_DAYS) longAgo.push({ key, days });
  }
  return { never, longAgo };
}

/**
 * What the learner has not practised yet, or not for a long time, so the app can suggest it.
 * `cardLessons` are the lesson numbers on the student's card(s): a lesson not on any card is no
 * gap.
 */
export function driveGaps(
  totals: DriveTotals,
  today: string,
  cardLessons: readonly number[],
): DriveGaps {
  const conditions = gapsOf(DRIVE_CONDITIONS, totals.byCondition, today);
  const roads = gapsOf(DRIVE_ROADS, totals.byRoad, today);
  const lessonsNever = [...new Set(cardLessons)]
    .filter((lesson) => !isLessonNumber(lesson) || totals.byLesson[lesson].drives === 0)
    .sort((a, b) => a - b);
  // From the date rather than totals.lastDrive.daysAgo, in case the totals were made on another day.
  const daysSinceLastDrive = totals.lastDrive ? daysAgo(totals.lastDrive.date, today) : null;
  return {
    conditionsNever: conditions.never,
    conditionsLongAgo: conditions.longAgo.map(({ key, days }) => ({
      condition: key,
      daysAgo: days,
    })),
    roadsNever: roads.never,
    roadsLongAgo: roads.longAgo.map(({ key, days }) => ({ road: key, daysAgo: days })),
    lessonsNever,
    idle: daysSinceLastDrive === null || daysSinceLastDrive >= IDLE_DAYS,
    daysSinceLastDrive,
  };
}
