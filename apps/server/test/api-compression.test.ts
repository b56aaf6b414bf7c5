import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chosenEncoding, COMPRESS_FROM_BYTES } from '../src/plugins/api-compression.js';
import { activeStudent, injectAs, startTestApp, type TestApp } from './test-app.js';

describe('chosenEncoding', () => {
  it('prefers brotli, honours q-values and refusals, and knows no other encodings', () => {
    expect(chosenEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chosenEncoding('gzip')).toBe('gzip');
    expect(chosenEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(chosenEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(chosenEncoding('*')).toBe('br');
    expect(chosenEncoding('*, br;q=0')).toBe('gzip');
    expect(chosenEncoding('deflate, zstd')).toBeUndefined();
    expect(chosenEncoding('identity')).toBeUndefined();
    expect(chosenEncoding('')).toBeUndefined();
    expect(chosenEncoding(undefined)).toBeUndefined();
    expect(chosenEncoding('br;q=nonsense')).toBeUndefined();
  });
});

describe('compressed API answers', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp('sqlite');
    const student = await activeStudent(t);
    token = student.accessToken;
    const card = await injectAs(t.app, 'POST', '/api/v1/drivingnotes/card', token);
    expect(card.statusCode, card.body).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const cards = (headers: Record<string, string> = {}) =>
    injectAs(t.app, 'GET', '/api/v1/drivingnotes', token, undefined, headers);

  it('sends the card list brotli-compressed to a client that accepts it, the same JSON inside', async () => {
    const plain = await cards();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);

    const compressed = await cards({ 'accept-encoding': 'gzip, deflate, br' });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(compressed.headers['content-type']).toMatch(/^application\/json/);
    const inside = zlib.brotliDecompressSync(compressed.rawPayload).toString();
    expect(JSON.parse(inside)).toEqual(plain.json());
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('sends gzip to a client that takes only gzip', async () => {
    const compressed = await cards({ 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(compressed.rawPayload).toString())).toEqual(
      (await cards()).json(),
    );
  });

  it('weakens the ETag of a compressed answer, and that tag still answers 304', async () => {
    const plain = await cards();
    const compressed = await cards({ 'accept-encoding': 'br' });
    expect(compressed.headers.etag).toBe(`W/${plain.headers.etag as string}`);
    const again = await cards({
      'accept-encoding': 'br',
      'if-none-match': compressed.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.length).toBe(0);
  });

  it('sends a changed list, not the kept copy of the old one, once the cards change', async () => {
    const before = await cards({ 'accept-encoding': 'br' });
    const notes = JSON.parse(zlib.brotliDecompressSync(before.rawPayload).toString()) as {
      drivingNotes: { id: string; groupId: string }[];
    };
    const second = await injectAs(t.app, 'POST', '/api/v1/drivingnotes/card', token);
    expect(second.statusCode).toBe(201);
    const after = await cards({ 'accept-encoding': 'br' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const changed = JSON.parse(zlib.brotliDecompressSync(after.rawPayload).toString()) as {
      drivingNotes: unknown[];
    };
    expect(changed.drivingNotes).toHaveLength(notes.drivingNotes.length + 15);
  });

  it('leaves small answers, errors and non-API files as they are', async () => {
    const health = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br' },
    });
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });

    const refused = await injectAs(t.app, 'GET', '/api/v1/drivingnotes', 'not-a-token', undefined, {
      'accept-encoding': 'br',
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(typeof refused.json<{ message: string }>().message).toBe('string');
  });
});
