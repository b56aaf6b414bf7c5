import { useState } from 'react';

/**
 * The value a controlled select or checkbox shows. A change shows in the frame it is made:
 * React would otherwise put the old value back at the end of the event, and the cached value
 * only arrives with TanStack Query's next notification (a later task, maybe a frame later).
 * Whenever `value` (the cached lesson: optimistic, saved or rolled back) changes, it wins.
 */
export function useShownValue<T>(value: T): [T, (next: T) => void] {
  const [state, setState] = useState({ value, shown: value });
  let current = state;
  if (!Object.is(state.value, value)) {
    current = { value, shown: value };
    setState(current);
  }
  return [current.shown, (next: T) => setState((s) => ({ ...s, shown: next }))];
}
