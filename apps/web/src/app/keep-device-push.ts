import type { Role } from '../lib/session.js';

/** The roles whose device push has been sent for the session they are signed in with. */
const sentFor = new Set<Role>();

/**
 * After a sign-in on a device that takes push (issue 38, decision 040): the server keeps a
 * device's subscription with the session that sent it, and a logout ends both, so the new
 * session sends the device's subscription again. Nothing when the device does not take push.
 */
export function keepDevicePush(role: Role, signedIn: boolean): void {
  if (!signedIn) {
    sentFor.delete(role);
    return;
  }
  if (sentFor.has(role)) return;
  sentFor.add(role);
  void (async () => {
    const { devicePush } = await import('../features/notifications/device-push.js');
    const device = await devicePush(role);
    if (device.state !== 'on') return;
    const { sendSubscription } =
      await import('../features/notifications/api/notification-settings.js');
    await sendSubscription(role, device.subscription);
  })().catch(() => {
    // Offline, or the server refused it: the settings screen sends it again when opened.
    sentFor.delete(role);
  });
}
