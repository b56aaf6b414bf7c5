import {
  ErrorCode,
  messages,
  type DrivingNote,
  type LessonChange,
  type LessonChangeResult,
} from '@ovningskort/domain';
import { api } from '../../../lib/api.js';
import type { OutboxEntry } from '../../../lib/outbox/outbox-storage.js';
import { queryClient } from '../../../lib/query-client.js';
import type { Role } from '../../../lib/session.js';
import { toast } from '../../../lib/toast.js';
import { cardsKey, supervisedCardsKey } from '../api/keys.js';
import { lessonChangesResponse } from '../api/responses.js';
import { cellKey, withAppliedChange, withLesson } from './pending.js';

/**
 * The lessons' side of the device's outbox (lib/outbox): how their changes are sent, and what
 * the answers do to the cached cards. The app wires it to the sender (app/outbox.ts).
 */

const CHANGE_PATHS: Record<Role, string> = {
  student: '/v1/lessonChanges',
  teacher: '/v1/teacher/lessonChanges',
};

type LessonEntry = OutboxEntry<LessonChange>;

const queryKeyOf = (entry: LessonEntry) =>
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
 * One request with up to LESSON_CHANGES_PER_REQUEST changes of one writer, with the device's
 * clock as it sends them: the server sets each change's `madeAt` right if that clock is wrong.
 */
export async function sendLessonChanges(
  role: Role,
  changes: LessonChange[],
): Promise<LessonChangeResult[]> {
  const { results } = await api.request(CHANGE_PATHS[role], {
    method: 'POST',
    role,
    body: { changes, sentAt: Date.now() },
    response: lessonChangesResponse,
  });
  return results;
}

/**
 * The server's answers into the cache: an applied change sets its cell, a conflict shows the
 * lesson as it is and says why the change was not saved (once per cell), a refusal says so.
 */
export function settleLessonChanges(
  answered: { entry: LessonEntry; result: LessonChangeResult }[],
) {
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

/** The account's outbox is empty again: its cards are read again from the server. */
export function lessonsSettled(account: string) {
  const key = account.startsWith('student:') ? cardsKey : ['supervised-cards'];
  void queryClient.invalidateQueries({ queryKey: key });
}
