import { messages, type Drive, type DriveConfirmationResult } from '@ovningskort/domain';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ShownDrive } from '../outbox/use-drive-log.js';
import {
  confirmable,
  ConfirmDrivesView,
  outcomeOf,
  shownToConfirm,
  type ConfirmOutcome,
} from './ConfirmDrivesPage.js';

const drive = (id: string, changes: Partial<Drive> = {}): Drive => ({
  id,
  studentId: 's1',
  date: '2026-11-24',
  startTime: '16:30',
  minutes: 45,
  km: 23.5,
  supervisedBy: { kind: 'supervisor', name: 'Hanna Handledare' },
  conditions: ['dark'],
  roads: ['urban', 'motorway'],
  traffic: 'calm',
  lessons: [5],
  note: '',
  addedBy: 'student',
  confirmed: null,
  createdAt: 1,
  updatedAt: 100,
  ...changes,
});
const shown = (id: string, changes: Partial<ShownDrive> = {}): ShownDrive => ({
  ...drive(id),
  pending: false,
  ...changes,
});

const render = (node: ReactNode) => renderToStaticMarkup(<MemoryRouter>{node}</MemoryRouter>);

function view(
  changes: Partial<Parameters<typeof ConfirmDrivesView>[0]> = {},
): Parameters<typeof ConfirmDrivesView>[0] {
  return {
    studentId: 's1',
    studentName: 'Ines',
    drives: [shown('a'), shown('b', { startTime: '18:00', minutes: 90, km: null })],
    total: 2,
    sending: false,
    online: true,
    outcome: null,
    onConfirmAll: () => undefined,
    ...changes,
  };
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the list to confirm (issue 34)', () => {
  it('shows each drive as the drive log does – day, time, minutes, km, roads and conditions – and "Bekräfta alla" under them', () => {
    const html = render(<ConfirmDrivesView {...view()} />);
    const words = text(html);
    expect(html).toContain('<h1>Körningar att bekräfta: Ines</h1>');
    expect(words).toContain('2 körningar väntar på din bekräftelse');
    expect(words).toContain('16:30');
    expect(words).toContain('45 min · 23,5 km · Hanna Handledare');
    expect(words).toContain('1 h 30 min · Hanna Handledare');
    for (const tag of ['Mörker', 'Tätort', 'Motorväg/motortrafikled', 'Lugn trafik']) {
      expect(words).toContain(tag);
    }
    expect(html).toMatch(/<button type="button"[^>]*aria-describedby="[^"]+"[^>]*>Bekräfta alla</);
    // The way back: the student's drive log and Hem.
    expect(html).toContain('href="/instructorDrives/s1"');
    expect(html).toContain('>Till Hem</a>');
  });

  it('says "1 körning" and "Bekräfta körningen" for one', () => {
    const words = text(render(<ConfirmDrivesView {...view({ drives: [shown('a')], total: 1 })} />));
    expect(words).toContain('1 körning väntar på din bekräftelse');
    expect(words).toContain('Bekräfta körningen');
    expect(words).not.toContain('Bekräfta alla');
  });

  it('confirms exactly the drives shown that wait – not one confirmed, on its way or with another person', () => {
    const drives = [
      shown('a'),
      shown('sent', { pending: true, confirmed: { at: 1, by: '', byName: 'Hanna' } }),
      shown('done', { confirmed: { at: 1, by: 't1', byName: 'Hanna' } }),
      shown('mamma', { supervisedBy: { kind: 'other', name: 'Mamma' } }),
      shown('b'),
    ];
    expect(confirmable(drives).map((d) => [d.id, d.updatedAt])).toEqual([
      ['a', 100],
      ['b', 100],
    ]);
  });

  it('shows a confirmation on its way as such, and says it is being sent (or waits for the network)', () => {
    const pending = new Map([
      ['a', { at: Date.UTC(2026, 10, 24, 17), byName: 'Hanna Handledare' }],
    ]);
    const drives = shownToConfirm([drive('a'), drive('b')], pending);
    expect(drives.map((d) => [d.id, d.pending, d.confirmed?.byName ?? null])).toEqual([
      ['a', true, 'Hanna Handledare'],
      ['b', false, null],
    ]);
    const sending = text(render(<ConfirmDrivesView {...view({ drives, sending: true })} />));
    expect(sending).toContain('Skickar bekräftelserna…');
    expect(sending).toContain('1 körning väntar på din bekräftelse');
    const offline = text(
      render(<ConfirmDrivesView {...view({ drives, sending: true, online: false })} />),
    );
    expect(offline).toContain('Bekräftelserna skickas när du har nät igen.');
    // Every drive on its way: nothing left to confirm, no button.
    const allSent = shownToConfirm([drive('a')], pending);
    const html = render(<ConfirmDrivesView {...view({ drives: allSent, sending: true })} />);
    expect(html).not.toContain('<button');
    expect(html).toContain('data-pending');
  });

  it('counts what the server answered: confirmed, changed since shown (by id), not confirmed', () => {
    const result = (id: string, status: number, code?: DriveConfirmationResult['code']) => ({
      id,
      status,
      code,
      message: '',
      drive: null,
    });
    expect(
      outcomeOf([
        result('a', 200),
        result('b', 409, 'DRIVE_CHANGED'),
        result('c', 200),
        result('d', 409, 'NOT_CONFIRMER'),
        result('e', 404, 'NO_DRIVE'),
      ]),
    ).toEqual({ confirmed: 2, changed: ['b'], notConfirmed: 2 });
  });

  it('after the answer: how many are confirmed, and the drive changed meanwhile marked with its new values', () => {
    const outcome: ConfirmOutcome = { confirmed: 2, changed: ['b'], notConfirmed: 0 };
    const drives = [shown('b', { minutes: 90, updatedAt: 200 })];
    const html = render(<ConfirmDrivesView {...view({ drives, total: 1, outcome })} />);
    const words = text(html);
    expect(words).toContain('2 körningar är bekräftade.');
    expect(words).toContain(
      '1 körning har ändrats sedan du såg den och är inte bekräftad. Se över den nedan och bekräfta den om den stämmer.',
    );
    expect(words).toContain('Ändrad sedan du såg den');
    expect(words).toContain('1 h 30 min');
    expect(html).toMatch(/role="status"[^>]*>.*2 körningar är bekräftade/);
    expect(words).toContain('Bekräfta körningen');
  });

  it('says when every drive is confirmed, and when nothing waits', () => {
    const done = text(
      render(
        <ConfirmDrivesView
          {...view({
            drives: [],
            total: 0,
            outcome: { confirmed: 3, changed: [], notConfirmed: 0 },
          })}
        />,
      ),
    );
    expect(done).toContain('3 körningar är bekräftade.');
    expect(done).toContain('Inga körningar väntar på din bekräftelse.');
    expect(done).not.toContain('Bekräfta alla');
    expect(text(render(<ConfirmDrivesView {...view({ drives: [], total: 0 })} />))).toContain(
      'Inga körningar väntar på din bekräftelse.',
    );
  });

  it('shows a refusal of the whole list as an alert', () => {
    const html = render(
      <ConfirmDrivesView
        {...view({ outcome: { refused: messages.drives.confirmationsNotFound } })}
      />,
    );
    expect(html).toContain(`role="alert">${messages.drives.confirmationsNotFound}</p>`);
  });

  it('says when more wait than one list holds', () => {
    const words = text(render(<ConfirmDrivesView {...view({ total: 130 })} />));
    expect(words).toContain('Här visas de 2 senaste av 130. Bekräfta dem, så visas resten.');
  });
});
