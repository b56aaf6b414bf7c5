import { api } from '../../../lib/api.js';
import type { ApiError } from '../../../lib/api-client.js';
import type { DriveChange, OutboxEntry } from '../../../lib/outbox/outbox-storage.js';
import { queryClient } from '../../../lib/query-client.js';
import { toast } from '../../../lib/toast.js';
import { drivesPath } from '../api/get-drives.js';
import { drivesKey, supervisedDrivesKey } from '../api/keys.js';
import { driveSavedResponse, messageResponse } from '../api/responses.js';
import type { DrivesScope } from '../api/scope.js';
import {
  driveConfirmationsRefused,
  rereadSupervisedDrives,
  sendDriveConfirmations,
} from './drive-confirmations.js';

/**
 * The drive log's side of the device's outbox (lib/outbox): each drive change is one request,
 * PUT or DELETE of that drive under its own id (or of its explanation, or its confirmation), so
 * a retry stores it once. The app wires it to
 * the sender (app/outbox.ts).
 */

type DriveEntry = OutboxEntry<DriveChange>;

const scopeOf = (entry: DriveEntry): DrivesScope =>
  entry.role === 'student'
    ? { role: 'student' }
    : { role: 'supervisor', studentId: entry.studentId };

const keyOf = (entry: DriveEntry) =>
  entry.role === 'student' ? drivesKey : supervisedDrivesKey(entry.studentId);

/** Drives whose confirmation a change took away, told once per drive. */
const toldUnconfirmed = new Set<string>();

export async function sendDriveChange(entry: DriveEntry): Promise<void> {
  const { change } = entry;
  if (change.op === 'confirm-all') {
    await sendDriveConfirmations(entry, change);
    return;
  }
  const path = `${drivesPath(scopeOf(entry))}/${encodeURIComponent(change.driveId)}`;
  if (change.op === 'delete') {
    await api.request(path, { method: 'DELETE', role: entry.role, response: messageResponse });
    return;
  }
  if (change.op === 'explain') {
    await api.request(`${path}/explanation`, {
      method: 'PUT',
      role: entry.role,
      body: { explanation: change.explanation },
    });
    return;
  }
  if (change.op === 'confirm') {
    // The version the supervisor saw: a drive changed since is refused (409) and read again.
    const body = change.version === undefined ? undefined : { version: change.version };
    await api.request(`${path}/confirm`, { method: 'POST', role: entry.role, body });
    return;
  }
  // The drive says when it was saved on the device, and the device's clock as it sends it
  // (issue 34): saved offline and sent later, it is still dated when it was saved.
  const saved = await api.request(path, {
    method: 'PUT',
    role: entry.role,
    body: { ...change.input, madeAt: entry.madeAt, sentAt: Date.now() },
    response: driveSavedResponse,
  });
  if (saved.unconfirmed && saved.message && !toldUnconfirmed.has(change.driveId)) {
    toldUnconfirmed.add(change.driveId);
    toast.info(saved.message);
  }
}

/** The server has it: the log is read again (what it now holds, confirmation included). */
export function driveSent(entry: DriveEntry): void {
  void queryClient.invalidateQueries({ queryKey: keyOf(entry) });
  // What waits for the supervisor's confirmation (issue 34) may have changed too.
  if (entry.role === 'teacher') rereadSupervisedDrives(entry.studentId);
}

/**
 * The server refused it for good: the person is told why, and the log is read again. A
 * confirmation of a drive changed since it was seen (409 `DRIVE_CHANGED`) goes this way: the
 * drive shows as it is now, unconfirmed, with "Bekräfta" to confirm it again.
 */
export function driveRefused(entry: DriveEntry, error: ApiError): void {
  const { change } = entry;
  // A refused "Bekräfta alla" is said on its screen, when it is open (issue 34).
  const heard =
    change.op === 'confirm-all' && driveConfirmationsRefused(entry, change, error.message);
  if (!heard) toast.error(error.message, { toastId: error.message });
  void queryClient.invalidateQueries({ queryKey: keyOf(entry) });
  if (entry.role === 'teacher') rereadSupervisedDrives(entry.studentId);
}
