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
import { cardsKey, updateLessonKey } from './keys.js';

export interface LessonUpdate {
  id: string;
  /** Only the fields that changed, e.g. { statB: 'Godkänd' } or { isDone: true }. */
  changes: LessonChanges;
}

/** Saves the changed fields of one lesson; the server changes only what is sent. */
export function updateLesson({ id, changes }: LessonUpdate) {
  return api.request<UpdateLessonResponse>(`/v1/drivingnotes/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: changes,
    role: 'student',
  });
}

const updateKey = updateLessonKey;

/**
 * A status or done change shows at once (optimistic) and is saved at once. A failure puts back
 * the value from before, unless the person has changed that field again meanwhile, and says so.
 * When the last change on its way is settled, the list is read again, so the screen ends with
 * what the server holds (a supervisor may have changed something too). The hook's own callbacks
 * run for every change, also when several are on their way at once.
 */
export function useUpdateLesson({ onCongratulate }: { onCongratulate: () => void }) {
  const queryClient = useQueryClient();
  const update = (change: (notes: DrivingNote[]) => DrivingNote[]) =>
    queryClient.setQueryData<DrivingNote[]>(cardsKey, (old) => old && change(old));

  return useMutation({
    mutationKey: updateKey,
    mutationFn: updateLesson,
    onMutate: async ({ id, changes }) => {
      // A list on its way from before the change must not paint the old value over it.
      await queryClient.cancelQueries({ queryKey: cardsKey });
      const previous = changedValues(
        queryClient.getQueryData<DrivingNote[]>(cardsKey) ?? [],
        id,
        changes,
      );
      update((old) => applyLessonChange(old, id, changes));
      return { previous };
    },
    onError: (_error, { id, changes }, context) => {
      const previous = context?.previous;
      if (previous) update((old) => settleLessonChange(old, id, changes, previous));
      toast.error(messages.cards.saveFailed);
    },
    onSuccess: ({ congratulate }) => {
      if (congratulate) onCongratulate();
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: updateKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: cardsKey });
      }
    },
  });
}
