import { messages } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.js';
import { addFailure, isNotActivated } from './add-errors.js';

describe('addFailure', () => {
  it('asks about the spelling when no supervisor has the e-mail (the dialog)', () => {
    expect(
      addFailure(new ApiError(400, messages.supervision.noSuchSupervisor, 'NO_SUPERVISOR')),
    ).toEqual({ kind: 'no-such-supervisor' });
  });

  it('shows the server’s message when the student already has a supervisor', () => {
    expect(
      addFailure(new ApiError(400, messages.supervision.alreadyLinked, 'ALREADY_LINKED')),
    ).toEqual({ kind: 'message', message: messages.supervision.alreadyLinked });
  });

  it('shows the server’s message when the account is not activated', () => {
    expect(addFailure(new ApiError(403, messages.cards.notActivated, 'NOT_ACTIVATED'))).toEqual({
      kind: 'message',
      message: messages.cards.notActivated,
    });
  });

  it('says the connection failed when there was no answer', () => {
    expect(addFailure(new NetworkError())).toEqual({
      kind: 'message',
      message: messages.common.network,
    });
  });

  it('answers the spec’s text for any other error', () => {
    for (const error of [new ApiError(500, 'Fel'), new ApiError(400, 'Ogiltig'), new Error('x')]) {
      expect(addFailure(error)).toEqual({
        kind: 'message',
        message: messages.supervision.noSuchSupervisorOther,
      });
    }
  });
});

describe('isNotActivated', () => {
  it('is true only for the server’s NOT_ACTIVATED refusal', () => {
    expect(isNotActivated(new ApiError(403, 'x', 'NOT_ACTIVATED'))).toBe(true);
    expect(isNotActivated(new ApiError(403, 'x', 'NOT_LINKED'))).toBe(false);
    expect(isNotActivated(new NetworkError())).toBe(false);
  });
});
