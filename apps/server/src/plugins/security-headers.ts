import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers (CSP, HSTS, nosniff, referrer policy and the rest) for the given
 * options, worked out once: helmet on its own builds them again, the CSP string included, for
 * every response. Runs helmet's own middleware against a response that only records headers.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as never, recorder as never, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/**
 * What the page may use: the microphone for voice commands, fullscreen for videos, autoplay for
 * the read-aloud audio, the screen wake lock for the car, the position for a drive's light;
 * nothing else, for no frame.
 */
export const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'fullscreen=(self)',
  'autoplay=(self)',
  'screen-wake-lock=(self)',
  'geolocation=(self)',
  'camera=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
].join(', ');

/** Every response carries the headers; a route may still set its own (SVG media: stricter CSP). */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = { ...securityHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
