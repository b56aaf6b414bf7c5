import { describe, expect, it } from 'vitest';
import type { DriveChange, OutboxEntry } from '../../../lib/outbox/outbox-storage.js';
import { pendingConfirmations } from './use-drive-confirmations.js';

const entry = (
  change:
    DriveChange | { id: string; lessonId: string; field: 'isDone'; from: boolean; to: boolean },
  studentId = 's1',
  account = 'teacher:t1',
): OutboxEntry => ({ account, role: 'teacher', studentId, change, madeAt: 0 });

describe('the confirmations still in the outbox (issue 34)', () => {
  it('are the drives of single confirmations and of "Bekräfta alla", per student, for this account only', () => {
    const waiting = pendingConfirmations(
      [
        entry({
          kind: 'drive',
          id: 'c1',
          driveId: 'a',
          op: 'confirm',
          version: 1,
          at: 5,
          byName: 'Hanna',
        }),
        entry({
          kind: 'drive',
          id: 'c2',
          op: 'confirm-all',
          drives: [
            { driveId: 'b', version: 2 },
            { driveId: 'c', version: 3 },
          ],
          at: 6,
          byName: 'Hanna',
        }),
        entry(
          {
            kind: 'drive',
            id: 'c3',
            op: 'confirm-all',
            drives: [{ driveId: 'x', version: 1 }],
            at: 7,
            byName: 'Hanna',
          },
          's2',
        ),
        // Not confirmations, or another account's.
        entry({ kind: 'drive', id: 'c4', driveId: 'd', op: 'delete' }),
        entry({ id: 'c5', lessonId: 'l1', field: 'isDone', from: false, to: true }),
        entry(
          {
            kind: 'drive',
            id: 'c6',
            driveId: 'e',
            op: 'confirm',
            version: 1,
            at: 8,
            byName: 'Tor',
          },
          's1',
          'teacher:t2',
        ),
      ],
      'teacher:t1',
    );
    expect([...waiting.keys()]).toEqual(['s1', 's2']);
    expect([...waiting.get('s1')!.entries()]).toEqual([
      ['a', { at: 5, byName: 'Hanna' }],
      ['b', { at: 6, byName: 'Hanna' }],
      ['c', { at: 6, byName: 'Hanna' }],
    ]);
    expect([...waiting.get('s2')!.keys()]).toEqual(['x']);
    expect(pendingConfirmations([], null).size).toBe(0);
  });
});
