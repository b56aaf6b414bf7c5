import { STATUS_KEYS, type DrivingNote } from '@ovningskort/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLive } from '../../../lib/use-live.js';
import { scopeDetails, type CardsScope } from './scope.js';
import { pendingLessonUpdates, type LessonUpdate } from './update-lesson.js';

/**
 * The list with the lesson as the server now holds it. A field with a change of the person's
 * own still on its way keeps what the screen shows (the optimistic value); that save settles it.
 * A lesson not in the list leaves the list as it is.
 */
export function replaceLesson(
  notes: readonly DrivingNote[],
  incoming: DrivingNote,
  pending: readonly LessonUpdate[],
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

/**
 * Follows a card screen's live stream: a lesson changed elsewhere replaces that lesson in the
 * cached list (but not the fields of a save still on its way), a new or removed card reads the
 * list again, and the link ending is passed on.
 */
export function useCardsLive(
  scope: CardsScope,
  { stopped = false, onLinkEnded }: { stopped?: boolean; onLinkEnded?: () => void } = {},
) {
  const { livePath, apiRole: role, queryKey } = scopeDetails(scope);
  const path = stopped ? null : livePath;
  const queryClient = useQueryClient();
  useLive(path, role, (event) => {
    switch (event.type) {
      case 'cards':
        void queryClient.invalidateQueries({ queryKey, exact: true });
        return;
      case 'link-ended':
        onLinkEnded?.();
        return;
      case 'lesson': {
        const pending = pendingLessonUpdates(queryClient, scope);
        queryClient.setQueryData<DrivingNote[]>(
          queryKey,
          (old) => old && replaceLesson(old, event.drivingNote, pending),
        );
      }
    }
  });
}
