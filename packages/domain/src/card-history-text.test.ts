import { describe, expect, it } from 'vitest';
import {
  approvedBySupervisor,
  historyWhoText,
  latestLeadingTo,
  setByText,
} from './card-history-text.js';

describe('who set a status, in words', () => {
  it('names the person and their role, or the role alone', () => {
    expect(historyWhoText({ role: 'supervisor', name: 'Tor Handledare' })).toBe(
      'Tor Handledare (handledare)',
    );
    expect(historyWhoText({ role: 'student', name: '' })).toBe('elev');
  });

  const tor = { role: 'supervisor', name: 'Tor Handledare' } as const;
  const ines = { role: 'student', name: 'Ines Elev' } as const;

  it('says the supervisor approved, or judged another status', () => {
    expect(setByText('Godkänd', tor, '24 nov. 18:05')).toBe(
      'Godkänd av handledaren Tor Handledare 24 nov. 18:05',
    );
    expect(setByText('Visad kunskap', tor, '24 nov. 18:05')).toBe(
      'Visad kunskap enligt handledaren Tor Handledare 24 nov. 18:05',
    );
  });

  it('says a status the learner set is her own assessment, never an approval', () => {
    const line = setByText('Godkänd', ines, '24 nov. 18:05');
    expect(line).toBe('Elevens egen bedömning: Godkänd 24 nov. 18:05');
    expect(line).not.toMatch(/Godkänd av/);
  });

  it('says who took a status away', () => {
    expect(setByText('', ines, '24 nov. 18:05')).toBe('Status borttagen av eleven 24 nov. 18:05');
    expect(setByText('', { role: 'supervisor', name: '' }, '24 nov. 18:05')).toBe(
      'Status borttagen av handledaren 24 nov. 18:05',
    );
  });

  it('counts as approved only what the supervisor set to Godkänd', () => {
    expect(approvedBySupervisor('Godkänd', { by: tor })).toBe(true);
    expect(approvedBySupervisor('Godkänd', { byRole: 'supervisor' })).toBe(true);
    expect(approvedBySupervisor('Godkänd', { by: ines })).toBe(false);
    expect(approvedBySupervisor('Visad kunskap', { by: tor })).toBe(false);
    expect(approvedBySupervisor('Godkänd', undefined)).toBe(false);
  });

  it('takes the latest change only when it leads to what is shown', () => {
    const changes = [{ to: 'Godkänd' }, { to: 'Började' }];
    expect(latestLeadingTo(changes, 'Godkänd')).toBe(changes[0]);
    expect(latestLeadingTo(changes, 'Började')).toBeUndefined();
    expect(latestLeadingTo([], '')).toBeUndefined();
  });
});
