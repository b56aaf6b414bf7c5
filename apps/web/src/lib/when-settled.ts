/**
 * Runs `then` after the page has settled (loaded, then the browser idle or at the latest 5 s
 * later), so that background downloads never compete with the first screen.
 */
export function whenSettled(then: () => void): void {
  // Safari has no requestIdleCallback.
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(then, { timeout: 5000 })
      : setTimeout(then, 2000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
