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

/** Why the supervisor cannot see the student's cards. */
export function supervisedLoadFailure(error: unknown): 'notActivated' | 'linkEnded' | 'failed' {
  if (error instanceof ApiError && error.status === 403) {
    return error.code === 'NOT_ACTIVATED' ? 'notActivated' : 'linkEnded';
  }
  return 'failed';
}

/** The server refused the supervisor's change because the link to the student has ended. */
export function isLinkEnded(error: unknown): boolean {
  return supervisedLoadFailure(error) === 'linkEnded';
}
