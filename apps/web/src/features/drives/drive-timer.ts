import { useSyncExternalStore } from 'react';
import { accountStorageKey } from '../../lib/account-storage.js';

/**
 * The drive under way ("Starta körning"): when it started, kept in localStorage per account so
 * that it survives a reload, a closed app, another tab and a dead zone. Only a time: nothing is
 * sent until the drive is saved.
 */
const keyOf = (account: string) => accountStorageKey('drive_started', account);
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
    if (event.key === null || event.key.startsWith(accountStorageKey('drive_started', '')))
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
  storage()?.setItem(keyOf(account), String(now));
  tell();
}

/** Ends the drive under way: forgets it (the form has what it needs). */
export function endDrive(account: string): void {
  storage()?.removeItem(keyOf(account));
  tell();
}

export function useDriveStartedAt(account: string | null): number | null {
  return useSyncExternalStore(
    subscribe,
    () => (account ? driveStartedAt(account) : null),
    () => null,
  );
}

/** Whole minutes of a drive from its start to `now`, at least 1. */
export function minutesSince(startedAt: number, now: number): number {
  return Math.max(1, Math.round((now - startedAt) / 60_000));
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
