/**
 * When a change was really made (issue 34): a device offline keeps its changes in the outbox
 * and sends them later with the time each was made. The record shows that time, and says so
 * where it differs from when the server received it. A device's clock can be wrong, or a
 * client can lie: the server takes a made-time only within bounds, and otherwise keeps the
 * time it received the change, with a mark that the device's time was not accepted.
 */
import { LESSON_CHANGE_ID_RETENTION_MS } from './constants.js';

/** How far ahead of the server's clock a device's clock may run (minutes of skew). */
export const MADE_AT_CLOCK_SKEW_MS = 2 * 60_000;
/**
 * How old a made-time may be: as long as the server remembers a change's id (a change older
 * than that could be applied twice, so no outbox keeps one longer).
 */
export const MADE_AT_MAX_AGE_MS = LESSON_CHANGE_ID_RETENTION_MS;
/** From how long between made and received the record says it was made offline. */
export const MADE_OFFLINE_AFTER_MS = 5 * 60_000;

export interface MadeTime {
  /** When it was made: the device's time if accepted, else when the server received it. */
  madeAt: number;
  /** A made-time was sent and not accepted (out of bounds): `madeAt` is the received time. */
  deviceTimeRejected: boolean;
}

/**
 * The made-time the record keeps for a change the server received at `receivedAt`, which the
 * device says was made at `claimed`. With `sentAt`, the device's clock when it sent the change,
 * the claim is first moved by how far that clock is from the server's (a phone an hour behind
 * is an hour behind for both). Accepted when it is not in the future beyond the skew, not
 * before the thing it changes existed (`existedFrom`, e.g. the card's creation) and not older
 * than an outbox can hold. Without a claim (a client that sends none) it is the received time,
 * unmarked.
 */
/** When the device says a change was made, on the server's clock: `sent` moved by the device's clock's error at `sentAt`. */
export function claimedTime(sent: number, receivedAt: number, sentAt?: number): number {
  return sentAt === undefined ? sent : sent + (receivedAt - sentAt);
}

export function madeTime(
  sent: number | undefined,
  receivedAt: number,
  existedFrom: number,
  sentAt?: number,
): MadeTime {
  if (sent === undefined) return { madeAt: receivedAt, deviceTimeRejected: false };
  const claimed = claimedTime(sent, receivedAt, sentAt);
  const accepted =
    claimed <= receivedAt + MADE_AT_CLOCK_SKEW_MS &&
    claimed >= existedFrom - MADE_AT_CLOCK_SKEW_MS &&
    claimed >= receivedAt - MADE_AT_MAX_AGE_MS;
  return accepted
    ? { madeAt: Math.min(claimed, receivedAt), deviceTimeRejected: false }
    : { madeAt: receivedAt, deviceTimeRejected: true };
}

/** Whether the record should say the change was made offline and sent later. */
export function madeOffline(madeAt: number, receivedAt: number): boolean {
  return receivedAt - madeAt > MADE_OFFLINE_AFTER_MS;
}

/** 'gjord utan nät, skickad 24 nov. 12:00': the caller formats the time. */
export function madeOfflineText(sentWhen: string): string {
  return `gjord utan nät, skickad ${sentWhen}`;
}

/** Said where a device's time was not accepted and the received time is shown instead. */
export const DEVICE_TIME_REJECTED_TEXT = 'enhetens klocka gick fel – tiden är när den kom fram';

/**
 * What follows a record's time, if anything: that it was made offline and when it was sent,
 * or that the device's time was not accepted. `format` formats a time as the place shows it.
 */
export function madeTimeNote(
  record: { madeAt: number; receivedAt: number; deviceTimeRejected?: boolean },
  format: (time: number) => string,
): string | undefined {
  if (record.deviceTimeRejected) return DEVICE_TIME_REJECTED_TEXT;
  if (madeOffline(record.madeAt, record.receivedAt)) {
    return madeOfflineText(format(record.receivedAt));
  }
  return undefined;
}
