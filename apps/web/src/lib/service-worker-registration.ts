/**
 * Registers the service worker (/sw.js, built by vite.config.ts) that lets the app shell and
 * the public pages open offline after a first visit. Production builds only: the dev server
 * has no sw.js, and a worker there would only get in the way.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it, only not offline.
      console.warn('Service worker not registered', error);
    });
  };
  // After the page's own loading, so the precache does not compete with it.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
