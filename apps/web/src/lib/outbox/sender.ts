import {
  LESSON_CHANGES_PER_REQUEST,
  type LessonChange,
  type LessonChangeResult,
} from '@ovningskort/domain';
import { ApiError } from '../api-client.js';
import type { Role } from '../session.js';
import type { Outbox } from './outbox.js';
import { isOneByOne, type OneByOneChange, type OutboxEntry } from './outbox-storage.js';

type LessonEntry = OutboxEntry<LessonChange>;
type OneByOneEntry = OutboxEntry<OneByOneChange>;

/** How one kind of change sent alone (a drive, a comment) reaches the server and its feature. */
export interface OneByOneHandler<C extends OneByOneChange> {
  /** Sends one; throws as the request failed (ApiError, NetworkError). */
  send: (entry: OutboxEntry<C>) => Promise<void>;
  /** The server took it. */
  onSent: (entry: OutboxEntry<C>) => void;
  /** The server refused it for good (invalid, not there, not theirs): it leaves the outbox. */
  onRefused: (entry: OutboxEntry<C>, error: ApiError) => void;
}

export type OneByOneHandlers = {
  [K in OneByOneChange['kind']]?: OneByOneHandler<Extract<OneByOneChange, { kind: K }>>;
};

/** Wait before sending again after a failure; each failure in a row doubles it up to the max. */
export const OUTBOX_RETRY_FIRST_MS = 1_000;
export const OUTBOX_RETRY_MAX_MS = 60_000;

export interface SenderDependencies {
  outbox: Outbox;
  /** The accounts signed in in this tab, whose changes can be sent now. */
  accounts: () => readonly { account: string; role: Role }[];
  /** One request with up to LESSON_CHANGES_PER_REQUEST changes; one result per change. */
  send: (role: Role, changes: LessonChange[]) => Promise<LessonChangeResult[]>;
  /** What the server answered for these entries (they are then out of the outbox). */
  onResults: (answered: { entry: LessonEntry; result: LessonChangeResult }[]) => void;
  /** The changes sent one request each (a drive's PUT or DELETE, a comment's), by kind. */
  oneByOne?: OneByOneHandlers;
  /** The account's outbox was emptied by a send: the screen should read the lessons again. */
  onEmptied: (account: string) => void;
  /** Keeps two tabs from sending the same changes at once (navigator.locks where it exists). */
  exclusive?: (work: () => Promise<void>) => Promise<void>;
  /** False when the browser knows it has no network: nothing is sent until it is back. */
  isOnline?: () => boolean;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** A failure that another try later may get past: no network, the server busy or down. */
function isPassing(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status >= 500 || error.status === 429;
}

/**
 * A refusal of this one change, not of the session: invalid (400), not there (404), too many
 * (409), or not the writer's to change (403 NOT_YOURS, NOT_LINKED). Another try would be
 * refused again.
 */
function refusesTheChange(error: unknown): error is ApiError {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 400 || error.status === 404 || error.status === 409) return true;
  return error.status === 403 && (error.code === 'NOT_YOURS' || error.code === 'NOT_LINKED');
}

/**
 * Sends what the outbox holds, in order, in as few requests as possible, and takes out what
 * the server has answered. One send at a time per tab; a send asked for meanwhile runs right
 * after. A failure that may pass (offline, 5xx) is tried again after 1 s, 2 s, 4 s … 60 s, and
 * at once when the browser says it is online again (while it says it is offline, nothing is
 * tried). A batch refused whole as malformed (400)
 * is sent change by change, so one bad change cannot hold back the others. A 401 or 403 (the
 * session ended, not activated) stops sending: the entries stay for the next login.
 */
export function createOutboxSender(dependencies: SenderDependencies) {
  const { outbox } = dependencies;
  const setTimer = dependencies.setTimer ?? ((run, ms) => setTimeout(run, ms));
  const clearTimer =
    dependencies.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const exclusive = dependencies.exclusive ?? ((work) => work());
  let running: Promise<void> | undefined;
  let again = false;
  let delay = OUTBOX_RETRY_FIRST_MS;
  let timer: unknown;

  async function sendBatch(role: Role, batch: LessonEntry[]): Promise<LessonEntry[]> {
    try {
      // Each change says when it was made (issue 34): sent later, it is still dated then.
      const results = await dependencies.send(
        role,
        batch.map((e) => ({ ...e.change, madeAt: e.madeAt })),
      );
      const byId = new Map(results.map((r) => [r.id, r]));
      const answered = batch.flatMap((entry) => {
        const result = byId.get(entry.change.id);
        return result ? [{ entry, result }] : [];
      });
      dependencies.onResults(answered);
      return answered.map((a) => a.entry);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && batch.length > 1) {
        const done: LessonEntry[] = [];
        for (const entry of batch) done.push(...(await sendBatch(role, [entry])));
        return done;
      }
      if (error instanceof ApiError && error.status === 400) {
        dependencies.onResults([
          {
            entry: batch[0]!,
            result: {
              id: batch[0]!.change.id,
              outcome: 'refused',
              code: error.code,
              message: error.message,
            },
          },
        ]);
        return batch;
      }
      throw error;
    }
  }

  /** One change sent alone; answers it when the server has answered it (taken or refused). */
  async function sendOne(entry: OneByOneEntry): Promise<OneByOneEntry[]> {
    const handler = dependencies.oneByOne?.[entry.change.kind] as
      OneByOneHandler<OneByOneChange> | undefined;
    if (!handler) return [];
    try {
      await handler.send(entry);
      handler.onSent(entry);
    } catch (error) {
      if (!refusesTheChange(error)) throw error;
      handler.onRefused(entry, error);
    }
    return [entry];
  }

  /**
   * The next request's worth, in the order made: the lesson changes in front (up to one
   * batch), or the drive's or comment's change in front.
   */
  function nextBatch(stored: readonly OutboxEntry[]): LessonEntry[] | OneByOneEntry[] {
    const first = stored[0];
    if (!first) return [];
    if (isOneByOne(first.change)) return [first as OneByOneEntry];
    const lessons: LessonEntry[] = [];
    for (const entry of stored) {
      if (isOneByOne(entry.change) || lessons.length === LESSON_CHANGES_PER_REQUEST) break;
      lessons.push(entry as LessonEntry);
    }
    return lessons;
  }

  async function sendAccount(account: string, role: Role) {
    const sent = new Set<string>();
    for (;;) {
      const stored = await outbox.stored(account);
      const batch = nextBatch(stored);
      if (batch.length === 0) {
        if (sent.size > 0) dependencies.onEmptied(account);
        return;
      }
      // What could not be taken out of the device's outbox is not sent twice in one go.
      if (batch.some((entry) => sent.has(entry.change.id))) return;
      for (const entry of batch) sent.add(entry.change.id);
      const first = batch[0]!;
      const done = isOneByOne(first.change)
        ? await sendOne(first as OneByOneEntry)
        : await sendBatch(role, batch as LessonEntry[]);
      await outbox.remove(account, done);
      if (done.length < batch.length) return;
    }
  }

  async function sendAll() {
    if (dependencies.isOnline && !dependencies.isOnline()) return;
    let failure: unknown;
    for (const { account, role } of dependencies.accounts()) {
      try {
        await sendAccount(account, role);
      } catch (error) {
        failure ??= error;
      }
    }
    if (failure === undefined) {
      delay = OUTBOX_RETRY_FIRST_MS;
      return;
    }
    if (isPassing(failure)) {
      timer = setTimer(() => void sender.flush(), delay);
      delay = Math.min(delay * 2, OUTBOX_RETRY_MAX_MS);
    }
  }

  const sender = {
    /** Sends now (or right after the send under way); settles when the outbox was tried. */
    flush(): Promise<void> {
      clearTimer(timer);
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await exclusive(sendAll);
        } while (again);
      })().finally(() => {
        running = undefined;
      });
      return running;
    },
    /** The network is back: try at once, and from the first wait again if it fails. */
    online(): Promise<void> {
      delay = OUTBOX_RETRY_FIRST_MS;
      return sender.flush();
    },
    /** Settles when no send is under way. */
    idle(): Promise<void> {
      return running ?? Promise.resolve();
    },
    stop() {
      clearTimer(timer);
    },
  };
  return sender;
}
