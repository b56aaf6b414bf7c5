/**
 * Turns for one kind of request in a burst (security round 3): `take()` resolves once it is the
 * caller's turn, at most `perTurn` callers per turn of the event loop. What arrives together
 * (300 logins on 300 connections) is then worked through a few at a time, and between them
 * the event loop reads and answers everyone else's requests (/api/health, a real user's).
 */
export function createTurns(perTurn: number) {
  const queue: (() => void)[] = [];
  let scheduled = false;

  function schedule() {
    if (scheduled) return;
    scheduled = true;
    // An immediate set while immediates run waits for the next turn, after the I/O of this one.
    setImmediate(takeTurn);
  }

  function takeTurn() {
    scheduled = false;
    for (const next of queue.splice(0, perTurn)) next();
    if (queue.length > 0) schedule();
  }

  return {
    take: () =>
      new Promise<void>((resolve) => {
        queue.push(resolve);
        schedule();
      }),
    /** Callers waiting for their turn now. */
    get waiting() {
      return queue.length;
    },
  };
}
