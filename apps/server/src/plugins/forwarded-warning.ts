import type { FastifyInstance } from 'fastify';

/**
 * Without TRUST_PROXY every request seems to come from the proxy, so the per-address login
 * limit counts everyone together. The first request that carries X-Forwarded-For says so in
 * the log, once per process.
 */
export function warnOnUntrustedForwarding(app: FastifyInstance, proxyTrusted: boolean) {
  if (proxyTrusted) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'A request came with X-Forwarded-For but TRUST_PROXY is not set: every client seems to come ' +
        "from the proxy's address, so the login and contact limits count them all as one. Set " +
        "TRUST_PROXY to the proxy's address (see the README, 'Reverse proxy with HTTPS').",
    );
  });
}
