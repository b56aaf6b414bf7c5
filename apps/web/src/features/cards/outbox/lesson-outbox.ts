import {
  ErrorCode,
  messages,
  type DrivingNote,
  type LessonChange,
  type LessonChangeResult,
} from '@ovningskort/domain';
import { api } from '../../../lib/api.js';
import { queryClient } from '../../../lib/query-client.js';
import { session, type Role } from '../../../lib/session.js';
import { toast } from '../../../lib/toast.js';
import { cardsKey, supervisedCardsKey } from '../api/keys.js';
import { lessonChangesResponse } from '../api/responses.js';
import { createOutbox } from './outbox.js';
import { indexedDbOutboxStorage, memoryOutboxStorage, type OutboxEntry } from './outbox-storage.js';
import { cellKey, withAppliedChange, withLesson } from './pending.js';
import { createOutboxSender } from './sender.js';
import { accountKey } from '../../../lib/account-key.js';

const CHANGE_PATHS: Record<Role, string> = {
  student: '/v1/lessonChanges',
  teacher: '/v1/teacher/lessonChanges',
};

/** The accounts signed in in this tab (a token here: a change can be sent for them now). */
function signedIn(): { account: string; role: Role }[] {
  const now = session.snapshot();
  const accounts: { account: string; role: Role }[] = [];
  if (now.student && now.hasStudentToken) {
    accounts.push({ account: accountKey('student', now.student.id), role: 'student' });
  }
  if (now.supervisor && now.hasSupervisorToken) {
    accounts.push({ account: accountKey('teacher', now.supervisor.id), role: 'teacher' });
  }
  return accounts;
}

const queryKeyOf = (entry: OutboxEntry) =>
  entry.role === 'student' ? cardsKey : supervisedCardsKey(entry.studentId);

/** What the card screens hear of the answers: the congratulation, a link that has ended. */
export type OutboxNotice = { type: 'congratulate' } | { type: 'link-ended'; studentId: string };
const noticeListeners = new Set<(notice: OutboxNotice) => void>();

export function onOutboxNotice(listener: (notice: OutboxNotice) => void): () => void {
  noticeListeners.add(listener);
  return () => {
    noticeListeners.delete(listener);
  };
}

function tell(notice: OutboxNotice) {
  for (const listener of noticeListeners) listener(notice);
}

/**
 * The server's answers into the cache: an applied change sets its cell, a conflict shows the
 * lesson as it is and says why the change was not saved (once per cell), a refusal says so.
 */
function settle(answered: { entry: OutboxEntry; result: LessonChangeResult }[]) {
  const told = new Set<string>();
  for (const { entry, result } of answered) {
    const key = queryKeyOf(entry);
    const update = (change: (notes: DrivingNote[]) => DrivingNote[]) =>
      queryClient.setQueryData<DrivingNote[]>(key, (old) => old && change(old));
    if (result.drivingNote) update((old) => withLesson(old, result.drivingNote!));
    else if (result.outcome === 'applied') update((old) => withAppliedChange(old, entry.change));

    if (result.outcome === 'applied' && result.congratulate) tell({ type: 'congratulate' });
    if (result.outcome === 'conflict' || result.outcome === 'refused') {
      const cell = cellKey(entry.change.lessonId, entry.change.field);
      if (!told.has(cell)) {
        told.add(cell);
        const text =
          result.outcome === 'conflict'
            ? (result.message ?? messages.cards.saveFailed)
            : messages.cards.saveFailed;
        // The same words once, however many changes they are about.
        toast.error(text, { toastId: text });
      }
    }
    if (result.code === ErrorCode.NOT_LINKED && entry.role === 'teacher') {
      tell({ type: 'link-ended', studentId: entry.studentId });
    }
  }
}

function exclusive(work: () => Promise<void>): Promise<void> {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return work();
  return navigator.locks.request('ovningskort-outbox', work).then(() => undefined);
}

const channel =
  typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel('ovningskort-outbox');

export const lessonOutbox = createOutbox(indexedDbOutboxStorage(), memoryOutboxStorage(), channel);

export const outboxSender = createOutboxSender({
  outbox: lessonOutbox,
  accounts: signedIn,
  send: async (role, changes: LessonChange[]) => {
    const { results } = await api.request(CHANGE_PATHS[role], {
      method: 'POST',
      role,
      body: { changes },
      response: lessonChangesResponse,
    });
    return results;
  },
  onResults: settle,
  onEmptied: (account) => {
    const key = account.startsWith('student:') ? cardsKey : ['supervised-cards'];
    void queryClient.invalidateQueries({ queryKey: key });
  },
  exclusive,
  isOnline: () => typeof navigator === 'undefined' || navigator.onLine,
});

let started = false;

/**
 * Starts the outbox of this page: reads the signed-in accounts' changes from the device and
 * sends them, again whenever the browser is back online and whenever someone signs in.
 */
export function startOutbox() {
  if (started) return;
  started = true;
  let known = '';
  const follow = () => {
    const accounts = signedIn();
    const names = accounts.map((a) => a.account).join(',');
    if (names === known) return;
    known = names;
    void Promise.all(accounts.map((a) => lessonOutbox.load(a.account))).then(() =>
      outboxSender.flush(),
    );
  };
  session.subscribe(follow);
  follow();
  if (typeof window !== 'undefined') {
    window.addEventListener('online', () => void outboxSender.online());
  }
}
