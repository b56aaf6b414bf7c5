import { STATUS_KEYS, type DrivingNote, type Status, type StatusKey } from '@ovningskort/domain';

/**
 * Pure changes to the cached list of lessons (the ['cards'] query data). They never change the
 * list given; they answer a new one, so TanStack Query sees the change.
 */

/** The fields of a lesson a student changes: statuses and the done flag. */
export type LessonChanges = Partial<Pick<DrivingNote, 'isDone' | StatusKey>>;

/** The lesson with the given fields set; fields left undefined are left as they are. */
function patched(note: DrivingNote, values: LessonChanges): DrivingNote {
  const next = { ...note };
  if (values.isDone !== undefined) next.isDone = values.isDone;
  for (const key of STATUS_KEYS) {
    const value = values[key];
    if (value !== undefined) next[key] = value;
  }
  return next;
}

/** The optimistic change: the lesson shows the new values at once. */
export function applyLessonChange(
  notes: readonly DrivingNote[],
  id: string,
  changes: LessonChanges,
): DrivingNote[] {
  return notes.map((note) => (note.id === id ? patched(note, changes) : note));
}

/** The values the changed fields have now on that lesson, to put back if saving fails. */
export function changedValues(
  notes: readonly DrivingNote[],
  id: string,
  changes: LessonChanges,
): LessonChanges | undefined {
  const note = notes.find((n) => n.id === id);
  if (!note) return undefined;
  const values: LessonChanges = {};
  if (changes.isDone !== undefined) values.isDone = note.isDone;
  for (const key of STATUS_KEYS) {
    if (changes[key] !== undefined) values[key] = note[key];
  }
  return values;
}

/**
 * Puts `outcome` into the changed fields that still show what was sent. A field changed again
 * since (a newer change on its way) keeps its newer value.
 */
export function settleLessonChange(
  notes: readonly DrivingNote[],
  id: string,
  sent: LessonChanges,
  outcome: LessonChanges,
): DrivingNote[] {
  return notes.map((note) => {
    if (note.id !== id) return note;
    const values: LessonChanges = {};
    if (sent.isDone !== undefined && note.isDone === sent.isDone) values.isDone = outcome.isDone;
    for (const key of STATUS_KEYS) {
      if (sent[key] !== undefined && note[key] === sent[key]) values[key] = outcome[key];
    }
    return patched(note, values);
  });
}

/** The lessons with a new card's lessons at the end (where the API lists the newest card). */
export function appendCard(
  notes: readonly DrivingNote[],
  cardNotes: readonly DrivingNote[],
): DrivingNote[] {
  const groupIds = new Set(cardNotes.map((n) => n.groupId));
  return [...notes.filter((n) => !groupIds.has(n.groupId)), ...cardNotes];
}

/** The lessons without those of the deleted card. */
export function removeCard(notes: readonly DrivingNote[], groupId: string): DrivingNote[] {
  return notes.filter((n) => n.groupId !== groupId);
}

/** The change of one sub-moment's status, e.g. { statB: 'Godkänd' }. */
export function statusChange(key: StatusKey, status: Status): LessonChanges {
  const changes: LessonChanges = {};
  changes[key] = status;
  return changes;
}
