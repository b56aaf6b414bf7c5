import { type DrivingNote, messages } from '@ovningskort/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast.js';
import { api } from '../../../lib/api.js';
import { removeCard } from './cache.js';
import { cardsKey } from './keys.js';
import { messageResponse } from './responses.js';

/** Deletes a whole card; the path carries the card's groupId (spec §7). */
export function deleteCard(groupId: string) {
  return api.request(`/v1/drivingnotes/${encodeURIComponent(groupId)}`, {
    method: 'DELETE',
    role: 'student',
    response: messageResponse,
  });
}

/** Deletes a card and says how it went; a card that could not be deleted stays. */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: (_answer, groupId) => {
      queryClient.setQueryData<DrivingNote[]>(cardsKey, (old) => old && removeCard(old, groupId));
      toast.success(messages.cards.deleted);
    },
    onError: () => toast.error(messages.cards.deleteFailed),
  });
}
