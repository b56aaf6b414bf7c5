/**
 * Plausibility of a drive (issue 34): what makes a drive in the log look wrong, for the learner
 * and for whoever confirms it. A flagged drive is still saved; it shows its flags until someone
 * explains it (the drive's `explanation`), and then shows them as explained.
 *
 * - `overlap`: it overlaps another drive of the same learner – their times [start, start +
 *   minutes) intersect on the wall clock; a drive across midnight runs on into the next day.
 * - `future`: it ends later than `now` (with a few minutes' tolerance for clocks and rounding),
 *   in Swedish time. The server judges a stored drive against when it was logged, so the flag
 *   stays on a drive logged before it was over.
 * - `long`: it lasts longer than 4 hours.
 * - `speed`: its distance and time give an average speed no car keeps (over 120 km/h); only
 *   when the distance is given.
 *
 * Pure: `now` is passed in, so server, browser and tests agree.
 */
import { swedishInstant } from './daylight.js';

export const DRIVE_FLAGS = ['overlap', 'future', 'long', 'speed'] as const;
export type DriveFlag = (typeof DRIVE_FLAGS)[number];

/** A drive longer than this many minutes is flagged `long`. */
export const DRIVE_LONG_MINUTES = 240;
/** An average speed above this (km/h) is flagged `speed`. */
export const DRIVE_MAX_AVERAGE_KMH = 120;
/** How far past `now` a drive may end before it is flagged `future` (clocks, rounding). */
export const DRIVE_FUTURE_TOLERANCE_MINUTES = 5;
/** The most characters of a drive's explanation. */
export const DRIVE_EXPLANATION_MAX = 500;

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

/** When a drive was and how long: what overlaps are found from. */
export interface DriveTimes {
  id: string;
  /** 'YYYY-MM-DD', Swedish date. */
  date: string;
  /** 'HH:MM', Swedish wall-clock time. */
  startTime: string;
  minutes: number;
}

/** What the flags of a drive are judged from. */
export interface PlausibilityDrive extends DriveTimes {
  km: number | null;
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date; null when it is not one. */
function dayNumber(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const ms = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(ms) ? null : Math.round(ms / (DAY_MINUTES * MINUTE_MS));
}

/** Minutes after midnight of an 'HH:MM' time; null when it is not one. */
function minuteOfDay(time: string): number | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}

/** The drive's wall-clock minutes [start, end) counted from 1970-01-01 00:00; null if unreadable. */
function span(drive: DriveTimes): { start: number; end: number } | null {
  const day = dayNumber(drive.date);
  const minute = minuteOfDay(drive.startTime);
  if (day === null || minute === null || !(drive.minutes > 0)) return null;
  const start = day * DAY_MINUTES + minute;
  return { start, end: start + drive.minutes };
}

/** Whether two drives' times intersect (touching ends do not: one ends as the other starts). */
export function drivesOverlap(a: DriveTimes, b: DriveTimes): boolean {
  const [x, y] = [span(a), span(b)];
  return x !== null && y !== null && x.start < y.end && y.start < x.end;
}

/** The instant (epoch ms) the drive ends, from its Swedish date and start time. */
export function driveEndsAt(drive: DriveTimes): number | null {
  const start = swedishInstant(drive.date, drive.startTime);
  return start === null ? null : start + drive.minutes * MINUTE_MS;
}

/** The average speed in km/h, when the distance is given and the drive took time. */
export function averageSpeed(drive: Pick<PlausibilityDrive, 'km' | 'minutes'>): number | null {
  if (drive.km === null || !(drive.minutes > 0)) return null;
  return drive.km / (drive.minutes / 60);
}

/**
 * The flags of a drive, in the order of DRIVE_FLAGS: judged against the learner's other drives
 * (the drive itself, by id, among them is skipped) and `now` (epoch ms).
 */
export function drivePlausibility(
  drive: PlausibilityDrive,
  otherDrives: readonly DriveTimes[],
  now: number,
): DriveFlag[] {
  const flags: DriveFlag[] = [];
  if (otherDrives.some((other) => other.id !== drive.id && drivesOverlap(drive, other))) {
    flags.push('overlap');
  }
  const end = driveEndsAt(drive);
  if (end !== null && end > now + DRIVE_FUTURE_TOLERANCE_MINUTES * MINUTE_MS) flags.push('future');
  if (drive.minutes > DRIVE_LONG_MINUTES) flags.push('long');
  const speed = averageSpeed(drive);
  if (speed !== null && speed > DRIVE_MAX_AVERAGE_KMH) flags.push('speed');
  return flags;
}

/**
 * The flags of each of `drives` (by id), judged against `allDrives` (the learner's drives, or at
 * least those of the days around them) and `nowOf` each drive. Only the drives of the day before,
 * the same day and the day after are compared (no drive lasts a day), so a long log stays fast.
 */
export function drivesPlausibility<T extends PlausibilityDrive>(
  drives: readonly T[],
  allDrives: readonly DriveTimes[],
  nowOf: (drive: T) => number,
): Map<string, DriveFlag[]> {
  const byDay = new Map<number, DriveTimes[]>();
  for (const other of allDrives) {
    const day = dayNumber(other.date);
    if (day === null) continue;
    const list = byDay.get(day);
    if (list) list.push(other);
    else byDay.set(day, [other]);
  }
  const flags = new Map<string, DriveFlag[]>();
  for (const drive of drives) {
    const day = dayNumber(drive.date);
    const near = day === null ? [] : [day - 1, day, day + 1].flatMap((d) => byDay.get(d) ?? []);
    flags.set(drive.id, drivePlausibility(drive, near, nowOf(drive)));
  }
  return flags;
}

/** The dates a drive on `date` may overlap drives of: the day before to the day after. */
export function overlapWindow(dates: readonly string[]): { from: string; to: string } | null {
  const days = dates.map(dayNumber).filter((d): d is number => d !== null);
  if (days.length === 0) return null;
  const iso = (day: number) => new Date(day * DAY_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
  return { from: iso(Math.min(...days) - 1), to: iso(Math.max(...days) + 1) };
}

/**
 * A flag in words, as the drive log, the CSV and the PDF show it. `future` is said as what it
 * means of a stored drive (it was logged before it was over); `saving` says it of a drive in the
 * form, not yet saved.
 */
export function driveFlagText(
  flag: DriveFlag,
  drive: Pick<PlausibilityDrive, 'km' | 'minutes'>,
  moment: 'saved' | 'saving' = 'saved',
): string {
  switch (flag) {
    case 'overlap':
      return 'Överlappar en annan körning';
    case 'future':
      return moment === 'saving' ? 'Slutar i framtiden' : 'Loggades innan körningen var slut';
    case 'long':
      return `Längre än ${DRIVE_LONG_MINUTES / 60} timmar`;
    case 'speed':
      return `Orimlig medelhastighet (${Math.round(averageSpeed(drive) ?? 0)} km/h)`;
  }
}

/** The flags in words, one line: "Längre än 4 timmar · Överlappar en annan körning". */
export function driveFlagsText(
  flags: readonly DriveFlag[],
  drive: Pick<PlausibilityDrive, 'km' | 'minutes'>,
  moment: 'saved' | 'saving' = 'saved',
): string {
  return flags.map((flag) => driveFlagText(flag, drive, moment)).join(' · ');
}
