import { lazy, type ComponentType } from 'react';

type Screen = ComponentType;

/** The screens whose load failed, each with how to start it afresh. */
const failed = new Set<() => void>();

/**
 * The screens whose code could not be loaded (offline, not yet on the device) load again the
 * next time they render: ScreenBoundary calls this when the network returns, or when asked.
 */
export function tryFailedScreensAgain(): void {
  if (failed.size === 0) return;
  for (const renew of failed) renew();
  failed.clear();
  loadFailedStylesAgain();
}

/**
 * A screen's stylesheet that failed to load stays failed (the browser does not fetch a link
 * again, and Vite's preloading adds each only once): each is put back afresh, so a screen
 * loaded again has its styles. One still loading is put back too, which only asks again.
 */
function loadFailedStylesAgain(): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')) {
    if (!link.sheet) link.replaceWith(link.cloneNode());
  }
}

/** A lazily loaded screen that can be asked to start loading before it is drawn. */
export type LazyScreen = Screen & { preload: () => void };

/**
 * React's lazy() keeps a failed load for good. This one keeps it only until
 * tryFailedScreensAgain(): until then the failure stays (the boundary says the screen needs
 * the network, instead of trying again and again offline), after it the screen loads afresh.
 * `preload()` starts the load before the screen is drawn (screens.tsx, for the screen the page
 * opened on); drawing it then waits for the same load.
 */
export function retryingLazy(load: () => Promise<{ default: Screen }>): LazyScreen {
  let loading: Promise<{ default: Screen }> | undefined;
  const start = () =>
    (loading ??= load().catch((error: unknown) => {
      failed.add(renew);
      throw error;
    }));
  const renew = () => {
    loading = undefined;
    current = lazy(start);
  };
  let current = lazy(start);
  function RetryingScreen() {
    const Current = current;
    return <Current />;
  }
  return Object.assign(RetryingScreen, {
    preload: () => {
      // A failed early load is kept for the boundary, as a failed render's is.
      start().catch(() => {});
    },
  });
}
