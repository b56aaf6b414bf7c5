import { INACTIVITY_LOGOUT_MS } from '@ovningskort/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  inactivityApplies,
  msUntilLogout,
  rolesToWatch,
  startInactivityTimer,
} from './inactivity.js';

const HOUR = 60 * 60 * 1000;

describe('where the inactivity logout applies', () => {
  it('covers the paths the spec lists, and the paths that begin with them', () => {
    for (const path of [
      '/settings',
      '/settingsT',
      '/notes',
      '/instructornotes',
      '/instructorNotesGet/1f0e',
      '/levelup',
      '/instructor',
      '/instructorLogIn',
      '/login',
      '/login/google',
      '/getpremium',
      '/mypass',
      '/mypassT',
      '/mydetails',
      '/mydetailsT',
      '/schools',
      '/hotDeals',
      '/moreinfoplz',
    ]) {
      expect(inactivityApplies(path), path).toBe(true);
    }
  });

  it('leaves the other screens alone, Hem included', () => {
    for (const path of [
      '/',
      '/register',
      '/registerInstructor',
      '/recover',
      '/recoverPassword',
      '/aktivering',
      '/privacy',
      '/Settings',
      '/a/settings',
    ]) {
      expect(inactivityApplies(path), path).toBe(false);
    }
  });
});

describe('msUntilLogout', () => {
  it('counts down from the last activity and stops at zero', () => {
    expect(INACTIVITY_LOGOUT_MS).toBe(10_800_000);
    expect(msUntilLogout(0, 0)).toBe(3 * HOUR);
    expect(msUntilLogout(1_000, 2 * HOUR)).toBe(HOUR + 1_000);
    expect(msUntilLogout(0, 3 * HOUR)).toBe(0);
    expect(msUntilLogout(0, 5 * HOUR)).toBe(0);
    expect(msUntilLogout(0, 10, 100)).toBe(90);
  });
});

describe('the inactivity timer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('logs out after three hours without activity, once', () => {
    const onIdle = vi.fn();
    startInactivityTimer(onIdle);
    vi.advanceTimersByTime(3 * HOUR - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10 * HOUR);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('starts the three hours again at every activity', () => {
    const onIdle = vi.fn();
    const timer = startInactivityTimer(onIdle);
    vi.advanceTimersByTime(2 * HOUR);
    timer.activity();
    vi.advanceTimersByTime(2 * HOUR);
    expect(onIdle).not.toHaveBeenCalled();
    timer.activity();
    vi.advanceTimersByTime(3 * HOUR - 1);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('keeps one timer however much activity there is', () => {
    const timer = startInactivityTimer(vi.fn());
    for (let i = 0; i < 1_000; i++) timer.activity();
    expect(vi.getTimerCount()).toBe(1);
  });

  it('does nothing after stop', () => {
    const onIdle = vi.fn();
    const timer = startInactivityTimer(onIdle);
    vi.advanceTimersByTime(HOUR);
    timer.stop();
    timer.activity();
    vi.advanceTimersByTime(10 * HOUR);
    expect(onIdle).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('takes another limit and clock when given them', () => {
    let now = 0;
    const pending: { at: number; run: () => void }[] = [];
    const onIdle = vi.fn();
    const timer = startInactivityTimer(onIdle, {
      limit: 100,
      timers: {
        now: () => now,
        setTimeout: (run, ms) => pending.push({ at: now + ms, run }),
        clearTimeout: () => undefined,
      },
    });
    now = 60;
    timer.activity();
    now = 100;
    pending.shift()!.run();
    expect(onIdle).not.toHaveBeenCalled();
    expect(pending).toEqual([{ at: 160, run: expect.any(Function) }]);
    now = 160;
    pending.shift()!.run();
    expect(onIdle).toHaveBeenCalledTimes(1);
  });
});

describe('whose session the inactivity logout watches', () => {
  const none = {
    hasStudentToken: false,
    hasSupervisorToken: false,
    studentRemembered: false,
    supervisorRemembered: false,
  };

  it('watches every session that is not remembered, as the spec says', () => {
    expect(rolesToWatch(none)).toEqual([]);
    expect(rolesToWatch({ ...none, hasStudentToken: true })).toEqual(['student']);
    expect(rolesToWatch({ ...none, hasStudentToken: true, hasSupervisorToken: true })).toEqual([
      'student',
      'teacher',
    ]);
  });

  it('leaves a session remembered on the device alone (decision 013)', () => {
    expect(rolesToWatch({ ...none, hasStudentToken: true, studentRemembered: true })).toEqual([]);
    expect(rolesToWatch({ ...none, hasSupervisorToken: true, supervisorRemembered: true })).toEqual(
      [],
    );
    // Two roles in one tab: only the one that is not remembered is logged out.
    expect(
      rolesToWatch({
        ...none,
        hasStudentToken: true,
        hasSupervisorToken: true,
        supervisorRemembered: true,
      }),
    ).toEqual(['student']);
  });
});
