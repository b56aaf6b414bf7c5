import type { ToastOptions } from 'react-toastify/unstyled';
import type { Kind, Toaster } from './toaster.js';

/**
 * The app's toasts (react-toastify), loaded when the first one is shown rather than with the
 * start page: the toast library and its stylesheet are not part of the first paint. The first
 * toast also mounts the container (ToastHost); react-toastify keeps a toast shown before its
 * container mounts until it does. One toast per message: lib/toaster.ts, loaded with them.
 */

let loaded: Toaster | undefined;
let loading: Promise<Toaster> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function load(): Promise<Toaster> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  loading ??= Promise.all([import('react-toastify/unstyled'), import('./toaster.js')]).then(
    ([module, { createToaster }]) => (loaded = createToaster(module.toast)),
  );
  return loading;
}

function show(kind: Kind, text: string, options?: ToastOptions) {
  if (loaded) {
    loaded(kind, text, options);
    return;
  }
  void load().then((shower) => shower(kind, text, options));
}

export const toast = {
  success: (text: string, options?: ToastOptions) => show('success', text, options),
  error: (text: string, options?: ToastOptions) => show('error', text, options),
  info: (text: string, options?: ToastOptions) => show('info', text, options),
};

/** For ToastHost: whether a toast was asked for yet, and news when one is. */
export const toastRequests = {
  wanted: () => wanted,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
