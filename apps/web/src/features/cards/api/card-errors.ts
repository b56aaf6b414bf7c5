import { ErrorCode, messages } from '@ovningskort/domain';
import { ApiError } from '../../../lib/api-client.js';

const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : undefined);

/** Why the cards could not be shown: the account is not activated, or anything else. */
export function loadFailure(error: unknown): 'notActivated' | 'failed' {
  return codeOf(error) === ErrorCode.NOT_ACTIVATED ? 'notActivated' : 'failed';
}

/** The toast for a card that could not be created (spec §8 'Cards'). */
export function createFailureMessage(error: unknown): string {
  switch (codeOf(error)) {
    case ErrorCode.NO_TEMPLATE:
      return messages.cards.noTemplate;
    case ErrorCode.MAX_CARDS:
      return messages.cards.maxReached;
    case ErrorCode.NOT_ACTIVATED:
      return messages.cards.notActivated;
    default:
      return messages.cards.createFailed;
  }
}

/** Why the supervisor cannot see the student's cards. */
export function supervisedLoadFailure(error: unknown): 'notActivated' | 'linkEnded' | 'failed' {
  switch (codeOf(error)) {
    case ErrorCode.NOT_ACTIVATED:
      return 'notActivated';
    case ErrorCode.NOT_LINKED:
      return 'linkEnded';
    default:
      return 'failed';
  }
}

/** The server refused the supervisor's change because the link to the student has ended. */
export function isLinkEnded(error: unknown): boolean {
  return supervisedLoadFailure(error) === 'linkEnded';
}
