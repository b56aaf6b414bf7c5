import type { Agent } from 'node:https';
import path from 'node:path';
import webpush from 'web-push';
import { fileMadeOnce } from '../../lib/file-made-once.js';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID keys: by configuration, or generated on first start and kept in DATA_DIR
 * (as the auth secret). Several processes must share them (README, "Notifications"): a
 * browser's subscription is made for one public key.
 */
export async function resolveVapidKeys(
  configured: Partial<VapidKeys>,
  dataDir: string,
): Promise<VapidKeys> {
  if (configured.publicKey && configured.privateKey) {
    return { publicKey: configured.publicKey, privateKey: configured.privateKey };
  }
  const text = await fileMadeOnce(path.join(dataDir, 'vapid-keys.json'), () =>
    JSON.stringify(webpush.generateVAPIDKeys()),
  );
  const keys = JSON.parse(text) as VapidKeys;
  return { publicKey: keys.publicKey, privateKey: keys.privateKey };
}

/**
 * Whether an endpoint is one of the push services we send to. A subscription's endpoint is an
 * address the server will post to, so it may not be any address a client names.
 */
export function isAllowedPushService(endpoint: string, services: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.host.toLowerCase();
  return services.some((service) =>
    service.startsWith('*.') ? host.endsWith(service.slice(1)) : host === service,
  );
}

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What a push service answered: delivered, gone for good (404/410), or failed this time. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type SendPush = (target: PushTarget, payload: string, topic: string) => Promise<PushOutcome>;

/**
 * Sends one encrypted message (RFC 8291, aes128gcm) with VAPID (RFC 8292) through the
 * subscription's push service. `agent` carries the TLS settings of the push service (tests
 * trust their own local service's certificate through it).
 */
export function createPushSender(options: {
  keys: VapidKeys;
  subject: string;
  agent?: Agent;
}): SendPush {
  const vapidDetails = { subject: options.subject, ...options.keys };
  return async (target, payload, topic) => {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails,
          // A day: after that, what it says is no longer news.
          TTL: 24 * 60 * 60,
          urgency: 'normal',
          // One per topic waits at the push service: a newer one of the same group replaces it.
          topic,
          timeout: 10_000,
          ...(options.agent ? { agent: options.agent } : {}),
        },
      );
      return 'sent';
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      return status === 404 || status === 410 ? 'gone' : 'failed';
    }
  };
}
