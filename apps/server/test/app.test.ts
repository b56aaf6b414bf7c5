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

  it('allows styles and fonts only from itself, and the microphone only for itself', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const directive = (name: string) =>
      csp
        .split(';')
        .map((d) => d.trim())
        .find((d) => d.startsWith(`${name} `));
    expect(directive('style-src')).toBe("style-src 'self'");
    expect(directive('font-src')).toBe("font-src 'self'");
    const permissions = String(response.headers['permissions-policy']).split(', ');
    expect(permissions).toContain('microphone=(self)');
    expect(permissions).toContain('camera=()');
    expect(permissions).toContain('geolocation=(self)');
  });

  it('asks who is calling before it reads the body: 401 first, then validation', async () => {
    for (const [method, url] of [
      ['POST', '/api/v1/noteDescription'],
      ['POST', '/api/v1/noteDescriptionT'],
      ['PUT', '/api/v1/setNewPuser/00000000-0000-4000-8000-000000000000'],
      ['PUT', '/api/v1/drivingnotes/not-an-id'],
      ['POST', '/api/v1/addTeacher'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: { nonsense: true } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lets no cache keep an API answer unless the route says so', async () => {
    for (const url of ['/api/health', '/api/nope', '/api/v1/getUserData/x']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'ingen@example.se', password: 'fel-losenord' },
    });
    expect(login.headers['cache-control']).toBe('no-store');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['cache-control']).not.toBe('no-store');
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
