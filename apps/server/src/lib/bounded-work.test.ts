import { describe, expect, it } from 'vitest';
import { createBoundedWork, WorkFullError } from './bounded-work.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('bounded work', () => {
  it('runs at most the concurrency at once, queues the next ones and refuses beyond the queue', async () => {
    const work = createBoundedWork({ concurrency: 2, queue: 3 });
    const gates = Array.from({ length: 6 }, deferred);
    let most = 0;
    let now = 0;
    const results = gates.map((gate, i) =>
      work
        .run(async () => {
          now += 1;
          most = Math.max(most, now);
          await gate.promise;
          now -= 1;
          return i;
        })
        .catch((error: unknown) => error),
    );
    expect(work.load).toEqual({ running: 2, waiting: 3 });
    expect(await results[5]).toBeInstanceOf(WorkFullError);
    for (const gate of gates) gate.resolve();
    expect(await Promise.all(results.slice(0, 5))).toEqual([0, 1, 2, 3, 4]);
    expect(most).toBe(2);
    expect(work.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees its place when a task fails', async () => {
    const work = createBoundedWork({ concurrency: 1, queue: 0 });
    await expect(work.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await work.run(async () => 'next')).toBe('next');
  });
});
