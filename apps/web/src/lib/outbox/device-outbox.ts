import { useMemo } from 'react';
import { accountKey } from '../account-key.js';
import { useSession, type Role } from '../session.js';
import { createOutbox } from './outbox.js';
import { indexedDbOutboxStorage, memoryOutboxStorage, type OutboxEntry } from './outbox-storage.js';

const channel =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('ovningskort-outbox');

/**
 * The device's one outbox (issue 17): every change a person makes – a lesson's status or done
 * flag, a drive of the drive log – is stored here first and sent in the order made. The
 * features add to it; the app wires what sends it (app/outbox.ts).
 */
export const deviceOutbox = createOutbox(indexedDbOutboxStorage(), memoryOutboxStorage(), channel);

const sendListeners = new Set<() => void>();
const notStoredListeners = new Set<() => void>();

/**
 * How a screen saves a change: into the outbox (it shows at once), then sent as soon as it can
 * be. Where the device refuses to store it, the listeners of onNotStored hear of it (the app
 * tells the person the change lives only in this page).
 */
export function keepChanges(entries: readonly Omit<OutboxEntry, 'seq'>[]): void {
  for (const entry of entries) {
    deviceOutbox.add(entry).catch(() => {
      for (const listener of notStoredListeners) listener();
    });
  }
  sendSoon();
}

/**
 * Hears of a change the device refused to store (it is kept in this page's memory and sent from
 * there). The words for the person are chosen by the caller (app/outbox.ts), not here.
 */
export function onNotStored(listener: () => void): () => void {
  notStoredListeners.add(listener);
  return () => {
    notStoredListeners.delete(listener);
  };
}

/** Asks for what waits to be sent now (after a change is added). */
export function sendSoon(): void {
  for (const listener of sendListeners) listener();
}

/** The sender listens here (app/outbox.ts). */
export function onSendSoon(listener: () => void): () => void {
  sendListeners.add(listener);
  return () => {
    sendListeners.delete(listener);
  };
}

/** Whose screen: the student's own, or a linked student's as their supervisor. */
export type OutboxScope = { role: 'student' } | { role: 'supervisor'; studentId: string };

/**
 * Who a screen's changes are kept for in the outbox: the writer's account and role, and the
 * student whose data it is. Null before the session is known.
 */
export function useOutboxWriter(scope: OutboxScope) {
  const now = useSession();
  const role: Role = scope.role === 'student' ? 'student' : 'teacher';
  const writerId = scope.role === 'student' ? now.student?.id : now.supervisor?.id;
  const studentId = scope.role === 'student' ? now.student?.id : scope.studentId;
  return useMemo(
    () => (writerId && studentId ? { account: accountKey(role, writerId), role, studentId } : null),
    [role, writerId, studentId],
  );
}
