/** Thrown when the work is full: the caller answers 503 with Retry-After instead of waiting. */
export class WorkFullError extends Error {
  constructor() {
    super('too much work at once');
  }
}

/** A queue of a fixed length. */
interface FixedQueue {
  queue: number;
}

/**
 * A queue as long as the recent tasks say can start within `maxWaitMs`: at their measured pace
 * (`concurrency` at a time, each as long as the recent ones took) and never shorter than
 * `minQueue` nor longer than `maxQueue`. A slower machine, or one busy with other work, gets a
 * shorter queue, so a task that is let in does not wait much longer than `maxWaitMs`.
 */
interface QueueByWait {
  maxWaitMs: number;
  minQueue: number;
  maxQueue: number;
  /** What a task is taken to last until one has been measured. */
  initialTaskMs: number;
}

export type BoundedWorkLimits = (FixedQueue | QueueByWait) & {
  /** Tasks running at once. */
  concurrency: number;
  /**
   * Places taken ahead of their task (`reserve`) at most at once, so that what the callers do
   * before the task (a login counts the attempt and looks the person up) is bounded too.
   * Unbounded when not given.
   */
  maxReserved?: number;
  /** Milliseconds, for measuring the tasks (tests pass their own). */
  now?: () => number;
};

/** A place taken ahead of its task: `run` the task in it, or `release` it unused. */
export interface Place {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Gives the place back if it was not used; harmless after `run`. */
  release(): void;
}

/** Each new duration moves the estimate a fifth of the way: a few slow tasks show at once. */
const ESTIMATE_WEIGHT = 0.2;

/**
 * Runs at most `concurrency` tasks at a time and keeps a bounded queue; a task beyond it is
 * refused at once (WorkFullError) rather than making everyone wait longer.
 *
 * A caller with work of its own before the task (a login counts the attempt and looks the
 * person up before the hash) takes a place first with `reserve`, so that the surplus of a burst
 * is refused before that work too. A place is a promise: its task joins the queue whatever the
 * queue holds by then, so what the caller counted before is always followed by the task. Places
 * count toward the queue's limit once tasks are waiting; while none wait (an idle moment), up
 * to `maxReserved` are given at once, so that a burst arriving together is let in up to that
 * and not refused for the places it takes itself.
 */
export function createBoundedWork(limits: BoundedWorkLimits) {
  const now = limits.now ?? (() => performance.now());
  const maxReserved = limits.maxReserved ?? Infinity;
  let running = 0;
  let reserved = 0;
  let taskMs = 'queue' in limits ? 0 : limits.initialTaskMs;
  const waiting: (() => void)[] = [];

  function queueLimit() {
    if ('queue' in limits) return limits.queue;
    const fits = Math.floor((limits.concurrency * limits.maxWaitMs) / Math.max(taskMs, 1));
    return Math.min(limits.maxQueue, Math.max(limits.minQueue, fits));
  }

  function release() {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  }

  /** Runs the task now or after those ahead of it; `promised`: it had a place (never refused). */
  async function enter<T>(task: () => Promise<T>, promised: boolean): Promise<T> {
    if (running >= limits.concurrency) {
      if (!promised && waiting.length + reserved >= queueLimit()) throw new WorkFullError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      running += 1;
    }
    const started = now();
    try {
      return await task();
    } finally {
      taskMs += ESTIMATE_WEIGHT * (now() - started - taskMs);
      release();
    }
  }

  return {
    run: <T>(task: () => Promise<T>) => enter(task, false),

    /**
     * Takes a place for a task to come, or answers null at once: when `maxReserved` places are
     * taken, or tasks are waiting and they and the places reach the queue's limit. (No error to
     * build: the surplus of a burst costs as little as can be.) Whoever gets a place must `run`
     * or `release` it.
     */
    reserve(): Place | null {
      if (reserved >= maxReserved) return null;
      if (waiting.length > 0 && waiting.length + reserved >= queueLimit()) return null;
      reserved += 1;
      let open = true;
      const close = () => {
        if (!open) return false;
        open = false;
        reserved -= 1;
        return true;
      };
      return {
        run<T>(task: () => Promise<T>) {
          if (!close()) return Promise.reject(new Error('this place was used already'));
          return enter(task, true);
        },
        release: () => void close(),
      };
    },

    /** Tasks running and waiting now. */
    get load() {
      return { running, waiting: waiting.length };
    },

    /** Places reserved now, how long the queue may be now, and the tasks' recent duration. */
    get limits() {
      return { reserved, queueLimit: queueLimit(), taskMs };
    },
  };
}
