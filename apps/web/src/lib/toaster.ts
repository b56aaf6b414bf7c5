import { createElement } from 'react';
import type { Id, ToastItem, ToastOptions, UpdateOptions } from 'react-toastify/unstyled';
import type { toast as toastify } from 'react-toastify/unstyled';

/**
 * One toast per message (issue 22), loaded with react-toastify (lib/toast.ts): a message already
 * on screen is not shown again beside itself; it is shown afresh in its place: its time starts
 * over, and its text is put in anew so that screen readers announce it again. The message is
 * the key, or the `toastId` a caller gives.
 */
type Toastify = typeof toastify;
export type Kind = 'success' | 'error' | 'info';

/** The part of react-toastify the toasts use (a fake one in the unit test). */
export type ToastLibrary = Pick<Toastify, Kind | 'isActive' | 'update' | 'onChange'>;

/**
 * Shows toasts through `library`, one per key. A key whose toast is on screen updates it; a key
 * whose toast waits for its turn (the container shows at most two) is left waiting; a key whose
 * toast has gone gets a new one, under a new id (react-toastify would drop a toast whose id is
 * still leaving the screen).
 */
export function createToaster(library: ToastLibrary) {
  const shown = new Map<Id, Id>();
  let serial = 0;
  library.onChange((item: ToastItem) => {
    if (item.status !== 'removed') return;
    for (const [key, id] of shown) if (id === item.id) shown.delete(key);
  });
  return function show(kind: Kind, text: string, options: ToastOptions = {}) {
    const { toastId: key = text, ...rest } = options;
    const id = shown.get(key);
    if (id !== undefined) {
      serial += 1;
      if (library.isActive(id)) {
        // A new element (its key) replaces the text in the toast's live region; the update
        // restarts the toast's timer (react-toastify remounts its progress bar).
        const render = createElement('span', { key: serial }, text);
        library.update(id, { ...rest, render, type: kind } as UpdateOptions);
      }
      return;
    }
    serial += 1;
    const fresh = `${String(key)}#${serial}`;
    shown.set(key, fresh);
    library[kind](text, { ...rest, toastId: fresh });
  };
}

export type Toaster = ReturnType<typeof createToaster>;
