import { DRIVE_CONDITIONS, DRIVE_ROADS, type DriveUnderWay, type Place } from '@ovningskort/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { accountStorageKey } from '../../lib/account-storage.js';

/**
 * The drive under way ("Starta körning"): when it started, kept in localStorage per account so
 * that it survives a reload, a closed app, another tab and a dead zone. Only a time: nothing is
 * sent until the drive is saved. Beside it, what the drive gathered by voice (pauses, light and
 * weather, roads: issue 38), for the form after "Avsluta", and where it started, when the device
 * gave a position (issue 39: the light where it happened; forgotten with the drive).
 */
const keyOf = (account: string) => accountStorageKey('drive_started', account);
const notesKeyOf = (account: string) => accountStorageKey('drive_notes', account);
const placeKeyOf = (account: string) => accountStorageKey('drive_place', account);
const listeners = new Set<() => void>();

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function tell() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab started or ended the drive.
  const heard = (event: StorageEvent) => {
    if (
      event.key === null ||
      event.key.startsWith(accountStorageKey('drive_started', '')) ||
      event.key.startsWith(accountStorageKey('drive_notes', ''))
    )
      listener();
  };
  window.addEventListener('storage', heard);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', heard);
  };
}

/** When the account's drive under way started (ms since 1970), or null when none is. */
export function driveStartedAt(account: string): number | null {
  const value = Number(storage()?.getItem(keyOf(account)));
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function startDrive(account: string, now = Date.now()): void {
  storage()?.removeItem(notesKeyOf(account));
  storage()?.removeItem(placeKeyOf(account));
  storage()?.setItem(keyOf(account), String(now));
  tell();
}

/** Ends the drive under way: forgets it (the form has what it needs). */
export function endDrive(account: string): void {
  storage()?.removeItem(keyOf(account));
  storage()?.removeItem(notesKeyOf(account));
  storage()?.removeItem(placeKeyOf(account));
  tell();
}

/** Keeps where the drive that started at `startedAt` started (while it is under way). */
export function keepDriveStartPlace(account: string, startedAt: number, place: Place): void {
  if (driveStartedAt(account) !== startedAt) return;
  storage()?.setItem(placeKeyOf(account), JSON.stringify({ startedAt, ...place }));
}

/** Where the drive that started at `startedAt` started, when the device said so. */
export function driveStartPlace(account: string, startedAt: number): Place | null {
  try {
    const kept = JSON.parse(storage()?.getItem(placeKeyOf(account)) ?? 'null') as {
      startedAt?: unknown;
      latitude?: unknown;
      longitude?: unknown;
    } | null;
    return kept?.startedAt === startedAt &&
      typeof kept.latitude === 'number' &&
      typeof kept.longitude === 'number'
      ? { latitude: kept.latitude, longitude: kept.longitude }
      : null;
  } catch {
    return null;
  }
}

type Notes = Omit<DriveUnderWay, 'startedAt'>;

/** The notes as kept, each part checked: a value this app did not write counts as none. */
function notesOf(raw: string | null | undefined): Notes {
  let kept: Partial<Record<keyof Notes, unknown>> = {};
  try {
    kept = raw ? ((JSON.parse(raw) as typeof kept | null) ?? {}) : {};
  } catch {
    kept = {};
  }
  const time = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
  const listOf = <T extends string>(value: unknown, known: readonly T[]): T[] =>
    Array.isArray(value) ? known.filter((item) => value.includes(item)) : [];
  return {
    pausedAt: time(kept.pausedAt),
    pausedMs: time(kept.pausedMs) ?? 0,
    conditions: listOf(kept.conditions, DRIVE_CONDITIONS),
    roads: listOf(kept.roads, DRIVE_ROADS),
  };
}

/** The account's drive under way with what it gathered, or null when none is. */
export function driveUnderWay(account: string): DriveUnderWay | null {
  const startedAt = driveStartedAt(account);
  return startedAt === null
    ? null
    : { startedAt, ...notesOf(storage()?.getItem(notesKeyOf(account))) };
}

/** Keeps what the drive under way has gathered (a new start, or a pause or a note). */
export function keepDriveUnderWay(account: string, drive: DriveUnderWay): void {
  const { startedAt, ...notes } = drive;
  storage()?.setItem(keyOf(account), String(startedAt));
  storage()?.setItem(notesKeyOf(account), JSON.stringify(notes));
  tell();
}

export function useDriveUnderWay(account: string | null): DriveUnderWay | null {
  // The stored strings are the snapshot (stable between changes); parsed once per change.
  const kept = useSyncExternalStore(
    subscribe,
    () =>
      account
        ? `${storage()?.getItem(keyOf(account)) ?? ''}\n${storage()?.getItem(notesKeyOf(account)) ?? ''}`
        : '',
    () => '',
  );
  return useMemo(() => {
    const [started, notes] = kept.split('\n');
    const startedAt = Number(started);
    return startedAt > 0 ? { startedAt, ...notesOf(notes) } : null;
  }, [kept]);
}

/** "1:05:09" or "12:04": what a running clock shows. */
export function clock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
