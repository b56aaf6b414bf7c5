import { DEVICE_TIME_REJECTED_TEXT, MADE_OFFLINE_AFTER_MS } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { historyTime } from '../../lib/who-and-when.js';
import { driveMadeLine } from './made-line.js';

const HOUR = 60 * 60_000;
const received = new Date(2026, 10, 24, 12, 0).getTime();

describe('driveMadeLine (issue 34)', () => {
  it('says a drive saved offline at 10:00 and sent at 12:00 was saved at 10:00, sent at 12:00', () => {
    const line = driveMadeLine({ madeAt: received - 2 * HOUR, receivedAt: received }, received);
    expect(line).toBe(
      `Sparad ${historyTime(received - 2 * HOUR, received)} (gjord utan nät, skickad ${historyTime(received, received)})`,
    );
    expect(line).toContain('10:00');
    expect(line).toContain('gjord utan nät, skickad 24 nov.');
  });

  it('says nothing of a drive sent as it was saved, or within minutes', () => {
    expect(driveMadeLine({ madeAt: received, receivedAt: received }, received)).toBeNull();
    expect(
      driveMadeLine({ madeAt: received - MADE_OFFLINE_AFTER_MS, receivedAt: received }, received),
    ).toBeNull();
  });

  it('says so where the device’s time was not accepted', () => {
    const line = driveMadeLine(
      { madeAt: received, receivedAt: received, deviceTimeRejected: true },
      received,
    );
    expect(line).toBe(`Sparad ${historyTime(received, received)} (${DEVICE_TIME_REJECTED_TEXT})`);
  });

  it('says nothing of a drive without times (in the outbox, or from an older server)', () => {
    expect(driveMadeLine({}, received)).toBeNull();
    expect(driveMadeLine({ madeAt: received - 2 * HOUR }, received)).toBeNull();
  });
});
