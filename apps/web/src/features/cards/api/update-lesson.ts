import {
  messages,
  type DrivingNote,
  type SupervisorUpdateLessonResponse,
  type UpdateLessonResponse,
} from '@ovningskort/domain';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.js';
import { api } from '../../../lib/api.js';
import {
  applyLessonChange,
  changedValues,
  settleLessonChange,
  type LessonChanges,
} from './cache.js';
import { isLinkEnded } from './card-errors.js';
import { supervisorUpdateLessonResponse, updateLessonResponse } from './responses.js';
import { scopeDetails, type CardsScope } from './scope.js';

export interface LessonUpdate {
  id: string;
  /** Only the fields that changed, e.g. { statB: 'Godkänd' } or { isDone: true }. */
  changes: LessonChanges;
}

/** Saves the changed fields of one lesson; the server changes only what is sent. */
export function updateLesson(
  scope: CardsScope,
  { id, changes }: LessonUpdate,
): Promise<UpdateLessonResponse | SupervisorUpdateLessonResponse> {
  const { lessonPath, apiRole } = scopeDetails(scope);
  const init = { method: 'PUT', body: changes, role: apiRole } as const;
  return scope.role === 'student'
    ? api.request(lessonPath(id), { ...init, response: updateLessonResponse })
    : api.request(lessonPath(id), { ...init, response: supervisorUpdateLessonResponse });
}

/** The lesson changes of the scope still on their way to the server, oldest first. */
export function pendingLessonUpdates(queryClient: QueryClient, scope: CardsScope): LessonUpdate[] {
  return queryClient
    .getMutationCache()
    .findAll({ mutationKey: scopeDetails(scope).updateKey, status: 'pending' })
    .map((mutation) => mutation.state.variables as LessonUpdate);
}

/**
 * A status or done change, the same for the student and the supervisor: it shows at once
 * (optimistic) and is saved at once. A failure puts back the value from before, unless the
 * person has changed that field again meanwhile, and says so; for the supervisor a refusal
 * because the link has ended is passed on. When the last change on its way is settled, the
 * list is read again, so the screen ends with what the server holds (the other side may have
 * changed something too). The hook's callbacks run for every change, also when several are on
 * their way at once.
 */
export function useUpdateLesson(
  scope: CardsScope,
  { onCongratulate, onLinkEnded }: { onCongratulate?: () => void; onLinkEnded?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const { queryKey, updateKey } = scopeDetails(scope);
  const update = (change: (notes: DrivingNote[]) => DrivingNote[]) =>
    queryClient.setQueryData<DrivingNote[]>(queryKey, (old) => old && change(old));

  return useMutation({
    mutationKey: updateKey,
    mutationFn: (lesson: LessonUpdate) => updateLesson(scope, lesson),
    onMutate: async ({ id, changes }) => {
      // A list on its way from before the change must not paint the old value over it.
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
      if (scope.role === 'supervisor' && isLinkEnded(error)) onLinkEnded?.();
    },
    onSuccess: (response) => {
      if ('congratulate' in response && response.congratulate) onCongratulate?.();
    },
    onSettled: () => {
      if (queryClient.isMutating({ mutationKey: updateKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey, exact: true });
      }
    },
  });
}
