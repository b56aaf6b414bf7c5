import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHARED_STREAM_GRACE_MS, sharedStream } from './shared-stream.js';

function fakeStreams() {
  const opened: { send: (message: string) => void; reopen: () => void; stopped: boolean }[] = [];
  const stream = sharedStream<string>((onMessage, onReopened) => {
    const one = { send: onMessage, reopen: onReopened, stopped: false };
    opened.push(one);
    return () => {
      one.stopped = true;
    };
  });
  return { stream, opened };
}

describe('sharedStream', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens one stream for every listener and gives each of them every message', () => {
    const { stream, opened } = fakeStreams();
    const first: string[] = [];
    const second: string[] = [];
    const reopened = vi.fn();
    stream.subscribe({ onMessage: (m) => first.push(m), onReopened: reopened });
    stream.subscribe({ onMessage: (m) => second.push(m) });
    expect(opened).toHaveLength(1);
    opened[0]!.send('a');
    opened[0]!.reopen();
    expect(first).toEqual(['a']);
    expect(second).toEqual(['a']);
    expect(reopened).toHaveBeenCalledOnce();
  });

  it('stays open while one listens, and closes a moment after the last has gone', () => {
    const { stream, opened } = fakeStreams();
    const stopFirst = stream.subscribe({ onMessage: () => {} });
    const stopSecond = stream.subscribe({ onMessage: () => {} });
    stopFirst();
    vi.advanceTimersByTime(SHARED_STREAM_GRACE_MS * 2);
    expect(opened[0]!.stopped).toBe(false);
    stopSecond();
    stopSecond();
    vi.advanceTimersByTime(SHARED_STREAM_GRACE_MS - 1);
    expect(opened[0]!.stopped).toBe(false);
    vi.advanceTimersByTime(1);
    expect(opened[0]!.stopped).toBe(true);
    expect(stream.open).toBe(false);
  });

  it('lets a screen that replaces another take the stream over, and opens afresh later', () => {
    const { stream, opened } = fakeStreams();
    const leaving: string[] = [];
    const stopLeaving = stream.subscribe({ onMessage: (m) => leaving.push(m) });
    stopLeaving();
    const arriving: string[] = [];
    const stopArriving = stream.subscribe({ onMessage: (m) => arriving.push(m) });
    vi.advanceTimersByTime(SHARED_STREAM_GRACE_MS * 2);
    expect(opened).toHaveLength(1);
    opened[0]!.send('b');
    expect(arriving).toEqual(['b']);
    expect(leaving).toEqual([]);
    stopArriving();
    vi.advanceTimersByTime(SHARED_STREAM_GRACE_MS);
    stream.subscribe({ onMessage: () => {} });
    expect(opened).toHaveLength(2);
    expect(opened[1]!.stopped).toBe(false);
  });
});
