import type { CardHistoryEntry } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.js';
import { api } from '../../../lib/api.js';
import { cardsKey, supervisedCardsKey } from './keys.js';
import { cardHistoryResponse } from './responses.js';

/** Whose card's history: the student's own, or a linked student's as their supervisor. */
export type HistoryReader = { role: 'student' } | { role: 'teacher'; studentId: string };

/**
 * Beside the cards' keys, not under them: it is read again after the cards themselves are read
 * successfully (useLessonHistory), never together with a read the server may refuse (a link
 * that ended). Kept on the device with the role's other queries (persisted-cache.ts).
 */
export const cardHistoryKey = (reader: HistoryReader, groupId: string) =>
  reader.role === 'student'
    ? (['card-history', 'student', groupId] as const)
    : (['card-history', 'teacher', reader.studentId, groupId] as const);

/** The query whose successful reads (and live changes) make the history be read again. */
export const cardsKeyOf = (reader: HistoryReader) =>
  reader.role === 'student' ? cardsKey : supervisedCardsKey(reader.studentId);

/** Every change of one card, newest first (GET …/drivingnotes/{groupId}/history). */
export async function getCardHistory(
  reader: HistoryReader,
  groupId: string,
): Promise<CardHistoryEntry[]> {
  const base = reader.role === 'student' ? '/v1/drivingnotes' : '/v1/teacher/drivingnotes';
  const { history } = await api.request(`${base}/${encodeURIComponent(groupId)}/history`, {
    role: reader.role,
    response: cardHistoryResponse,
  });
  return history;
}

/** A refusal (no such card, the link ended) is not worth asking again. */
function retry(failures: number, error: unknown) {
  return !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;
}

export function useCardHistory(reader: HistoryReader, groupId: string) {
  return useQuery({
    queryKey: cardHistoryKey(reader, groupId),
    queryFn: () => getCardHistory(reader, groupId),
    enabled: groupId !== '',
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry,
  });
}
