/**
 * A coach for the supervisor (issue 36): the next practice session to suggest, from what the
 * card and the drive log show is not practised yet. Pure and data only – the web's copy
 * (apps/web/src/copy/next-session.ts) turns it into "Nästa pass: 45 minuter. …".
 *
 * The rules, in order:
 * 1. The card comes first, in its own order: the first lesson (by number) that is neither
 *    ticked done nor has every sub-moment approved is the lesson of the session, with its first
 *    one or two sub-moments not approved yet. So the basics (lessons 1–7) always come before
 *    the traffic, however far a later lesson has come. The session is driven where that lesson
 *    is practised (LESSON_SETTINGS), and the drive log says whether the learner has driven
 *    there before.
 * 2. Every lesson finished: the first of the conditions and road types a learner needs
 *    (NEEDED_ENVIRONMENTS, in the card's order) that the drive log has none of, else the first
 *    it has little of (fewer than FEW_DRIVES drives), as a repetition of its lesson.
 * 3. Everything finished and covered: a mixed drive like the driving test (lesson 16).
 */
import type { DriveCondition, DriveRoad, DriveTraffic } from './drives.js';
import type { DriveTally, DriveTotals } from './drive-totals.js';
import {
  LESSONS,
  SUB_MOMENT_KEYS,
  statusKeyOf,
  type LessonNumber,
  type Status,
  type StatusKey,
  type SubMomentKey,
} from './lessons.js';
import { isLessonNumber, subMomentsOf, type ProgressLesson } from './progress.js';

/** A condition or road type a session can seek (their values never clash). */
export type SessionEnvironment = DriveRoad | DriveCondition;

/** Where a session is driven: a calm place away from traffic, a road type, or a mix of them all. */
export type SessionPlace = 'calm-place' | DriveRoad | 'mixed';

/** Where and in what to drive: the place, and the light or weather and the traffic to seek. */
export interface SessionSetting {
  place: SessionPlace;
  /** Null: any light and weather will do. */
  condition: DriveCondition | null;
  /** Null: any traffic will do. */
  traffic: DriveTraffic | null;
}

const calmPlace: SessionSetting = { place: 'calm-place', condition: null, traffic: null };

/** Where each lesson of the catalogue is practised. */
export const LESSON_SETTINGS: Readonly<Record<LessonNumber, SessionSetting>> = {
  1: calmPlace,
  2: calmPlace,
  3: calmPlace,
  4: calmPlace,
  5: calmPlace,
  6: calmPlace,
  7: calmPlace,
  8: { place: 'urban', condition: null, traffic: 'calm' },
  9: { place: 'rural', condition: null, traffic: 'calm' },
  10: { place: 'urban', condition: null, traffic: 'dense' },
  11: { place: 'rural', condition: null, traffic: null },
  12: { place: 'motorway', condition: null, traffic: null },
  13: { place: 'rural', condition: 'dark', traffic: null },
  14: { place: 'calm-place', condition: 'snow-ice', traffic: null },
  15: { place: 'urban', condition: null, traffic: 'calm' },
  16: { place: 'mixed', condition: null, traffic: null },
};

/** How long a session is, by where it is driven: short at first, longer on faster roads. */
export const SESSION_MINUTES: Readonly<Record<SessionPlace, number>> = {
  'calm-place': 30,
  urban: 45,
  rural: 45,
  gravel: 45,
  motorway: 60,
  mixed: 60,
};

/**
 * The conditions and road types every learner needs to have driven in, in the card's order,
 * each with the lesson that teaches it and where to seek it. Dusk, fog and gravel roads are
 * good to have met but no lesson asks for them, and fog cannot be planned.
 */
export const NEEDED_ENVIRONMENTS: readonly {
  environment: SessionEnvironment;
  lesson: LessonNumber;
  setting: SessionSetting;
}[] = [
  { environment: 'urban', lesson: 10, setting: LESSON_SETTINGS[10] },
  { environment: 'rural', lesson: 11, setting: LESSON_SETTINGS[11] },
  { environment: 'motorway', lesson: 12, setting: LESSON_SETTINGS[12] },
  { environment: 'dark', lesson: 13, setting: LESSON_SETTINGS[13] },
  { environment: 'snow-ice', lesson: 14, setting: LESSON_SETTINGS[14] },
  {
    environment: 'rain',
    lesson: 14,
    setting: { place: 'rural', condition: 'rain', traffic: null },
  },
];

/** A condition or road type with fewer drives than this counts as "little" in the log. */
export const FEW_DRIVES = 2;

/** The most sub-moments one session takes on. */
export const MOMENTS_PER_SESSION = 2;

/** What of the drive log the suggestion reads (driveTotals, or mergeDriveTotals of the pages). */
export type NextSessionLog = Pick<DriveTotals, 'all' | 'byCondition' | 'byRoad'>;

/** A sub-moment to practise: its key on the lesson, its heading and its status now. */
export interface NextSessionMoment {
  key: SubMomentKey;
  heading: string;
  status: Status;
}

/** What the card shows about the session's lesson. */
export type CardFinding =
  | {
      kind: 'not-started';
      lesson: LessonNumber;
      /** A later lesson has begun: this one comes first all the same. */
      laterBegun: boolean;
    }
  | {
      kind: 'in-progress';
      lesson: LessonNumber;
      approved: number;
      total: number;
      laterBegun: boolean;
    }
  | { kind: 'all-approved' };

/** What the drive log shows about where the session is driven; null when it adds nothing. */
export type LogFinding =
  | { kind: 'no-drives' }
  | { kind: 'never'; environment: SessionEnvironment }
  | { kind: 'little'; environment: SessionEnvironment; drives: number }
  | { kind: 'all-covered' };

export interface NextSession {
  /**
   * `lesson`: practise the card's next lesson; `environment`: every lesson is finished, seek
   * a condition or road type the log lacks; `mixed`: a mixed repetition like the driving test.
   */
  kind: 'lesson' | 'environment' | 'mixed';
  /**
   * The lesson to practise or repeat, by its catalogue number (a screen names it by its position
   * on the card, one less from lesson 4 on a manual card); null when the card does not have it.
   */
  lesson: LessonNumber | null;
  /** One or two of its sub-moments, in the lesson's order (none when the card lacks them). */
  moments: NextSessionMoment[];
  setting: SessionSetting;
  minutes: number;
  /** Why, from the card. */
  card: CardFinding;
  /** Why, from the drive log; null when the log adds nothing or is not known. */
  log: LogFinding | null;
}

/** The lessons of a card as the suggestion reads them: the progress fields. */
export type NextSessionLesson = ProgressLesson;

/** The tally of a condition or road type in the log. */
function tallyOf(log: NextSessionLog, environment: SessionEnvironment): DriveTally | undefined {
  return (
    (log.byRoad as Partial<Record<string, DriveTally>>)[environment] ??
    (log.byCondition as Partial<Record<string, DriveTally>>)[environment]
  );
}

/** The condition or road type a setting seeks, if any (the condition, else a road type). */
export function environmentOf(setting: SessionSetting): SessionEnvironment | null {
  if (setting.condition !== null) return setting.condition;
  return setting.place === 'calm-place' || setting.place === 'mixed' ? null : setting.place;
}

/** What the log says of one condition or road type: none, little, or enough (null). */
function logFindingOf(log: NextSessionLog, environment: SessionEnvironment): LogFinding | null {
  const drives = tallyOf(log, environment)?.drives ?? 0;
  if (drives === 0) return { kind: 'never', environment };
  if (drives < FEW_DRIVES) return { kind: 'little', environment, drives };
  return null;
}

/** A lesson is finished when it is ticked done, or every sub-moment it has is approved. */
function isFinished(lesson: NextSessionLesson): boolean {
  if (lesson.isDone) return true;
  const moments = subMomentsOf(lesson);
  return moments.length > 0 && moments.every((moment) => moment.status === 'Godkänd');
}

function isBegun(lesson: NextSessionLesson): boolean {
  return subMomentsOf(lesson).some((moment) => moment.status !== '');
}

function momentsOf(lesson: NextSessionLesson, notApprovedOnly: boolean): NextSessionMoment[] {
  return subMomentsOf(lesson)
    .filter((moment) => !notApprovedOnly || moment.status !== 'Godkänd')
    .slice(0, MOMENTS_PER_SESSION)
    .map(({ key, heading, status }) => ({ key, heading, status }));
}

/** Lesson 1 of the catalogue, not started: what a card with no lessons at all starts with. */
function catalogueFirstLesson(): NextSessionLesson {
  const statuses = Object.fromEntries(
    SUB_MOMENT_KEYS.map((key) => [statusKeyOf(key), '']),
  ) as Record<StatusKey, Status>;
  const headings: Partial<Record<SubMomentKey, string>> = Object.fromEntries(
    LESSONS[1].subMoments.map((moment) => [moment.key, moment.manual]),
  );
  return { number: 1, isDone: false, ...statuses, ...headings };
}

/** The card's lessons in the card's order (by number), lessons of no known number left out. */
function inCardOrder(lessons: readonly NextSessionLesson[]): NextSessionLesson[] {
  return lessons
    .filter((lesson) => isLessonNumber(lesson.number))
    .map((lesson, at) => ({ lesson, at }))
    .sort((a, b) => a.lesson.number - b.lesson.number || a.at - b.at)
    .map(({ lesson }) => lesson);
}

/**
 * The next session to suggest for one card: its lessons with their statuses, and the totals of
 * the student's drive log (null while the log is not known: then only the card decides).
 */
export function suggestNextSession(
  cardLessons: readonly NextSessionLesson[],
  log: NextSessionLog | null,
): NextSession {
  const given = inCardOrder(cardLessons);
  const lessons = given.length > 0 ? given : [catalogueFirstLesson()];
  const noDrives = log !== null && log.all.drives === 0;

  const next = lessons.findIndex((lesson) => !isFinished(lesson));
  const open = lessons[next];
  if (open) {
    const number = open.number as LessonNumber;
    const setting = LESSON_SETTINGS[number];
    const environment = environmentOf(setting);
    const moments = subMomentsOf(open);
    const approved = moments.filter((moment) => moment.status === 'Godkänd').length;
    const laterBegun = lessons.slice(next + 1).some(isBegun);
    const fromLog = log === null ? null : environment ? logFindingOf(log, environment) : null;
    return {
      kind: 'lesson',
      lesson: number,
      moments: momentsOf(open, true),
      setting,
      minutes: SESSION_MINUTES[setting.place],
      card: isBegun(open)
        ? { kind: 'in-progress', lesson: number, approved, total: moments.length, laterBegun }
        : { kind: 'not-started', lesson: number, laterBegun },
      log: fromLog ?? (noDrives ? { kind: 'no-drives' } : null),
    };
  }

  const onCard = (number: LessonNumber) => lessons.find((lesson) => lesson.number === number);
  if (log !== null) {
    const findings = NEEDED_ENVIRONMENTS.map((needed) => ({
      needed,
      finding: logFindingOf(log, needed.environment),
    }));
    const gap =
      findings.find((f) => f.finding?.kind === 'never') ??
      findings.find((f) => f.finding?.kind === 'little');
    if (gap?.finding) {
      const lesson = onCard(gap.needed.lesson);
      return {
        kind: 'environment',
        lesson: lesson ? gap.needed.lesson : null,
        moments: lesson ? momentsOf(lesson, false) : [],
        setting: gap.needed.setting,
        minutes: SESSION_MINUTES[gap.needed.setting.place],
        card: { kind: 'all-approved' },
        log: gap.finding,
      };
    }
  }

  const test = onCard(16);
  return {
    kind: 'mixed',
    lesson: test ? 16 : null,
    moments: test ? momentsOf(test, false) : [],
    setting: LESSON_SETTINGS[16],
    minutes: SESSION_MINUTES.mixed,
    card: { kind: 'all-approved' },
    log: log === null ? null : { kind: 'all-covered' },
  };
}
