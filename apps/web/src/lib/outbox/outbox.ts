import type { OutboxEntry, OutboxStorage } from './outbox-storage.js';

/** The User Timing mark set each time a change is stored on the device. */
export const OUTBOX_STORED_MARK = 'ovk:outbox-stored';

/** What the tabs of this device tell each other: an account's outbox has changed. */
interface OutboxNews {
  account: string;
}

export interface Outbox {
  /** Reads the account's entries from the device (at start, and when another tab changed them). */
  load(account: string): Promise<void>;
  /**
   * Puts a change in the outbox: it shows at once, and the promise settles once it is stored
   * on the device (rejects if it could not be; it is then kept for this page only).
   */
  add(entry: Omit<OutboxEntry, 'seq'>): Promise<void>;
  /** The account's entries on the device, oldest first (what a send takes). */
  stored(account: string): Promise<OutboxEntry[]>;
  /** Takes out entries the server has answered. */
  remove(account: string, entries: readonly OutboxEntry[]): Promise<void>;
  /** The entries this page knows of, oldest first; the same array until something changes. */
  entries(): readonly OutboxEntry[];
  subscribe(listener: () => void): () => void;
}

/**
 * The outbox of lesson changes: durable in `storage`, mirrored in memory for the screen, and
 * kept in step between the tabs of the device through `channel` (BroadcastChannel).
 */
export function createOutbox(
  primary: OutboxStorage,
  fallback: OutboxStorage,
  channel?: Pick<BroadcastChannel, 'postMessage' | 'addEventListener'>,
): Outbox {
  let entries: readonly OutboxEntry[] = [];
  const listeners = new Set<() => void>();
  const loaded = new Set<string>();
  /** Entries that could not be stored on the device: sent from here while the page lives. */
  const notStored = new Set<string>();

  function set(next: readonly OutboxEntry[]) {
    entries = next;
    for (const listener of listeners) listener();
  }

  function tellOtherTabs(account: string) {
    channel?.postMessage({ account } satisfies OutboxNews);
  }

  async function read(account: string): Promise<OutboxEntry[]> {
    const [stored, kept] = await Promise.all([
      primary.list(account).catch(() => []),
      fallback.list(account),
    ]);
    return [...stored, ...kept.filter((e) => notStored.has(e.change.id))];
  }

  async function load(account: string) {
    loaded.add(account);
    const fresh = await read(account);
    // A change made while reading is in memory but maybe not yet in what was read: keep it.
    const freshIds = new Set(fresh.map((e) => e.change.id));
    const making = entries.filter((e) => e.account === account && e.seq === undefined);
    set([
      ...entries.filter((e) => e.account !== account),
      ...fresh,
      ...making.filter((e) => !freshIds.has(e.change.id)),
    ]);
  }

  channel?.addEventListener('message', (event) => {
    const news = (event as MessageEvent<OutboxNews>).data;
    if (news && typeof news.account === 'string' && loaded.has(news.account)) {
      void load(news.account);
    }
  });

  return {
    load,
    async add(entry) {
      // Stored first, shown second: the write is under way while the screen is drawn.
      const storing = primary.add(entry);
      set([...entries, entry]);
      let seq: number;
      try {
        seq = await storing;
      } catch (error) {
        notStored.add(entry.change.id);
        seq = await fallback.add(entry);
        set(entries.map((e) => (e.change.id === entry.change.id ? { ...e, seq } : e)));
        throw error;
      }
      // For the benchmark of a tap to a durable change (bench/lib/offline.ts), and devtools.
      globalThis.performance?.mark?.(OUTBOX_STORED_MARK);
      set(entries.map((e) => (e.change.id === entry.change.id ? { ...e, seq } : e)));
      tellOtherTabs(entry.account);
    },
    stored: read,
    async remove(account, done) {
      const ids = new Set(done.map((e) => e.change.id));
      const seqs = (storage: 'primary' | 'fallback') =>
        done
          .filter((e) => (storage === 'fallback') === notStored.has(e.change.id))
          .flatMap((e) => (e.seq === undefined ? [] : [e.seq]));
      await Promise.all([
        primary.remove(seqs('primary')).catch(() => undefined),
        fallback.remove(seqs('fallback')),
      ]);
      for (const id of ids) notStored.delete(id);
      set(entries.filter((e) => !ids.has(e.change.id)));
      tellOtherTabs(account);
    },
    entries: () => entries,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
