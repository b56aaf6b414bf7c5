import type { DestinationStream } from 'pino';
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';
/**
 * Path segments after which every further segment is a secret: reset links and their checks,
 * and the driving school's read-only links and short codes (issue 34: `/delat/:token`,
 * `/delat/kod/:code`, `/api/v1/shared/…`), and a companion's one-time link to confirm a drive
 * (`/bekrafta-korning/:token`, `/api/v1/companion/:token`).
 */
const SECRET_PATH_PREFIX = /^(passwordreset1?|shared|delat|companion|bekrafta-korning)$/i;
/**
 * The query keys whose values are logged (security round 3): ids, the screens' own choices
 * and the OpenID provider's scope and error. Every other key keeps its name but not its value:
 * one-time tokens (`token`, `code`, `state`), the invitation's `inbjudan` token and invited
 * `epost` address, and whatever key is added later, until someone decides it is safe here.
 */
const LOGGED_QUERY_KEYS = new Set([
  // The API's own queries (ids, "remember me" on the OpenID start).
  'id',
  'studentId',
  'teacherId',
  'remember',
  // The web app's pages: the chosen student, card, lesson and sub-moment.
  'elev',
  'kort',
  'lektion',
  'moment',
  // What the OpenID provider sends back beside its code and state.
  'scope',
  'error',
]);

/**
 * A URL fit for the log: one-time tokens in reset paths (`/passwordReset/:id/:token`) are
 * replaced, and so is the value of every query key that is not on the allow-list
 * (`/aktivering?token=…`, `?code=…`, `/registerInstructor?inbjudan=…&epost=…`); the rest is
 * kept as sent.
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
        // A key that does not decode is on no list: its value is not logged.
      }
      return LOGGED_QUERY_KEYS.has(key) ? pair : `${pair.slice(0, equals)}=${REDACTED}`;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/**
 * The server's logger: JSON lines (pino) without tokens, cookies, passwords or personal
 * numbers. Bodies are never logged; headers that carry credentials are redacted; URLs lose
 * their one-time tokens and every query value not on the allow-list.
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
