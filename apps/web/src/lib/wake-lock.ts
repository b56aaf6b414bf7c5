import { useEffect, useState } from 'react';

/** Whether the screen is being kept awake: held, not offered by the browser, or refused. */
export type WakeLockState = 'held' | 'unsupported' | 'refused' | 'off';

interface ScreenLock {
  released: boolean;
  release(): Promise<void>;
  addEventListener(type: 'release', listener: () => void): void;
}
interface WakeLockApi {
  request(type: 'screen'): Promise<ScreenLock>;
}

function wakeLockApi(): WakeLockApi | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as unknown as { wakeLock?: WakeLockApi }).wakeLock;
}

/**
 * Keeps the screen on while `active` (Screen Wake Lock). The browser lets the lock go when the
 * page is hidden; it is asked for again when the page shows, and released when `active` ends
 * or the screen closes.
 */
export function useWakeLock(active: boolean): WakeLockState {
  const [state, setState] = useState<WakeLockState>('off');
  const supported = wakeLockApi() !== undefined;
  useEffect(() => {
    const api = wakeLockApi();
    if (!active || !api) return;
    let lock: ScreenLock | null = null;
    let ended = false;
    const acquire = () => {
      if (document.visibilityState !== 'visible' || (lock && !lock.released)) return;
      api.request('screen').then(
        (held) => {
          if (ended) {
            void held.release();
            return;
          }
          lock = held;
          setState('held');
          held.addEventListener('release', () => {
            if (!ended) setState('off');
          });
        },
        () => {
          if (!ended) setState('refused');
        },
      );
    };
    acquire();
    document.addEventListener('visibilitychange', acquire);
    return () => {
      ended = true;
      document.removeEventListener('visibilitychange', acquire);
      if (lock && !lock.released) void lock.release();
      setState('off');
    };
  }, [active]);
  if (!active) return 'off';
  return supported ? state : 'unsupported';
}
