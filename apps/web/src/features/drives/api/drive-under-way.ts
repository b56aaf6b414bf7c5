import { DRIVE_HOLD_MAX_MS } from '@ovningskort/domain';
import { api } from '../../../lib/api.js';

/**
 * Tells the server a drive is under way on this device, or has ended (issue 38): meanwhile no
 * notification reaches the learner or their supervisor. Best effort: offline, nothing is held
 * (a push could not reach this phone either), and the hold ends by itself after six hours.
 */
export function announceDriveUnderWay(now = Date.now()) {
  api
    .request('/v1/notifications/hold', {
      method: 'PUT',
      role: 'student',
      body: { until: now + DRIVE_HOLD_MAX_MS - 60_000 },
    })
    .catch(() => undefined);
}

export function announceDriveEnded() {
  api
    .request('/v1/notifications/hold', { method: 'DELETE', role: 'student' })
    .catch(() => undefined);
}
