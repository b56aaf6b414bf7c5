import { type DrivingNote, messages } from '@ovningskort/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.js';
import { api } from '../../../lib/api.js';
import { appendCard } from './cache.js';
import { createFailureMessage } from './card-errors.js';
import { cardsKey } from './keys.js';
import { createCardResponse } from './responses.js';

/** A whole new card from the template of the student's gearbox, in one request. */
export function createCard() {
  return api.request('/v1/drivingnotes/card', {
    method: 'POST',
    role: 'student',
    response: createCardResponse,
  });
}

/** Creates a card and says how it went; once created it is the last card of the list. */
export function useCreateCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCard,
    onSuccess: ({ drivingNotes }) => {
      queryClient.setQueryData<DrivingNote[]>(cardsKey, (old) =>
        appendCard(old ?? [], drivingNotes),
      );
      toast.success(messages.cards.created);
    },
    onError: (error) => toast.error(createFailureMessage(error)),
  });
}
