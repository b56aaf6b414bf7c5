import { STATUS_KEYS, type DrivingNote } from '@ovningskort/domain';
import { useQueryClient } from '@tanstack/react-query';
import type { LiveEvent } from '../../../lib/live.js';
import { useLive } from '../../../lib/use-live.js';
import type { LessonChanges } from './cache.js';
import { scopeDetails, type CardsScope } from './scope.js';

/** A change of one lesson that is still on its way to the server. */
export interface PendingChange {
  id: string;
  changes: LessonChanges;
}

function isDrivingNote(value: unknown): value is DrivingNote {
  if (typeof value !== 'object' || value === null) return false;
  const note = value as Record<string, unknown>;
  return typeof note.id === 'string' && typeof note.groupId === 'string';
}

/** The lesson of a `{ type: 'lesson', drivingNote }` event, or undefined for anything else. */
export function lessonOf(event: LiveEvent): DrivingNote | undefined {
  if (event.type !== 'lesson') return undefined;
  return isDrivingNote(event.drivingNote) ? event.drivingNote : undefined;
}

/**
 * The list with the lesson as the server now holds it. A field with a change of the person's
 * own still on its way keeps what the screen shows (the optimistic value); that save settles it.
 * A lesson not in the list leaves the list as it is.
 */
export function replaceLesson(
  notes: readonly DrivingNote[],
  incoming: DrivingNote,
  pending: readonly PendingChange[],
): DrivingNote[] {
  return notes.map((note) => {
    if (note.id !== incoming.id) return note;
    const next: DrivingNote = { ...note, ...incoming };
    for (const change of pending) {
      if (change.id !== incoming.id) continue;
      if (change.changes.isDone !== undefined) next.isDone = note.isDone;
      for (const key of STATUS_KEYS) {
        if (change.changes[key] !== undefined) next[key] = note[key];
      }
    }
    return next;
  });
}

function isPendingChange(value: unknown): value is PendingChange {
  if (typeof value !== 'object' || value === null) return false;
  const change = value as Record<string, unknown>;
  return typeof change.id === 'string' && typeof change.changes === 'object';
}

/**
 * Follows a card screen's live stream: a lesson changed elsewhere replaces that lesson in the
 * cached list (but not the fields of a save still on its way), a new or removed card reads the
 * list again, and the link ending is passed on.
 */
export function useCardsLive(
  scope: CardsScope,
  { stopped = false, onLinkEnded }: { stopped?: boolean; onLinkEnded?: () => void } = {},
) {
  const { livePath, apiRole: role, queryKey, updateKey: mutationKey } = scopeDetails(scope);
  const path = stopped ? null : livePath;
  const queryClient = useQueryClient();
  useLive(path, role, (event) => {
    if (event.type === 'cards') {
      void queryClient.invalidateQueries({ queryKey, exact: true });
      return;
    }
    if (event.type === 'link-ended') {
      onLinkEnded?.();
      return;
    }
    const lesson = lessonOf(event);
    if (!lesson) return;
    const pending = queryClient
      .getMutationCache()
      .findAll({ mutationKey, status: 'pending' })
      .map((mutation) => mutation.state.variables)
      .filter(isPendingChange);
    queryClient.setQueryData<DrivingNote[]>(
      queryKey,
      (old) => old && replaceLesson(old, lesson, pending),
    );
  });
}
