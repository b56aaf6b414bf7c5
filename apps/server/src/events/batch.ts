/**
 * Sends items in batches, in the order they came, one batch at a time. An item waits for the
 * end of the current turn of the event loop (to join what else that turn hands in); what comes
 * while a batch is being sent goes out together as soon as that one is done. Each send is a
 * round trip to the database: under load the batches grow by themselves instead of the round
 * trips queueing, and alone an item is sent at once. Every caller's promise settles with its
 * batch.
 */
export function batchWhileBusy<T>(send: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  interface Batch {
    items: T[];
    sent: Promise<void>;
    settle(outcome: Promise<void>): void;
  }
  let collecting: Batch | undefined;
  let sending = false;

  function newBatch(): Batch {
    let settle!: (outcome: Promise<void>) => void;
    const sent = new Promise<void>((resolve) => (settle = resolve));
    return { items: [], sent, settle };
  }

  function sendCollected() {
    const batch = collecting;
    if (!batch || sending) return;
    collecting = undefined;
    sending = true;
    const outcome = send(batch.items);
    batch.settle(outcome);
    void outcome
      .catch(() => undefined)
      .then(() => {
        sending = false;
        sendCollected();
      });
  }

  return (item) => {
    if (!collecting) {
      collecting = newBatch();
      if (!sending) setImmediate(sendCollected);
    }
    collecting.items.push(item);
    return collecting.sent;
  };
}
