import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, NetworkError, type TokenStore } from './api-client.js';
import type { Role } from './session.js';

/** A little server in memory: valid tokens are "fresh-N"; the refresh endpoint mints one. */
function fakeServer(options: { refreshWorks?: boolean; refreshDelayMs?: number } = {}) {
  let minted = 0;
  const calls: { path: string; auth: string | null }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url).replace('/api', '');
    const auth = new Headers(init?.headers).get('authorization');
    calls.push({ path, auth });
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      });
    if (path === '/v1/refresh') {
      await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs ?? 5));
      if (options.refreshWorks === false) return json(401, { message: 'Sessionen har gått ut.' });
      minted += 1;
      return json(200, { accessToken: `fresh-${minted}` });
    }
    if (path === '/public') return json(200, { ok: true });
    if (path === '/broken') return new Response('<html>proxy error</html>', { status: 502 });
    return auth?.startsWith('Bearer fresh-')
      ? json(200, { path, auth })
      : json(401, { message: 'Du behöver logga in igen.' });
  });
  return { fetch, calls, refreshCount: () => calls.filter((c) => c.path === '/v1/refresh').length };
}

function memoryTokens(initial: Partial<Record<Role, string>>): TokenStore {
  const tokens = new Map(Object.entries(initial)) as Map<Role, string>;
  return {
    token: (role) => tokens.get(role) ?? null,
    setToken: (role, token) => void tokens.set(role, token),
  };
}

describe('api client', () => {
  it('sends the bearer token of the role it is asked for, and none for public calls', async () => {
    const server = fakeServer();
    const tokens = memoryTokens({ student: 'fresh-0' });
    const client = createApiClient({ tokens, onSessionExpired: vi.fn(), fetch: server.fetch });
    await client.request('/me', { role: 'student' });
    await client.request('/public');
    expect(server.calls).toEqual([
      { path: '/me', auth: 'Bearer fresh-0' },
      { path: '/public', auth: null },
    ]);
  });

  it('refreshes once for many requests that fail together, then retries each once', async () => {
    const server = fakeServer({ refreshDelayMs: 20 });
    const tokens = memoryTokens({ student: 'stale' });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ tokens, onSessionExpired, fetch: server.fetch });

    const results = await Promise.all(
      ['/a', '/b', '/c'].map((path) => client.request<{ auth: string }>(path, { role: 'student' })),
    );
    expect(server.refreshCount()).toBe(1);
    expect(results.map((r) => r.auth)).toEqual(Array(3).fill('Bearer fresh-1'));
    expect(tokens.token('student')).toBe('fresh-1');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('uses a token another request already refreshed instead of refreshing again', async () => {
    const server = fakeServer();
    const tokens = memoryTokens({ student: 'stale' });
    const client = createApiClient({ tokens, onSessionExpired: vi.fn(), fetch: server.fetch });
    await client.request('/a', { role: 'student' });
    tokens.setToken('student', 'fresh-9');
    await client.request('/b', { role: 'student' });
    expect(server.refreshCount()).toBe(1);
  });

  it('lets other callers renew a token through the same one refresh the requests share', async () => {
    const server = fakeServer({ refreshDelayMs: 20 });
    const tokens = memoryTokens({ student: 'stale' });
    const client = createApiClient({ tokens, onSessionExpired: vi.fn(), fetch: server.fetch });
    const request = client.request<{ auth: string }>('/a', { role: 'student' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const [result, renewed] = await Promise.all([request, client.refresh('student')]);
    expect(server.refreshCount()).toBe(1);
    expect(renewed).toBe('fresh-1');
    expect(result.auth).toBe('Bearer fresh-1');

    const ended = fakeServer({ refreshWorks: false });
    const other = createApiClient({ tokens, onSessionExpired: vi.fn(), fetch: ended.fetch });
    expect(await other.refresh('student')).toBeNull();
  });

  it('ends the session when the refresh fails, and passes the 401 on', async () => {
    const server = fakeServer({ refreshWorks: false });
    const onSessionExpired = vi.fn();
    const client = createApiClient({
      tokens: memoryTokens({ student: 'stale' }),
      onSessionExpired,
      fetch: server.fetch,
    });
    await expect(client.request('/a', { role: 'student' })).rejects.toMatchObject({
      status: 401,
      message: 'Du behöver logga in igen.',
    });
    expect(onSessionExpired).toHaveBeenCalledWith('student');
    expect(server.calls.filter((c) => c.path === '/a')).toHaveLength(1);
  });

  it('does not refresh without a token (a visitor) and never retries twice', async () => {
    const server = fakeServer();
    const client = createApiClient({
      tokens: memoryTokens({}),
      onSessionExpired: vi.fn(),
      fetch: server.fetch,
    });
    await expect(client.request('/a', { role: 'student' })).rejects.toBeInstanceOf(ApiError);
    expect(server.refreshCount()).toBe(0);
  });

  it('turns a failed connection into a NetworkError with a Swedish message', async () => {
    const client = createApiClient({
      tokens: memoryTokens({}),
      onSessionExpired: vi.fn(),
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const error = await client.request('/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as Error).message).toMatch(/uppkoppling/);
  });

  it('gives a Swedish message when an error answer is not JSON', async () => {
    const server = fakeServer();
    const client = createApiClient({
      tokens: memoryTokens({}),
      onSessionExpired: vi.fn(),
      fetch: server.fetch,
    });
    await expect(client.request('/broken')).rejects.toMatchObject({
      status: 502,
      message: 'Ett oväntat fel inträffade, vänligen försök igen.',
    });
  });
});
