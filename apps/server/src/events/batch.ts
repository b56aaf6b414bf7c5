/**
 * Collects what is handed in during one turn of the event loop and sends it in one go, in
 * the order it came. Under load many saves finish in the same turn, and each send is a round
 * trip to the database; alone, an item waits only for the end of the turn. Every caller's
 * promise settles with its batch.
 */
export function batchPerTurn<T>(send: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let pending: { items: T[]; sent: Promise<void> } | undefined;
  return (item) => {
    if (!pending) {
      const batch: { items: T[]; sent: Promise<void> } = { items: [], sent: Promise.resolve() };
      batch.sent = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        pending = undefined;
        return send(batch.items);
      });
      pending = batch;
    }
    pending.items.push(item);
    return pending.sent;
  };
}
