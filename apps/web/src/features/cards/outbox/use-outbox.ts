import type { DrivingNote, LessonChange } from '@ovningskort/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { useSession } from '../../../lib/session.js';
import type { LessonChanges } from '../api/cache.js';
import type { CardsScope } from '../api/scope.js';
import { deviceOutbox, keepChanges } from '../../../lib/outbox/device-outbox.js';
import { isLessonChange } from '../../../lib/outbox/outbox-storage.js';
import {
  cellChanges,
  type ChangeOptions,
  pendingCells,
  withPending,
  type CellKey,
} from './pending.js';
import { accountKey } from '../../../lib/account-key.js';

/** The outbox account of the scope's writer, or null before the session is known. */
function useAccount(scope: CardsScope): string | null {
  const now = useSession();
  if (scope.role === 'student') return now.student ? accountKey('student', now.student.id) : null;
  return now.supervisor ? accountKey('teacher', now.supervisor.id) : null;
}

/** The scope's changes still waiting for the server, oldest first. */
export function usePendingChanges(scope: CardsScope): LessonChange[] {
  const account = useAccount(scope);
  const entries = useSyncExternalStore(
    deviceOutbox.subscribe,
    deviceOutbox.entries,
    deviceOutbox.entries,
  );
  const { role } = scope;
  const studentId = scope.role === 'supervisor' ? scope.studentId : undefined;
  return useMemo(
    () =>
      entries.flatMap((e) =>
        e.account === account &&
        (role === 'student' || e.studentId === studentId) &&
        isLessonChange(e.change)
          ? [e.change]
          : [],
      ),
    [entries, account, role, studentId],
  );
}

/** The lessons as the person sees them (the server's, with their waiting changes on top). */
export function useShownLessons(
  scope: CardsScope,
  notes: readonly DrivingNote[],
): { notes: DrivingNote[]; pending: ReadonlySet<CellKey>; count: number } {
  const pending = usePendingChanges(scope);
  return useMemo(
    () => ({
      notes: withPending(notes, pending),
      pending: pendingCells(pending),
      count: pending.length,
    }),
    [notes, pending],
  );
}

/**
 * Saves a change of a lesson the way every change is saved: into the outbox on the device
 * first (it shows at once, marked as not yet saved), then to the server as soon as it can be.
 */
export function useChangeLesson(scope: CardsScope) {
  const account = useAccount(scope);
  return (shown: DrivingNote, changes: LessonChanges, options?: ChangeOptions) => {
    if (!account) return;
    const studentId = scope.role === 'supervisor' ? scope.studentId : shown.studentId;
    const role = scope.role === 'student' ? 'student' : 'teacher';
    const madeAt = Date.now();
    keepChanges(
      cellChanges(shown, changes, options).map((change) => ({
        account,
        role,
        studentId,
        change,
        madeAt,
      })),
    );
  };
}

/** Whether the browser thinks it has a network (false is sure; true may still fail). */
export { useOnline } from '../../../lib/use-online.js';
