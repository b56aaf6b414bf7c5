import type { DrivingNote, LessonChange } from '@ovningskort/domain';
import { randomId } from '../../../lib/random-id.js';
import type { LessonChanges } from '../api/cache.js';

/** One cell of one lesson: `${lessonId}:${field}`. */
export type CellKey = `${string}:${LessonChange['field']}`;

export const cellKey = (lessonId: string, field: LessonChange['field']): CellKey =>
  `${lessonId}:${field}`;

/**
 * The lessons as the person sees them: what the server holds, with every change still in the
 * outbox on top, in the order they were made. The list given is not changed.
 */
export function withPending(
  notes: readonly DrivingNote[],
  pending: readonly LessonChange[],
): DrivingNote[] {
  if (pending.length === 0) return notes as DrivingNote[];
  const byLesson = new Map<string, LessonChange[]>();
  for (const change of pending) {
    const list = byLesson.get(change.lessonId) ?? [];
    list.push(change);
    byLesson.set(change.lessonId, list);
  }
  return notes.map((note) => {
    const changes = byLesson.get(note.id);
    if (!changes) return note;
    const next: DrivingNote = { ...note };
    for (const change of changes) {
      if (change.field === 'isDone') next.isDone = change.to;
      else {
        next[change.field] = change.to;
        // Not yet on the server: not yet the supervisor's approval either (issue 34).
        const approved = next.approvedBySupervisor;
        if (approved) next.approvedBySupervisor = approved.filter((key) => key !== change.field);
      }
    }
    return next;
  });
}

/** The cells that still wait for the server, to mark them on screen. */
export function pendingCells(pending: readonly LessonChange[]): ReadonlySet<CellKey> {
  return new Set(pending.map((change) => cellKey(change.lessonId, change.field)));
}

/** The lesson with one cell set to what the server now holds after an applied change. */
export function withAppliedChange(
  notes: readonly DrivingNote[],
  change: LessonChange,
): DrivingNote[] {
  return notes.map((note) => {
    if (note.id !== change.lessonId) return note;
    return change.field === 'isDone'
      ? { ...note, isDone: change.to }
      : { ...note, [change.field]: change.to };
  });
}

/** The list with the lesson as the server holds it (a lesson not in the list changes nothing). */
export function withLesson(notes: readonly DrivingNote[], lesson: DrivingNote): DrivingNote[] {
  return notes.map((note) => (note.id === lesson.id ? { ...note, ...lesson } : note));
}

/** One cell change per field changed, each from the value shown to the new one. */
/**
 * `reaffirm`: a "Godkänd" the lesson holds already is sent all the same – the supervisor
 * approving the learner's own assessment as it stands (issue 34), which the server records.
 */
export interface ChangeOptions {
  reaffirm?: boolean;
}

export function cellChanges(
  shown: DrivingNote,
  changes: LessonChanges,
  options: ChangeOptions = {},
  newId: () => string = randomId,
): LessonChange[] {
  const cells: LessonChange[] = [];
  if (changes.isDone !== undefined && changes.isDone !== shown.isDone) {
    cells.push({
      id: newId(),
      lessonId: shown.id,
      field: 'isDone',
      from: shown.isDone,
      to: changes.isDone,
    });
  }
  for (const [field, to] of Object.entries(changes)) {
    if (field === 'isDone' || to === undefined) continue;
    const key = field as Exclude<keyof LessonChanges, 'isDone'>;
    if (shown[key] === to && !(options.reaffirm && to === 'Godkänd')) continue;
    cells.push({
      id: newId(),
      lessonId: shown.id,
      field: key,
      from: shown[key],
      to: changes[key]!,
    });
  }
  return cells;
}
