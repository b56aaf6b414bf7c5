import { messages } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../../lib/api-client.js';
import {
  createFailureMessage,
  isLinkEnded,
  loadFailure,
  supervisedLoadFailure,
} from './card-errors.js';

describe('loadFailure', () => {
  it('shows the activation notice for a 403 and the load failure for anything else', () => {
    expect(loadFailure(new ApiError(403, messages.cards.notActivated, 'NOT_ACTIVATED'))).toBe(
      'notActivated',
    );
    expect(loadFailure(new ApiError(500, 'Fel'))).toBe('failed');
    expect(loadFailure(new NetworkError())).toBe('failed');
  });
});

describe('createFailureMessage', () => {
  it('says the limit is reached for a 400', () => {
    expect(createFailureMessage(new ApiError(400, messages.cards.maxReached, 'MAX_CARDS'))).toBe(
      'Max antal övningskort är uppnådd!',
    );
  });

  it('passes on the missing-template message', () => {
    expect(createFailureMessage(new ApiError(400, messages.cards.noTemplate))).toBe(
      messages.cards.noTemplate,
    );
  });

  it('says the account needs activating for a 403', () => {
    expect(createFailureMessage(new ApiError(403, 'Forbidden'))).toBe(messages.cards.notActivated);
  });

  it('says an unexpected error happened otherwise', () => {
    const unexpected = 'Ett oväntat fel inträffade, vänligen försök igen.';
    expect(createFailureMessage(new ApiError(500, 'Boom'))).toBe(unexpected);
    expect(createFailureMessage(new NetworkError())).toBe(unexpected);
    expect(createFailureMessage(new Error('x'))).toBe(unexpected);
  });
});

describe('supervisedLoadFailure and isLinkEnded', () => {
  it('tells an ended link from an account not activated', () => {
    const notLinked = new ApiError(403, 'Inte länkad', 'NOT_LINKED');
    expect(supervisedLoadFailure(notLinked)).toBe('linkEnded');
    expect(isLinkEnded(notLinked)).toBe(true);
    const notActivated = new ApiError(403, 'Aktivera', 'NOT_ACTIVATED');
    expect(supervisedLoadFailure(notActivated)).toBe('notActivated');
    expect(isLinkEnded(notActivated)).toBe(false);
  });

  it('calls anything else a failure to load', () => {
    expect(supervisedLoadFailure(new ApiError(500, 'Fel'))).toBe('failed');
    expect(supervisedLoadFailure(new NetworkError())).toBe('failed');
    expect(isLinkEnded(new NetworkError())).toBe(false);
  });
});
