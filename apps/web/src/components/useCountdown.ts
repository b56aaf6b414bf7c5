import { useEffect, useRef, useState } from 'react';

/**
 * Counts down from `seconds`, showing whole seconds left, and calls `onDone` once at zero.
 * It measures against the clock, so a busy tab or a throttled timer never drifts.
 */
export function useCountdown(seconds: number, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(() => {
    const end = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        onDoneRef.current();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}
