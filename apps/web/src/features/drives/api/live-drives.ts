import { useQueryClient } from '@tanstack/react-query';
import { useLive } from '../../../lib/use-live.js';
import { drivesKey, supervisedDrivesKey } from './keys.js';
import type { DrivesScope } from './scope.js';

/**
 * Follows the student's live stream on a drive log screen: a drive added, changed, confirmed
 * or deleted by either person reads the log again, and so does the stream opening again after
 * a dead zone. A supervisor's link ending is passed on.
 */
export function useDrivesLive(scope: DrivesScope, onLinkEnded?: () => void) {
  const queryClient = useQueryClient();
  const student = scope.role === 'student';
  const queryKey = student ? drivesKey : supervisedDrivesKey(scope.studentId);
  const path = student ? '/v1/live' : `/v1/teacher/live/${encodeURIComponent(scope.studentId)}`;
  const reread = () => void queryClient.invalidateQueries({ queryKey, exact: true });
  useLive(
    path,
    student ? 'student' : 'teacher',
    (event) => {
      if (event.type === 'drives') reread();
      if (event.type === 'link-ended') onLinkEnded?.();
    },
    { onReopened: reread },
  );
}
