import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { driveTotals, type DriveFacts } from './drive-totals.js';
import { DRIVE_CONDITIONS, DRIVE_ROADS, type DriveCondition, type DriveRoad } from './drives.js';
import { cardTemplate, STATUSES, type Status, type StatusKey } from './lessons.js';
import {
  FEW_DRIVES,
  LESSON_SETTINGS,
  MOMENTS_PER_SESSION,
  NEEDED_ENVIRONMENTS,
  SESSION_MINUTES,
  suggestNextSession,
  type NextSessionLesson,
} from './next-session.js';
import { subMomentsOf } from './progress.js';

const TODAY = '2026-03-01';

const EMPTY_STATUSES: Record<StatusKey, ''> = {
  statA: '',
  statB: '',
  statC: '',
  statD: '',
  statE: '',
  statF: '',
  statG: '',
  statH: '',
  statI: '',
};

/** A new card from the real template: every status empty, no lesson done. */
function card(autotransmission = false): NextSessionLesson[] {
  return cardTemplate(autotransmission).map((lesson) => ({
    number: lesson.number,
    isDone: false,
    ...lesson.headings,
    ...EMPTY_STATUSES,
  }));
}

/** The lesson with every sub-moment given `status` (Godkänd: the lesson is finished). */
function withAll(lesson: NextSessionLesson, status: Status): NextSessionLesson {
  const changed = { ...lesson };
  for (const moment of subMomentsOf(lesson)) changed[moment.statusKey] = status;
  return changed;
}

/** Lessons numbered below `number` finished (every sub-moment approved), the rest as they are. */
function finishedBefore(lessons: NextSessionLesson[], number: number): NextSessionLesson[] {
  return lessons.map((lesson) => (lesson.number < number ? withAll(lesson, 'Godkänd') : lesson));
}

const everyLessonApproved = () => card().map((lesson) => withAll(lesson, 'Godkänd'));

/** One lesson of the card, changed. */
function change(
  lessons: NextSessionLesson[],
  number: number,
  changed: (lesson: NextSessionLesson) => NextSessionLesson,
): NextSessionLesson[] {
  return lessons.map((lesson) => (lesson.number === number ? changed(lesson) : lesson));
}

function drive(facts: Partial<DriveFacts> = {}): DriveFacts {
  return {
    date: '2026-02-01',
    minutes: 45,
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

/** The totals of a log with `times` drives in each of the given conditions and road types. */
function log(
  seen: { roads?: DriveRoad[]; conditions?: DriveCondition[] } = {},
  times = FEW_DRIVES,
) {
  const drives = Array.from({ length: times }, () =>
    drive({ roads: seen.roads ?? [], conditions: seen.conditions ?? [] }),
  );
  return driveTotals(drives, TODAY);
}

/** A log where everything a learner needs has been driven often enough. */
const coveredLog = () =>
  log({ roads: [...DRIVE_ROADS], conditions: [...DRIVE_CONDITIONS] }, FEW_DRIVES);

describe('suggestNextSession: the card comes first, in its order', () => {
  it('starts a new card with lesson 1 at a calm place, its first two sub-moments', () => {
    expect(suggestNextSession(card(), driveTotals([], TODAY))).toEqual({
      kind: 'lesson',
      lesson: 1,
      moments: [
        { key: 'catA', heading: 'Däck och hjul', status: '' },
        { key: 'catB', heading: 'Lampor och reflexer', status: '' },
      ],
      setting: { place: 'calm-place', condition: null, traffic: null },
      minutes: 30,
      card: { kind: 'not-started', lesson: 1, laterBegun: false },
      log: { kind: 'no-drives' },
    });
  });

  it('starts with lesson 1 of the catalogue when the card has no lessons at all', () => {
    const session = suggestNextSession([], null);
    expect(session.lesson).toBe(1);
    expect(session.moments.map((m) => m.heading)).toEqual(['Däck och hjul', 'Lampor och reflexer']);
    expect(session.log).toBeNull();
  });

  it('lets the card decide alone while the drive log is not known', () => {
    const session = suggestNextSession(card(), null);
    expect(session).toMatchObject({ kind: 'lesson', lesson: 1, log: null });
  });

  it('skips approved sub-moments and says how far the lesson has come', () => {
    let lessons = change(card(), 1, (l) => ({ ...l, statA: 'Godkänd', statB: 'Började' }));
    lessons = change(lessons, 1, (l) => ({ ...l, statC: 'Godkänd' }));
    const session = suggestNextSession(lessons, log({ roads: ['urban'] }));
    expect(session.moments).toEqual([
      { key: 'catB', heading: 'Lampor och reflexer', status: 'Började' },
      { key: 'catD', heading: 'Vätskor under motorhuven', status: '' },
    ]);
    expect(session.card).toEqual({
      kind: 'in-progress',
      lesson: 1,
      approved: 2,
      total: 5,
      laterBegun: false,
    });
    // A calm place seeks no condition or road type: the log adds nothing.
    expect(session.log).toBeNull();
  });

  it('suggests the one sub-moment left when only one is', () => {
    const lessons = change(card(), 1, (l) => ({
      ...withAll(l, 'Godkänd'),
      statE: 'Visad kunskap',
    }));
    const session = suggestNextSession(lessons, null);
    expect(session.moments).toEqual([
      { key: 'catE', heading: 'Instrument och varningslampor', status: 'Visad kunskap' },
    ]);
  });

  it('counts a lesson ticked done as finished, whatever its statuses', () => {
    const lessons = card().map((l) => (l.number <= 7 ? { ...l, isDone: true } : l));
    const session = suggestNextSession(lessons, log({ roads: ['rural'] }));
    expect(session).toMatchObject({
      kind: 'lesson',
      lesson: 8,
      setting: { place: 'urban', condition: null, traffic: 'calm' },
      minutes: 45,
      card: { kind: 'not-started', lesson: 8 },
      log: { kind: 'never', environment: 'urban' },
    });
  });

  it('keeps the basics first: a later lesson begun, or a condition never driven, does not jump ahead', () => {
    let lessons = finishedBefore(card(), 5);
    lessons = change(lessons, 10, (l) => ({ ...l, statA: 'Började' }));
    lessons = change(lessons, 13, (l) => ({ ...l, statB: 'Visad kunskap' }));
    const session = suggestNextSession(lessons, log({ roads: ['urban'] }));
    expect(session.lesson).toBe(5);
    expect(session.card).toEqual({ kind: 'not-started', lesson: 5, laterBegun: true });
    expect(session.setting.place).toBe('calm-place');
  });

  it('reads the lessons in the card’s order, whatever order they come in', () => {
    const lessons = finishedBefore(card(), 9).reverse();
    expect(suggestNextSession(lessons, null).lesson).toBe(9);
  });

  it('uses the automatic card’s own lesson 4 and its headings', () => {
    const lessons = finishedBefore(card(true), 4);
    const session = suggestNextSession(lessons, null);
    expect(session.lesson).toBe(4);
    expect(session.moments[0]?.heading).toBe('Växelväljarens lägen (P, R, N, D)');
  });

  it('sends the dark lesson out after sunset, and says the log has no dark drive yet', () => {
    const lessons = finishedBefore(card(), 13);
    const session = suggestNextSession(lessons, log({ roads: ['urban', 'rural', 'motorway'] }));
    expect(session).toMatchObject({
      kind: 'lesson',
      lesson: 13,
      setting: { place: 'rural', condition: 'dark', traffic: null },
      minutes: 45,
      log: { kind: 'never', environment: 'dark' },
    });
    expect(session.moments.map((m) => m.heading)).toEqual([
      'Användning av hel- och halvljus',
      'Bländning och avbländning',
    ]);
  });

  it('says when the log has little of where the lesson is driven, and nothing when it has enough', () => {
    const lessons = finishedBefore(card(), 12);
    expect(suggestNextSession(lessons, log({ roads: ['motorway'] }, 1)).log).toEqual({
      kind: 'little',
      environment: 'motorway',
      drives: 1,
    });
    expect(suggestNextSession(lessons, log({ roads: ['motorway'] }, FEW_DRIVES)).log).toBeNull();
  });
});

describe('suggestNextSession: every lesson finished', () => {
  it('suggests the one condition the log is missing, as a repetition of its lesson', () => {
    const seen = log({ roads: [...DRIVE_ROADS], conditions: ['rain', 'snow-ice', 'fog'] });
    const session = suggestNextSession(everyLessonApproved(), seen);
    expect(session).toEqual({
      kind: 'environment',
      lesson: 13,
      moments: [
        { key: 'catA', heading: 'Användning av hel- och halvljus', status: 'Godkänd' },
        { key: 'catB', heading: 'Bländning och avbländning', status: 'Godkänd' },
      ],
      setting: { place: 'rural', condition: 'dark', traffic: null },
      minutes: 45,
      card: { kind: 'all-approved' },
      log: { kind: 'never', environment: 'dark' },
    });
  });

  it('takes what was never driven before what was driven little, then the card’s order', () => {
    const seen = driveTotals(
      [
        drive({ roads: ['urban', 'rural'], conditions: ['dark', 'rain', 'snow-ice'] }),
        drive({ roads: ['rural'], conditions: ['dark', 'rain', 'snow-ice'] }),
      ],
      TODAY,
    );
    // Urban once (little), motorway never: motorway first.
    expect(suggestNextSession(everyLessonApproved(), seen)).toMatchObject({
      kind: 'environment',
      lesson: 12,
      setting: { place: 'motorway' },
      minutes: 60,
      log: { kind: 'never', environment: 'motorway' },
    });
    const withMotorway = driveTotals(
      [
        drive({ roads: ['urban', 'rural', 'motorway'], conditions: ['dark', 'rain', 'snow-ice'] }),
        drive({ roads: ['rural', 'motorway'], conditions: ['dark', 'rain', 'snow-ice'] }),
      ],
      TODAY,
    );
    expect(suggestNextSession(everyLessonApproved(), withMotorway)).toMatchObject({
      kind: 'environment',
      lesson: 10,
      setting: { place: 'urban', traffic: 'dense' },
      log: { kind: 'little', environment: 'urban', drives: 1 },
    });
  });

  it('asks for rain on a rural road once everything else is covered', () => {
    const seen = log({ roads: [...DRIVE_ROADS], conditions: ['dark', 'snow-ice'] });
    expect(suggestNextSession(everyLessonApproved(), seen)).toMatchObject({
      kind: 'environment',
      lesson: 14,
      setting: { place: 'rural', condition: 'rain' },
      log: { kind: 'never', environment: 'rain' },
    });
  });

  it('suggests a mixed repetition like the driving test when the log covers it all', () => {
    expect(suggestNextSession(everyLessonApproved(), coveredLog())).toEqual({
      kind: 'mixed',
      lesson: 16,
      moments: [
        { key: 'catA', heading: 'Självständig körning', status: 'Godkänd' },
        { key: 'catB', heading: 'Riskbedömning och marginaler', status: 'Godkänd' },
      ],
      setting: { place: 'mixed', condition: null, traffic: null },
      minutes: 60,
      card: { kind: 'all-approved' },
      log: { kind: 'all-covered' },
    });
  });

  it('does not need dusk, fog or gravel roads for the mixed repetition', () => {
    const seen = log({
      roads: ['urban', 'rural', 'motorway'],
      conditions: ['dark', 'rain', 'snow-ice'],
    });
    expect(suggestNextSession(everyLessonApproved(), seen).kind).toBe('mixed');
  });

  it('suggests the mixed repetition while the log is not known', () => {
    expect(suggestNextSession(everyLessonApproved(), null)).toMatchObject({
      kind: 'mixed',
      log: null,
    });
  });

  it('names no lesson when the card lacks the one that teaches it', () => {
    const lessons = everyLessonApproved().filter((l) => l.number !== 13 && l.number !== 16);
    const seen = log({ roads: [...DRIVE_ROADS] });
    expect(suggestNextSession(lessons, seen)).toMatchObject({
      kind: 'environment',
      lesson: null,
      moments: [],
      log: { kind: 'never', environment: 'dark' },
    });
    expect(suggestNextSession(lessons, coveredLog())).toMatchObject({
      kind: 'mixed',
      lesson: null,
      moments: [],
    });
  });
});

describe('suggestNextSession: properties', () => {
  /** A template card with random statuses, the first `finished` lessons wholly approved. */
  const cards = fc
    .record({
      automatic: fc.boolean(),
      finished: fc.integer({ min: 0, max: 15 }),
      lessons: fc.array(
        fc.record({
          isDone: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
          statuses: fc.array(fc.constantFrom(...STATUSES), { minLength: 9, maxLength: 9 }),
        }),
        { minLength: 15, maxLength: 15 },
      ),
    })
    .map(({ automatic, finished, lessons }) =>
      card(automatic).map((lesson, at) => {
        if (at < finished) return withAll(lesson, 'Godkänd');
        const random = lessons[at]!;
        const changed: NextSessionLesson = { ...lesson, isDone: random.isDone };
        subMomentsOf(lesson).forEach((moment, i) => {
          changed[moment.statusKey] = random.statuses[i] ?? '';
        });
        return changed;
      }),
    );

  const logs = fc.option(
    fc
      .array(
        fc.record({
          conditions: fc.subarray([...DRIVE_CONDITIONS]),
          roads: fc.subarray([...DRIVE_ROADS]),
        }),
        { maxLength: 12 },
      )
      .map((drives) =>
        driveTotals(
          drives.map((facts) => drive(facts)),
          TODAY,
        ),
      ),
    { nil: null },
  );

  /** A finished card: each lesson wholly approved, or ticked done with any statuses. */
  const finishedCards = fc
    .tuple(cards, fc.array(fc.boolean(), { minLength: 15, maxLength: 15 }))
    .map(([lessons, approved]) =>
      lessons.map((lesson, at) =>
        approved[at] ? withAll(lesson, 'Godkänd') : { ...lesson, isDone: true },
      ),
    );

  const finished = (lesson: NextSessionLesson) =>
    lesson.isDone || subMomentsOf(lesson).every((m) => m.status === 'Godkänd');

  it('practises the first unfinished lesson, every earlier one finished, with 1–2 of its unapproved sub-moments', () => {
    fc.assert(
      fc.property(cards, logs, (lessons, totals) => {
        const session = suggestNextSession(lessons, totals);
        const first = lessons.find((lesson) => !finished(lesson));
        if (!first) {
          expect(session.kind).not.toBe('lesson');
          return;
        }
        expect(session.kind).toBe('lesson');
        expect(session.lesson).toBe(first.number);
        expect(
          lessons.filter((l) => l.number < first.number).every((lesson) => finished(lesson)),
        ).toBe(true);
        expect(session.setting).toEqual(LESSON_SETTINGS[first.number as 1]);
        const open = subMomentsOf(first).filter((m) => m.status !== 'Godkänd');
        expect(session.moments.length).toBe(Math.min(open.length, MOMENTS_PER_SESSION));
        expect(session.moments.map((m) => m.key)).toEqual(
          open.slice(0, MOMENTS_PER_SESSION).map((m) => m.key),
        );
      }),
    );
  });

  it('once the card is finished, names the first gap of the log, or the mixed repetition when there is none', () => {
    fc.assert(
      fc.property(finishedCards, logs, (lessons, totals) => {
        const session = suggestNextSession(lessons, totals);
        expect(session.card).toEqual({ kind: 'all-approved' });
        const count = (env: string) =>
          totals
            ? ((totals.byRoad as Record<string, { drives: number }>)[env] ??
                (totals.byCondition as Record<string, { drives: number }>)[env])!.drives
            : 0;
        const never = NEEDED_ENVIRONMENTS.find((n) => count(n.environment) === 0);
        const little = NEEDED_ENVIRONMENTS.find((n) => count(n.environment) < FEW_DRIVES);
        const gap = totals === null ? undefined : (never ?? little);
        if (gap) {
          expect(session.kind).toBe('environment');
          expect(session.setting).toEqual(gap.setting);
          expect(session.log).toMatchObject({ environment: gap.environment });
        } else {
          expect(session.kind).toBe('mixed');
        }
      }),
      { numRuns: 300 },
    );
  });

  it('always plans a session as long as where it is driven asks for', () => {
    fc.assert(
      fc.property(cards, logs, (lessons, totals) => {
        const session = suggestNextSession(lessons, totals);
        expect(session.minutes).toBe(SESSION_MINUTES[session.setting.place]);
        expect(session.moments.length).toBeLessThanOrEqual(MOMENTS_PER_SESSION);
      }),
    );
  });
});
