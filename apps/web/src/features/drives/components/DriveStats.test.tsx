import { driveTotals, type DriveFacts } from '@ovningskort/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DriveStats } from './DriveStats.js';

const drive = (facts: Partial<DriveFacts>): DriveFacts => ({
  date: '2026-11-20',
  minutes: 45,
  km: null,
  conditions: [],
  roads: [],
  traffic: null,
  lessons: [],
  supervisedBy: { kind: 'supervisor' },
  confirmed: null,
  ...facts,
});

/** The rows of the table captioned `caption`: each row's cells as text (the markup is React's own). */
function tableRows(html: string, caption: string): string[][] {
  const table = html
    .split('<table')
    .find((part) => new RegExp(`<caption[^>]*>${caption}</caption>`).test(part));
  if (!table) throw new Error(`no table "${caption}"`);
  const body = table.slice(table.indexOf('<tbody>'), table.indexOf('</tbody>'));
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map(([, row]) =>
    [...(row ?? '').matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map(([, cell]) => cell ?? ''),
  );
}

describe('the drive log broken down', () => {
  const drives = [
    drive({
      date: '2026-10-03',
      minutes: 60,
      km: 40,
      conditions: ['rain'],
      roads: ['rural'],
      lessons: [3],
    }),
    drive({
      date: '2026-11-20',
      minutes: 45,
      km: 12.5,
      conditions: ['dark'],
      roads: ['urban'],
      lessons: [3, 5],
    }),
    drive({
      date: '2026-11-24',
      minutes: 30,
      conditions: ['dark'],
      supervisedBy: { kind: 'school', name: 'Trafikskolan' },
    }),
  ];
  const html = renderToStaticMarkup(
    <DriveStats totals={driveTotals(drives, '2026-11-28')} lessons={[1, 3, 5]} />,
  );

  it('gives each chart its numbers as a table: time per month, and per condition and road', () => {
    expect(tableRows(html, 'Körtid per månad')).toEqual([
      ['okt. 2026', '1', '1 h', '40 km'],
      ['nov. 2026', '2', '1 h 15 min', '12,5 km'],
    ]);
    const conditions = tableRows(html, 'Körtid per förhållande och vägtyp');
    expect(conditions).toContainEqual(['Mörker', '2', '1 h 15 min', '12,5 km']);
    expect(conditions).toContainEqual(['Regn', '1', '1 h', '40 km']);
    expect(conditions).toContainEqual(['Motorväg/motortrafikled', '0', '0 min', '0 km']);
    expect(conditions).toHaveLength(11);
  });

  it('lists the card’s lessons and who sat beside the learner for everyone to read', () => {
    // A lesson is named by its place on the card, as the card names it (issue 34): the card's
    // lessons 1, 3 and 5 are its first, second and third.
    expect(tableRows(html, 'Per lektion')).toEqual([
      ['Lektion 1', '0', '0 min', '0 km'],
      ['Lektion 2', '2', '1 h 45 min', '52,5 km'],
      ['Lektion 3', '1', '45 min', '12,5 km'],
    ]);
    expect(tableRows(html, 'Per handledare')).toEqual([
      ['Handledaren', '2', '1 h 45 min', '52,5 km'],
      ['Trafikskola', '1', '30 min', '0 km'],
      ['Annan person', '0', '0 min', '0 km'],
    ]);
  });

  it('hides the charts’ tables from sight only, and the chart pictures from screen readers', () => {
    const figures = html.split('<figure').slice(1);
    expect(figures).toHaveLength(2);
    for (const figure of figures) {
      expect(figure).toMatch(/<table class="visually-hidden"><caption>/);
    }
  });

  it('keeps every month in the table, though the chart draws the last year', () => {
    const long = renderToStaticMarkup(
      <DriveStats
        totals={driveTotals([drive({ date: '2025-09-10' })], '2026-11-28')}
        lessons={[1]}
      />,
    );
    const months = tableRows(long, 'Körtid per månad');
    expect(months).toHaveLength(15);
    expect(months[0]?.[0]).toBe('sep. 2025');
  });

  it('says what would fill a chart that has nothing to draw, instead of empty axes (issue 35)', () => {
    const plain = renderToStaticMarkup(
      <DriveStats totals={driveTotals([drive({})], '2026-11-28')} lessons={[1]} />,
    );
    expect(plain).toContain('Markera förhållanden och vägtyp när du loggar en körning.');
    expect(plain).not.toContain('<caption class="visually-hidden">Körtid per förhållande');
    // The months have time to show: their chart and table stay.
    expect(tableRows(plain, 'Körtid per månad')).toEqual([['nov. 2026', '1', '45 min', '0 km']]);
  });

  it('shows nothing before the first drive', () => {
    expect(
      renderToStaticMarkup(<DriveStats totals={driveTotals([], '2026-11-28')} lessons={[1]} />),
    ).toBe('');
  });
});
