import { isErrorCode, messages, type ErrorCode } from '@ovningskort/domain';
import type { Role } from './session.js';

/** An answer from the API that was not 2xx, with the server's Swedish message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A 2xx answer that is not what the route's schema says it sends (a server of another version). */
export class UnexpectedResponseError extends Error {
  constructor(readonly path: string) {
    super(messages.common.unexpected);
    this.name = 'UnexpectedResponseError';
  }
}

/** How a successful answer is read: the domain's zod schema of the route's response. */
export interface ResponseSchema<T> {
  parse(value: unknown): T;
}

/**
 * A response schema in a module loaded only when a request needs it, so that zod and the
 * schemas are not part of the first load of a page. Made by `lazyResponse`.
 */
export interface LazyResponseSchema<T> {
  load(): Promise<ResponseSchema<T>>;
}

/** What `request` reads a successful answer with: a schema, or one it loads first. */
export type ResponseReader<T> = ResponseSchema<T> | LazyResponseSchema<T>;

/**
 * A response schema loaded on first use, e.g.
 * `lazyResponse(() => import('./response-schemas.js').then((m) => m.DrivingNotesResponseSchema))`.
 * It is loaded once and kept; a load that failed (offline) is tried again by the next use.
 */
export function lazyResponse<T>(load: () => Promise<ResponseSchema<T>>): LazyResponseSchema<T> {
  let loading: Promise<ResponseSchema<T>> | undefined;
  return {
    load() {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

/** The schema of a reader: at once for a schema, loaded for a lazy one. */
export function loadResponseSchema<T>(reader: ResponseReader<T>): Promise<ResponseSchema<T>> {
  return 'load' in reader ? reader.load() : Promise.resolve(reader);
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
  /** The logout of `role`: sent while the role's session is ending (see `endingSession`). */
  endsSession?: boolean;
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
/**
 * Why a session could not be renewed: `ended` by the server (logged out from another device,
 * "Logga ut överallt", a new password), or `expired` (unused too long, or unknown).
 */
export type SessionEnd = 'ended' | 'expired';

export function createApiClient(options: {
  tokens: TokenStore;
  onSessionExpired: (role: Role, why: SessionEnd) => void;
  fetch?: typeof globalThis.fetch;
  baseUrl?: string;
}) {
  const { tokens, onSessionExpired } = options;
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = (...args: Parameters<typeof fetch>) =>
    (options.fetch ?? globalThis.fetch)(...args);
  const refreshing = new Map<Role, Promise<string | null>>();
  /** Why the last refresh of the role was refused. */
  const refusals = new Map<Role, SessionEnd>();
  /** Roles whose session this tab is ending: only their logout is sent meanwhile. */
  const ending = new Set<Role>();
  /**
   * The token of a session that has ended here (its account deleted) while the tab still holds
   * it: nothing more is sent with it. A new login's token, or none, sends again.
   */
  const ended = new Map<Role, string>();
  const isEnding = (role: Role) => ending.has(role) || ended.get(role) === tokens.token(role);

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

  /**
   * A new access token, or null when the server refuses to renew the session. Throws a
   * NetworkError when the server cannot be reached: a session is not ended for want of a
   * network (the request fails as any request without a network does).
   */
  async function refreshToken(role: Role): Promise<string | null> {
    const response = await send(REFRESH_PATHS[role], { method: 'POST' }, null);
    // The server (or a proxy before it) failing is not its answer about the session.
    if (response.status >= 500) throw new NetworkError();
    try {
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
        refusals.set(role, body?.code === 'SESSION_ENDED' ? 'ended' : 'expired');
        return null;
      }
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

  /**
   * A token to use instead of one the server refused with 401: the newer one another request
   * got while this one was on its way, else a new one from the one shared refresh; null when
   * the session cannot be renewed.
   */
  async function tokenInsteadOf(role: Role, refused: string): Promise<string | null> {
    const current = tokens.token(role);
    return current && current !== refused ? current : refreshOnce(role);
  }

  async function toResult<T>(
    path: string,
    response: Response,
    schema: Promise<ResponseSchema<T>> | undefined,
  ): Promise<T | undefined> {
    const text = await response.text();
    let body: unknown = undefined;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = undefined;
      }
    }
    if (response.ok) {
      if (!schema) return undefined;
      let read: ResponseSchema<T>;
      try {
        read = await schema;
      } catch {
        // The schema's module could not be fetched (offline, or the connection dropped after
        // the answer came): the answer cannot be read, as if it had not arrived.
        throw new NetworkError();
      }
      try {
        return read.parse(body);
      } catch {
        throw new UnexpectedResponseError(path);
      }
    }
    const message =
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { message?: unknown }).message === 'string'
        ? (body as { message: string }).message
        : messages.common.unexpected;
    const code = (body as { code?: unknown } | undefined)?.code;
    throw new ApiError(response.status, message, isErrorCode(code) ? code : undefined);
  }

  /**
   * Sends a request and reads the answer with the route's response schema from the domain;
   * without a schema the answer's body is not read (the caller needs only that it succeeded).
   * A lazy schema starts loading as the request is sent, so the two travel at the same time.
   * When it cannot be loaded, a successful answer fails with a NetworkError (an error answer
   * is an ApiError as always: it needs no schema).
   */
  function request(path: string, init?: RequestOptions): Promise<void>;
  function request<T>(
    path: string,
    init: RequestOptions & { response: ResponseReader<T> },
  ): Promise<T>;
  async function request<T>(
    path: string,
    init: RequestOptions & { response?: ResponseReader<T> } = {},
  ): Promise<T | undefined> {
    const schema = init.response && loadResponseSchema(init.response);
    // Its failure matters only to an answer it has to read (toResult); never unhandled.
    schema?.catch(() => undefined);
    return toResult(path, await sendWithSession(path, init), schema);
  }

  /** Sends with the role's token; on a 401, once more with a renewed one. */
  async function sendWithSession(path: string, init: RequestOptions): Promise<Response> {
    const role = init.role;
    // A request of a session being ended would reach the server after it, be refused and set
    // off a refresh and an 'ended' message: it waits as if offline (an outbox keeps its change).
    if (role && isEnding(role) && !init.endsSession) throw new NetworkError();
    const tokenUsed = role ? tokens.token(role) : null;
    const response = await send(path, init, tokenUsed);
    if (response.status !== 401 || !role || !tokenUsed) return response;
    // Sent before the session ended here: refused as its end, not a reason to renew it.
    if (isEnding(role) && !init.endsSession) throw new NetworkError();
    const fresh = await tokenInsteadOf(role, tokenUsed);
    if (!fresh) {
      onSessionExpired(role, refusals.get(role) ?? 'expired');
      return response;
    }
    return send(path, init, fresh);
  }

  /**
   * A file the API makes (a CSV export): its content and the name the server gives it in
   * Content-Disposition. An error answer is an ApiError as for `request`.
   */
  async function download(
    path: string,
    init: RequestOptions & { fallbackName: string },
  ): Promise<{ blob: Blob; filename: string }> {
    const response = await sendWithSession(path, init);
    if (!response.ok) {
      await toResult(path, response, undefined);
      throw new ApiError(response.status, messages.common.unexpected);
    }
    let blob: Blob;
    try {
      blob = await response.blob();
    } catch {
      throw new NetworkError();
    }
    const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
    return { blob, filename: named?.[1] ?? init.fallbackName };
  }

  return {
    /** For callers that do not go through `request`, such as the live event stream. */
    tokenInsteadOf,
    /** Such a caller found the session ended (no token instead of a refused one). */
    sessionEnded: (role: Role) => onSessionExpired(role, refusals.get(role) ?? 'expired'),
    /**
     * While `end` runs (the logout, the account's deletion), the role's other requests are not
     * sent: they fail as offline. Afterwards they go out again with the next login's token;
     * once `end` has succeeded, never again with the token the tab held when it began.
     */
    async endingSession<T>(role: Role, end: () => Promise<T>): Promise<T> {
      const held = tokens.token(role);
      ending.add(role);
      try {
        const result = await end();
        if (held) ended.set(role, held);
        return result;
      } finally {
        ending.delete(role);
      }
    },
    request,
    download,
  };
}
