import type { Drive } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { drivesCsv } from './csv.js';

const drive = (changes: Partial<Drive> = {}): Drive => ({
  id: 'd1',
  studentId: 's1',
  date: '2026-11-24',
  startTime: '16:30',
  minutes: 45,
  km: 23.5,
  supervisedBy: { kind: 'supervisor' },
  conditions: ['dark', 'rain'],
  roads: ['urban', 'motorway'],
  traffic: 'dense',
  lessons: [5, 9],
  note: 'Bra',
  addedBy: 'student',
  confirmed: { at: Date.UTC(2026, 10, 24, 17, 5), by: 't1', byName: 'Tor Handledare' },
  createdAt: 1,
  updatedAt: 1,
  ...changes,
});

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('the drive log as CSV', () => {
  it('starts with a byte order mark and a Swedish header, semicolons between the cells', () => {
    const csv = drivesCsv([]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)[0]).toBe(
      'Datum;Starttid;Minuter;Km;Handledare;Förhållanden;Vägtyper;Trafik;Lektioner;Anteckning;Bekräftad av;Bekräftad',
    );
  });

  it('writes one line per drive in words, with a decimal comma and the confirmation in Swedish time', () => {
    expect(lines(drivesCsv([drive()]))[1]).toBe(
      '2026-11-24;16:30;45;23,5;Handledaren;Mörker, Regn;Tätort, Motorväg/motortrafikled;Tät trafik;5, 9;Bra;Tor Handledare;2026-11-24 18:05',
    );
  });

  it('names a school or another person, and leaves out what was not given', () => {
    const line = lines(
      drivesCsv([
        drive({
          km: null,
          supervisedBy: { kind: 'other', name: 'Mamma' },
          conditions: [],
          roads: [],
          traffic: null,
          lessons: [],
          note: '',
          confirmed: null,
        }),
      ]),
    )[1];
    expect(line).toBe('2026-11-24;16:30;45;;Annan person: Mamma;;;;;;;');
  });

  it('quotes what holds a separator, a quote or a line break, and never lets a cell be a formula', () => {
    const line = lines(drivesCsv([drive({ note: '=HYPERLINK("x");\nny rad' })]))
      .slice(1, 3)
      .join('\r\n');
    expect(line).toContain(`"'=HYPERLINK(""x"");\nny rad"`);
  });
});
