import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function whose identity never changes and that always calls the latest `callback`: for a
 * handler passed to memoized children, so that they are not drawn again at every change.
 * Only for event handlers (called after render), never during render.
 */
export function useLatestCallback<A extends unknown[], R>(
  callback: (...args: A) => R,
): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
