/** Thrown when the work is full: the caller answers 503 with Retry-After instead of waiting. */
export class WorkFullError extends Error {
  constructor() {
    super('too much work at once');
  }
}

/**
 * Runs at most `concurrency` tasks at a time and keeps at most `queue` waiting; a task beyond
 * that is refused at once (WorkFullError) rather than making everyone wait longer.
 */
export function createBoundedWork(limits: { concurrency: number; queue: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];

  function release() {
    running -= 1;
    const next = waiting.shift();
    if (next) {
      running += 1;
      next();
    }
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= limits.concurrency) {
        if (waiting.length >= limits.queue) throw new WorkFullError();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
    /** Tasks running and waiting now. */
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
