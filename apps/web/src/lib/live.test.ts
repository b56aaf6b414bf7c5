import { LiveEventSchema, type DrivingNote, type LiveEvent } from '@ovningskort/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyResponse, type ResponseReader, type ResponseSchema } from './api-client.js';
import {
  createLiveSubscription,
  toLiveEvent,
  type LiveDependencies,
  type LiveOptions,
} from './live.js';
import type { Role } from './session.js';

const drivingNote: DrivingNote = {
  id: 'n1',
  groupId: 'g1',
  studentId: 's1',
  number: 1,
  nytitle: 'Lektion 1',
  isDone: true,
  statA: 'Godkänd',
  statB: '',
  statC: '',
  statD: '',
  statE: '',
  statF: '',
  statG: '',
  statH: '',
  statI: '',
};
const lesson: LiveEvent = { type: 'lesson', drivingNote };

describe('toLiveEvent', () => {
  const read = (data: string) => toLiveEvent(data, LiveEventSchema);

  it('answers the event in the data', () => {
    expect(read(JSON.stringify(lesson))).toEqual(lesson);
    expect(read('{"type":"cards"}')).toEqual({ type: 'cards' });
    expect(read('{"type":"link-ended","teacherId":"t1"}')).toEqual({
      type: 'link-ended',
      teacherId: 't1',
    });
  });

  it('ignores data that is not an event it knows', () => {
    expect(read('not json')).toBeUndefined();
    expect(read('[1]')).toBeUndefined();
    expect(read('null')).toBeUndefined();
    expect(read('{"type":"something-new"}')).toBeUndefined();
    expect(read('{"type":"lesson","drivingNote":{"id":"n1"}}')).toBeUndefined();
  });
});

/** A streamed answer the test writes to and ends, chunk by chunk. */
function streamed() {
  const encoder = new TextEncoder();
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, {
      status: 200,
      headers: { 'content-type': 'text/event-stream' },
    }),
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    fail: () => controller.error(new TypeError('network error')),
  };
}

type Answer = Response | Error | Promise<Response>;

/** A fetch that answers what the test queued, and records each call. */
function fakeFetch() {
  const answers: Answer[] = [];
  const calls: { url: string; auth: string | null; accept: string | null; signal: AbortSignal }[] =
    [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    calls.push({
      url: String(url),
      auth: headers.get('authorization'),
      accept: headers.get('accept'),
      signal: init!.signal!,
    });
    const answer = answers.shift() ?? new Error('no answer queued');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { fetch, calls, answer: (...next: Answer[]) => answers.push(...next) };
}

const json = (status: number) =>
  new Response(JSON.stringify({ message: 'Nej.' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Lets the stream reading and the reconnect logic run (timers are fake; this is not). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

function setUp(
  options: {
    token?: string | null;
    refreshTo?: string | null;
    eventSchema?: ResponseReader<LiveEvent>;
  } = {},
  options2: LiveOptions = {},
) {
  const server = fakeFetch();
  let token = options.token === undefined ? 'token-1' : options.token;
  const refresh = vi.fn(async (_role: Role, _refused: string) => {
    token = options.refreshTo ?? null;
    return token;
  });
  const ended: Role[] = [];
  const onlineListeners = new Set<() => void>();
  const dependencies: LiveDependencies = {
    fetch: server.fetch,
    token: () => token,
    tokenInsteadOf: refresh,
    sessionEnded: (role) => ended.push(role),
    eventSchema: options.eventSchema ?? LiveEventSchema,
    onOnline: (listener) => {
      onlineListeners.add(listener);
      return () => onlineListeners.delete(listener);
    },
  };
  const events: LiveEvent[] = [];
  const start = () =>
    createLiveSubscription(
      dependencies,
      '/v1/teacher/live/s1',
      'teacher',
      (event) => events.push(event),
      options2,
    );
  const goOnline = () => onlineListeners.forEach((listener) => listener());
  return { server, refresh, events, start, ended, goOnline, onlineListeners };
}

describe('createLiveSubscription', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks for the stream with the bearer token and hands on each event as it arrives', async () => {
    const { server, events, start } = setUp();
    const live = streamed();
    server.answer(live.response);
    const stop = start();
    await settle();
    expect(server.calls).toEqual([
      expect.objectContaining({
        url: '/api/v1/teacher/live/s1',
        auth: 'Bearer token-1',
        accept: 'text/event-stream',
      }),
    ]);
    // Chunks cut anywhere, mid-line and mid-message, with comments and CRLF line ends.
    const data = JSON.stringify(lesson);
    live.write(`retry: 3000\n: connected\n\nevent: lesson\ndata: ${data.slice(0, 9)}`);
    await settle();
    expect(events).toEqual([]);
    live.write(
      `${data.slice(9)}\r\n\r\n: keep-alive\n\nevent: link-ended\ndata: {"type":"link-ended",`,
    );
    live.write('"teacherId":"t1"}\n\n');
    await settle();
    expect(events).toEqual([lesson, { type: 'link-ended', teacherId: 't1' }]);
    stop();
  });

  it('connects again 3 s after the stream ends, and after 3, 6, 12, 24, 30, 30 s while it fails', async () => {
    const { server, start } = setUp();
    const first = streamed();
    server.answer(first.response);
    const stop = start();
    await settle();
    first.end();
    await settle();
    expect(server.calls).toHaveLength(1);

    server.answer(new TypeError('offline'), json(500), new TypeError('offline'));
    server.answer(json(502), new TypeError('offline'), new TypeError('offline'));
    const waits = [3_000, 6_000, 12_000, 24_000, 30_000, 30_000];
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      await settle();
      expect(server.calls, `before the wait of ${wait} ms`).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(server.calls, `after the wait of ${wait} ms`).toHaveLength(index + 2);
    }
    stop();
  });

  it('waits 3 s again once a connection has succeeded', async () => {
    const { server, start } = setUp();
    const back = streamed();
    server.answer(new TypeError('offline'), new TypeError('offline'), back.response);
    const stop = start();
    await settle();
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    await vi.advanceTimersByTimeAsync(6_000);
    await settle();
    expect(server.calls).toHaveLength(3);
    back.fail();
    await settle();
    server.answer(streamed().response);
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    expect(server.calls).toHaveLength(4);
    stop();
  });

  it('stops for good on a 403 (not allowed, or the link has ended)', async () => {
    const { server, start } = setUp();
    server.answer(json(403));
    start();
    await settle();
    await vi.advanceTimersByTimeAsync(120_000);
    await settle();
    expect(server.calls).toHaveLength(1);
  });

  it('renews the token once on a 401 and connects again with the new one', async () => {
    const { server, refresh, start } = setUp({ refreshTo: 'token-2' });
    const live = streamed();
    server.answer(json(401), live.response);
    const stop = start();
    await settle();
    expect(refresh).toHaveBeenCalledExactlyOnceWith('teacher', 'token-1');
    expect(server.calls.map((c) => c.auth)).toEqual(['Bearer token-1', 'Bearer token-2']);
    stop();
  });

  it('stops after a 401 when the token cannot be renewed, and after a second 401 in a row', async () => {
    const notRenewed = setUp({ refreshTo: null });
    notRenewed.server.answer(json(401));
    notRenewed.start();
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(notRenewed.server.calls).toHaveLength(1);
    // The session has ended (logged out on another device): the app is told, once.
    expect(notRenewed.ended).toEqual(['teacher']);

    const twice = setUp({ refreshTo: 'token-2' });
    twice.server.answer(json(401), json(401));
    twice.start();
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(twice.refresh).toHaveBeenCalledTimes(1);
    expect(twice.server.calls).toHaveLength(2);
  });

  it('tries again later when the token cannot be renewed for want of a network (the session is not over)', async () => {
    const { server, refresh, start, ended } = setUp({ refreshTo: 'token-2' });
    refresh.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const live = streamed();
    server.answer(json(401), json(401), live.response);
    const stop = start();
    await settle();
    expect(ended).toEqual([]);
    await vi.advanceTimersByTimeAsync(3_000);
    await settle();
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(server.calls.map((c) => c.auth)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
      'Bearer token-2',
    ]);
    expect(ended).toEqual([]);
    stop();
  });

  it('connects at once when the browser is online again, and says the stream was reopened', async () => {
    const reopened = vi.fn();
    const { server, start, goOnline, onlineListeners } = setUp({}, { onReopened: reopened });
    const first = streamed();
    const second = streamed();
    server.answer(first.response, second.response);
    const stop = start();
    await settle();
    expect(reopened).not.toHaveBeenCalled();
    first.end();
    await settle();
    // Waiting 3 s to connect again; the network is back before that.
    await vi.advanceTimersByTimeAsync(1_000);
    goOnline();
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(reopened).toHaveBeenCalledTimes(1);
    // Online while connected changes nothing.
    goOnline();
    await settle();
    expect(server.calls).toHaveLength(2);
    stop();
    expect(onlineListeners.size).toBe(0);
  });

  it('connects again at once when an attempt made offline fails after the network is back', async () => {
    const { server, start, goOnline } = setUp();
    let failOffline!: (error: Error) => void;
    const offlineAttempt = new Promise<Response>((_, fail) => (failOffline = fail));
    const second = streamed();
    server.answer(offlineAttempt, second.response);
    const stop = start();
    await settle();
    expect(server.calls).toHaveLength(1);
    // The network is back while that attempt is still on its way; then it fails.
    goOnline();
    failOffline(new TypeError('Failed to fetch'));
    await settle();
    expect(server.calls).toHaveLength(2);
    stop();
  });

  it('does not connect without a token', async () => {
    const { server, start } = setUp({ token: null });
    start();
    await settle();
    expect(server.calls).toHaveLength(0);
  });

  it('stops cleanly: aborts the request, hands on nothing more and never reconnects', async () => {
    const { server, events, start } = setUp();
    const live = streamed();
    server.answer(live.response);
    const stop = start();
    await settle();
    stop();
    expect(server.calls[0]!.signal.aborted).toBe(true);
    live.write('data: {"type":"cards"}\n\n');
    await settle();
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(events).toEqual([]);
    expect(server.calls).toHaveLength(1);
  });

  it('loads a lazy event schema as it connects, and hands on the events in order once it is there', async () => {
    let schema!: (value: ResponseSchema<LiveEvent>) => void;
    const load = vi.fn(
      () => new Promise<ResponseSchema<LiveEvent>>((resolve) => void (schema = resolve)),
    );
    const { server, events, start } = setUp({ eventSchema: lazyResponse(load) });
    const live = streamed();
    server.answer(live.response);
    const stop = start();
    expect(load).toHaveBeenCalledTimes(1);
    await settle();
    expect(server.calls).toHaveLength(1);
    live.write(`event: lesson\ndata: ${JSON.stringify(lesson)}\n\n`);
    live.write('data: {"type":"something-new"}\n\ndata: {"type":"cards"}\n\n');
    await settle();
    expect(events).toEqual([]);
    schema(LiveEventSchema);
    await settle();
    expect(events).toEqual([lesson, { type: 'cards' }]);
    stop();
  });

  it('counts an event schema that cannot be loaded as a failed connection, and loads it again', async () => {
    const load = vi
      .fn<() => Promise<ResponseSchema<LiveEvent>>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(LiveEventSchema);
    const { server, events, start } = setUp({ eventSchema: lazyResponse(load) });
    const first = streamed();
    const second = streamed();
    server.answer(first.response, second.response);
    const stop = start();
    await settle();
    expect(first.response.body!.locked).toBe(false); // Not read; cancelled.
    await vi.advanceTimersByTimeAsync(2_999);
    await settle();
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(server.calls).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(2);
    second.write('data: {"type":"cards"}\n\n');
    await settle();
    expect(events).toEqual([{ type: 'cards' }]);
    stop();
  });

  it('stops cleanly while waiting to reconnect', async () => {
    const { server, start } = setUp();
    server.answer(new TypeError('offline'));
    const stop = start();
    await settle();
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(server.calls).toHaveLength(1);
  });
});
