import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ShownDrive } from '../outbox/use-drive-log.js';
import { ConfirmOrWhy } from './ConfirmOrWhy.js';

const drive = (changes: Partial<ShownDrive> = {}): ShownDrive => ({
  id: 'd1',
  studentId: 's1',
  date: '2026-11-24',
  startTime: '16:30',
  minutes: 45,
  km: null,
  supervisedBy: { kind: 'supervisor', name: 'Hanna Handledare' },
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
  ...changes,
});

describe('who confirms a drive on the supervisor’s drive log (issue 34)', () => {
  it('offers "Bekräfta" for a drive the supervisor sat beside the learner on, named by its day', () => {
    let confirmed = 0;
    const html = renderToStaticMarkup(<ConfirmOrWhy drive={drive()} onConfirm={() => undefined} />);
    expect(html).toMatch(
      /<button type="button"[^>]*aria-label="Bekräfta körningen [^"]+ 16:30"[^>]*>Bekräfta<\/button>/,
    );
    const button = ConfirmOrWhy({ drive: drive(), onConfirm: () => confirmed++ }) as ReactElement<{
      onClick: () => void;
    }>;
    button.props.onClick();
    expect(confirmed).toBe(1);
  });

  it('says why not, in a short line, for a drive with another person or a driving school', () => {
    const other = renderToStaticMarkup(
      <ConfirmOrWhy
        drive={drive({ supervisedBy: { kind: 'other', name: 'Mamma' } })}
        onConfirm={() => undefined}
      />,
    );
    expect(other).toMatch(
      /^<p[^>]*>Körningen gjordes med Mamma – bara den som satt bredvid kan bekräfta den\.<\/p>$/,
    );
    expect(other).not.toContain('<button');
    const school = renderToStaticMarkup(
      <ConfirmOrWhy
        drive={drive({ supervisedBy: { kind: 'school', name: '' } })}
        onConfirm={() => undefined}
      />,
    );
    expect(school).toContain(
      'Körningen gjordes med en trafikskola – bara den som satt bredvid kan bekräfta den.',
    );
  });

  it('shows nothing once the drive is confirmed', () => {
    const confirmed = { at: 1, by: 't1', byName: 'Hanna Handledare' };
    expect(
      renderToStaticMarkup(
        <ConfirmOrWhy drive={drive({ confirmed })} onConfirm={() => undefined} />,
      ),
    ).toBe('');
    // Confirmed before the rule (issue 34), with Mamma: kept as it is, nothing to say.
    expect(
      renderToStaticMarkup(
        <ConfirmOrWhy
          drive={drive({ confirmed, supervisedBy: { kind: 'other', name: 'Mamma' } })}
          onConfirm={() => undefined}
        />,
      ),
    ).toBe('');
  });
});
