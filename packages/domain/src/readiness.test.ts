import { describe, expect, it } from 'vitest';
import { driveTotals, type DriveFacts } from './drive-totals.js';
import { cardTemplate, statusKeyOf, SUB_MOMENT_KEYS, type Status } from './lessons.js';
import type { ProgressLesson } from './progress.js';
import {
  KURSPLAN_MOMENTS,
  kursplanMomentOf,
  readiness,
  readinessReasonText,
  readinessStepText,
  RECOMMENDED_HOURS,
} from './readiness.js';
import { SELF_ASSESSMENT_STATEMENTS, selfAssessmentSummary } from './self-assessment.js';

const TODAY = '2026-12-07';

/** A manual card with every sub-moment at `status`, approved by the supervisor where Godkänd. */
function card(status: Status, change: (lesson: ProgressLesson) => void = () => {}) {
  return cardTemplate(false).map((template) => {
    const lesson = { number: template.number, isDone: false } as ProgressLesson;
    const approved: ProgressLesson['approvedBySupervisor'] = [];
    for (const key of SUB_MOMENT_KEYS) {
      const heading = template.headings[key];
      Object.assign(lesson, { [key]: heading ?? '', [statusKeyOf(key)]: heading ? status : '' });
      if (heading && status === 'Godkänd') (approved as string[]).push(statusKeyOf(key));
    }
    lesson.approvedBySupervisor = approved;
    change(lesson);
    return lesson;
  });
}

function drive(changes: Partial<DriveFacts>): DriveFacts {
  return {
    date: '2026-12-01',
    minutes: 60,
    km: null,
    conditions: [],
    roads: [],
    traffic: null,
    lessons: [],
    supervisedBy: { kind: 'supervisor' },
    confirmed: null,
    ...changes,
  } as DriveFacts;
}

const ALL_REQUIRED_DRIVES = [
  drive({ conditions: ['dark'], roads: ['urban'], minutes: 90 }),
  drive({ roads: ['rural', 'motorway'], minutes: 120 }),
];
const allTrue = selfAssessmentSummary(
  SELF_ASSESSMENT_STATEMENTS.map((s) => ({ statement: s.id, answer: 'yes', note: '' })),
);
const none = selfAssessmentSummary([]);

describe('readiness for the driving test (issue 39)', () => {
  it('"Redo att boka": every sub-moment approved, dark, town and country driven, self-assessment all true', () => {
    const ready = readiness({
      lessons: card('Godkänd'),
      totals: driveTotals(ALL_REQUIRED_DRIVES, TODAY),
      selfAssessment: allTrue,
    });
    expect(ready.verdict).toBe('ready');
    expect(ready.reasons.map(readinessReasonText)).toEqual([
      '70 av 70 moment på kortet är godkända av handledaren.',
      `Körtid: 3 h 30 min av riktmärket omkring ${RECOMMENDED_HOURS} timmar.`,
    ]);
    // Only what is recommended, not required, is left to practise.
    expect(ready.next.map(readinessStepText)).toEqual([
      'Kör i regn',
      'Kör på snö, is eller halt väglag',
      'Kör i dimma',
    ]);
  });

  it('"Snart" with the reasons that hold it back: a drive in the dark, the self-assessment, approvals', () => {
    let left = 0;
    const lessons = card('Godkänd', (lesson) => {
      // Lesson 13's first three sub-moments shown but not approved yet.
      if (lesson.number !== 13) return;
      for (const key of ['statA', 'statB', 'statC'] as const) {
        lesson[key] = 'Visad kunskap';
        lesson.approvedBySupervisor = lesson.approvedBySupervisor!.filter((k) => k !== key);
        left += 1;
      }
    });
    const soon = readiness({
      lessons,
      totals: driveTotals([drive({ roads: ['urban', 'rural'], minutes: 30 })], TODAY),
      selfAssessment: selfAssessmentSummary([
        { statement: 'phone', answer: 'no', note: 'Ibland vid rött' },
      ]),
    });
    expect(left).toBe(3);
    expect(soon.verdict).toBe('soon');
    expect(soon.reasons.map(readinessReasonText)).toEqual([
      '67 av 70 moment på kortet är godkända av handledaren.',
      'Ni har inte kört i mörker än.',
      `Självskattningen: 1 av ${SELF_ASSESSMENT_STATEMENTS.length} påståenden är besvarade.`,
      'Körtid: 30 min av riktmärket omkring 120 timmar.',
    ]);
    expect(soon.next.map(readinessStepText)).toEqual([
      'Kör i mörker',
      'Lektion 13: Användning av hel- och halvljus (Visad kunskap)',
      `Fyll i självskattningen (${SELF_ASSESSMENT_STATEMENTS.length - 1} kvar)`,
    ]);
  });

  it('"Inte än" while sub-moments are not begun; what to practise mixes lessons, drives and the rest', () => {
    const notYet = readiness({
      lessons: card('', (lesson) => {
        if (lesson.number <= 2) {
          for (const key of ['statA', 'statB'] as const) lesson[key] = 'Började';
        }
      }),
      totals: driveTotals([], TODAY),
      selfAssessment: none,
    });
    expect(notYet.verdict).toBe('notYet');
    expect(notYet.reasons.map((r) => r.kind)).toEqual([
      'approved',
      'notStarted',
      'neverDriven',
      'neverDriven',
      'neverDriven',
      'selfAssessment',
      'hours',
    ]);
    expect(readinessReasonText(notYet.reasons[1]!)).toBe('66 moment är inte påbörjade.');
    expect(notYet.next.map(readinessStepText)).toEqual([
      'Lektion 1: Bromsar och parkeringsbroms (inte påbörjat)',
      'Kör i mörker',
      'Lektion 2: Inställning av förarstolen (Började)',
    ]);
    // With nothing but lessons left, three lessons.
    const onlyLessons = readiness({
      lessons: card(''),
      totals: driveTotals(
        ALL_REQUIRED_DRIVES.concat(
          drive({ conditions: ['rain', 'snow-ice', 'fog'], roads: ['gravel'] }),
        ),
        TODAY,
      ),
      selfAssessment: allTrue,
    });
    expect(onlyLessons.next.map(readinessStepText)).toEqual([
      'Lektion 1: Däck och hjul (inte påbörjat)',
      'Lektion 2: Inställning av förarstolen (inte påbörjat)',
      'Lektion 3: Koppling och kopplingspunkt (inte påbörjat)',
    ]);
  });

  it('"Snart" needs every sub-moment begun, and "Redo" the supervisor’s approvals, not the learner’s own', () => {
    const learnersOwn = card('Godkänd', (lesson) => {
      lesson.approvedBySupervisor = [];
    });
    const result = readiness({
      lessons: learnersOwn,
      totals: driveTotals(ALL_REQUIRED_DRIVES, TODAY),
      selfAssessment: allTrue,
    });
    expect(result.verdict).toBe('notYet');
    expect(result.moments.map((m) => [m.approved, m.selfAssessed])).toEqual([
      [0, 34],
      [0, 27],
      [0, 8],
      [0, 1],
    ]);

    const oneUnbegun = card('Godkänd', (lesson) => {
      if (lesson.number === 14) lesson.statE = '';
    });
    expect(
      readiness({
        lessons: oneUnbegun,
        totals: driveTotals(ALL_REQUIRED_DRIVES, TODAY),
        selfAssessment: allTrue,
      }).verdict,
    ).toBe('notYet');
  });

  it('counts each sub-moment under the kursplan moment its goal names, and moment 4 with the self-assessment', () => {
    const result = readiness({
      lessons: card('Började'),
      totals: driveTotals([], TODAY),
      selfAssessment: selfAssessmentSummary([{ statement: 'phone', answer: 'yes', note: '' }]),
    });
    // Lessons 13 and 14's catE and lesson 16's catC are moment 1; lesson 16's catD moment 4.
    expect(result.moments.map((m) => [m.moment, m.total, m.begun])).toEqual([
      [1, 34, 34],
      [2, 27, 27],
      [3, 8, 8],
      [4, 1, 1],
    ]);
    expect(result.selfAssessment.answered).toBe(1);
    expect(result.selfAssessment.total).toBe(SELF_ASSESSMENT_STATEMENTS.length);
    expect(kursplanMomentOf(16, 'catD')).toBe(4);
    expect(kursplanMomentOf(16, 'catA')).toBe(2);
    expect(kursplanMomentOf(13, 'catA')).toBe(3);
    expect(kursplanMomentOf(13, 'catE')).toBe(1);
    expect(KURSPLAN_MOMENTS.flatMap((m) => m.lessons).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16,
    ]);
  });

  it('shows the hours of each condition and road, required ones marked', () => {
    const result = readiness({
      lessons: card('Godkänd'),
      totals: driveTotals(ALL_REQUIRED_DRIVES, TODAY),
      selfAssessment: allTrue,
    });
    expect(result.driving.find((d) => d.id === 'dark')).toEqual({
      kind: 'condition',
      id: 'dark',
      required: true,
      minutes: 90,
      drives: 1,
    });
    expect(result.driving.find((d) => d.id === 'motorway')).toMatchObject({
      required: false,
      minutes: 120,
    });
    expect(result.minutes).toBe(210);
  });
});
