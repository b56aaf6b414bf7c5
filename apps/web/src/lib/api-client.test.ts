import { messages } from '@ovningskort/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  createApiClient,
  NetworkError,
  UnexpectedResponseError,
  type TokenStore,
} from './api-client.js';
import type { Role } from './session.js';

/** A promise the test settles itself, to order a race by events instead of by sleeping. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/**
 * A little server in memory: valid tokens are "fresh-N"; the refresh endpoint mints one.
 * `holdRefresh`: a refresh answers only once the test calls `releaseRefresh()`
 * (`refreshArrived` resolves when one reaches the server). `refuseTogether: n`: the first n
 * requests that are refused get their 401 together, once all n have arrived.
 */
function fakeServer(
  options: { refreshWorks?: boolean; holdRefresh?: boolean; refuseTogether?: number } = {},
) {
  let minted = 0;
  const refreshArrived = deferred();
  const refreshAnswer = deferred();
  if (!options.holdRefresh) refreshAnswer.resolve();
  const refused = deferred();
  let refusedCount = 0;
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
      refreshArrived.resolve();
      await refreshAnswer.promise;
      if (options.refreshWorks === false) return json(401, { message: 'Sessionen har gått ut.' });
      minted += 1;
      return json(200, { accessToken: `fresh-${minted}` });
    }
    if (path === '/public') return json(200, { ok: true });
    if (path === '/broken') return new Response('<html>proxy error</html>', { status: 502 });
    if (auth?.startsWith('Bearer fresh-')) return json(200, { path, auth });
    refusedCount += 1;
    if (refusedCount === options.refuseTogether) refused.resolve();
    if (refusedCount <= (options.refuseTogether ?? 0)) await refused.promise;
    return json(401, { message: 'Du behöver logga in igen.' });
  });
  return {
    fetch,
    calls,
    refreshCount: () => calls.filter((c) => c.path === '/v1/refresh').length,
    refreshArrived: refreshArrived.promise,
    releaseRefresh: refreshAnswer.resolve,
  };
}

/** What the fake server answers an authorized request with. */
const AuthAnswer = z.object({ path: z.string(), auth: z.string() });

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
    // All three are refused together, and the refresh stays on its way until they have asked.
    const server = fakeServer({ holdRefresh: true, refuseTogether: 3 });
    const tokens = memoryTokens({ student: 'stale' });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ tokens, onSessionExpired, fetch: server.fetch });

    const requests = Promise.all(
      ['/a', '/b', '/c'].map((path) =>
        client.request(path, { role: 'student', response: AuthAnswer }),
      ),
    );
    await server.refreshArrived;
    server.releaseRefresh();
    const results = await requests;
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
    const server = fakeServer({ holdRefresh: true });
    const tokens = memoryTokens({ student: 'stale' });
    const client = createApiClient({ tokens, onSessionExpired: vi.fn(), fetch: server.fetch });
    const request = client.request('/a', { role: 'student', response: AuthAnswer });
    // The request's refresh is at the server and not yet answered: the other caller comes now.
    await server.refreshArrived;
    const renewing = client.tokenInsteadOf('student', 'stale');
    server.releaseRefresh();
    const [result, renewed] = await Promise.all([request, renewing]);
    expect(server.refreshCount()).toBe(1);
    expect(renewed).toBe('fresh-1');
    expect(result.auth).toBe('Bearer fresh-1');

    const ended = fakeServer({ refreshWorks: false });
    const other = createApiClient({ tokens, onSessionExpired: vi.fn(), fetch: ended.fetch });
    expect(await other.tokenInsteadOf('student', 'fresh-1')).toBeNull();
  });

  it('gives another caller the token a request has already renewed, without refreshing', async () => {
    const server = fakeServer();
    const tokens = memoryTokens({ student: 'fresh-5' });
    const client = createApiClient({ tokens, onSessionExpired: vi.fn(), fetch: server.fetch });
    expect(await client.tokenInsteadOf('student', 'stale')).toBe('fresh-5');
    expect(server.refreshCount()).toBe(0);
  });

  it('reads an answer with the route schema, and refuses one that does not match it', async () => {
    const server = fakeServer();
    const client = createApiClient({
      tokens: memoryTokens({ student: 'fresh-0' }),
      onSessionExpired: vi.fn(),
      fetch: server.fetch,
    });
    await expect(client.request('/me', { role: 'student', response: AuthAnswer })).resolves.toEqual(
      { path: '/me', auth: 'Bearer fresh-0' },
    );
    const wrong = await client
      .request('/public', { response: AuthAnswer })
      .catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(UnexpectedResponseError);
    expect(wrong).toMatchObject({ message: messages.common.unexpected, path: '/public' });
    // Without a schema the body is not read: the caller gets nothing it could misread.
    await expect(client.request('/public')).resolves.toBeUndefined();
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
