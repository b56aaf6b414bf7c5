import { useEffect, useRef, useState } from 'react';
import { click, expire, initialSendLock, isLocked, secondsLeft } from './send-lock.js';

const initial = { lock: initialSendLock, now: 0 };

/**
 * The send-button lock of the recovery screens, ticking once a second while locked.
 * `registerClick()` answers whether this click may send. It counts on the newest lock, not on
 * the one of the last render, so presses that come before React renders again all count.
 */
export function useSendLock() {
  const [{ lock, now }, setState] = useState(initial);
  const latest = useRef(initial);
  const locked = isLocked(lock, now);

  const update = (next: typeof initial) => {
    latest.current = next;
    setState(next);
  };

  useEffect(() => {
    if (!locked) return;
    const timer = setInterval(() => {
      const time = Date.now();
      update({ lock: expire(latest.current.lock, time), now: time });
    }, 1000);
    return () => clearInterval(timer);
  }, [locked]);

  function registerClick(): boolean {
    const time = Date.now();
    const result = click(latest.current.lock, time);
    update({ lock: result.state, now: time });
    return result.accepted;
  }

  return { locked, secondsLeft: secondsLeft(lock, now), registerClick };
}
