import type { DrivingNote } from '@ovningskort/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useLive } from '../../../lib/use-live.js';
import { withLesson } from '../outbox/pending.js';
import { commentsKey } from './keys.js';
import { scopeDetails, type CardsScope } from './scope.js';

/**
 * Follows a card screen's live stream: a lesson changed elsewhere replaces that lesson in the
 * cached list (what the server holds; the person's own changes still in the outbox stay on top
 * of it on screen), a new or removed card reads the list again, and the link ending is passed
 * on. Each time the stream opens again (after a dead zone) the list is read again, so the
 * screen catches up with what changed while it was away.
 */
export function useCardsLive(
  scope: CardsScope,
  { stopped = false, onLinkEnded }: { stopped?: boolean; onLinkEnded?: () => void } = {},
) {
  const { livePath, apiRole: role, queryKey } = scopeDetails(scope);
  const path = stopped ? null : livePath;
  const queryClient = useQueryClient();
  useLive(
    path,
    role,
    (event) => {
      switch (event.type) {
        case 'cards':
          void queryClient.invalidateQueries({ queryKey, exact: true });
          return;
        case 'comments':
          void queryClient.invalidateQueries({
            queryKey: commentsKey(
              scope.role === 'student'
                ? { role: 'student' }
                : { role: 'teacher', studentId: scope.studentId },
              event.groupId,
            ),
          });
          return;
        case 'link-ended':
          onLinkEnded?.();
          return;
        case 'lesson':
          queryClient.setQueryData<DrivingNote[]>(
            queryKey,
            (old) => old && withLesson(old, event.drivingNote),
          );
      }
    },
    { onReopened: () => void queryClient.invalidateQueries({ queryKey, exact: true }) },
  );
}
