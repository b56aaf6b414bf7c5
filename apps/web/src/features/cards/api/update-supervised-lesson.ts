import { messages, type DrivingNote, type UpdateLessonResponse } from '@ovningskort/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.js';
import { api } from '../../../lib/api.js';
import {
  applyLessonChange,
  changedValues,
  settleLessonChange,
  type LessonChanges,
} from './cache.js';
import { isLinkEnded } from './card-errors.js';
import { supervisedCardsKey, supervisedUpdateKey } from './keys.js';

export interface SupervisedLessonUpdate {
  id: string;
  changes: LessonChanges;
}

/** The supervisor saves the changed fields of one of the student's lessons. */
export function updateSupervisedLesson({ id, changes }: SupervisedLessonUpdate) {
  return api.request<UpdateLessonResponse>(`/v1/teacher/drivingnotes/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
    role: 'teacher',
  });
}

/**
 * The supervisor's change shows at once and is saved at once; a failure puts back the value
 * from before (unless changed again meanwhile) and says so. A 403 means the link has ended.
 */
export function useUpdateSupervisedLesson(studentId: string, onLinkEnded: () => void) {
  const queryClient = useQueryClient();
  const queryKey = supervisedCardsKey(studentId);
  const mutationKey = supervisedUpdateKey(studentId);
  const update = (change: (notes: DrivingNote[]) => DrivingNote[]) =>
    queryClient.setQueryData<DrivingNote[]>(queryKey, (old) => old && change(old));

  return useMutation({
    mutationKey,
    mutationFn: updateSupervisedLesson,
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey, exact: true });
      const previous = changedValues(
        queryClient.getQueryData<DrivingNote[]>(queryKey) ?? [],
        id,
        changes,
      );
      update((old) => applyLessonChange(old, id, changes));
      return { previous };
    },
    onError: (error, { id, changes }, context) => {
      const previous = context?.previous;
      if (previous) update((old) => settleLessonChange(old, id, changes, previous));
      toast.error(messages.cards.saveFailed);
      if (isLinkEnded(error)) onLinkEnded();
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
    },
  });
}
