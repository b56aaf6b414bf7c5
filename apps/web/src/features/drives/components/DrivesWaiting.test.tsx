import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { studentsWaiting, WaitingLines } from './DrivesWaiting.js';

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);
const lines = (changes: Partial<Parameters<typeof WaitingLines>[0]> = {}) =>
  render(
    <WaitingLines
      students={[]}
      failed={false}
      retrying={false}
      onRetry={() => undefined}
      {...changes}
    />,
  );

describe('Hem’s line of drives waiting for the supervisor (issue 34)', () => {
  it('leads per student, in one tap, to the drives to confirm – in correct Swedish for one and many', () => {
    const html = lines({
      students: [
        { studentId: 's1', name: 'Ines', count: 3 },
        { studentId: 's/2', name: 'Olle', count: 1 },
      ],
    });
    expect(html).toMatch(
      /<a class="[^"]*" href="\/instructorDrives\/s1\/bekrafta">.*Ines.*3 körningar väntar på din bekräftelse.*<\/a>/,
    );
    expect(html).toMatch(
      /href="\/instructorDrives\/s%2F2\/bekrafta">.*Olle.*1 körning väntar på din bekräftelse/,
    );
    // A list under a heading screen readers find; the arrow is not read.
    expect(html).toMatch(/<section aria-labelledby="[^"]+"/);
    expect(html).toMatch(/<h2 id="[^"]+" class="visually-hidden">Körningar att bekräfta<\/h2>/);
    expect(html).toMatch(/aria-hidden="true"[^>]*>›</);
  });

  it('says nothing while nothing waits', () => {
    expect(lines()).toBe('');
  });

  it('offers to try again when the counts could not be read', () => {
    const html = lines({ failed: true });
    expect(html).toContain('Det gick inte att se om några körningar väntar på din bekräftelse.');
    expect(html).toMatch(/<button type="button"[^>]*>Försök igen<\/button>/);
    expect(lines({ failed: true, retrying: true })).toContain('disabled=""');
  });

  it('counts less the drives whose confirmation already waits in the outbox, and leaves out a student with none', () => {
    const pending = new Map([
      ['s1', new Set(['a', 'b'])],
      ['s2', new Set(['c'])],
    ]);
    expect(
      studentsWaiting(
        [
          { studentId: 's1', name: 'Ines', count: 3 },
          { studentId: 's2', name: 'Olle', count: 1 },
          { studentId: 's3', name: 'Stina', count: 0 },
          { studentId: 's4', name: 'Ali', count: 2 },
        ],
        pending,
      ),
    ).toEqual([
      { studentId: 's1', name: 'Ines', count: 1 },
      { studentId: 's4', name: 'Ali', count: 2 },
    ]);
  });
});
