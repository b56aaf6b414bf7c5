import { STATUSES } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { isStatus, statusTone } from './status-tone.js';

describe('statusTone', () => {
  it('gives purple (started), orange (shown) and green (approved) to the three statuses', () => {
    expect(statusTone('Började')).toBe('started');
    expect(statusTone('Visad kunskap')).toBe('shown');
    expect(statusTone('Godkänd')).toBe('approved');
  });

  it('leaves no status neutral', () => {
    expect(statusTone('')).toBe('none');
  });

  it('gives every status its own tone', () => {
    expect(new Set(STATUSES.map(statusTone)).size).toBe(STATUSES.length);
  });
});

describe('isStatus', () => {
  it('accepts the four values of the select and nothing else', () => {
    for (const status of STATUSES) expect(isStatus(status)).toBe(true);
    expect(isStatus('Börjat')).toBe(false);
    expect(isStatus('godkänd')).toBe(false);
    expect(isStatus('----Välj----')).toBe(false);
  });
});
