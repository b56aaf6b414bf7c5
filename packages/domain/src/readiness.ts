/**
 * "Redo för körprovet?" (issue 39): from what a learner and supervisor have recorded – the
 * card's statuses, the drive log, the self-assessment – how ready the learner is, why, and what
 * to practise next. Pure and the same everywhere: both roles, the web and the server, see the
 * same verdict with the same reasons. Never a black box: every verdict comes with the rules it
 * was judged by (READINESS_RULES) and the reasons that decided it.
 */
import { durationText, type DriveCondition, type DriveRoad } from './drives.js';
import type { DriveTotals } from './drive-totals.js';
import type { LessonNumber, SubMomentKey } from './lessons.js';
import {
  approvedAsListed,
  cardProgress,
  subMomentsOf,
  type CardGroup,
  type ProgressLesson,
} from './progress.js';
import type { SelfAssessmentSummary } from './self-assessment.js';

/**
 * The four moments of the kursplan, and the card's lessons that practise each; a sub-moment
 * whose goal (content/criteria) is another moment counts there (KURSPLAN_SUB_MOMENT_MOMENTS).
 */
export const KURSPLAN_MOMENTS = [
  {
    moment: 1,
    title: 'Manövrering, fordon och miljö',
    lessons: [1, 2, 3, 4, 5, 6, 7, 15],
  },
  { moment: 2, title: 'Körning i olika trafikmiljöer', lessons: [8, 9, 10, 11, 12, 16] },
  { moment: 3, title: 'Resande med bil i speciella sammanhang', lessons: [13, 14] },
  { moment: 4, title: 'Personliga förutsättningar och målsättningar i livet', lessons: [] },
] as const satisfies readonly {
  moment: number;
  title: string;
  lessons: readonly LessonNumber[];
}[];
/**
 * The sub-moments whose goal in content/criteria names another moment than their lesson's: the
 * criteria decide (a content check holds the two together).
 */
export const KURSPLAN_SUB_MOMENT_MOMENTS: readonly {
  lesson: LessonNumber;
  key: SubMomentKey;
  moment: 1 | 2 | 3 | 4;
}[] = [
  { lesson: 13, key: 'catE', moment: 1 },
  { lesson: 14, key: 'catE', moment: 1 },
  { lesson: 16, key: 'catC', moment: 1 },
  { lesson: 16, key: 'catD', moment: 4 },
];

/** The kursplan moment (1–4) a sub-moment of the card practises. */
export function kursplanMomentOf(lesson: number, key: SubMomentKey): number {
  const exception = KURSPLAN_SUB_MOMENT_MOMENTS.find((e) => e.lesson === lesson && e.key === key);
  if (exception) return exception.moment;
  return (
    KURSPLAN_MOMENTS.find((m) => (m.lessons as readonly number[]).includes(lesson))?.moment ?? 0
  );
}

export const KURSPLAN_SOURCE =
  'Transportstyrelsens kursplan för behörighet B, TSFS 2011:20, 1 kap. 1 §';

/**
 * The practice that is a guide, not a rule: the law sets no number of hours. In Sweden's
 * evaluation of practice from age 16, the learners who practised about 120 hours had about 40 %
 * fewer crashes in their first years with a licence than those who practised about 40.
 */
export const RECOMMENDED_HOURS = 120;
export const RECOMMENDED_HOURS_SOURCE =
  'VTI:s utvärdering av övningskörning från 16 år (Gregersen m.fl. 2000): de som övningskörde omkring 120 timmar hade omkring 40 % färre olyckor de första åren med körkort än de som övade omkring 40 timmar.';

/** What the drive log should hold before the test: required ones decide the verdict. */
export const READINESS_DRIVING: readonly (
  | { kind: 'condition'; id: DriveCondition; required: boolean }
  | { kind: 'road'; id: DriveRoad; required: boolean }
)[] = [
  { kind: 'condition', id: 'dark', required: true },
  { kind: 'road', id: 'urban', required: true },
  { kind: 'road', id: 'rural', required: true },
  { kind: 'road', id: 'motorway', required: false },
  { kind: 'condition', id: 'rain', required: false },
  { kind: 'condition', id: 'snow-ice', required: false },
  { kind: 'condition', id: 'fog', required: false },
  { kind: 'road', id: 'gravel', required: false },
];

/** "Snart" needs at least this share of the card's sub-moments approved, and none unbegun. */
export const SOON_APPROVED_SHARE = 0.8;

/** The rules in words, in the order they are applied, for the screen and the PDF. */
export const READINESS_RULES = {
  ready:
    'Redo att boka: handledaren har godkänt alla moment på kortet, ni har kört i mörker, i tätort och på landsväg, och självskattningen är ifylld utan något som inte stämmer.',
  soon: 'Snart: minst 8 av 10 moment är godkända och alla är påbörjade.',
  notYet: 'Inte än: annars.',
  hours:
    'Körtiden avgör inte bedömningen: lagen kräver inget antal timmar, men fler timmar ger säkrare förare.',
} as const;

export type ReadinessVerdict = 'ready' | 'soon' | 'notYet';
export const READINESS_VERDICT_LABELS: Readonly<Record<ReadinessVerdict, string>> = {
  ready: 'Redo att boka',
  soon: 'Snart',
  notYet: 'Inte än',
};

/** One sub-moment of the card as readiness sees it. */
export interface ReadinessSubMoment {
  lesson: number;
  key: SubMomentKey;
  heading: string;
  /**
   * approved: the supervisor's 'Godkänd'; selfAssessed: a 'Godkänd' the supervisor did not set
   * (the learner's own assessment); begun: 'Började' or 'Visad kunskap' (by either of them, or a
   * lesson marked done without a status); notStarted: nothing yet.
   */
  state: 'approved' | 'selfAssessed' | 'begun' | 'notStarted';
  /** The status on the card ('' when not started). */
  status: string;
}

export interface ReadinessMoment {
  moment: number;
  title: string;
  approved: number;
  selfAssessed: number;
  begun: number;
  notStarted: number;
  total: number;
}

export interface ReadinessDriving {
  kind: 'condition' | 'road';
  id: string;
  required: boolean;
  minutes: number;
  drives: number;
}

/** Something to practise next, one tap from where it is practised. */
export type ReadinessStep =
  | { kind: 'lesson'; lesson: number; heading: string; status: string }
  | { kind: 'drive'; driving: 'condition' | 'road'; id: string }
  | { kind: 'selfAssessment'; unanswered: number; toTalkOver: number };

/** Why the verdict is what it is, each with its figures. */
export type ReadinessReason =
  | { kind: 'approved'; approved: number; total: number }
  | { kind: 'notStarted'; count: number }
  | { kind: 'neverDriven'; driving: 'condition' | 'road'; id: string }
  | { kind: 'selfAssessment'; answered: number; total: number; notTrue: number }
  | { kind: 'hours'; minutes: number; recommendedHours: number };

export interface Readiness {
  verdict: ReadinessVerdict;
  reasons: ReadinessReason[];
  next: ReadinessStep[];
  moments: ReadinessMoment[];
  subMoments: ReadinessSubMoment[];
  driving: ReadinessDriving[];
  minutes: number;
  selfAssessment: SelfAssessmentSummary;
}

const STATUS_ORDER: Readonly<Record<string, number>> = {
  '': 0,
  Började: 1,
  'Visad kunskap': 2,
  Godkänd: 3,
};

/**
 * How ready the learner is, from one card's lessons, the drive log's totals and the
 * self-assessment. A 'Godkänd' counts as approved where the supervisor set it
 * (`approvedAsListed`); a lesson marked done by the learner, or a status the learner set,
 * is the learner's own assessment.
 */
export function readiness(input: {
  lessons: readonly ProgressLesson[];
  totals: Pick<DriveTotals, 'all' | 'byCondition' | 'byRoad'>;
  selfAssessment: SelfAssessmentSummary;
}): Readiness {
  const { totals, selfAssessment } = input;
  const lessons = [...input.lessons].sort((a, b) => a.number - b.number);
  const subMoments: ReadinessSubMoment[] = lessons.flatMap((lesson) =>
    subMomentsOf(lesson).map((m) => ({
      lesson: lesson.number,
      key: m.key,
      heading: m.heading,
      status: m.status,
      state: approvedAsListed(lesson, m)
        ? 'approved'
        : m.status === 'Godkänd'
          ? 'selfAssessed'
          : m.status !== '' || lesson.isDone
            ? 'begun'
            : 'notStarted',
    })),
  );

  // Moment 4 is mostly the self-assessment (its own counts); these are its card sub-moments.
  const moments = KURSPLAN_MOMENTS.map(({ moment, title }): ReadinessMoment => {
    const own = subMoments.filter((s) => kursplanMomentOf(s.lesson, s.key) === moment);
    return {
      moment,
      title,
      approved: own.filter((s) => s.state === 'approved').length,
      selfAssessed: own.filter((s) => s.state === 'selfAssessed').length,
      begun: own.filter((s) => s.state === 'begun').length,
      notStarted: own.filter((s) => s.state === 'notStarted').length,
      total: own.length,
    };
  });

  const driving = READINESS_DRIVING.map(({ kind, id, required }): ReadinessDriving => {
    const tally =
      kind === 'condition'
        ? totals.byCondition[id as DriveCondition]
        : totals.byRoad[id as DriveRoad];
    return { kind, id, required, minutes: tally.minutes, drives: tally.drives };
  });

  const approved = subMoments.filter((s) => s.state === 'approved').length;
  const total = subMoments.length;
  const notStarted = subMoments.filter((s) => s.state === 'notStarted');
  const neverRequired = driving.filter((d) => d.required && d.drives === 0);
  const notTrue = selfAssessment.toTalkOver.filter((p) => p.answer === 'no').length;
  const selfAssessed = selfAssessment.answered === selfAssessment.total && notTrue === 0;

  const verdict: ReadinessVerdict =
    total > 0 && approved === total && neverRequired.length === 0 && selfAssessed
      ? 'ready'
      : total > 0 && approved / total >= SOON_APPROVED_SHARE && notStarted.length === 0
        ? 'soon'
        : 'notYet';

  const reasons: ReadinessReason[] = [{ kind: 'approved', approved, total }];
  if (notStarted.length > 0) reasons.push({ kind: 'notStarted', count: notStarted.length });
  for (const d of neverRequired) reasons.push({ kind: 'neverDriven', driving: d.kind, id: d.id });
  if (!selfAssessed) {
    reasons.push({
      kind: 'selfAssessment',
      answered: selfAssessment.answered,
      total: selfAssessment.total,
      notTrue,
    });
  }
  reasons.push({
    kind: 'hours',
    minutes: totals.all.minutes,
    recommendedHours: RECOMMENDED_HOURS,
  });

  return {
    verdict,
    reasons,
    next: nextSteps(subMoments, driving, selfAssessment),
    moments,
    subMoments,
    driving,
    minutes: totals.all.minutes,
    selfAssessment,
  };
}

/**
 * The card readiness judges: the one with the most sub-moments the supervisor approved (the
 * first of equals), with its 1-based position among the cards; null without a card.
 */
export function cardToJudge<C extends CardGroup<ProgressLesson & { groupId: string }>>(
  cards: readonly C[],
): { card: C; position: number } | null {
  let chosen: { card: C; position: number } | null = null;
  let most = -1;
  for (const [index, card] of cards.entries()) {
    const approved = cardProgress(card.lessons, approvedAsListed).approved.done;
    if (approved > most) {
      most = approved;
      chosen = { card, position: index + 1 };
    }
  }
  return chosen;
}

/** How many steps "Öva härnäst" shows. */
export const NEXT_STEPS = 3;

/**
 * The three things to practise next, most needed first: a sub-moment not begun (the earliest
 * lesson), a required drive never made, a begun sub-moment furthest from approval, the
 * self-assessment, a recommended drive never made; the first of each of these before a second
 * of any, and one sub-moment per lesson.
 */
function nextSteps(
  subMoments: readonly ReadinessSubMoment[],
  driving: readonly ReadinessDriving[],
  selfAssessment: SelfAssessmentSummary,
): ReadinessStep[] {
  const lessonStep = (s: ReadinessSubMoment): ReadinessStep => ({
    kind: 'lesson',
    lesson: s.lesson,
    heading: s.heading,
    status: s.status,
  });
  const driveStep = (d: ReadinessDriving): ReadinessStep => ({
    kind: 'drive',
    driving: d.kind,
    id: d.id,
  });
  const begun = subMoments
    .filter((s) => s.state === 'selfAssessed' || s.state === 'begun')
    .sort((a, b) => (STATUS_ORDER[a.status] ?? 0) - (STATUS_ORDER[b.status] ?? 0));
  // Each group in the order of need; within a group, its own order.
  const groups: ReadinessStep[][] = [
    subMoments.filter((s) => s.state === 'notStarted').map(lessonStep),
    driving.filter((d) => d.required && d.drives === 0).map(driveStep),
    begun.map(lessonStep),
    selfAssessment.unanswered.length > 0 || selfAssessment.toTalkOver.length > 0
      ? [
          {
            kind: 'selfAssessment',
            unanswered: selfAssessment.unanswered.length,
            toTalkOver: selfAssessment.toTalkOver.length,
          },
        ]
      : [],
    driving.filter((d) => !d.required && d.drives === 0).map(driveStep),
  ];
  const candidates = groups.flat();
  // First the first of each group, so that a drive or the self-assessment is not crowded out
  // by lessons; then the rest in order. One sub-moment per lesson.
  const lessonsTaken = new Set<number>();
  const steps: ReadinessStep[] = [];
  const take = (step: ReadinessStep) => {
    if (steps.length === NEXT_STEPS || steps.includes(step)) return false;
    if (step.kind === 'lesson') {
      if (lessonsTaken.has(step.lesson)) return false;
      lessonsTaken.add(step.lesson);
    }
    steps.push(step);
    return true;
  };
  for (const group of groups) group.some(take);
  for (const step of candidates) take(step);
  steps.sort((a, b) => candidates.indexOf(a) - candidates.indexOf(b));
  return steps;
}

/** Where a drive of each kind goes, as the reasons and steps say it. */
const DRIVING_PHRASES: Readonly<Record<string, string>> = {
  dark: 'i mörker',
  dusk: 'i skymning eller gryning',
  rain: 'i regn',
  'snow-ice': 'på snö, is eller halt väglag',
  fog: 'i dimma',
  urban: 'i tätort',
  rural: 'på landsväg',
  motorway: 'på motorväg eller motortrafikled',
  gravel: 'på grusväg',
};

export function readinessReasonText(reason: ReadinessReason): string {
  switch (reason.kind) {
    case 'approved':
      return `${reason.approved} av ${reason.total} moment på kortet är godkända av handledaren.`;
    case 'notStarted':
      return reason.count === 1
        ? '1 moment är inte påbörjat.'
        : `${reason.count} moment är inte påbörjade.`;
    case 'neverDriven':
      return `Ni har inte kört ${DRIVING_PHRASES[reason.id] ?? reason.id} än.`;
    case 'selfAssessment':
      return reason.answered < reason.total
        ? `Självskattningen: ${reason.answered} av ${reason.total} påståenden är besvarade.`
        : reason.notTrue === 1
          ? 'Självskattningen: 1 påstående stämmer inte än.'
          : `Självskattningen: ${reason.notTrue} påståenden stämmer inte än.`;
    case 'hours':
      return `Körtid: ${durationText(reason.minutes)} av riktmärket omkring ${reason.recommendedHours} timmar.`;
  }
}

export function readinessStepText(step: ReadinessStep): string {
  switch (step.kind) {
    case 'lesson':
      return `Lektion ${step.lesson}: ${step.heading} (${step.status === '' ? 'inte påbörjat' : step.status})`;
    case 'drive':
      return `Kör ${DRIVING_PHRASES[step.id] ?? step.id}`;
    case 'selfAssessment':
      return step.unanswered > 0
        ? `Fyll i självskattningen (${step.unanswered} kvar)`
        : 'Prata igenom självskattningen';
  }
}

/** What a supervisor's statement keeps of the readiness when it is made (issue 39). */
export function readinessFigures(result: Readiness) {
  return {
    verdict: result.verdict,
    approved: result.subMoments.filter((s) => s.state === 'approved').length,
    total: result.subMoments.length,
    minutes: result.minutes,
    reasons: result.reasons.map(readinessReasonText),
  };
}

/**
 * A supervisor's statements about one learner the server keeps in a day: each is a row in the
 * record a driving school reads, so a button held down or a script does not fill it.
 */
export const READINESS_STATEMENTS_PER_DAY = 5;

/** The words of the statement, as both roles, the PDF and the school's link show it. */
export const READINESS_STATEMENT = 'Vi tycker att vi är redo för körprovet.';

/**
 * "Hanna Handledare bekräftade 7 december 2026: ”Vi tycker att vi är redo för körprovet.”" and,
 * apart, what the app counted then: "Då: Snart – 60 av 70 moment godkända, körtid 12 h".
 */
export function readinessStatementLines(
  statement: {
    supervisorName: string;
    verdict: ReadinessVerdict;
    approved: number;
    total: number;
    minutes: number;
  },
  date: string,
): string[] {
  return [
    `${statement.supervisorName} bekräftade ${date}: ”${READINESS_STATEMENT}”`,
    `Då: ${READINESS_VERDICT_LABELS[statement.verdict]} – ${statement.approved} av ${statement.total} moment godkända av handledaren, körtid ${durationText(statement.minutes)}.`,
  ];
}
