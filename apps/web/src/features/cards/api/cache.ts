import type { DrivingNote, Status, StatusKey } from '@ovningskort/domain';

/**
 * Pure changes to the cached list of lessons (the ['cards'] query data). They never change the
 * list given; they answer a new one, so TanStack Query sees the change.
 */

/** The fields of a lesson a student changes: statuses and the done flag. */
export type LessonChanges = Partial<Pick<DrivingNote, 'isDone' | StatusKey>>;

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
