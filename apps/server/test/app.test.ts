import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, testDialects, type TestApp } from './test-app.js';

describe.each(testDialects)('the app frame (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the health check when the database answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown API routes with 404 JSON in Swedish', async () => {
    for (const url of ['/api/nope', '/api/v1/finns-inte/zzz', '/api']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'Hittades inte.' });
    }
  });

  it('sends security headers with a CSP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('publishes the OpenAPI document of its routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/registration',
        '/api/v1/login',
        '/api/v1/refresh',
        '/api/v1/logout',
        '/api/v1/activate',
      ]),
    );
  });

  it('refuses bodies that are too large with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a'.repeat(100_000), password: 'x' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Förfrågan är för stor.');
  });
});
