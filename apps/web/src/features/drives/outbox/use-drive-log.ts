import { drivePlausibility, type Drive, type DriveInput } from '@ovningskort/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { deviceOutbox, keepChanges, useOutboxWriter } from '../../../lib/outbox/device-outbox.js';
import { isDriveChange, type DriveChange } from '../../../lib/outbox/outbox-storage.js';
import { randomId } from '../../../lib/random-id.js';
import type { DrivesScope } from '../api/scope.js';

/** A drive as the person sees it: the server's, or one still in the outbox (`pending`). */
export type ShownDrive = Drive & { pending: boolean };

/** The scope's drive changes still in the outbox, oldest first. */
function usePendingDriveChanges(scope: DrivesScope): DriveChange[] {
  const writer = useOutboxWriter(scope);
  const entries = useSyncExternalStore(
    deviceOutbox.subscribe,
    deviceOutbox.entries,
    deviceOutbox.entries,
  );
  return useMemo(
    () =>
      entries.flatMap((e) =>
        writer &&
        e.account === writer.account &&
        e.studentId === writer.studentId &&
        isDriveChange(e.change)
          ? [e.change]
          : [],
      ),
    [entries, writer],
  );
}

/**
 * The drives as the person sees them: what the server holds with the changes still in the
 * outbox on top – a drive stored or changed shows as it was saved (marked as not yet on the
 * server), a deleted one is gone. The latest drive first. A drive stored or changed here has its
 * flags (issue 34) judged on the device, against the drives shown and when it was first logged
 * (`now` for a new one), as the server will judge it; the others show the server's.
 */
export function withPendingDrives(
  drives: readonly Drive[],
  changes: readonly DriveChange[],
  writer: { role: 'student' | 'supervisor'; studentId: string },
  now: number = Date.now(),
): ShownDrive[] {
  const shown = new Map<string, ShownDrive>(drives.map((d) => [d.id, { ...d, pending: false }]));
  const stored = new Set<string>();
  for (const change of changes) {
    if (change.op === 'delete') {
      shown.delete(change.driveId);
      stored.delete(change.driveId);
      continue;
    }
    if (change.op === 'explain') {
      const drive = shown.get(change.driveId);
      if (drive) {
        shown.set(change.driveId, { ...drive, explanation: change.explanation, pending: true });
      }
      continue;
    }
    if (change.op === 'confirm-all') {
      // "Bekräfta alla" (issue 34): each drive it names shows confirmed, not yet on the server.
      for (const { driveId } of change.drives) {
        const drive = shown.get(driveId);
        if (drive && !drive.confirmed) {
          shown.set(driveId, {
            ...drive,
            confirmed: { at: change.at, by: '', byName: change.byName },
            pending: true,
          });
        }
      }
      continue;
    }
    if (change.op === 'confirm') {
      const drive = shown.get(change.driveId);
      if (drive && !drive.confirmed) {
        shown.set(change.driveId, {
          ...drive,
          confirmed: { at: change.at, by: '', byName: change.byName },
          pending: true,
        });
      }
      continue;
    }
    const before = shown.get(change.driveId);
    shown.set(change.driveId, {
      id: change.driveId,
      studentId: writer.studentId,
      addedBy: before?.addedBy ?? writer.role,
      // A student's change takes the confirmation away on the server too.
      confirmed: writer.role === 'student' ? null : (before?.confirmed ?? null),
      createdAt: before?.createdAt ?? 0,
      updatedAt: before?.updatedAt ?? 0,
      ...change.input,
      // Left out (an older app's change, or the supervisor's), the drive keeps its reflection.
      reflection:
        writer.role === 'student' && change.input.reflection !== undefined
          ? change.input.reflection
          : (before?.reflection ?? null),
      // Left out (an older app's change), the drive keeps its explanation; empty takes it away.
      explanation:
        change.input.explanation !== undefined
          ? change.input.explanation || null
          : (before?.explanation ?? null),
      supervisedBy:
        change.input.supervisedBy.kind === 'supervisor'
          ? { kind: 'supervisor' }
          : { kind: change.input.supervisedBy.kind, name: change.input.supervisedBy.name },
      pending: true,
    });
    stored.add(change.driveId);
  }
  const all = [...shown.values()];
  for (const id of stored) {
    const drive = shown.get(id)!;
    shown.set(id, { ...drive, flags: drivePlausibility(drive, all, drive.createdAt || now) });
  }
  return [...shown.values()].sort(
    (a, b) =>
      b.date.localeCompare(a.date) ||
      b.startTime.localeCompare(a.startTime) ||
      b.createdAt - a.createdAt,
  );
}

/**
 * The drive log of the scope as it is shown, and how to change it: every save and delete goes
 * into the device's outbox first (it shows at once, also without a network) and then to the
 * server.
 */
export function useDriveLog(scope: DrivesScope, drives: readonly Drive[]) {
  const writer = useOutboxWriter(scope);
  const changes = usePendingDriveChanges(scope);
  const shown = useMemo(
    () =>
      withPendingDrives(drives, changes, {
        role: scope.role,
        studentId: writer?.studentId ?? '',
      }),
    [drives, changes, scope.role, writer?.studentId],
  );

  function add(change: DriveChange) {
    if (writer) keepChanges([{ ...writer, change, madeAt: Date.now() }]);
  }

  return {
    drives: shown,
    waiting: changes.length,
    /** Stores a new drive (a new id) or changes one (its id). */
    save(input: DriveInput, driveId: string = randomId()) {
      add({ kind: 'drive', id: randomId(), driveId, op: 'put', input });
      return driveId;
    },
    remove(driveId: string) {
      add({ kind: 'drive', id: randomId(), driveId, op: 'delete' });
    },
    /** Explains a flagged drive (issue 34): the student theirs, the supervisor any; null: none. */
    explain(driveId: string, explanation: string | null) {
      add({ kind: 'drive', id: randomId(), driveId, op: 'explain', explanation });
    },
    /**
     * The supervisor confirms a drive of the student ("Bekräftad av …") as it is shown: its
     * version goes with the confirmation, so a drive changed meanwhile is not confirmed.
     */
    confirm(drive: Pick<Drive, 'id' | 'updatedAt'>, byName: string) {
      add({
        kind: 'drive',
        id: randomId(),
        driveId: drive.id,
        op: 'confirm',
        version: drive.updatedAt,
        at: Date.now(),
        byName,
      });
    },
  };
}
