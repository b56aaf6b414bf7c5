import type { FastifyReply } from 'fastify';

/**
 * Security round 3 (decision 002): the card lists are `private, no-cache` so that the browser
 * may keep them for their ETags, which leaves them in its HTTP cache on disk after the
 * session. A response that ends this browser's session (logout, "Logga ut överallt", this
 * device logged out, account deleted) tells the browser to drop its HTTP cache of the origin.
 * Only "cache": the refresh cookies are the server's to clear (each role has its own, and the
 * other role may still be logged in), and the Cache Storage of the service worker (the
 * precached app shell that opens offline) is under "storage", which this leaves alone; so is
 * the device's IndexedDB, whose outbox and kept cache the web app handles (decision 015).
 */
export function clearBrowserCache(reply: FastifyReply): void {
  reply.header('clear-site-data', '"cache"');
}
