/** How long the page's own requests must have been quiet before background work starts. */
export const QUIET_MS = 2000;
/** Background work starts at the latest this long after the page loaded, quiet or not. */
export const LATEST_MS = 20_000;

let settled: Promise<void> | undefined;

/** The page's requests that have finished (fetches, scripts, styles, pictures). */
const finishedRequests = () => performance.getEntriesByType('resource').length;

function idle(then: () => void, timeout: number): void {
  // Safari has no requestIdleCallback.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(then, { timeout });
  else setTimeout(then, Math.min(timeout, 500));
}

function waitForQuiet(resolve: () => void): void {
  const start = performance.now();
  let count = finishedRequests();
  let quietSince = performance.now();
  const look = () => {
    const now = performance.now();
    const current = finishedRequests();
    if (current !== count) {
      count = current;
      quietSince = now;
    }
    if (now - quietSince >= QUIET_MS || now - start >= LATEST_MS) return resolve();
    setTimeout(() => idle(look, 1000), 250);
  };
  idle(look, 1000);
}

/**
 * Resolves once the first screen is usable: the page loaded, its own requests (the screen's
 * code, its data) quiet for two seconds, and the browser idle; at the latest 20 s after load.
 * Background downloads (every screen's code, a card's instructions) wait for it, so that they
 * never compete with what the person opened: on a slow phone a lazy screen's code and data come
 * one after the other, with idle moments between them, and the first idle moment after `load`
 * is long before the screen is drawn.
 */
export function whenSettled(): Promise<void> {
  settled ??= new Promise((resolve) => {
    if (document.readyState === 'complete') waitForQuiet(resolve);
    else window.addEventListener('load', () => waitForQuiet(resolve), { once: true });
  });
  return settled;
}
