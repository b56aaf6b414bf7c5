import { api } from './api.js';
import { session, type Role } from './session.js';

/** One live update from the server, e.g. `{ type: 'lesson', drivingNote }` or `{ type: 'cards' }`. */
export type LiveEvent = { type: string } & Record<string, unknown>;

/** One message of a text/event-stream: its event name and its data lines joined by '\n'. */
export interface StreamMessage {
  event: string;
  data: string;
}

/** Wait before the first reconnect; each failure in a row doubles it up to the maximum. */
export const LIVE_RECONNECT_FIRST_MS = 3_000;
export const LIVE_RECONNECT_MAX_MS = 30_000;

function parseBlock(block: string): StreamMessage | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line === '' || line.startsWith(':')) continue;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  // A block without data (only comments, `retry:` or `id:`) dispatches nothing.
  return data.length === 0 ? null : { event, data: data.join('\n') };
}

/** What the parser keeps between chunks: the unfinished text, and whether it ended with CR. */
export interface StreamState {
  pending: string;
  afterCr: boolean;
}

export const EMPTY_STREAM_STATE: StreamState = { pending: '', afterCr: false };

/**
 * Parses text/event-stream text as it arrives, in chunks cut anywhere. Give it the state the
 * previous call answered (EMPTY_STREAM_STATE at first) and the new chunk; it answers the
 * complete messages and the new state. Messages end with a blank line; lines end with LF,
 * CRLF or CR (a CRLF may be split between chunks); `event:` and `data:` are read, comments
 * (':') and other fields skipped.
 */
export function parseEventStream(
  state: StreamState,
  chunk: string,
): { messages: StreamMessage[]; state: StreamState } {
  // The LF of a CRLF whose CR ended the previous chunk: that line has already ended.
  const input = state.afterCr && chunk.startsWith('\n') ? chunk.slice(1) : chunk;
  const afterCr = chunk === '' ? state.afterCr : input.endsWith('\r');
  const blocks = (state.pending + input.replace(/\r\n?/g, '\n')).split('\n\n');
  const pending = blocks.pop() ?? '';
  const messages: StreamMessage[] = [];
  for (const block of blocks) {
    const message = parseBlock(block);
    if (message) messages.push(message);
  }
  return { messages, state: { pending, afterCr } };
}

/** The JSON object of a message's data, with its type (from the data, else the event name). */
export function toLiveEvent(message: StreamMessage): LiveEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  return { ...record, type: typeof record.type === 'string' ? record.type : message.event };
}

export interface LiveDependencies {
  fetch: typeof globalThis.fetch;
  /** The role's current access token; none means nobody to follow for. */
  token: (role: Role) => string | null;
  /** A new access token after a 401, or null when the session cannot be renewed. */
  refresh: (role: Role) => Promise<string | null>;
  baseUrl?: string;
}

/**
 * Follows a server-sent event stream read with fetch (EventSource cannot send the bearer
 * header). When the stream ends or fails it connects again after 3 s, doubling the wait up to
 * 30 s while it keeps failing. A 401 renews the token once and connects again; a second 401
 * or a 403 (not allowed, the link has ended) stops it. The answered function stops it.
 */
export function createLiveSubscription(
  dependencies: LiveDependencies,
  path: string,
  role: Role,
  onEvent: (event: LiveEvent) => void,
): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const url = `${dependencies.baseUrl ?? '/api'}${path}`;
  let delay = LIVE_RECONNECT_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let renewed = false;

  function connectLater() {
    if (signal.aborted) return;
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, LIVE_RECONNECT_MAX_MS);
  }

  async function follow(body: ReadableStream<Uint8Array>) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let state = EMPTY_STREAM_STATE;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      const parsed = parseEventStream(state, decoder.decode(value, { stream: true }));
      state = parsed.state;
      for (const message of parsed.messages) {
        const event = toLiveEvent(message);
        if (event && !signal.aborted) onEvent(event);
      }
    }
  }

  async function connect() {
    if (signal.aborted) return;
    const token = dependencies.token(role);
    if (!token) return;
    let response: Response;
    try {
      response = await dependencies.fetch(url, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` },
        cache: 'no-store',
        credentials: 'same-origin',
        signal,
      });
    } catch {
      connectLater();
      return;
    }
    if (response.status === 401 && !renewed) {
      void response.body?.cancel();
      renewed = true;
      // Another request may already have renewed the token while this one was on its way.
      const current = dependencies.token(role);
      const fresh = current && current !== token ? current : await dependencies.refresh(role);
      if (fresh) void connect();
      return;
    }
    if (response.status === 401 || response.status === 403) {
      void response.body?.cancel();
      return;
    }
    if (!response.ok || !response.body) {
      void response.body?.cancel();
      connectLater();
      return;
    }
    delay = LIVE_RECONNECT_FIRST_MS;
    renewed = false;
    try {
      await follow(response.body);
    } catch {
      // Dropped (or stopped): the same as an end.
    }
    connectLater();
  }

  void connect();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}

/**
 * Follows `/api${path}` (e.g. '/v1/live' or '/v1/teacher/live/{studentId}') with the role's
 * token from the session; answers the function that stops it.
 */
export function subscribeLive(
  path: string,
  role: Role,
  onEvent: (event: LiveEvent) => void,
): () => void {
  return createLiveSubscription(
    {
      fetch: (...args) => globalThis.fetch(...args),
      token: (r) => session.token(r),
      refresh: (r) => api.refresh(r),
    },
    path,
    role,
    onEvent,
  );
}
