import type { DestinationStream } from 'pino';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';
/** Path segments after which every further segment is a secret (reset links, their checks). */
const SECRET_PATH_PREFIX = /^passwordreset1?$/i;
/** Query parameters that carry one-time secrets (activation, OIDC code and state…). */
const SECRET_QUERY_KEY = /token|code|state|secret|password|nonce|verifier/i;

/**
 * A URL fit for the log: one-time tokens in reset paths (`/passwordReset/:id/:token`) and in
 * query strings (`/aktivering?token=…`, `?code=…`) are replaced, the rest is kept as sent.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);

  const segments = path.split('/');
  const secretFrom = segments.findIndex((segment) => SECRET_PATH_PREFIX.test(segment));
  const safePath =
    secretFrom === -1
      ? path
      : [
          ...segments.slice(0, secretFrom + 1),
          ...segments.slice(secretFrom + 1).map(() => REDACTED),
        ].join('/');
  if (queryAt === -1) return safePath;

  const safeQuery = query
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      let key = pair.slice(0, equals);
      try {
        key = decodeURIComponent(key);
      } catch {
        // A key that does not decode is judged as written.
      }
      return SECRET_QUERY_KEY.test(key) ? `${pair.slice(0, equals)}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/**
 * The server's logger: JSON lines (pino) without tokens, cookies, passwords or personal
 * numbers. Bodies are never logged; headers that carry credentials are redacted; URLs lose
 * their one-time tokens.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}
