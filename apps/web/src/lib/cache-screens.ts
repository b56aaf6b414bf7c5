import { whenSettled } from './when-settled.js';

/**
 * Asks the service worker to cache every screen's code and styles (issue 35, decision 033):
 * once someone has signed in, any screen opens offline, not only those visited. Asked after
 * the first screen is usable (the browser idle, or at the latest after a few seconds), on each
 * signed-in start and again when a new version's worker takes over; the worker skips what it
 * has. Production builds only, as the worker (service-worker-registration.ts).
 */
let asked = false;

function ask(): void {
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: 'cache-screens' }),
  );
}

export function cacheEveryScreen(): void {
  if (asked || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  asked = true;
  whenSettled(ask);
  // A new release's worker has fresh caches: ask it too.
  navigator.serviceWorker.addEventListener('controllerchange', () => whenSettled(ask));
}
