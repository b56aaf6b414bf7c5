import { driveTotals, TEMPLATE_LESSONS, type Drive } from '@ovningskort/domain';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ShownDrive } from '../outbox/use-drive-log.js';
import { DriveFlags, DriveItem, explanationOf, ShowOlderDrives, Totals } from './DriveList.js';

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

describe('a drive that looks wrong (issue 34)', () => {
  const long = (changes: Partial<ShownDrive> = {}): ShownDrive => ({
    ...shown('l', '2026-11-24', 300),
    km: 750,
    flags: ['long', 'speed'],
    explanation: null,
    ...changes,
  });
  const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

  it('says its flags in words, with a mark that is not only a colour, and offers "Förklara"', () => {
    const html = renderToStaticMarkup(
      <DriveItem drive={long()} cardLessons={[]} onExplain={() => {}} />,
    );
    expect(html).toMatch(/<span[^>]*aria-hidden="true"[^>]*>!<\/span>Stämmer det här\?/);
    expect(html).toContain('<li>Längre än 4 timmar</li>');
    expect(html).toContain('<li>Orimlig medelhastighet (150 km/h)</li>');
    expect(html).toMatch(
      /<button type="button"[^>]*aria-label="Förklara körningen [^"]*24[^"]* 16:30"[^>]*>Förklara<\/button>/,
    );
    expect(html).toContain('data-flags="long speed"');
  });

  it('shows the flags as explained once it has an explanation, and the explanation', () => {
    const html = renderToStaticMarkup(
      <DriveItem
        cardLessons={[]}
        drive={long({ explanation: 'Vi körde till Åre.' })}
        onExplain={() => {}}
      />,
    );
    expect(text(html)).toContain(
      'Förklarat: Längre än 4 timmar, Orimlig medelhastighet (150 km/h)',
    );
    expect(html).toContain('”Vi körde till Åre.”');
    expect(html).not.toContain('Stämmer det här?');
    expect(html).toMatch(/>Ändra förklaring<\/button>/);
  });

  it('only shows the flags where nobody may explain them, and nothing on a drive that looks right', () => {
    const html = renderToStaticMarkup(<DriveItem drive={long()} cardLessons={[]} />);
    expect(html).toContain('Längre än 4 timmar');
    expect(html).not.toContain('Förklara');
    const plain = renderToStaticMarkup(
      <DriveItem
        cardLessons={[]}
        drive={{ ...shown('p', '2026-11-24', 45), flags: [] }}
        onExplain={() => {}}
      />,
    );
    expect(plain).not.toContain('Stämmer');
    expect(plain).not.toContain('Förklara');
    // A server older than the check answers no flags at all.
    expect(renderToStaticMarkup(<DriveFlags drive={shown('o', '2026-11-24', 45)} />)).toBe('');
  });

  it('keeps an explanation of a drive changed since so that it is no longer flagged', () => {
    const html = renderToStaticMarkup(
      <DriveFlags drive={long({ flags: [], explanation: 'Till Åre.' })} />,
    );
    expect(html).toContain('Förklaring: ”Till Åre.”');
    expect(html).not.toContain('Förklarat');
  });

  it('is explained in place: a labelled text box of at most 500 characters, saved or left', () => {
    const html = renderToStaticMarkup(
      <DriveFlags drive={long({ explanation: 'Åre' })} onExplain={() => {}} explaining />,
    );
    expect(html).toMatch(/<label[^>]*for="([^"]+)"[^>]*>Förklaring<\/label>/);
    const id = /<label[^>]*for="([^"]+)"/.exec(html)![1]!;
    expect(html).toMatch(new RegExp(`<textarea[^>]*id="${id}"[^>]*maxlength="500"`, 'i'));
    expect(html).toContain('>Åre</textarea>');
    expect(html).toMatch(/<button type="submit"[^>]*>Spara förklaring<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Avbryt<\/button>/);
    expect(html).not.toContain('Ändra förklaring');
  });

  it('takes an explanation trimmed, an empty one as none, and refuses a long one in Swedish', () => {
    expect(explanationOf('  Till Åre.  ')).toEqual({ explanation: 'Till Åre.' });
    expect(explanationOf('   ')).toEqual({ explanation: null });
    expect(explanationOf('x'.repeat(501))).toEqual({
      error: 'Förklaringen får vara högst 500 tecken.',
    });
  });
});

describe('a drive’s lessons (issue 34: one numbering everywhere)', () => {
  it('names them by their places on the card, as the card does', () => {
    const drive = { ...shown('p', '2026-11-24', 45), lessons: [6, 5] };
    const html = renderToStaticMarkup(
      <DriveItem drive={drive} cardLessons={TEMPLATE_LESSONS.manual} />,
    );
    // Lessons 5 and 6 of a manual card (which has no lesson 4) are its fourth and fifth.
    expect(html).toContain('Lektion 4, 5');
  });
});

describe('when a drive was saved (issue 34)', () => {
  const HOUR = 3_600_000;
  const received = new Date(2026, 10, 24, 12, 0).getTime();

  it('says a drive saved offline and sent later was saved then, and when it was sent', () => {
    const drive = {
      ...shown('o', '2026-11-24', 45),
      madeAt: received - 2 * HOUR,
      receivedAt: received,
    };
    const html = renderToStaticMarkup(<DriveItem drive={drive} cardLessons={[]} />);
    // (With the year once the drive is of an earlier year than today's.)
    expect(html).toMatch(
      /Sparad 24 nov\.?( 2026)? 10:00 \(gjord utan nät, skickad 24 nov\.?( 2026)? 12:00\)/,
    );
  });

  it('says nothing more of a drive sent as it was saved', () => {
    const drive = { ...shown('n', '2026-11-24', 45), madeAt: received, receivedAt: received };
    const html = renderToStaticMarkup(<DriveItem drive={drive} cardLessons={[]} />);
    expect(html).not.toContain('Sparad');
    expect(html).not.toContain('gjord utan nät');
  });
});
