import { RECOVERY_LOCK_SECONDS, RECOVERY_SEND_CLICKS } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import {
  click,
  expire,
  initialSendLock,
  isLocked,
  secondsLeft,
  type SendLockState,
} from './send-lock.js';

function clicks(times: number, start: SendLockState = initialSendLock, now = 0) {
  let state = start;
  const accepted: boolean[] = [];
  for (let i = 0; i < times; i++) {
    const result = click(state, now);
    state = result.state;
    accepted.push(result.accepted);
  }
  return { state, accepted };
}

describe('the recovery send-button lock', () => {
  it('uses the spec’s numbers: 6 clicks, then 20 seconds', () => {
    expect(RECOVERY_SEND_CLICKS).toBe(6);
    expect(RECOVERY_LOCK_SECONDS).toBe(20);
  });

  it('lets five clicks through without locking', () => {
    const { state, accepted } = clicks(5);
    expect(accepted).toEqual([true, true, true, true, true]);
    expect(isLocked(state, 0)).toBe(false);
    expect(secondsLeft(state, 0)).toBe(0);
  });

  it('sends the sixth click and locks the button for 20 seconds after it', () => {
    const { state, accepted } = clicks(6, initialSendLock, 1_000);
    expect(accepted.at(-1)).toBe(true);
    expect(isLocked(state, 1_000)).toBe(true);
    expect(secondsLeft(state, 1_000)).toBe(20);
    expect(secondsLeft(state, 1_001)).toBe(20);
    expect(secondsLeft(state, 2_000)).toBe(19);
    expect(secondsLeft(state, 20_999)).toBe(1);
    expect(isLocked(state, 21_000)).toBe(false);
  });

  it('refuses clicks while locked and does not extend the lock', () => {
    const locked = clicks(6).state;
    const result = click(locked, 10_000);
    expect(result.accepted).toBe(false);
    expect(result.state).toEqual(locked);
    expect(secondsLeft(result.state, 10_000)).toBe(10);
  });

  it('unlocks after the lock and starts counting from zero again', () => {
    const locked = clicks(6).state;
    expect(expire(locked, 19_999)).toBe(locked);
    expect(expire(locked, 20_000)).toEqual(initialSendLock);

    const again = clicks(5, locked, 20_000);
    expect(again.accepted).toEqual([true, true, true, true, true]);
    expect(again.state).toEqual({ clicks: 5, lockedUntil: null });
    const sixth = click(again.state, 20_000);
    expect(sixth.state.lockedUntil).toBe(40_000);
  });

  it('follows other rules when given them', () => {
    const first = click(initialSendLock, 0, { clicks: 1, lockMs: 500 });
    expect(first.accepted).toBe(true);
    expect(secondsLeft(first.state, 0)).toBe(1);
    expect(isLocked(first.state, 500)).toBe(false);
  });
});
