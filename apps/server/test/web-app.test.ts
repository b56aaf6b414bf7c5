import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { loadConfig } from '../src/config.js';

describe('serving the built web app', () => {
  let app: App;
  let dir: string;
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ovk-web-'));
    const webDist = path.join(dir, 'web');
    await fs.mkdir(path.join(webDist, 'assets'), { recursive: true });
    await fs.writeFile(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Övningskort</title>',
    );
    await fs.writeFile(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
    // What the build writes beside each larger text file (apps/web/vite.config.ts).
    const big = `console.log(${JSON.stringify('Övningskort '.repeat(400))});`;
    await fs.writeFile(path.join(webDist, 'assets', 'big-def456.js'), big);
    await fs.writeFile(
      path.join(webDist, 'assets', 'big-def456.js.br'),
      zlib.brotliCompressSync(big),
    );
    await fs.writeFile(path.join(webDist, 'assets', 'big-def456.js.gz'), zlib.gzipSync(big));
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dir, WEB_DIST: webDist, LOG_LEVEL: 'silent' }),
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('answers page routes with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/registerStudent', '/aktivering?token=abc', '/finns/inte']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Övningskort</title>');
    }
  });

  it('sends no referrer from the password reset pages (their address holds a secret)', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/passwordReset/8d3c6c9e-7f4b-4a51-9a7e-0b8e6f1d2c3a/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('caches hashed assets for a year', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed copy the browser accepts, brotli first, else the file', async () => {
    const url = '/assets/big-def456.js';
    const original = await fs.readFile(path.join(dir, 'web', 'assets', 'big-def456.js'), 'utf8');
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.length).toBeLessThan(original.length / 5);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(original);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(original);

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': '' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(original);
  });

  it('keeps unknown API routes and non-GET page routes as 404 JSON', async () => {
    const api = await app.inject({ method: 'GET', url: '/api/finns-inte' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ message: 'Hittades inte.' });
    const post = await app.inject({ method: 'POST', url: '/login' });
    expect(post.statusCode).toBe(404);
  });
});
