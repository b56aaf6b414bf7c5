import { RECOVERY_LOCK_SECONDS, RECOVERY_SEND_CLICKS } from '@ovningskort/domain';

/**
 * Spec §4: after RECOVERY_SEND_CLICKS clicks on the send button it is locked for
 * RECOVERY_LOCK_SECONDS, then it unlocks and the count starts again. Times are epoch ms.
 */
export interface SendLockState {
  clicks: number;
  lockedUntil: number | null;
}

export const initialSendLock: SendLockState = { clicks: 0, lockedUntil: null };

export interface SendLockRules {
  clicks: number;
  lockMs: number;
}

const specRules: SendLockRules = {
  clicks: RECOVERY_SEND_CLICKS,
  lockMs: RECOVERY_LOCK_SECONDS * 1000,
};

export function isLocked(state: SendLockState, now: number): boolean {
  return state.lockedUntil !== null && now < state.lockedUntil;
}

/** Whole seconds until the button unlocks (0 when it is not locked), as the label counts. */
export function secondsLeft(state: SendLockState, now: number): number {
  if (!isLocked(state, now)) return 0;
  return Math.ceil((state.lockedUntil! - now) / 1000);
}

/** Ends a lock whose time is up: the button unlocks and the count starts from zero. */
export function expire(state: SendLockState, now: number): SendLockState {
  return state.lockedUntil !== null && now >= state.lockedUntil ? initialSendLock : state;
}

/**
 * A click on the send button. A click while locked is refused (`accepted: false`); the click
 * that reaches the limit is still sent, and locks the button after it.
 */
export function click(
  state: SendLockState,
  now: number,
  rules: SendLockRules = specRules,
): { state: SendLockState; accepted: boolean } {
  const current = expire(state, now);
  if (isLocked(current, now)) return { state: current, accepted: false };
  const clicks = current.clicks + 1;
  return clicks >= rules.clicks
    ? { state: { clicks, lockedUntil: now + rules.lockMs }, accepted: true }
    : { state: { clicks, lockedUntil: null }, accepted: true };
}
