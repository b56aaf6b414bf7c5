import type { LiveEvent, SupervisorLiveMessage } from '@ovningskort/domain';
import { createParser } from 'eventsource-parser';
import { api } from './api.js';
import {
  lazyResponse,
  loadResponseSchema,
  type ResponseReader,
  type ResponseSchema,
} from './api-client.js';
import { session, type Role } from './session.js';
import { sharedStream } from './shared-stream.js';

/** Wait before the first reconnect; each failure in a row doubles it up to the maximum. */
export const LIVE_RECONNECT_FIRST_MS = 3_000;
export const LIVE_RECONNECT_MAX_MS = 30_000;

/** The live event in the data of one message of the stream; undefined for anything else. */
export function toLiveEvent<E = LiveEvent>(data: string, schema: ResponseSchema<E>): E | undefined {
  try {
    return schema.parse(JSON.parse(data));
  } catch {
    return undefined;
  }
}

/** The domain's LiveEventSchema, loaded when the first stream opens. */
const liveEventSchema = lazyResponse(() =>
  import('./live-event-schema.js').then((m) => m.LiveEventSchema),
);
const supervisorMessageSchema = lazyResponse(() =>
  import('./live-event-schema.js').then((m) => m.SupervisorLiveMessageSchema),
);

export interface LiveDependencies<E = LiveEvent> {
  fetch: typeof globalThis.fetch;
  /** The role's current access token; none means nobody to follow for. */
  token: (role: Role) => string | null;
  /** The token to use instead of one refused with 401, or null when the session has ended. */
  tokenInsteadOf: (role: Role, refused: string) => Promise<string | null>;
  /** The session has ended (logged out on another device, say): the app ends it here too. */
  sessionEnded?: (role: Role) => void;
  /** What the events are read with (the app's is loaded as the stream opens). */
  eventSchema: ResponseReader<E>;
  baseUrl?: string;
  /** Calls back when the browser says the network is back (window's 'online'). */
  onOnline?: (listener: () => void) => () => void;
}

export interface LiveOptions {
  /**
   * The stream is open again after it had dropped: what changed meanwhile was not sent on it,
   * so the screen should read its data again.
   */
  onReopened?: () => void;
}

/**
 * Follows a server-sent event stream read with fetch (EventSource cannot send the bearer
 * header). When the stream ends or fails it connects again after 3 s, doubling the wait up to
 * 30 s while it keeps failing. A 401 renews the token once and connects again (if the session
 * cannot be renewed, it has ended: the app is told); a second 401 or a 403 (not allowed, the
 * link has ended) stops it. The answered function stops it.
 * A lazy event schema starts loading with each connection (once loaded it is kept); the events
 * are read once it is there, in order. When it cannot be loaded, that counts as a failed
 * connection. When the browser says it is online again, a stream waiting to connect connects
 * at once, from the first wait again.
 */
export function createLiveSubscription<E = LiveEvent>(
  dependencies: LiveDependencies<E>,
  path: string,
  role: Role,
  onEvent: (event: E) => void,
  options: LiveOptions = {},
): () => void {
  const controller = new AbortController();
  const { signal } = controller;
  const url = `${dependencies.baseUrl ?? '/api'}${path}`;
  let delay = LIVE_RECONNECT_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let renewed = false;
  let opened = false;
  let waiting = false;
  /** The network came back while an attempt was on its way (it may still fail from before). */
  let onlineDuringAttempt = false;

  function connectLater() {
    waiting = true;
    if (signal.aborted) return;
    if (onlineDuringAttempt) {
      onlineDuringAttempt = false;
      delay = LIVE_RECONNECT_FIRST_MS;
      void connect();
      return;
    }
    timer = setTimeout(() => void connect(), delay);
    delay = Math.min(delay * 2, LIVE_RECONNECT_MAX_MS);
  }

  const stopFollowingOnline = dependencies.onOnline?.(() => {
    if (signal.aborted) return;
    if (!waiting) {
      onlineDuringAttempt = true;
      return;
    }
    clearTimeout(timer);
    delay = LIVE_RECONNECT_FIRST_MS;
    void connect();
  });

  async function follow(body: ReadableStream<Uint8Array>, schema: ResponseSchema<E>) {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    const parser = createParser({
      onEvent(message) {
        const event = toLiveEvent(message.data, schema);
        if (event && !signal.aborted) onEvent(event);
      },
    });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(decoder.decode(value, { stream: true }));
    }
  }

  async function connect() {
    waiting = false;
    if (signal.aborted) return;
    const token = dependencies.token(role);
    if (!token) return;
    const schema = loadResponseSchema(dependencies.eventSchema);
    schema.catch(() => undefined); // Awaited only once the stream is open (below).
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
      let fresh: string | null;
      try {
        fresh = await dependencies.tokenInsteadOf(role, token);
      } catch {
        // No network to renew it: the session is not over, only out of reach.
        renewed = false;
        connectLater();
        return;
      }
      if (fresh) void connect();
      else if (!signal.aborted) dependencies.sessionEnded?.(role);
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
    renewed = false;
    let eventSchema: ResponseSchema<E>;
    try {
      eventSchema = await schema;
    } catch {
      response.body.cancel().catch(() => undefined);
      connectLater();
      return;
    }
    delay = LIVE_RECONNECT_FIRST_MS;
    onlineDuringAttempt = false;
    if (opened) options.onReopened?.();
    opened = true;
    try {
      await follow(response.body, eventSchema);
    } catch {
      // Dropped (or stopped): the same as an end.
    }
    connectLater();
  }

  void connect();
  return () => {
    controller.abort();
    clearTimeout(timer);
    stopFollowingOnline?.();
  };
}

function onWindowOnline(listener: () => void): () => void {
  if (typeof window === 'undefined') return () => undefined;
  window.addEventListener('online', listener);
  return () => window.removeEventListener('online', listener);
}

function appDependencies<E>(eventSchema: ResponseReader<E>): LiveDependencies<E> {
  return {
    fetch: (...args) => globalThis.fetch(...args),
    token: (r) => session.token(r),
    tokenInsteadOf: (r, refused) => api.tokenInsteadOf(r, refused),
    sessionEnded: (r) => api.sessionEnded(r),
    eventSchema,
    onOnline: onWindowOnline,
  };
}

/** The tab's one stream of the learner's own cards, whatever follows it. */
const learnerStream = sharedStream<LiveEvent>((onMessage, onReopened) =>
  createLiveSubscription(appDependencies(liveEventSchema), '/v1/live', 'student', onMessage, {
    onReopened,
  }),
);

/**
 * The tab's one stream of every student a supervisor follows (issue 37): a supervisor with ten
 * students holds one connection, not ten.
 */
const supervisorStream = sharedStream<SupervisorLiveMessage>((onMessage, onReopened) =>
  createLiveSubscription(
    appDependencies(supervisorMessageSchema),
    '/v1/teacher/live',
    'teacher',
    onMessage,
    { onReopened },
  ),
);

const ONE_STUDENT = /^\/v1\/teacher\/live\/([^/?#]+)$/;

/**
 * Follows `/api${path}` (e.g. '/v1/live' or '/v1/teacher/live/{studentId}') with the role's
 * token from the session; answers the function that stops it. The learner's stream and a
 * supervisor's students are each one stream per tab, shared by every screen that follows them.
 */
export function subscribeLive(
  path: string,
  role: Role,
  onEvent: (event: LiveEvent) => void,
  options: LiveOptions = {},
): () => void {
  const student = role === 'teacher' ? ONE_STUDENT.exec(path)?.[1] : undefined;
  if (student !== undefined) {
    const studentId = decodeURIComponent(student);
    return supervisorStream.subscribe({
      onMessage: (message) => {
        if (message.studentId === studentId) onEvent(message.event);
      },
      onReopened: options.onReopened,
    });
  }
  if (role === 'student' && path === '/v1/live') {
    return learnerStream.subscribe({ onMessage: onEvent, onReopened: options.onReopened });
  }
  return createLiveSubscription(appDependencies(liveEventSchema), path, role, onEvent, options);
}
