import { describe, expect, it } from 'vitest';
import {
  DEVICE_TIME_REJECTED_TEXT,
  MADE_AT_CLOCK_SKEW_MS,
  MADE_AT_MAX_AGE_MS,
  madeTime,
  madeTimeNote,
} from './made-time.js';

const HOUR = 60 * 60_000;
const received = Date.UTC(2026, 10, 24, 11, 0);
const cardMade = received - 30 * 24 * HOUR;

describe('madeTime', () => {
  it('takes the device’s time of a change made offline two hours ago', () => {
    expect(madeTime(received - 2 * HOUR, received, cardMade)).toEqual({
      madeAt: received - 2 * HOUR,
      deviceTimeRejected: false,
    });
  });

  it('is the received time, unmarked, when no time was sent', () => {
    expect(madeTime(undefined, received, cardMade)).toEqual({
      madeAt: received,
      deviceTimeRejected: false,
    });
  });

  it('allows a device clock a little ahead, and records it as received', () => {
    expect(madeTime(received + MADE_AT_CLOCK_SKEW_MS, received, cardMade)).toEqual({
      madeAt: received,
      deviceTimeRejected: false,
    });
  });

  it.each([
    ['in the future beyond the skew', received + MADE_AT_CLOCK_SKEW_MS + 1, cardMade],
    ['before the card existed', cardMade - MADE_AT_CLOCK_SKEW_MS - 1, cardMade],
    ['older than an outbox can hold', received - MADE_AT_MAX_AGE_MS - 1, 0],
  ])('refuses a time %s and keeps the received time with a mark', (_, claimed, existedFrom) => {
    expect(madeTime(claimed, received, existedFrom)).toEqual({
      madeAt: received,
      deviceTimeRejected: true,
    });
  });

  it('moves the claim by how far the device’s clock is from the server’s', () => {
    // A phone an hour behind: made at its 09:00 (10:00 real), sent at its 11:00 (12:00 real).
    const phoneBehind = madeTime(received - 3 * HOUR, received, cardMade, received - HOUR);
    expect(phoneBehind).toEqual({ madeAt: received - 2 * HOUR, deviceTimeRejected: false });
    // A phone a day ahead is believed once its clock is set right.
    const dayAhead = madeTime(received + 22 * HOUR, received, cardMade, received + 24 * HOUR);
    expect(dayAhead).toEqual({ madeAt: received - 2 * HOUR, deviceTimeRejected: false });
  });
});

describe('madeTimeNote', () => {
  const format = (time: number) => new Date(time).toISOString().slice(11, 16);

  it('says when a change made offline was sent, beyond five minutes', () => {
    expect(madeTimeNote({ madeAt: received - 2 * HOUR, receivedAt: received }, format)).toBe(
      'gjord utan nät, skickad 11:00',
    );
  });

  it('says nothing for a change sent within five minutes', () => {
    expect(
      madeTimeNote({ madeAt: received - 5 * 60_000, receivedAt: received }, format),
    ).toBeUndefined();
  });

  it('says the device’s time was not accepted', () => {
    expect(
      madeTimeNote({ madeAt: received, receivedAt: received, deviceTimeRejected: true }, format),
    ).toBe(DEVICE_TIME_REJECTED_TEXT);
  });
});
