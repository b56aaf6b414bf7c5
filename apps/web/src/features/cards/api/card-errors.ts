import { messages } from '@ovningskort/domain';
import { ApiError } from '../../../lib/api-client.js';

/** Why the cards could not be shown: the account is not activated (403), or anything else. */
export function loadFailure(error: unknown): 'notActivated' | 'failed' {
  return error instanceof ApiError && error.status === 403 ? 'notActivated' : 'failed';
}

/** The toast for a card that could not be created (spec §8 'Cards'). */
export function createFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 400) {
    return error.message === messages.cards.noTemplate
      ? messages.cards.noTemplate
      : messages.cards.maxReached;
  }
  if (error instanceof ApiError && error.status === 403) return messages.cards.notActivated;
  return messages.cards.createFailed;
}
