import { createOutbox } from './outbox.js';
import { indexedDbOutboxStorage, memoryOutboxStorage } from './outbox-storage.js';

const channel =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('ovningskort-outbox');

/**
 * The device's one outbox (issue 17): every change a person makes – a lesson's status or done
 * flag, a drive of the drive log – is stored here first and sent in the order made. The
 * features add to it; the app wires what sends it (app/outbox.ts).
 */
export const deviceOutbox = createOutbox(indexedDbOutboxStorage(), memoryOutboxStorage(), channel);

const sendListeners = new Set<() => void>();

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
