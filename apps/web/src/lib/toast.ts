import type { ToastOptions, toast as toastify } from 'react-toastify/unstyled';

/**
 * The app's toasts (react-toastify), loaded when the first one is shown rather than with the
 * start page: the toast library and its stylesheet are not part of the first paint. The first
 * toast also mounts the container (ToastHost); react-toastify keeps a toast shown before its
 * container mounts until it does.
 */
type Toastify = typeof toastify;
type Kind = 'success' | 'error' | 'info';

let loaded: Toastify | undefined;
let loading: Promise<Toastify> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

function load(): Promise<Toastify> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  loading ??= import('react-toastify/unstyled').then((module) => (loaded = module.toast));
  return loading;
}

function show(kind: Kind, text: string, options?: ToastOptions) {
  if (loaded) {
    loaded[kind](text, options);
    return;
  }
  void load().then((toastify) => toastify[kind](text, options));
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
