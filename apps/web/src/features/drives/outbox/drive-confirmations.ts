import {
  supervisorMayConfirm,
  type DriveConfirmationResult,
  type DrivesToConfirmResponse,
  type DrivesWaitingResponse,
} from '@ovningskort/domain';
import { api } from '../../../lib/api.js';
import type { DriveChange, OutboxEntry } from '../../../lib/outbox/outbox-storage.js';
import { queryClient } from '../../../lib/query-client.js';
import { toast } from '../../../lib/toast.js';
import { drivesToConfirmKey, supervisedStudentDrivesRoot, waitingCountsKey } from '../api/keys.js';
import { driveConfirmationsResponse } from '../api/responses.js';

/**
 * "Bekräfta alla" (issue 34) in the device's outbox: one entry holds the drives the supervisor
 * was shown, each at the version shown, and goes to the server in one request. What became of
 * it is told to the screen that asked (ConfirmDrivesPage), which may be closed by then.
 */

export type ConfirmAllChange = Extract<DriveChange, { op: 'confirm-all' }>;

/** What became of one "Bekräfta alla": each drive's result, or the refusal of the whole list. */
export type ConfirmationsNotice =
  | { entryId: string; studentId: string; results: DriveConfirmationResult[] }
  | { entryId: string; studentId: string; refused: string };

const listeners = new Set<(notice: ConfirmationsNotice) => void>();

/** Hears what became of each "Bekräfta alla" the outbox sends; answers how to stop. */
export function onDriveConfirmations(listener: (notice: ConfirmationsNotice) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the screens; false when no screen listens (the person is elsewhere). */
function tell(notice: ConfirmationsNotice): boolean {
  for (const listener of listeners) listener(notice);
  return listeners.size > 0;
}

/** The drives of "Bekräfta alla" to the server; each drive's result to the screen. */
export async function sendDriveConfirmations(
  entry: OutboxEntry<DriveChange>,
  change: ConfirmAllChange,
): Promise<void> {
  const { results } = await api.request(
    `/v1/teacher/drives/${encodeURIComponent(entry.studentId)}/confirmations`,
    {
      method: 'POST',
      role: entry.role,
      body: { drives: change.drives.map((d) => ({ id: d.driveId, version: d.version })) },
      response: driveConfirmationsResponse,
    },
  );
  settleConfirmations(entry.studentId, results);
  const heard = tell({ entryId: change.id, studentId: entry.studentId, results });
  // Nobody on the screen: a drive left unconfirmed is still said, once.
  const refused = results.find((result) => result.status !== 200);
  if (!heard && refused) toast.error(refused.message, { toastId: refused.message });
}

/**
 * What waits for the supervisor after the server's answer, in the cache at once (before the
 * change leaves the outbox, so nothing shows as waiting again meanwhile): a drive confirmed or
 * gone leaves the list, one changed since it was shown is there with its new values. The
 * server's lists are read again after this (driveSent).
 */
function settleConfirmations(studentId: string, results: readonly DriveConfirmationResult[]): void {
  const answered = new Map(results.map((result) => [result.id, result]));
  let left = 0;
  queryClient.setQueryData<DrivesToConfirmResponse>(drivesToConfirmKey(studentId), (list) => {
    if (!list) return list;
    const drives = list.drives.flatMap((drive) => {
      const result = answered.get(drive.id);
      if (!result) return [drive];
      const now = result.drive;
      return now && !now.confirmed && supervisorMayConfirm(now.supervisedBy) ? [now] : [];
    });
    left = list.drives.length - drives.length;
    return { ...list, drives, total: Math.max(drives.length, list.total - left) };
  });
  const confirmed = left || results.filter((result) => result.status === 200).length;
  queryClient.setQueryData<DrivesWaitingResponse>(waitingCountsKey, (counts) =>
    counts
      ? {
          students: counts.students.map((student) =>
            student.studentId === studentId
              ? { ...student, count: Math.max(0, student.count - confirmed) }
              : student,
          ),
        }
      : counts,
  );
}

/**
 * The server refused the whole list (a drive that is not the student's, the link ended):
 * answers whether a screen heard it, so that it is said once.
 */
export function driveConfirmationsRefused(
  entry: OutboxEntry<DriveChange>,
  change: ConfirmAllChange,
  message: string,
): boolean {
  return tell({ entryId: change.id, studentId: entry.studentId, refused: message });
}

/** What the server holds now of a linked student's drives: the log, what waits, Hem's counts. */
export function rereadSupervisedDrives(studentId: string): void {
  void queryClient.invalidateQueries({ queryKey: supervisedStudentDrivesRoot(studentId) });
  void queryClient.invalidateQueries({ queryKey: waitingCountsKey });
}
