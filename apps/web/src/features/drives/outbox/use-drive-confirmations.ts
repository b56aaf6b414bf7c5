import type { Drive } from '@ovningskort/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { accountKey } from '../../../lib/account-key.js';
import { deviceOutbox, keepChanges, useOutboxWriter } from '../../../lib/outbox/device-outbox.js';
import { isDriveChange, type OutboxEntry } from '../../../lib/outbox/outbox-storage.js';
import { randomId } from '../../../lib/random-id.js';
import { useSession } from '../../../lib/session.js';

/** A confirmation not yet on the server: when it was made, and by whom (shown until then). */
export interface PendingConfirmation {
  at: number;
  byName: string;
}

/**
 * The drives whose confirmation (one at a time, or "Bekräfta alla") still waits in the outbox of
 * the supervisor's account, per student.
 */
export function pendingConfirmations(
  entries: readonly OutboxEntry[],
  account: string | null,
): ReadonlyMap<string, ReadonlyMap<string, PendingConfirmation>> {
  const byStudent = new Map<string, Map<string, PendingConfirmation>>();
  for (const entry of entries) {
    if (entry.account !== account || !isDriveChange(entry.change)) continue;
    const { change } = entry;
    if (change.op !== 'confirm' && change.op !== 'confirm-all') continue;
    const ids = change.op === 'confirm' ? [change.driveId] : change.drives.map((d) => d.driveId);
    const drives = byStudent.get(entry.studentId) ?? new Map<string, PendingConfirmation>();
    for (const id of ids) drives.set(id, { at: change.at, byName: change.byName });
    byStudent.set(entry.studentId, drives);
  }
  return byStudent;
}

/** The signed-in supervisor's confirmations still in the outbox, per student (issue 34). */
export function usePendingConfirmations(): ReadonlyMap<
  string,
  ReadonlyMap<string, PendingConfirmation>
> {
  const supervisorId = useSession().supervisor?.id;
  const entries = useSyncExternalStore(
    deviceOutbox.subscribe,
    deviceOutbox.entries,
    deviceOutbox.entries,
  );
  return useMemo(
    () => pendingConfirmations(entries, supervisorId ? accountKey('teacher', supervisorId) : null),
    [entries, supervisorId],
  );
}

/**
 * "Bekräfta alla" of a linked student's drives (issue 34): the drives as shown, each with the
 * version shown, go into the outbox as one change (shown at once, also offline) and then to the
 * server in one request. Answers the change's id, to hear what became of it; null when the
 * session is not known or nothing is to be confirmed.
 */
export function useConfirmAll(studentId: string) {
  const writer = useOutboxWriter({ role: 'supervisor', studentId });
  return (drives: readonly Pick<Drive, 'id' | 'updatedAt'>[], byName: string): string | null => {
    if (!writer || drives.length === 0) return null;
    const id = randomId();
    const now = Date.now();
    keepChanges([
      {
        ...writer,
        change: {
          kind: 'drive',
          id,
          op: 'confirm-all',
          drives: drives.map((d) => ({ driveId: d.id, version: d.updatedAt })),
          at: now,
          byName,
        },
        madeAt: now,
      },
    ]);
    return id;
  };
}
