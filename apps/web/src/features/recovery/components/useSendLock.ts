import { useEffect, useState } from 'react';
import { click, expire, initialSendLock, isLocked, secondsLeft } from './send-lock.js';

/**
 * The send-button lock of the recovery screens, ticking once a second while locked.
 * `registerClick()` answers whether this click may send.
 */
export function useSendLock() {
  const [{ lock, now }, setState] = useState({ lock: initialSendLock, now: 0 });
  const locked = isLocked(lock, now);

  useEffect(() => {
    if (!locked) return;
    const timer = setInterval(() => {
      const time = Date.now();
      setState((current) => ({ lock: expire(current.lock, time), now: time }));
    }, 1000);
    return () => clearInterval(timer);
  }, [locked]);

  function registerClick(): boolean {
    const time = Date.now();
    const result = click(lock, time);
    setState({ lock: result.state, now: time });
    return result.accepted;
  }

  return { locked, secondsLeft: secondsLeft(lock, now), registerClick };
}
