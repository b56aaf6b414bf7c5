/**
 * Progress rules of a practice card (architecture decision 6 in docs/product.md): every count comes from the card's
 * own lessons, so a card made from either template, or a partly built one, counts right.
 */
import {
  LESSON_NUMBERS,
  SECTIONS,
  SUB_MOMENT_KEYS,
  sectionOf,
  statusKeyOf,
  type LessonNumber,
  type Status,
  type StatusKey,
  type SubMomentKey,
} from './lessons.js';
import type { DrivingNote } from './schemas/cards.js';

/** The fields of a lesson that progress is counted from. */
export type ProgressLesson = Pick<DrivingNote, 'number' | 'isDone' | SubMomentKey | StatusKey> & {
  /** The lesson's id, where an approval rule looks its changes up. */
  id?: string;
  /** The statuses whose 'Godkänd' the supervisor set, as the server says (issue 34). */
  approvedBySupervisor?: readonly StatusKey[];
};

/** `done` of `total`, shown as 'x av y'. */
export interface Tally {
  done: number;
  total: number;
}

export interface CardProgress {
  /** Lessons ticked 'Klar!' of the lessons on the card. */
  lessons: Tally;
  /** Sub-moments with status 'Godkänd' of all sub-moments on the card's lessons. */
  approved: Tally;
  /** Sections (of SECTIONS) whose every lesson on the card is done. */
  sections: Tally;
}

/** One sub-moment present on a lesson: its heading and its status. */
export interface LessonSubMoment {
  key: SubMomentKey;
  statusKey: StatusKey;
  heading: string;
  status: Status;
}

export function isLessonNumber(value: number): value is LessonNumber {
  return (LESSON_NUMBERS as readonly number[]).includes(value);
}

/** The sub-moments a lesson has (catA..catI that are set), in order, with their statuses. */
export function subMomentsOf(lesson: ProgressLesson): LessonSubMoment[] {
  return SUB_MOMENT_KEYS.flatMap((key) => {
    const heading = lesson[key]?.trim();
    if (!heading) return [];
    const statusKey = statusKeyOf(key);
    return [{ key, statusKey, heading, status: lesson[statusKey] }];
  });
}

/**
 * Whether a sub-moment of a lesson counts as approved. Where the card's history is known, only
 * the supervisor's 'Godkänd' does (issue 34: the learner's own is her assessment); without it,
 * every 'Godkänd'.
 */
export type ApprovalRule = (lesson: ProgressLesson, moment: LessonSubMoment) => boolean;
const anyGodkand: ApprovalRule = (_, moment) => moment.status === 'Godkänd';

/**
 * The rule of the lesson lists (issue 34): a 'Godkänd' counts where the server says the
 * supervisor set it (`approvedBySupervisor`); a lesson from a server older than the rule counts
 * every 'Godkänd'.
 */
export const approvedAsListed: ApprovalRule = (lesson, moment) =>
  moment.status === 'Godkänd' && (lesson.approvedBySupervisor?.includes(moment.statusKey) ?? true);

/** One lesson at a glance: done, and how many of its sub-moments are approved or begun. */
export function lessonProgress(
  lesson: ProgressLesson,
  approved: ApprovalRule = anyGodkand,
): {
  done: boolean;
  approved: number;
  begun: number;
  total: number;
} {
  const moments = subMomentsOf(lesson);
  return {
    done: lesson.isDone,
    approved: moments.filter((m) => approved(lesson, m)).length,
    begun: moments.filter((m) => m.status !== '').length,
    total: moments.length,
  };
}

/** The progress of one card, from all its lessons. */
export function cardProgress(
  lessons: readonly ProgressLesson[],
  approved: ApprovalRule = anyGodkand,
): CardProgress {
  const subMoments = lessons.flatMap((lesson) =>
    subMomentsOf(lesson).map((moment) => ({ ...moment, approved: approved(lesson, moment) })),
  );
  const bySection = SECTIONS.map(() => ({ lessons: 0, done: 0 }));
  for (const lesson of lessons) {
    if (!isLessonNumber(lesson.number)) continue;
    const section = bySection[sectionOf(lesson.number).index];
    if (!section) continue;
    section.lessons += 1;
    if (lesson.isDone) section.done += 1;
  }
  return {
    lessons: { done: lessons.filter((l) => l.isDone).length, total: lessons.length },
    approved: {
      done: subMoments.filter((s) => s.approved).length,
      total: subMoments.length,
    },
    sections: {
      // A section with no lesson on the card has nothing done in it, so it is not complete.
      done: bySection.filter((s) => s.lessons > 0 && s.done === s.lessons).length,
      total: SECTIONS.length,
    },
  };
}

/** One card: the lessons that share a groupId. */
export interface CardGroup<T extends Pick<DrivingNote, 'groupId'> = DrivingNote> {
  groupId: string;
  lessons: T[];
}

/** The lessons grouped by card, cards and lessons in the order given (the API's order). */
export function groupCards<T extends Pick<DrivingNote, 'groupId'>>(
  notes: readonly T[],
): CardGroup<T>[] {
  const groups = new Map<string, T[]>();
  for (const note of notes) {
    const lessons = groups.get(note.groupId);
    if (lessons) lessons.push(note);
    else groups.set(note.groupId, [note]);
  }
  return [...groups].map(([groupId, lessons]) => ({ groupId, lessons }));
}
