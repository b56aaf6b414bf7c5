import type { ActorRole } from './actor.js';
import { STATUS_KEYS } from './lessons.js';
import type { UpdateLesson } from './schemas/cards.js';

/** Marking one of these lessons done earns the student's one congratulation. */
export const CONGRATULATED_LESSONS: ReadonlySet<number> = new Set([15, 16]);

/**
 * The fields of a lesson each role may set: the student who owns the card, or the supervisor
 * linked to that student at that moment. Titles and headings come from the catalogue; nobody
 * writes them.
 */
export const LESSON_FIELDS_WRITABLE_BY = {
  student: ['isDone', ...STATUS_KEYS],
  supervisor: ['isDone', ...STATUS_KEYS],
} as const satisfies Record<ActorRole, readonly (keyof UpdateLesson)[]>;

export type WritableLessonField = (typeof LESSON_FIELDS_WRITABLE_BY)[ActorRole][number];

/** What of a request the role may change; anything else in it is left alone. */
export function writableLessonChanges(
  role: ActorRole,
  input: UpdateLesson,
): Partial<Pick<UpdateLesson, WritableLessonField>> {
  const changes: Partial<Record<WritableLessonField, unknown>> = {};
  for (const field of LESSON_FIELDS_WRITABLE_BY[role]) {
    if (input[field] !== undefined) changes[field] = input[field];
  }
  return changes as Partial<Pick<UpdateLesson, WritableLessonField>>;
}
