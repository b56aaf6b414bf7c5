import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInstruction, type InlineNode, type InstructionDocument } from './markup.js';

function inline(source: string): InlineNode[] {
  const [part] = parseInstruction(source).parts;
  return part?.paragraphs[0]?.children ?? [];
}

/** Every node of a document, depth first. */
function nodesOf(document: InstructionDocument): InlineNode[] {
  const all: InlineNode[] = [];
  const walk = (nodes: InlineNode[]) => {
    for (const node of nodes) {
      all.push(node);
      if (node.type === 'styled') walk(node.children);
    }
  };
  for (const part of document.parts) for (const p of part.paragraphs) walk(p.children);
  return all;
}

/** The characters a reader sees, markers written back as they were. */
function textOf(nodes: InlineNode[]): string {
  return nodes
    .map((node) => {
      switch (node.type) {
        case 'text':
        case 'step':
        case 'gearbox':
          return node.text;
        case 'styled':
          return textOf(node.children);
        default:
          return '';
      }
    })
    .join('');
}

describe('parseInstruction', () => {
  it('splits a text into an introduction, steps and cases', () => {
    const document = parseInstruction(
      '# Däck och hjul\nVarför det är viktigt.\n\nsteg 1 Titta.\nFortsätt.\n\nsteg 2 Känn.\n\nfall 1 Om det regnar.',
    );
    expect(document.parts.map((part) => part.id)).toEqual(['intro', 'steg1', 'steg2', 'fall1']);
    expect(document.parts[1]?.paragraphs[0]?.children).toEqual([
      { type: 'step', kind: 'steg', number: 1, text: 'steg 1' },
      { type: 'text', text: ' Titta.' },
      { type: 'break' },
      { type: 'text', text: 'Fortsätt.' },
    ]);
  });

  it('keeps the paragraphs of a step together until the next step', () => {
    const document = parseInstruction('steg 1 Ett.\n\nMer om ett.\n\nsteg 2 Två.');
    expect(document.parts).toHaveLength(2);
    expect(document.parts[0]?.paragraphs).toHaveLength(2);
  });

  it('starts a part at a gearbox line that begins with a step', () => {
    const document = parseInstruction('-AUTOMAT- steg 3 Lägg i D.');
    expect(document.parts[0]?.id).toBe('steg3');
    expect(document.parts[0]?.paragraphs[0]?.children[0]).toEqual({
      type: 'gearbox',
      gearbox: 'automatic',
      text: '-AUTOMAT-',
    });
  });

  it('reads colours, bold, breaks, the info icon and media', () => {
    expect(
      inline(
        '[röd]Stopp[/röd] och [fet][grön]bra[/grön][/fet][br][info] [bild:B8-1] [video:I200-20]',
      ),
    ).toEqual([
      { type: 'styled', style: 'red', children: [{ type: 'text', text: 'Stopp' }] },
      { type: 'text', text: ' och ' },
      {
        type: 'styled',
        style: 'bold',
        children: [{ type: 'styled', style: 'green', children: [{ type: 'text', text: 'bra' }] }],
      },
      { type: 'break' },
      { type: 'info' },
      { type: 'text', text: ' ' },
      { type: 'media', media: 'image', ref: { id: 'B8-1', category: 'B', lesson: 8, step: 1 } },
      { type: 'text', text: ' ' },
      {
        type: 'media',
        media: 'video',
        ref: { id: 'I200-20', category: 'I', lesson: 200, step: 20 },
      },
    ]);
  });

  it('highlights steps, cases and gearbox notes inside a sentence', () => {
    expect(inline('Gå tillbaka till Steg 2 och fall 3. -MANUELL- koppla')).toEqual([
      { type: 'text', text: 'Gå tillbaka till ' },
      { type: 'step', kind: 'steg', number: 2, text: 'Steg 2' },
      { type: 'text', text: ' och ' },
      { type: 'step', kind: 'fall', number: 3, text: 'fall 3' },
      { type: 'text', text: '. ' },
      { type: 'gearbox', gearbox: 'manual', text: '-MANUELL-' },
      { type: 'text', text: ' koppla' },
    ]);
  });

  it.each([
    ['an unclosed colour', '[röd]farligt', '[röd]farligt'],
    ['a close without an open', 'bra[/fet] text', 'bra[/fet] text'],
    ['a colour inside itself', '[fet]a [fet]b[/fet]', 'a [fet]b'],
    ['crossed markers', '[fet][röd]x[/fet][/röd]', '[fet]x[/fet]'],
    ['an unknown marker', '[blå]hav[/blå] <b>x</b>', '[blå]hav[/blå] <b>x</b>'],
    ['a step out of range', 'steg 21 och steg 0', 'steg 21 och steg 0'],
    ['a word containing steg', 'fotsteg 2 och fallet 1', 'fotsteg 2 och fallet 1'],
    [
      'a media category out of range',
      '[bild:J2-1][bild:A201-1][bild:A2-21][bild:A02-1]',
      '[bild:J2-1][bild:A201-1][bild:A2-21][bild:A02-1]',
    ],
    ['a lower-case gearbox word', '-manuell- och [RÖD]', '-manuell- och [RÖD]'],
  ])('shows %s as plain text', (_, source, visible) => {
    expect(textOf(inline(source))).toBe(visible);
  });

  it('turns crossed markers into plain text around the one that closed', () => {
    const nodes = inline('[fet][röd]x[/fet][/röd]');
    expect(nodes).toEqual([
      { type: 'text', text: '[fet]' },
      { type: 'styled', style: 'red', children: [{ type: 'text', text: 'x[/fet]' }] },
    ]);
  });

  it('ignores author comments and windows line ends', () => {
    const document = parseInstruction('# Rubrik\r\n# kommentar\r\nText\r\nrad två');
    expect(document.parts[0]?.paragraphs[0]?.children).toEqual([
      { type: 'text', text: 'Text' },
      { type: 'break' },
      { type: 'text', text: 'rad två' },
    ]);
  });

  it('gives a repeated step its own id', () => {
    expect(parseInstruction('steg 1 a\n\nsteg 1 b').parts.map((p) => p.id)).toEqual([
      'steg1',
      'steg1-2',
    ]);
  });

  it('makes a paragraph beginning with [handledare] a supervisor’s tip of its own', () => {
    const document = parseInstruction(
      'Inledning.\n\nsteg 1 Titta.\n\nfall 1 Regn.\n\n[handledare] Öva först på en [fet]tom[/fet] plats.',
    );
    expect(document.parts.map((part) => [part.id, part.kind])).toEqual([
      ['intro', 'intro'],
      ['steg1', 'steg'],
      ['fall1', 'fall'],
      ['handledare', 'handledare'],
    ]);
    // The marker is the part's kind, not words of the tip; the case before it stays as it was.
    expect(document.parts[3]?.paragraphs).toEqual([
      {
        children: [
          { type: 'text', text: 'Öva först på en ' },
          { type: 'styled', style: 'bold', children: [{ type: 'text', text: 'tom' }] },
          { type: 'text', text: ' plats.' },
        ],
      },
    ]);
    expect(document.parts[2]?.paragraphs).toHaveLength(1);
  });

  it('keeps a gearbox marker before [handledare], and [handledare] inside a sentence as text', () => {
    const [tip] = parseInstruction('-AUTOMAT- [handledare] Titta på växelväljaren.').parts;
    expect(tip?.kind).toBe('handledare');
    expect(tip?.paragraphs[0]?.children[0]).toEqual({
      type: 'gearbox',
      gearbox: 'automatic',
      text: '-AUTOMAT-',
    });
    const [step] = parseInstruction('steg 1 Fråga [handledare] om råd.').parts;
    expect(step?.kind).toBe('steg');
    expect(textOf(step!.paragraphs[0]!.children)).toBe('steg 1 Fråga [handledare] om råd.');
  });

  it('gives an empty document for an empty text', () => {
    expect(parseInstruction('')).toEqual({ parts: [] });
    expect(parseInstruction('\n\n  \n# bara en kommentar')).toEqual({ parts: [] });
  });
});

const markupPiece = fc.oneof(
  fc.string(),
  fc.constantFrom(
    '[röd]',
    '[/röd]',
    '[fet]',
    '[/fet]',
    '[grön]',
    '[/grön]',
    '[br]',
    '[info]',
    '[handledare]',
    '[bild:B8-1]',
    '[video:A2-3]',
    '[bild:Z9-9]',
    'steg 1',
    'steg 20',
    'steg 21',
    'fall 2',
    '-MANUELL-',
    '-AUTOMAT-',
    '\n',
    '\n\n',
    '#',
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '&amp;',
    '[',
    ']',
  ),
);
const markupSource = fc.array(markupPiece, { maxLength: 40 }).map((pieces) => pieces.join(''));

describe('parseInstruction on arbitrary input', () => {
  it('never throws and only yields the known node types', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: 'binary' }), markupSource), (source) => {
        const document = parseInstruction(source);
        for (const node of nodesOf(document)) {
          expect(['text', 'styled', 'break', 'info', 'step', 'gearbox', 'media']).toContain(
            node.type,
          );
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps every character of a text without markers', () => {
    const plain = fc
      .string()
      .map((s) => s.replace(/[[\]#\n\r]|steg|fall|Steg|Fall|-MANUELL-|-AUTOMAT-/g, ''))
      .filter((s) => s.trim() !== '');
    fc.assert(
      fc.property(plain, (text) => {
        expect(textOf(inline(text))).toBe(text.trimEnd());
      }),
    );
  });

  it('never yields more media than the text has well-formed media markers', () => {
    fc.assert(
      fc.property(markupSource, (source) => {
        const media = nodesOf(parseInstruction(source)).filter((node) => node.type === 'media');
        const markers = source.match(/\[(bild|video):[A-I][1-9]\d{0,2}-[1-9]\d?\]/g) ?? [];
        expect(media.length).toBeLessThanOrEqual(markers.length);
      }),
    );
  });
});
