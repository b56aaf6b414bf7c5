import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the window matches a media query now, and again each time that changes (a window
 * made wider or narrower). For a layout whose parts differ, not only their places (decision
 * 023); a layout that only moves things does it in CSS.
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (changed: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
