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
  it('shows the activation notice for NOT_ACTIVATED and the load failure for anything else', () => {
    expect(loadFailure(new ApiError(403, messages.cards.notActivated, 'NOT_ACTIVATED'))).toBe(
      'notActivated',
    );
    expect(loadFailure(new ApiError(403, 'Fel roll', 'WRONG_ROLE'))).toBe('failed');
    expect(loadFailure(new ApiError(500, 'Fel'))).toBe('failed');
    expect(loadFailure(new NetworkError())).toBe('failed');
  });
});

describe('createFailureMessage', () => {
  it('says the limit is reached for MAX_CARDS', () => {
    expect(createFailureMessage(new ApiError(400, messages.cards.maxReached, 'MAX_CARDS'))).toBe(
      'Du kan ha högst 10 övningskort.',
    );
  });

  it('passes on the missing-template message', () => {
    expect(createFailureMessage(new ApiError(400, 'Ingen mall', 'NO_TEMPLATE'))).toBe(
      messages.cards.noTemplate,
    );
  });

  it('says the account needs activating for NOT_ACTIVATED', () => {
    expect(createFailureMessage(new ApiError(403, 'Förbjudet', 'NOT_ACTIVATED'))).toBe(
      messages.cards.notActivated,
    );
  });

  it('says an unexpected error happened otherwise', () => {
    const unexpected = 'Ett oväntat fel inträffade. Försök igen.';
    expect(createFailureMessage(new ApiError(500, 'Boom'))).toBe(unexpected);
    expect(createFailureMessage(new ApiError(400, 'Fel indata', 'VALIDATION'))).toBe(unexpected);
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
    expect(supervisedLoadFailure(new ApiError(401, 'Logga in', 'UNAUTHENTICATED'))).toBe('failed');
    expect(supervisedLoadFailure(new NetworkError())).toBe('failed');
    expect(isLinkEnded(new NetworkError())).toBe(false);
  });
});
