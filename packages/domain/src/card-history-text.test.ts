import { describe, expect, it } from 'vitest';
import { historyWhoText, latestLeadingTo, setByText } from './card-history-text.js';

describe('who set a status, in words', () => {
  it('names the person and their role, or the role alone', () => {
    expect(historyWhoText({ role: 'supervisor', name: 'Tor Handledare' })).toBe(
      'Tor Handledare (handledare)',
    );
    expect(historyWhoText({ role: 'student', name: '' })).toBe('elev');
  });

  it('says the status, who and when; an empty status was taken away', () => {
    expect(setByText('Godkänd', 'Tor Handledare (handledare)', '24 nov. 18:05')).toBe(
      'Godkänd av Tor Handledare (handledare) 24 nov. 18:05',
    );
    expect(setByText('', 'elev', '24 nov. 18:05')).toBe('Status borttagen av elev 24 nov. 18:05');
  });

  it('takes the latest change only when it leads to what is shown', () => {
    const changes = [{ to: 'Godkänd' }, { to: 'Började' }];
    expect(latestLeadingTo(changes, 'Godkänd')).toBe(changes[0]);
    expect(latestLeadingTo(changes, 'Började')).toBeUndefined();
    expect(latestLeadingTo([], '')).toBeUndefined();
  });
});
