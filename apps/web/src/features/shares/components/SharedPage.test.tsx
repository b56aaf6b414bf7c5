import type { SharedView } from '@ovningskort/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SharedCodeFormPage, SharedRecord } from './SharedPage.js';

const view: SharedView = {
  studentName: 'Ines Elev',
  supervisorLine: 'Handledare: Tor Handledare',
  expiresAt: '2027-03-06T12:00:00.000Z',
  readAt: '2026-12-06T12:00:00.000Z',
  refreshSeconds: 15,
  commentsNote: null,
  cards: [
    {
      heading: 'Kort 1',
      summary: '0 av 1 lektioner klara · 1 av 2 moment godkända av handledaren',
      lessons: [
        {
          heading: 'Lektion 1: Reglage och instrument',
          done: false,
          doneText: 'Inte markerad klar',
          approvedText: '1 av 2 moment godkända av handledaren',
          doneBy: null,
          moments: [
            {
              heading: 'Belysning',
              status: 'Godkänd',
              statusText: 'Godkänd',
              approved: true,
              setBy: 'Godkänd av handledaren Tor Handledare 6 dec. 2026 13:00',
              comments: [
                { heading: 'Kommentar av Ines Elev (elev) 6 dec. 2026 13:05', body: 'Bra!' },
              ],
            },
            {
              heading: 'Vindrutetorkare',
              status: '',
              statusText: 'Ingen status',
              approved: false,
              setBy: null,
              comments: [],
            },
          ],
          comments: [],
        },
      ],
    },
  ],
  history: [
    {
      when: '6 dec. 2026 13:00',
      where: 'Kort 1 · Lektion 1 · Belysning',
      what: 'Godkänd av handledaren Tor Handledare',
    },
  ],
  driveLog: {
    totals: [['Körningar', '1']],
    byCondition: [['Mörker', '0 körningar, 0 min']],
    byRoad: [['Landsväg', '1 körning, 45 min']],
    listHeading: 'Alla körningar',
    listNote: null,
    drives: [
      {
        date: '2026-11-24',
        start: '16:30',
        duration: '45 min',
        supervisor: 'Tor Handledare',
        confirmed: 'Inte bekräftad',
        conditions: 'Landsväg',
        reflection: null,
      },
    ],
  },
};

describe('the read-only page for the driving school (issue 34)', () => {
  it('says it is read-only and shows the cards, statuses in words, who set them and the drives', () => {
    const html = renderToStaticMarkup(<SharedRecord view={view} />);
    expect(html).toContain('Skrivskyddad vy för trafikskolan');
    expect(html).toContain('Övningskort för Ines Elev');
    expect(html).toContain('Godkänd av handledaren Tor Handledare 6 dec. 2026 13:00');
    expect(html).toContain('Ingen status');
    expect(html).toContain('Ingen har satt status än.');
    expect(html).toContain('Bra!');
    expect(html).toContain('Kort 1 · Lektion 1 · Belysning');
    expect(html).toContain('2026-11-24');
    expect(html).toContain('var 15:e sekund');
    expect(html).not.toContain('Kunde inte hämta nya uppgifter');
  });

  it('says when there are no cards or drives yet, and when what is shown may be old', () => {
    const html = renderToStaticMarkup(
      <SharedRecord view={{ ...view, cards: [], history: [], driveLog: null }} stale />,
    );
    expect(html).toContain('Eleven har inget övningskort än.');
    expect(html).toContain('Inga ändringar än.');
    expect(html).toContain('Inga körningar i körjournalen än.');
    expect(html).toContain('Kunde inte hämta nya uppgifter just nu.');
  });

  it('offers a form to type a printout’s code', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <SharedCodeFormPage />
      </MemoryRouter>,
    );
    expect(html).toContain('Öppna en delad journal');
    expect(html).toContain('Visa journalen');
  });
});
