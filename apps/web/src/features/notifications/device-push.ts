import type { PushSubscriptionInput } from '@ovningskort/domain';
import type { Role } from '../../lib/session.js';

/** What this device can do about push for a role: the browser's part of "Aviseringar". */
export type DevicePush =
  | { state: 'unsupported' }
  | { state: 'blocked' }
  | { state: 'off' }
  | { state: 'on'; endpoint: string; subscription: PushSubscriptionInput };

/** Which endpoint this device gave the server for a role (one browser serves both roles). */
const keptKey = (role: Role) => `ovk_push_${role}`;

function kept(role: Role): string | null {
  try {
    return localStorage.getItem(keptKey(role));
  } catch {
    return null;
  }
}

function keep(role: Role, endpoint: string | null) {
  try {
    if (endpoint) localStorage.setItem(keptKey(role), endpoint);
    else localStorage.removeItem(keptKey(role));
  } catch {
    // Private mode: the device still takes push; the screen shows it as off after a reload.
  }
}

export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  );
}

async function browserSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function devicePush(role: Role): Promise<DevicePush> {
  if (!pushSupported()) return { state: 'unsupported' };
  if (Notification.permission === 'denied') return { state: 'blocked' };
  const subscription = await browserSubscription();
  const endpoint = kept(role);
  return subscription && Notification.permission === 'granted' && subscription.endpoint === endpoint
    ? { state: 'on', endpoint, subscription: subscription.toJSON() as PushSubscriptionInput }
    : { state: 'off' };
}

/** The VAPID key as the Push API takes it. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameKey = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

export class PushBlockedError extends Error {}

/**
 * Asks the person (their tap is what lets the browser ask) and subscribes this device with the
 * server's key; a subscription made for another key is replaced.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionInput> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushBlockedError(permission);
  const registration = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  return subscription.toJSON() as PushSubscriptionInput;
}

export function rememberDevicePush(role: Role, endpoint: string | null) {
  keep(role, endpoint);
}

/** Drops the browser's subscription once no role of this device uses it. */
export async function dropUnusedSubscription() {
  if (!pushSupported() || kept('student') || kept('teacher')) return;
  await (await browserSubscription())?.unsubscribe();
}
