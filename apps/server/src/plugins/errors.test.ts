import { messages } from '@ovningskort/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { frameworkErrors, isInvalidTextError, registerErrorHandler } from './errors.js';

function appWithHandlers() {
  const app = Fastify({ frameworkErrors, logger: false });
  registerErrorHandler(app);
  app.get('/items/:id', async () => ({ ok: true }));
  app.get('/invalid-text', async () => {
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
  });
  return app;
}

describe('error answers', () => {
  it('answers a path that is not valid percent-encoding in Swedish, without echoing it', async () => {
    const app = appWithHandlers();
    const response = await app.inject({ method: 'GET', url: '/items/%C0%AF' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.common.badUrl, code: 'BAD_URL' });
  });

  it('answers an over-long path parameter with 414 and a short Swedish message', async () => {
    const app = appWithHandlers();
    const response = await app.inject({ method: 'GET', url: `/items/${'x'.repeat(10_000)}` });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({
      message: messages.common.urlTooLong,
      code: 'URL_TOO_LONG',
    });
  });

  it('answers text the database cannot store (PostgreSQL 22021) with 400, not 500', async () => {
    const app = appWithHandlers();
    const response = await app.inject({ method: 'GET', url: '/invalid-text' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: messages.common.badRequest, code: 'INVALID_TEXT' });
  });

  it('knows the invalid-text codes and nothing else', () => {
    expect(isInvalidTextError({ code: '22021' })).toBe(true);
    expect(isInvalidTextError({ code: '22P05' })).toBe(true);
    expect(isInvalidTextError({ code: '23505' })).toBe(false);
    expect(isInvalidTextError(null)).toBe(false);
  });
});
