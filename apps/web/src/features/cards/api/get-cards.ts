import type { DrivingNote } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { cardsKey } from './keys.js';
import { drivingNotesResponse } from './responses.js';

/** All lessons of all the student's cards, by card (groupId) then lesson number. */
export async function getCards({ signal }: { signal?: AbortSignal } = {}): Promise<DrivingNote[]> {
  const { drivingNotes } = await api.request('/v1/drivingnotes', {
    role: 'student',
    response: drivingNotesResponse,
    signal,
  });
  return drivingNotes;
}

export function useCards() {
  return useQuery({ queryKey: cardsKey, queryFn: getCards });
}
