import { DRIVE_HOLD_MAX_MS } from '@ovningskort/domain';
import { api } from '../../../lib/api.js';

/** Runs `send` now when online, else once the network is back (the latest one wins). */
let waiting: (() => void) | null = null;
function whenOnline(send: () => void) {
  if (waiting) window.removeEventListener('online', waiting);
  waiting = null;
  if (navigator.onLine) {
    send();
    return;
  }
  waiting = () => {
    waiting = null;
    send();
  };
  window.addEventListener('online', waiting, { once: true });
}

/**
 * Tells the server a drive is under way on this device, or has ended (issue 38): meanwhile no
 * notification reaches the learner or their supervisor. Best effort: started offline, it is told
 * when the network is back (if the drive still runs), and a hold ends by itself after six hours.
 */
export function announceDriveUnderWay(startedAt = Date.now()) {
  whenOnline(() => {
    const until = startedAt + DRIVE_HOLD_MAX_MS - 60_000;
    if (until <= Date.now()) return;
    api
      .request('/v1/notifications/hold', { method: 'PUT', role: 'student', body: { until } })
      .catch(() => undefined);
  });
}

export function announceDriveEnded() {
  whenOnline(() => {
    api
      .request('/v1/notifications/hold', { method: 'DELETE', role: 'student' })
      .catch(() => undefined);
  });
}
