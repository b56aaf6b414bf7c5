import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The page as when-settled sees it: loaded, and `requests` finished requests so far. */
function page() {
  const state = { requests: 0 };
  vi.stubGlobal('document', { readyState: 'complete' });
  vi.spyOn(performance, 'getEntriesByType').mockImplementation(
    () => Array.from({ length: state.requests }) as PerformanceEntryList,
  );
  return state;
}

async function settledAfter(): Promise<() => boolean> {
  // A fresh module each time: the promise is made once per page.
  vi.resetModules();
  const { whenSettled } = await import('./when-settled.js');
  let done = false;
  void whenSettled().then(() => (done = true));
  return () => done;
}

describe('whenSettled', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('waits until the page has made no request for two seconds', async () => {
    const requests = page();
    const settled = await settledAfter();
    await vi.advanceTimersByTimeAsync(1500);
    expect(settled()).toBe(false);
    // The screen's code and data arrive one after the other.
    requests.requests = 5;
    await vi.advanceTimersByTimeAsync(1500);
    requests.requests = 9;
    await vi.advanceTimersByTimeAsync(1900);
    expect(settled()).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(settled()).toBe(true);
  });

  it('gives up waiting 20 s after load on a page that never goes quiet', async () => {
    const requests = page();
    const settled = await settledAfter();
    for (let second = 0; second < 19; second++) {
      requests.requests += 1;
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(settled()).toBe(false);
    requests.requests += 1;
    await vi.advanceTimersByTimeAsync(2000);
    expect(settled()).toBe(true);
  });

  it('starts counting at the load event when the page is still loading', async () => {
    page();
    const listeners: (() => void)[] = [];
    vi.stubGlobal('document', { readyState: 'loading' });
    vi.stubGlobal('window', {
      addEventListener: (type: string, listener: () => void) => {
        if (type === 'load') listeners.push(listener);
      },
    });
    const settled = await settledAfter();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(settled()).toBe(false);
    for (const listener of listeners) listener();
    await vi.advanceTimersByTimeAsync(2600);
    expect(settled()).toBe(true);
  });
});
