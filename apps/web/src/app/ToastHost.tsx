import { lazy, Suspense, useSyncExternalStore } from 'react';
import { toastRequests } from '../lib/toast.js';

const Toasts = lazy(() => import('./Toasts.js'));

/** Mounts the toast container once the first toast is asked for (see lib/toast.ts). */
export function ToastHost() {
  const wanted = useSyncExternalStore(toastRequests.subscribe, toastRequests.wanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}
