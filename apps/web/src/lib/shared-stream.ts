/** One who follows a shared stream: its messages, and its reopening after a drop. */
export interface StreamListener<M> {
  onMessage: (message: M) => void;
  onReopened?: () => void;
}

/** How long a stream nobody follows stays open: a screen that replaces another takes it over. */
export const SHARED_STREAM_GRACE_MS = 2_000;

/**
 * One stream for every part of the tab that follows it (issue 37): opened with the first
 * listener, each message given to every listener, closed when the last has gone for a moment
 * (so that a screen replacing another keeps the connection instead of opening a new one).
 */
export function sharedStream<M>(
  open: (onMessage: (message: M) => void, onReopened: () => void) => () => void,
) {
  const listeners = new Set<StreamListener<M>>();
  let stop: (() => void) | undefined;
  let closing: ReturnType<typeof setTimeout> | undefined;

  return {
    subscribe(listener: StreamListener<M>): () => void {
      listeners.add(listener);
      clearTimeout(closing);
      closing = undefined;
      stop ??= open(
        (message) => {
          for (const each of [...listeners]) each.onMessage(message);
        },
        () => {
          for (const each of [...listeners]) each.onReopened?.();
        },
      );
      return () => {
        if (!listeners.delete(listener) || listeners.size > 0) return;
        clearTimeout(closing);
        closing = setTimeout(() => {
          closing = undefined;
          if (listeners.size > 0) return;
          stop?.();
          stop = undefined;
        }, SHARED_STREAM_GRACE_MS);
      };
    },
    /** Whether a stream is open now (tests). */
    get open() {
      return stop !== undefined;
    },
  };
}
