import { whenSettled } from './when-settled.js';

/**
 * Asks the service worker to cache every screen's code and styles (issue 35, decision 033):
 * once someone has signed in, any screen opens offline, not only those visited. Asked after
 * the first screen is usable (its requests quiet and the browser idle, when-settled.ts), on each
 * signed-in start and again when a new version's worker takes over; the worker skips what it
 * has. Production builds only, as the worker (service-worker-registration.ts).
 */
let asked = false;
let answered: (complete: boolean) => void = () => {};
/** Whether every screen is cached, once the worker has said so for this page. */
let screens: Promise<boolean> = new Promise((resolve) => (answered = resolve));

function ask(): void {
  void navigator.serviceWorker.ready.then((registration) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<{ complete?: boolean }>) =>
      answered(event.data.complete === true);
    registration.active?.postMessage({ type: 'cache-screens' }, [channel.port2]);
  });
}

export function cacheEveryScreen(): void {
  if (asked) return;
  asked = true;
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) {
    screens = Promise.resolve(true);
    return;
  }
  void whenSettled().then(ask);
  // A new release's worker has fresh caches: ask it too.
  navigator.serviceWorker.addEventListener('controllerchange', () => void whenSettled().then(ask));
}

/**
 * Resolves once the worker has cached every screen (true) or stopped at a lost network
 * (false), after cacheEveryScreen: other background work (a card's instructions) waits for it,
 * so that it never loads code the device does not have yet while the network goes.
 */
export function everyScreenCached(): Promise<boolean> {
  return screens;
}
