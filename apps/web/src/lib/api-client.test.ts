import { messages } from '@ovningskort/domain';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  createApiClient,
  lazyResponse,
  NetworkError,
  UnexpectedResponseError,
  type ResponseSchema,
  type TokenStore,
} from './api-client.js';
import type { Role } from './session.js';

/** A promise the test settles itself, to order a race by events instead of by sleeping. */
function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** A promise of a value the test settles itself, or fails. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Lets every promise callback and I/O callback waiting now run (not a timed sleep). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A little server in memory: valid tokens are "fresh-N"; the refresh endpoint mints one.
 * `holdRefresh`: a refresh answers only once the test calls `releaseRefresh()`
 * (`refreshArrived` resolves when one reaches the server). `refuseTogether: n`: the first n
 * requests that are refused get their 401 together, once all n have arrived.
 */
function fakeServer(
  options: {
    refreshWorks?: boolean;
    /** How a refresh fails: refused as expired (default), refused as ended, or no network. */
    refreshFails?: 'expired' | 'ended' | 'offline' | 'server-error';
    holdRefresh?: boolean;
    refuseTogether?: number;
  } = {},
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
      if (options.refreshFails === 'offline') throw new TypeError('Failed to fetch');
      if (options.refreshFails === 'server-error')
        return new Response('Bad gateway', { status: 502 });
      if (options.refreshFails === 'ended') {
        return json(401, { code: 'SESSION_ENDED', message: messages.auth.sessionEnded });
      }
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

  describe('with a lazy schema', () => {
    type Answer = { path: string; auth: string };
    const client = (fetch: typeof globalThis.fetch) =>
      createApiClient({
        tokens: memoryTokens({ student: 'fresh-0' }),
        onSessionExpired: vi.fn(),
        fetch,
      });

    it('starts loading it as the request is sent and reads the answer once both are there', async () => {
      for (const first of ['answer', 'schema'] as const) {
        const schema = pending<ResponseSchema<Answer>>();
        const load = vi.fn(() => schema.promise);
        const answer = pending<Response>();
        const loadsWhenSent: number[] = [];
        const fetch = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => {
          loadsWhenSent.push(load.mock.calls.length);
          return answer.promise;
        });
        let settled = false;
        const request = client(fetch)
          .request('/me', { role: 'student', response: lazyResponse(load) })
          .finally(() => (settled = true));
        // Both are on their way at once: the schema was asked for before (or as) the request left.
        expect(fetch).toHaveBeenCalledTimes(1);
        expect(loadsWhenSent).toEqual([1]);

        const body = JSON.stringify({ path: '/me', auth: 'Bearer fresh-0', extra: 1 });
        if (first === 'answer') answer.resolve(new Response(body, { status: 200 }));
        else schema.resolve(AuthAnswer);
        await settle();
        expect(settled, `${first} alone`).toBe(false);
        if (first === 'answer') schema.resolve(AuthAnswer);
        else answer.resolve(new Response(body, { status: 200 }));
        // Parsed by the schema: what it does not know is dropped.
        await expect(request).resolves.toEqual({ path: '/me', auth: 'Bearer fresh-0' });
        expect(load).toHaveBeenCalledTimes(1);
      }
    });

    it('reads and refuses answers as the schema itself does, loading it only once', async () => {
      const server = fakeServer();
      const load = vi.fn(async () => AuthAnswer);
      const response = lazyResponse(load);
      const api = client(server.fetch);
      await expect(api.request('/me', { role: 'student', response })).resolves.toEqual({
        path: '/me',
        auth: 'Bearer fresh-0',
      });
      const wrong = await api.request('/public', { response }).catch((error: unknown) => error);
      expect(wrong).toBeInstanceOf(UnexpectedResponseError);
      expect(wrong).toMatchObject({ message: messages.common.unexpected, path: '/public' });
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('fails a successful answer with a NetworkError when it cannot be loaded, and loads it again next time', async () => {
      const server = fakeServer();
      const load = vi
        .fn<() => Promise<ResponseSchema<Answer>>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValue(AuthAnswer);
      const response = lazyResponse(load);
      const api = client(server.fetch);
      const failed = await api
        .request('/me', { role: 'student', response })
        .catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(NetworkError);
      expect((failed as Error).message).toBe(messages.common.network);
      await expect(api.request('/me', { role: 'student', response })).resolves.toEqual({
        path: '/me',
        auth: 'Bearer fresh-0',
      });
      expect(load).toHaveBeenCalledTimes(2);
    });

    it('leaves error answers and failed connections as they are when it cannot be loaded', async () => {
      const failing = () => lazyResponse<Answer>(() => Promise.reject(new TypeError('offline')));
      const server = fakeServer();
      await expect(
        client(server.fetch).request('/broken', { response: failing() }),
      ).rejects.toMatchObject({ name: 'ApiError', status: 502 });
      const offline = client(() => Promise.reject(new TypeError('Failed to fetch')));
      await expect(offline.request('/me', { response: failing() })).rejects.toBeInstanceOf(
        NetworkError,
      );
      // The failed load was handled: vitest fails the run on an unhandled rejection.
      await settle();
    });
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
    expect(onSessionExpired).toHaveBeenCalledWith('student', 'expired');
    expect(server.calls.filter((c) => c.path === '/a')).toHaveLength(1);
  });

  it('says the session was ended when the server says so (another device, a new password)', async () => {
    const server = fakeServer({ refreshFails: 'ended' });
    const onSessionExpired = vi.fn();
    const client = createApiClient({
      tokens: memoryTokens({ student: 'stale' }),
      onSessionExpired,
      fetch: server.fetch,
    });
    await expect(client.request('/a', { role: 'student' })).rejects.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledWith('student', 'ended');
    client.sessionEnded('student');
    expect(onSessionExpired).toHaveBeenLastCalledWith('student', 'ended');
  });

  it.each(['offline', 'server-error'] as const)(
    'keeps the session when the refresh cannot reach the server (%s): the request fails as offline',
    async (refreshFails) => {
      const server = fakeServer({ refreshFails });
      const onSessionExpired = vi.fn();
      const client = createApiClient({
        tokens: memoryTokens({ student: 'stale' }),
        onSessionExpired,
        fetch: server.fetch,
      });
      await expect(client.request('/a', { role: 'student' })).rejects.toBeInstanceOf(NetworkError);
      await expect(client.tokenInsteadOf('student', 'stale')).rejects.toBeInstanceOf(NetworkError);
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );

  it('sends only the logout while a session ends; the role’s other requests wait as offline', async () => {
    const server = fakeServer();
    const tokens = memoryTokens({ student: 'fresh-0', teacher: 'fresh-0' });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ tokens, onSessionExpired, fetch: server.fetch });
    let during: Promise<unknown>[] = [];
    await client.endingSession('student', async () => {
      during = [
        client.request('/cards', { role: 'student' }),
        client.request('/students', { role: 'teacher' }),
      ];
      await client.request('/v1/logout', { method: 'POST', role: 'student', endsSession: true });
    });
    const [cards, students] = await Promise.allSettled(during);
    expect(cards).toMatchObject({ status: 'rejected', reason: expect.any(NetworkError) });
    expect(students?.status).toBe('fulfilled');
    expect(server.calls.map((c) => c.path)).toEqual(['/students', '/v1/logout']);
    // Never again with the token of the session that ended (an account deleted, its tab not
    // yet cleared) ...
    await expect(client.request('/cards', { role: 'student' })).rejects.toBeInstanceOf(
      NetworkError,
    );
    expect(server.calls).toHaveLength(2);
    // ... but the next login's go out.
    tokens.setToken('student', 'fresh-7');
    await client.request('/cards', { role: 'student' });
    expect(server.calls.at(-1)).toEqual({ path: '/cards', auth: 'Bearer fresh-7' });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('a session that fails to end goes on as before', async () => {
    const server = fakeServer();
    const tokens = memoryTokens({ student: 'fresh-0' });
    const client = createApiClient({ tokens, onSessionExpired: vi.fn(), fetch: server.fetch });
    await expect(
      client.endingSession('student', () => Promise.reject(new Error('Fel lösenord'))),
    ).rejects.toThrow('Fel lösenord');
    await client.request('/cards', { role: 'student' });
    expect(server.calls).toEqual([{ path: '/cards', auth: 'Bearer fresh-0' }]);
  });

  it('a request refused as its session ends is not a reason to renew the session', async () => {
    const server = fakeServer();
    const tokens = memoryTokens({ student: 'stale' });
    const onSessionExpired = vi.fn();
    const client = createApiClient({ tokens, onSessionExpired, fetch: server.fetch });
    const sentBefore = client.request('/cards', { role: 'student' });
    await client.endingSession('student', async () => {
      await expect(sentBefore).rejects.toBeInstanceOf(NetworkError);
    });
    expect(server.refreshCount()).toBe(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
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
      message: 'Ett oväntat fel inträffade. Försök igen.',
    });
  });

  describe('download', () => {
    it('gives the file with the name the server sends, renewing the session once on a 401', async () => {
      const server = fakeServer();
      const csv = '\uFEFFDatum;Minuter\r\n2026-11-24;45\r\n';
      const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
        const auth = new Headers(init?.headers).get('authorization');
        if (String(url) !== '/api/v1/drives/export' || !auth?.startsWith('Bearer fresh-')) {
          return server.fetch(url, init);
        }
        return new Response(csv, {
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': 'attachment; filename="korjournal-2026-11-28.csv"',
          },
        });
      });
      const tokens = memoryTokens({ student: 'stale' });
      const client = createApiClient({ tokens, onSessionExpired: vi.fn(), fetch });
      const file = await client.download('/v1/drives/export', {
        role: 'student',
        fallbackName: 'korjournal.csv',
      });
      expect(file.filename).toBe('korjournal-2026-11-28.csv');
      expect(
        new TextDecoder('utf-8', { ignoreBOM: true }).decode(await file.blob.arrayBuffer()),
      ).toBe(csv);
      expect(server.refreshCount()).toBe(1);
    });

    it('uses the fallback name without Content-Disposition, and fails as request does', async () => {
      const server = fakeServer();
      const client = createApiClient({
        tokens: memoryTokens({ student: 'fresh-0' }),
        onSessionExpired: vi.fn(),
        fetch: server.fetch,
      });
      const file = await client.download('/public', { fallbackName: 'fil.csv' });
      expect(file.filename).toBe('fil.csv');
      await expect(client.download('/broken', { fallbackName: 'fil.csv' })).rejects.toMatchObject({
        status: 502,
        message: messages.common.unexpected,
      });
      const offline = createApiClient({
        tokens: memoryTokens({}),
        onSessionExpired: vi.fn(),
        fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      });
      await expect(offline.download('/a', { fallbackName: 'fil.csv' })).rejects.toBeInstanceOf(
        NetworkError,
      );
    });
  });
});
