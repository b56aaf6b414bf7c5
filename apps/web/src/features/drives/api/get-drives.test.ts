import { driveTotals, type Drive, type DrivesResponse } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { drivesOfPages, drivesPagePath } from './get-drives.js';

const drive = (id: string, date: string): Drive => ({
  id,
  studentId: 's1',
  date,
  startTime: '16:30',
  minutes: 45,
  km: null,
  supervisedBy: { kind: 'school', name: '' },
  conditions: [],
  roads: [],
  traffic: null,
  lessons: [],
  note: '',
  addedBy: 'student',
  confirmed: null,
  createdAt: 1,
  updatedAt: 1,
});

describe('the drive log a page at a time (security round 3)', () => {
  it('asks for the latest page, then for the page after the cursor of the one before', () => {
    expect(drivesPagePath({ role: 'student' }, null)).toBe('/v1/drives?limit=100');
    expect(drivesPagePath({ role: 'student' }, '2026-11-24_16:30_5_a/b')).toBe(
      '/v1/drives?limit=100&before=2026-11-24_16%3A30_5_a%2Fb',
    );
    expect(drivesPagePath({ role: 'supervisor', studentId: 's/1' }, null)).toBe(
      '/v1/teacher/drives/s%2F1?limit=100',
    );
  });

  it('shows the drives of every page read, each once, with the totals of the older ones', () => {
    const older = driveTotals([drive('x', '2025-01-01')], '2026-11-24');
    const pages: DrivesResponse[] = [
      {
        drives: [drive('a', '2026-11-24'), drive('b', '2026-11-20')],
        next: 'b',
        olderTotals: driveTotals(
          [drive('c', '2026-11-01'), drive('x', '2025-01-01')],
          '2026-11-24',
        ),
      },
      // b moved to the next page while the pages were read: shown once.
      {
        drives: [drive('b', '2026-11-20'), drive('c', '2026-11-01')],
        next: 'c',
        olderTotals: older,
      },
    ];
    const held = drivesOfPages(pages);
    expect(held.drives.map((d) => d.id)).toEqual(['a', 'b', 'c']);
    expect(held.olderTotals).toBe(older);
    expect(drivesOfPages(undefined)).toEqual({ drives: [], olderTotals: null });
  });
});
