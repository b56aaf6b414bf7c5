import { LinkedStudentsSchema } from '@ovningskort/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.js';
import { supervisedNotesKey } from './keys.js';

/**
 * The students linked to the supervisor now, with whether each has a card (issue 35): a
 * student appears as soon as they link the supervisor. Kept under the students' key, so that
 * what rereads the students' cards (a new card, a link ending) rereads this too.
 */
export function useLinkedStudents(supervisorId: string, enabled: boolean) {
  return useQuery({
    queryKey: [...supervisedNotesKey(supervisorId), 'linked'],
    queryFn: async () =>
      (
        await api.request('/v1/teacher/students', {
          role: 'teacher',
          response: LinkedStudentsSchema,
        })
      ).students,
    enabled,
  });
}
