import type { DrivingNote } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client.js';
import { api } from '../../../lib/api.js';
import { supervisedCardsKey } from './keys.js';
import { drivingNotesResponse } from './responses.js';

/** Every lesson of a student linked to the supervisor, each with the student's name. */
export async function getSupervisedCards(
  studentId: string,
  supervisorId: string,
): Promise<DrivingNote[]> {
  const query = new URLSearchParams({ studentId, teacherId: supervisorId });
  const { drivingNotes } = await api.request(`/v1/teacher/notesGet?${query.toString()}`, {
    role: 'teacher',
    response: drivingNotesResponse,
  });
  return drivingNotes;
}

/** A 403 is not worth asking again: the link has ended or the account is not activated. */
function retry(failures: number, error: unknown) {
  return !(error instanceof ApiError && error.status === 403) && failures < 3;
}

export function useSupervisedCards(studentId: string, supervisorId: string) {
  return useQuery({
    queryKey: supervisedCardsKey(studentId),
    queryFn: () => getSupervisedCards(studentId, supervisorId),
    retry,
  });
}
