import { TEMPLATE_LESSONS, type Drive } from '@ovningskort/domain';
import fc from 'fast-check';
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
      'Datum;Starttid;Minuter;Km;Handledare;Förhållanden;Vägtyper;Trafik;Lektioner;Anteckning;Bekräftad av;Bekräftad;Reflektion;Avvikelser;Förklaring',
    );
  });

  it('writes one line per drive in words, with a decimal comma (quoted, as every comma is) and the confirmation in Swedish time', () => {
    expect(lines(drivesCsv([drive()]))[1]).toBe(
      '2026-11-24;16:30;45;"23,5";Handledaren;"Mörker, Regn";"Tätort, Motorväg/motortrafikled";Tät trafik;"5, 9";Bra;Tor Handledare;2026-11-24 18:05;;;',
    );
  });

  it('names the lessons by their places on the card, as the card does (issue 34)', () => {
    // Lessons 5 and 9 of a manual card (no lesson 4) are its fourth and eighth.
    expect(lines(drivesCsv([drive()], TEMPLATE_LESSONS.manual))[1]).toContain(';"4, 8";');
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
    expect(line).toBe('2026-11-24;16:30;45;;Annan person: Mamma;;;;;;;;;;');
  });

  it('ends with the learner’s reflection after the drive as one line (issue 36)', () => {
    const reflection = {
      answers: [
        { question: 'alertness', answer: '5' },
        { question: 'stress', answer: 'yes' },
      ],
      note: 'Kö på E6',
    };
    expect(
      lines(drivesCsv([drive({ reflection })]))[1]!.endsWith(
        ';Pigg: 5 · Stress: Ja · ”Kö på E6”;;',
      ),
    ).toBe(true);
  });

  it('ends with the drive’s flags in words and its explanation (issue 34)', () => {
    const flagged = drive({ minutes: 300, km: 750, flags: ['long', 'speed'], explanation: 'Åre' });
    expect(
      lines(drivesCsv([flagged]))[1]!.endsWith(
        ';Längre än 4 timmar · Orimlig medelhastighet (150 km/h);Åre',
      ),
    ).toBe(true);
  });

  it('quotes what holds a separator, a quote or a line break, and never lets a cell be a formula', () => {
    const line = lines(drivesCsv([drive({ note: '=HYPERLINK("x");\nny rad' })]))
      .slice(1, 3)
      .join('\r\n');
    expect(line).toContain(`"'=HYPERLINK(""x"");\nny rad"`);
  });
});

/** The cells of one CSV record as a spreadsheet that reads the file as written reads them. */
function parseRecord(text: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ';') {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

/** The record of the one drive of a log: what follows the header's line. */
const record = (csv: string) => csv.replace(/^\uFEFF[^\r]*\r\n/, '').replace(/\r\n$/, '');

/** A piece a spreadsheet would run as a formula: after spaces and quotes, = + - or @. */
const FORMULA_START = /^[\s"]*[=+\-@]/;

/** Text people may write, rich in separators, quotes and formula starts. */
const nasty = fc.string({
  unit: fc.constantFrom(
    '=',
    '+',
    '-',
    '@',
    ',',
    ';',
    '\t',
    '\r',
    '\n',
    '"',
    "'",
    ' ',
    'a',
    '1',
    'ö',
  ),
  maxLength: 30,
});

describe('the drive log as CSV, against a spreadsheet that splits on commas (security round 3)', () => {
  it('quotes a comma and a tab, and neutralises a formula after a comma', () => {
    const line = lines(drivesCsv([drive({ note: 'x,=2+5' })]))[1]!;
    expect(line.endsWith(`;"x,'=2+5";Tor Handledare;2026-11-24 18:05;;;`)).toBe(true);
    expect(lines(drivesCsv([drive({ note: 'a\tb' })]))[1]).toContain(';"a\tb";');
    // After every kind of separator, spaces and quotes before the formula included.
    for (const [note, cell] of [
      ['a;+1', `"a;'+1"`],
      ['a\t-1', `"a\t'-1"`],
      ['a\n@x', `"a\n'@x"`],
      ['a, "=1"', `"a, ""'=1"""`],
    ] as const) {
      expect(drivesCsv([drive({ note })])).toContain(`;${cell};`);
    }
  });

  it('keeps dates, times, minutes and distances readable as values', () => {
    const cells = parseRecord(record(drivesCsv([drive({ km: 1234.5, minutes: 720 })])));
    expect(cells.slice(0, 4)).toEqual(['2026-11-24', '16:30', '720', '1234,5']);
    expect(cells[11]).toBe('2026-11-24 18:05');
  });

  it('for any text people write: one record of fifteen cells, nothing but apostrophes added, and no piece a formula', () => {
    fc.assert(
      fc.property(nasty, nasty, nasty, nasty, (note, otherName, confirmer, reflectionNote) => {
        const csv = drivesCsv([
          drive({
            note,
            supervisedBy: { kind: 'other', name: otherName },
            confirmed: { at: 0, by: 't1', byName: confirmer },
            reflection: { answers: [{ question: 'risk', answer: 'no' }], note: reflectionNote },
            explanation: note,
          }),
        ]);
        const raw = record(csv);
        // A spreadsheet that reads the file as written: the same fifteen cells.
        const cells = parseRecord(raw);
        expect(cells).toHaveLength(15);
        expect(cells[14]).toBe(cells[9]);
        const withoutApostrophes = (s: string) => s.replaceAll("'", '');
        expect(withoutApostrophes(cells[9]!)).toBe(withoutApostrophes(note));
        expect(withoutApostrophes(cells[10]!)).toBe(withoutApostrophes(confirmer));
        expect(cells[12]!.startsWith('Riskabel situation: Nej')).toBe(true);
        expect(withoutApostrophes(cells[4]!)).toBe(
          withoutApostrophes(otherName ? `Annan person: ${otherName}` : 'Annan person'),
        );
        // Every piece of every cell, and of the raw record split on every separator a
        // spreadsheet may use (quotes ignored): none starts a formula.
        const pieces = [...cells, raw].flatMap((text) => text.split(/[,;\t\r\n]/));
        for (const piece of pieces) expect(piece).not.toMatch(FORMULA_START);
        // A cell holding a separator, a quote or a line break is quoted.
        for (const cell of cells) {
          if (/[,;\t\r\n"]/.test(cell)) expect(raw).toContain(`"${cell.replaceAll('"', '""')}"`);
        }
      }),
      { numRuns: 500 },
    );
  });
});
