import type { Drive, DriveInput } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import type { DriveChange } from '../../../lib/outbox/outbox-storage.js';
import { withPendingDrives } from './use-drive-log.js';

const input = (changes: Partial<DriveInput> = {}): DriveInput => ({
  date: '2026-11-24',
  startTime: '16:30',
  minutes: 45,
  km: null,
  supervisedBy: { kind: 'other', name: 'Mamma' },
  conditions: [],
  roads: [],
  traffic: null,
  lessons: [],
  note: '',
  ...changes,
});

const onServer = (id: string, changes: Partial<Drive> = {}): Drive => ({
  ...input(),
  id,
  studentId: 's1',
  addedBy: 'student',
  confirmed: null,
  createdAt: 1,
  updatedAt: 1,
  ...changes,
});

const put = (driveId: string, changes: Partial<DriveInput> = {}): DriveChange => ({
  kind: 'drive',
  id: `change-${driveId}-${JSON.stringify(changes)}`,
  driveId,
  op: 'put',
  input: input(changes),
});
const remove = (driveId: string): DriveChange => ({
  kind: 'drive',
  id: `delete-${driveId}`,
  driveId,
  op: 'delete',
});

const student = { role: 'student' as const, studentId: 's1' };

describe('the drive log as it is shown', () => {
  it('is the server’s drives, the latest first, when nothing waits', () => {
    const shown = withPendingDrives(
      [onServer('a', { date: '2026-11-01' }), onServer('b', { date: '2026-11-20' })],
      [],
      student,
    );
    expect(shown.map((d) => [d.id, d.pending])).toEqual([
      ['b', false],
      ['a', false],
    ]);
  });

  it('shows a drive saved offline at its place, and a change as it was made, marked as waiting', () => {
    const shown = withPendingDrives(
      [onServer('a', { date: '2026-11-01' })],
      [put('new', { date: '2026-11-10' }), put('a', { minutes: 60 }), put('a', { minutes: 70 })],
      student,
    );
    // The change moved drive a to 24 November (the form's date): it is now the latest.
    expect(shown.map((d) => [d.id, d.date, d.minutes, d.pending])).toEqual([
      ['a', '2026-11-24', 70, true],
      ['new', '2026-11-10', 45, true],
    ]);
  });

  it('leaves out a drive deleted offline, also one saved offline before', () => {
    const shown = withPendingDrives(
      [onServer('a'), onServer('b')],
      [remove('a'), put('c'), remove('c')],
      student,
    );
    expect(shown.map((d) => d.id)).toEqual(['b']);
  });

  it('shows a student’s change to a confirmed drive as unconfirmed, as the server will', () => {
    const confirmed = { at: 5, by: 't1', byName: 'Tor Handledare' };
    const [byStudent] = withPendingDrives(
      [onServer('a', { confirmed })],
      [put('a', { note: 'halt' })],
      student,
    );
    expect(byStudent).toMatchObject({ note: 'halt', confirmed: null, pending: true });
    const [bySupervisor] = withPendingDrives(
      [onServer('a', { confirmed, addedBy: 'supervisor' })],
      [put('a', { note: 'halt' })],
      { role: 'supervisor', studentId: 's1' },
    );
    expect(bySupervisor).toMatchObject({ confirmed, addedBy: 'supervisor' });
  });
});

describe('the reflection of a drive waiting in the outbox (issue 36)', () => {
  const reflection = { answers: [{ question: 'phone', answer: 'yes' }], note: 'Bra' };

  it('shows the learner’s reflection as saved, and keeps the drive’s when a change leaves it out', () => {
    const [saved] = withPendingDrives([], [put('a', { reflection })], student);
    expect(saved!.reflection).toEqual(reflection);
    const [kept] = withPendingDrives(
      [onServer('b', { reflection })],
      [put('b', { minutes: 50 })],
      student,
    );
    expect(kept).toMatchObject({ minutes: 50, reflection, pending: true });
    const [cleared] = withPendingDrives(
      [onServer('c', { reflection })],
      [put('c', { reflection: null })],
      student,
    );
    expect(cleared!.reflection).toBeNull();
  });

  it('never shows a supervisor’s change as the learner’s reflection', () => {
    const [shown] = withPendingDrives(
      [onServer('d', { addedBy: 'supervisor' })],
      [put('d', { reflection })],
      { role: 'supervisor', studentId: 's1' },
    );
    expect(shown!.reflection).toBeNull();
  });
});

describe('the flags and explanation of a drive waiting in the outbox (issue 34)', () => {
  const explain = (driveId: string, explanation: string | null): DriveChange => ({
    kind: 'drive',
    id: `explain-${driveId}-${explanation}`,
    driveId,
    op: 'explain',
    explanation,
  });
  /** Long after every drive here. */
  const later = Date.UTC(2027, 0, 1);

  it('judges a drive saved on the device as the server will, against the drives shown', () => {
    const shown = withPendingDrives(
      [onServer('a', { startTime: '16:00', minutes: 60, flags: [] })],
      [put('long', { date: '2026-11-20', minutes: 300 }), put('b', { startTime: '16:30' })],
      student,
      later,
    );
    const flags = Object.fromEntries(shown.map((d) => [d.id, d.flags]));
    // The server's drive keeps the server's flags until it answers again.
    expect(flags).toEqual({ a: [], b: ['overlap'], long: ['long'] });
    // A new drive ending after now was logged before it was over.
    const [future] = withPendingDrives(
      [],
      [put('f', { date: '2026-11-24', startTime: '16:30' })],
      student,
      Date.UTC(2026, 10, 24, 15, 0),
    );
    expect(future!.flags).toEqual(['future']);
  });

  it('shows an explanation as written, and keeps the drive’s when a change leaves it out', () => {
    const [explained] = withPendingDrives(
      [onServer('a', { minutes: 300, flags: ['long'] })],
      [explain('a', 'Till Åre.')],
      student,
      later,
    );
    expect(explained).toMatchObject({ explanation: 'Till Åre.', flags: ['long'], pending: true });
    const [kept] = withPendingDrives(
      // Logged on 1 December, after it was over.
      [
        onServer('b', {
          minutes: 300,
          flags: ['long'],
          explanation: 'Till Åre.',
          createdAt: Date.UTC(2026, 11, 1),
        }),
      ],
      [put('b', { minutes: 290 })],
      student,
      later,
    );
    expect(kept).toMatchObject({ explanation: 'Till Åre.', flags: ['long'] });
    const [cleared] = withPendingDrives(
      [onServer('c', { explanation: 'Till Åre.' })],
      [put('c', { explanation: '' })],
      student,
      later,
    );
    expect(cleared!.explanation).toBeNull();
    // An explanation of a drive deleted meanwhile shows nothing.
    expect(withPendingDrives([], [explain('gone', 'x')], student, later)).toEqual([]);
  });
});
