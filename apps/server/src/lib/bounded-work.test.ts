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

describe('a queue as long as can start within the longest wait', () => {
  /** Work whose clock the test moves: each task "takes" the time the test lets pass in it. */
  function measured(limits: { concurrency: number; minQueue: number; maxQueue: number }) {
    let clock = 0;
    const work = createBoundedWork({
      ...limits,
      maxWaitMs: 1000,
      initialTaskMs: 100,
      now: () => clock,
    });
    /** Runs `count` tasks of `ms` each, one after the other, so the estimate follows them. */
    async function runTasks(count: number, ms: number) {
      for (let i = 0; i < count; i += 1) {
        await work.run(async () => {
          clock += ms;
        });
      }
    }
    return { work, runTasks };
  }

  it('starts from the assumed duration, then lengthens with fast tasks and shortens with slow ones', async () => {
    const { work, runTasks } = measured({ concurrency: 2, minQueue: 2, maxQueue: 100 });
    // 2 at a time × 1000 ms / 100 ms.
    expect(work.limits.queueLimit).toBe(20);
    await runTasks(40, 30);
    expect(work.limits.taskMs).toBeCloseTo(30, 0);
    expect(work.limits.queueLimit).toBe(66);
    await runTasks(40, 250);
    expect(work.limits.taskMs).toBeCloseTo(250, 0);
    expect(work.limits.queueLimit).toBe(8);
  });

  it('keeps the queue within its bounds whatever the durations say', async () => {
    const { work, runTasks } = measured({ concurrency: 2, minQueue: 3, maxQueue: 30 });
    await runTasks(60, 1);
    expect(work.limits.queueLimit).toBe(30);
    await runTasks(60, 5000);
    expect(work.limits.queueLimit).toBe(3);
  });

  it('refuses beyond the queue the durations allow', async () => {
    const { work, runTasks } = measured({ concurrency: 1, minQueue: 1, maxQueue: 64 });
    await runTasks(60, 250);
    expect(work.limits.queueLimit).toBe(4);
    const gate = deferred();
    const results = Array.from({ length: 7 }, () =>
      work.run(() => gate.promise).catch((error: unknown) => error),
    );
    expect(work.load).toEqual({ running: 1, waiting: 4 });
    expect(await results[5]).toBeInstanceOf(WorkFullError);
    expect(await results[6]).toBeInstanceOf(WorkFullError);
    gate.resolve();
    await Promise.all(results);
  });
});

describe('places taken ahead of the task', () => {
  it('refuses a place at once when the queue is full, before the caller does anything', async () => {
    const work = createBoundedWork({ concurrency: 1, queue: 2, maxReserved: 10 });
    const gate = deferred();
    const filling = Array.from({ length: 3 }, () => work.run(() => gate.promise));
    expect(work.load).toEqual({ running: 1, waiting: 2 });
    expect(work.reserve()).toBeNull();
    gate.resolve();
    await Promise.all(filling);
    const place = work.reserve();
    expect(await place!.run(async () => 'checked')).toBe('checked');
  });

  it('takes at most maxReserved places at once, and a place given back or used frees it', async () => {
    const work = createBoundedWork({ concurrency: 1, queue: 100, maxReserved: 3 });
    const [first, second] = [work.reserve()!, work.reserve()!, work.reserve()!];
    expect(work.limits.reserved).toBe(3);
    expect(work.reserve()).toBeNull();

    first.release();
    first.release(); // twice is harmless
    expect(work.limits.reserved).toBe(2);
    expect(await second.run(async () => 1)).toBe(1);
    second.release(); // after run: nothing to give back
    expect(work.limits.reserved).toBe(1);
    await expect(second.run(async () => 2)).rejects.toThrow('used already');
    expect(work.reserve()).not.toBeNull();
    expect(work.limits.reserved).toBe(2);
  });

  it('gives up to maxReserved places while nothing waits: a burst that arrives together', () => {
    const work = createBoundedWork({ concurrency: 1, queue: 2, maxReserved: 5 });
    const places = Array.from({ length: 5 }, () => work.reserve());
    expect(places.every((place) => place !== null)).toBe(true);
    expect(work.reserve()).toBeNull();
    for (const place of places) place!.release();
  });

  it('counts places toward the queue once tasks wait', async () => {
    const work = createBoundedWork({ concurrency: 1, queue: 3, maxReserved: 10 });
    const gate = deferred();
    const tasks = [work.run(() => gate.promise), work.run(() => gate.promise)];
    expect(work.load).toEqual({ running: 1, waiting: 1 });
    const places = [work.reserve(), work.reserve()];
    expect(places).not.toContain(null);
    // 1 waiting + 2 places: the queue of 3 is taken.
    expect(work.reserve()).toBeNull();
    await expect(work.run(async () => 'more')).rejects.toBeInstanceOf(WorkFullError);
    for (const place of places) place!.release();
    gate.resolve();
    await Promise.all(tasks);
  });

  it('keeps the promise of a place: its task joins the queue whatever the queue holds by then', async () => {
    const work = createBoundedWork({ concurrency: 1, queue: 1, maxReserved: 10 });
    const places = [work.reserve()!, work.reserve()!, work.reserve()!];
    const gate = deferred();
    const first = work.run(() => gate.promise);
    const promised = places.map((place, i) => place.run(async () => i));
    expect(work.load).toEqual({ running: 1, waiting: 3 });
    await expect(work.run(async () => 'more')).rejects.toBeInstanceOf(WorkFullError);
    expect(work.reserve()).toBeNull();
    gate.resolve();
    await first;
    expect(await Promise.all(promised)).toEqual([0, 1, 2]);
    expect(work.load).toEqual({ running: 0, waiting: 0 });
  });
});
