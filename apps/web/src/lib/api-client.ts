import { messages } from '@ovningskort/domain';
import type { Role } from './session.js';

/** An answer from the API that was not 2xx, with the server's Swedish message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The request never got an answer (offline, server down). */
export class NetworkError extends Error {
  constructor() {
    super(messages.common.network);
    this.name = 'NetworkError';
  }
}

export interface TokenStore {
  token(role: Role): string | null;
  setToken(role: Role, token: string): void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON, or FormData sent as multipart. */
  body?: unknown;
  /** Whose token to send and refresh; omit for public calls. */
  role?: Role;
  signal?: AbortSignal;
}

const REFRESH_PATHS: Record<Role, string> = {
  student: '/v1/refresh',
  teacher: '/v1/teacher/refresh',
};

/**
 * fetch for /api with the bearer token of a role. On a 401 it refreshes the token once
 * (every request that fails meanwhile waits for that same refresh) and retries once.
 */
export function createApiClient(options: {
  tokens: TokenStore;
  onSessionExpired: (role: Role) => void;
  fetch?: typeof globalThis.fetch;
  baseUrl?: string;
}) {
  const { tokens, onSessionExpired } = options;
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = (...args: Parameters<typeof fetch>) =>
    (options.fetch ?? globalThis.fetch)(...args);
  const refreshing = new Map<Role, Promise<string | null>>();

  async function send(path: string, init: RequestOptions, token: string | null) {
    const headers: Record<string, string> = { accept: 'application/json' };
    const isForm = init.body instanceof FormData;
    if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      return await doFetch(`${baseUrl}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body:
          init.body === undefined
            ? undefined
            : isForm
              ? (init.body as FormData)
              : JSON.stringify(init.body),
        credentials: 'same-origin',
        signal: init.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new NetworkError();
    }
  }

  async function refreshToken(role: Role): Promise<string | null> {
    try {
      const response = await send(REFRESH_PATHS[role], { method: 'POST' }, null);
      if (!response.ok) return null;
      // RefreshResponseSchema ({ accessToken: string }), checked by hand to keep zod out.
      const body = (await response.json()) as { accessToken?: unknown } | null;
      const accessToken = body?.accessToken;
      if (typeof accessToken !== 'string') return null;
      tokens.setToken(role, accessToken);
      return accessToken;
    } catch {
      return null;
    }
  }

  /** One refresh per role at a time; concurrent callers share its result. */
  function refreshOnce(role: Role): Promise<string | null> {
    let pending = refreshing.get(role);
    if (!pending) {
      pending = refreshToken(role).finally(() => refreshing.delete(role));
      refreshing.set(role, pending);
    }
    return pending;
  }

  async function toResult<T>(response: Response): Promise<T> {
    const text = await response.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    if (response.ok) return body as T;
    const message =
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : messages.common.unexpected;
    const code = (body as { code?: string } | undefined)?.code;
    throw new ApiError(response.status, message, code);
  }

  return {
    /**
     * A new access token for the role (the same shared refresh the requests use), or null when
     * the session cannot be renewed. For callers that do not go through `request`, such as
     * the live event stream.
     */
    refresh(role: Role): Promise<string | null> {
      return refreshOnce(role);
    },
    async request<T>(path: string, init: RequestOptions = {}): Promise<T> {
      const role = init.role;
      const tokenUsed = role ? tokens.token(role) : null;
      let response = await send(path, init, tokenUsed);
      if (response.status === 401 && role && tokenUsed) {
        // Another request may already have refreshed while this one was on its way.
        const current = tokens.token(role);
        const fresh = current && current !== tokenUsed ? current : await refreshOnce(role);
        if (!fresh) {
          onSessionExpired(role);
          return toResult<T>(response);
        }
        response = await send(path, init, fresh);
      }
      return toResult<T>(response);
    },
  };
}
export type ApiClient = ReturnType<typeof createApiClient>;
