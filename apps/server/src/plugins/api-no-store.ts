import type { FastifyInstance } from 'fastify';

/**
 * API answers carry tokens and personal data: no cache may keep them unless the route says
 * otherwise (the card lists revalidate with their ETag: `private, no-cache`). Errors too.
 */
export function registerApiNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && /^\/api(\/|\?|$)/.test(request.url)) {
      reply.header('cache-control', 'no-store');
    }
  });
}
