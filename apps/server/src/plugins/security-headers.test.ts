import http from 'node:http';
import helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers.js';

const options = {
  contentSecurityPolicy: {
    directives: {
      'media-src': ["'self'", 'blob:'],
      'img-src': ["'self'", 'data:', 'blob:'],
      'upgrade-insecure-requests': null,
    },
  },
  hsts: false,
  referrerPolicy: { policy: 'no-referrer' as const },
};

/** The headers helmet itself sets on a real node:http response. */
async function helmetOnRealResponse(): Promise<Record<string, string>> {
  const server = http.createServer((request, response) => {
    helmet(options)(request, response, () => response.end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`);
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      if (
        !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)
      )
        headers[name] = value;
    });
    return headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('securityHeaders', () => {
  it('are exactly the headers helmet sets on a real response', async () => {
    expect(securityHeaders(options)).toEqual(await helmetOnRealResponse());
  });

  it('hold the policies the app relies on', () => {
    const headers = securityHeaders({ ...options, hsts: { maxAge: 31536000 } });
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("media-src 'self' blob:");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toContain('max-age=31536000');
  });

  it('refuses options helmet refuses', () => {
    expect(() =>
      securityHeaders({ contentSecurityPolicy: { directives: { 'script-src': ['self'] } } }),
    ).toThrow();
  });
});
