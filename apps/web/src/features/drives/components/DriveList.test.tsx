import { driveTotals, type Drive } from '@ovningskort/domain';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ShownDrive } from '../outbox/use-drive-log.js';
import { ShowOlderDrives, Totals } from './DriveList.js';

type OlderProps = Parameters<typeof ShowOlderDrives>[0];

const older = (changes: Partial<OlderProps> = {}): OlderProps => ({
  more: true,
  loading: false,
  failed: false,
  shownOlder: false,
  onShowOlder: () => undefined,
  ...changes,
});

/** The one button the element holds, as React would render it (its props: onClick, …). */
function buttonOf(node: ReactNode): ReactElement<{ onClick: () => void }> {
  const found: ReactElement<{ onClick: () => void }>[] = [];
  const visit = (n: ReactNode) => {
    if (Array.isArray(n)) n.forEach(visit);
    else if (isValidElement<{ children?: ReactNode; onClick?: () => void }>(n)) {
      if (n.props.onClick) found.push(n as ReactElement<{ onClick: () => void }>);
      else visit(n.props.children);
    }
  };
  visit(node);
  expect(found).toHaveLength(1);
  return found[0]!;
}

describe('"Visa äldre körningar" (security round 3: the drive log a page at a time)', () => {
  it('is a native button, reached and pressed with the keyboard, while older drives wait', () => {
    const html = renderToStaticMarkup(<ShowOlderDrives {...older()} />);
    expect(html).toMatch(/<button type="button"[^>]*>Visa äldre körningar<\/button>/);
    expect(html).not.toContain('aria-disabled');
    expect(html).not.toContain('disabled=');
  });

  it('asks for the next page when pressed, and not again while it comes', () => {
    let asked = 0;
    buttonOf(ShowOlderDrives(older({ onShowOlder: () => asked++ }))).props.onClick();
    expect(asked).toBe(1);
    const loading = older({ loading: true, onShowOlder: () => asked++ });
    buttonOf(ShowOlderDrives(loading)).props.onClick();
    expect(asked).toBe(1);
    // It keeps its place (and the focus) while the page comes: not disabled, but says so.
    const html = renderToStaticMarkup(<ShowOlderDrives {...loading} />);
    expect(html).toMatch(
      /<button type="button"[^>]*aria-disabled="true"[^>]*>Hämtar äldre körningar…/,
    );
  });

  it('says so when the page could not be read, and is there to try again', () => {
    const html = renderToStaticMarkup(<ShowOlderDrives {...older({ failed: true })} />);
    expect(html).toContain(
      '<p role="alert">De äldre körningarna kunde inte hämtas. Försök igen.</p>',
    );
    expect(html).toContain('>Visa äldre körningar</button>');
  });

  it('is gone when every drive is shown, and says so after older ones were read', () => {
    expect(renderToStaticMarkup(<ShowOlderDrives {...older({ more: false })} />)).toBe('');
    expect(
      renderToStaticMarkup(<ShowOlderDrives {...older({ more: false, shownOlder: true })} />),
    ).toMatch(/<p[^>]*role="status"[^>]*>Alla körningar visas.<\/p>/);
  });
});

const shown = (id: string, date: string, minutes: number): ShownDrive => ({
  id,
  studentId: 's1',
  date,
  startTime: '16:30',
  minutes,
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
  pending: false,
});

/** The figure under a heading of "Totalt" ("Körningar", "Körtid"), as text. */
function figure(html: string, term: string): string {
  const match = new RegExp(`<dt>${term}</dt><dd>(.*?)</dd>`).exec(html);
  return (match?.[1] ?? '').replace(/<[^>]+>/g, ' ').trim();
}

describe('the totals of a log shown a page at a time', () => {
  it('count the drives shown and the older ones not read yet: every drive', () => {
    const olderDrives: Drive[] = [shown('c', '2025-03-01', 60), shown('d', '2025-02-01', 30)];
    const html = renderToStaticMarkup(
      <Totals
        drives={[shown('a', '2026-11-20', 45), shown('b', '2026-11-10', 15)]}
        olderTotals={driveTotals(olderDrives, '2026-11-24')}
        lessons={[]}
      />,
    );
    expect(figure(html, 'Körningar')).toBe('4 0 av 4 bekräftade');
    expect(figure(html, 'Körtid')).toBe('2 h 30 min');
  });
});
