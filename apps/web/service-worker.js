/* global self, caches */
/**
 * The service worker (built to dist/sw.js by the `service-worker` plugin in vite.config.ts,
 * which fills in VERSION and PRECACHE). It makes the app shell and the public pages open
 * offline after a first visit:
 * - page loads (navigations): network first, always fresh when online; offline (or a 5xx) the
 *   precached index.html, and the client-side router shows the page;
 * - /assets/* (content-hashed) and /media/*: cache first, filled on first use;
 * - /api/*: never touched — always the network, so no stale data is ever shown;
 * - every other screen's code and styles when a signed-in page asks (cacheScreens);
 * - caches carry the build's version; older ones are removed on activate.
 */
const VERSION = '__OVK_VERSION__';
const PRECACHE_URLS = /* __OVK_PRECACHE__ */ [];
/**
 * Every other screen's code and styles (issue 35): cached when a signed-in page asks
 * ('cache-screens', lib/cache-screens.ts), so any screen opens offline, not only those visited.
 */
const SCREEN_URLS = /* __OVK_SCREENS__ */ [];

const SHELL_CACHE = `ovk-shell-${VERSION}`;
const RUNTIME_CACHE = `ovk-runtime-${VERSION}`;
const SHELL_URL = '/index.html';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      // One file at a time and at low priority, so the page's own requests (a login, say) never
      // wait behind the precache for a connection. 'reload': from the server, not the HTTP cache.
      for (const url of PRECACHE_URLS) {
        await cache.add(new Request(url, { cache: 'reload', priority: 'low' }));
      }
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, RUNTIME_CACHE]);
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('ovk-') && !keep.has(name))
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** The screens being cached now: a second ask meanwhile waits for the same work. */
let cachingScreens;

self.addEventListener('message', (event) => {
  if (event.data?.type !== 'cache-screens') return;
  cachingScreens ??= cacheScreens().finally(() => {
    cachingScreens = undefined;
  });
  // The page is told when they are all here (true) or the network went (false).
  const [reply] = event.ports;
  event.waitUntil(cachingScreens.then((complete) => reply?.postMessage({ complete })));
});

/**
 * Caches the screens' files not cached yet, like the precache: one at a time and at low
 * priority, so the page's own requests go first. A file that fails (the network went) is
 * left for the next ask: the app asks on each signed-in start. Resolves whether all are here.
 */
async function cacheScreens() {
  const cache = await caches.open(SHELL_CACHE);
  for (const url of SCREEN_URLS) {
    if (await caches.match(url)) continue;
    try {
      await cache.add(new Request(url, { cache: 'reload', priority: 'low' }));
    } catch {
      return false;
    }
  }
  return true;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return;

  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
  } else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/media/')) {
    event.respondWith(cacheFirst(event, request));
  } else if (PRECACHE_URLS.includes(url.pathname)) {
    event.respondWith(cacheFirst(event, request));
  }
});

/** The page from the server; the precached shell only when the server cannot be reached. */
async function networkFirstPage(request) {
  try {
    const response = await fetch(request);
    if (response.status < 500) return response;
    return (await cachedShell()) ?? response;
  } catch (error) {
    const shell = await cachedShell();
    if (shell) return shell;
    throw error;
  }
}

async function cachedShell() {
  const cache = await caches.open(SHELL_CACHE);
  return cache.match(SHELL_URL);
}

/** Whole files being cached behind range requests (a film asks for several ranges). */
const filling = new Set();

/**
 * From the cache when there; else from the network, keeping a copy. Media elements ask for
 * byte ranges: those are cut from the cached whole file; on a miss the range goes to the
 * network as asked (playback starts at once) while the whole file is cached behind it.
 */
async function cacheFirst(event, request) {
  const range = request.headers.get('range');
  const cached = await caches.match(request.url);
  if (cached) return range ? partial(cached, range) : cached;

  if (range) {
    if (!filling.has(request.url)) {
      filling.add(request.url);
      event.waitUntil(
        caches
          .open(RUNTIME_CACHE)
          .then((cache) => cache.add(request.url))
          .catch(() => undefined)
          .finally(() => filling.delete(request.url)),
      );
    }
    return fetch(request);
  }
  const response = await fetch(request);
  if (response.status === 200 && response.type === 'basic') {
    const copy = response.clone();
    event.waitUntil(
      caches
        .open(RUNTIME_CACHE)
        .then((cache) => cache.put(request.url, copy))
        .catch(() => undefined), // a full disk only means no offline copy
    );
  }
  return response;
}

/** A 206 answer with the asked byte range (`bytes=a-b`, `bytes=a-`, `bytes=-n`) of a whole file. */
async function partial(response, header) {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return response;
  const body = await response.blob();
  const size = body.size;
  let start;
  let end;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) {
    return new Response(null, { status: 416, headers: { 'content-range': `bytes */${size}` } });
  }
  const headers = new Headers(response.headers);
  headers.set('content-range', `bytes ${start}-${end}/${size}`);
  headers.set('content-length', String(end - start + 1));
  headers.set('accept-ranges', 'bytes');
  return new Response(body.slice(start, end + 1), {
    status: 206,
    statusText: 'Partial Content',
    headers,
  });
}

/**
 * Notifications between drives (issue 38): the server's message (title, body, the screen it
 * speaks of, a tag per group so a newer one replaces the older) is shown as it came.
 */
self.addEventListener('push', (event) => {
  let message;
  try {
    message = event.data?.json();
  } catch {
    return;
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: typeof message.body === 'string' ? message.body : '',
      tag: typeof message.tag === 'string' ? message.tag : undefined,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-maskable-192.png',
      lang: 'sv',
      data: { url: sameOriginPath(message.url) },
    }),
  );
});

/** A tap opens the screen it speaks of: in an open window of the app if there is one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = new URL(sameOriginPath(event.notification.data?.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        try {
          // A window this worker does not control cannot be sent on: a new one opens instead.
          const sent = await open.navigate(url);
          if (sent) {
            await sent.focus().catch(() => undefined);
            return;
          }
        } catch {
          // falls through to a new window
        }
      }
      await self.clients.openWindow(url);
    })(),
  );
});

/** Only a path of this app is opened; anything else opens the start page. */
function sameOriginPath(url) {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') ? url : '/';
}
