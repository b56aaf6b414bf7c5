import { parseInstruction } from '@ovningskort/domain';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InstructionText } from './InstructionText.js';

const images = [{ ref: 'B8-1', url: '/media/images/B8-1.abc.svg', alt: 'En korsning' }];

function render(source: string, activePart: string | null = null) {
  return renderToStaticMarkup(
    <InstructionText
      document={parseInstruction(source)}
      images={images}
      videos={[]}
      activePart={activePart}
    />,
  );
}

const ALLOWED = new Set([
  'div',
  'span',
  'strong',
  'mark',
  'br',
  'svg',
  'path',
  'h6',
  'circle',
  'rect',
  'figure',
  'img',
  'figcaption',
  'video',
]);

const ATTRIBUTES = new Set([
  'class',
  'data-part',
  'aria-current',
  'aria-label',
  'role',
  'aria-hidden',
  'focusable',
  'd',
  'viewBox',
  'cx',
  'cy',
  'r',
  'fill',
  'x',
  'y',
  'width',
  'height',
  'rx',
  'src',
  'alt',
  'loading',
  'decoding',
  'preload',
]);

describe('InstructionText', () => {
  it('renders steps, colours, the info icon and a known image', () => {
    const html = render(
      'steg 1 [röd]Stanna[/röd] och [fet]titta[/fet].[br][info] [grön]Bra[/grön]\n[bild:B8-1]',
      'steg1',
    );
    expect(html).toContain('aria-current="step"');
    expect(html).toContain('<mark');
    expect(html).toContain('>steg 1</mark>');
    expect(html).toContain('<strong>titta</strong>');
    expect(html).toContain('aria-label="Info"');
    expect(html).toContain('<img src="/media/images/B8-1.abc.svg" alt="En korsning"');
    expect(html).toContain('<figcaption>En korsning</figcaption>');
  });

  it('shows a supervisor’s tip as a note under its own heading, apart from the steps', () => {
    const html = render(
      'steg 1 Titta.\n\nfall 1 Regn.\n\n[handledare] Öva på en [fet]tom[/fet] plats.',
    );
    expect(html).toMatch(
      /<div class="[^"]*" data-part="handledare" role="note" aria-label="Tips till handledaren"><h6 class="[^"]*"><svg[^>]*aria-hidden="true"[^>]*>.*?<\/svg>Tips till handledaren<\/h6><div class="[^"]*">Öva på en <strong>tom<\/strong> plats.<\/div><\/div><\/div>$/,
    );
    expect(html).not.toContain('[handledare]');
    expect(html.indexOf('Regn.')).toBeLessThan(html.indexOf('Tips till handledaren'));
  });

  it('shows an image the server did not send as its marker text', () => {
    expect(render('steg 1 [bild:A2-1]')).toContain('[bild:A2-1]');
    expect(render('steg 1 [bild:A2-1]')).not.toContain('<img');
  });

  it('escapes HTML in the text', () => {
    const html = render('<script>alert(1)</script><img src=x onerror=alert(1)>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;script&gt;');
  });

  const piece = fc.oneof(
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
      '[bild:A2-1]',
      '[video:B8-1]',
      'steg 3',
      'fall 1',
      '-MANUELL-',
      '\n',
      '\n\n',
      '<script>',
      '</div>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:x">',
      '"',
      "'",
      '&',
    ),
  );

  it('never renders an element the markup did not ask for, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 30 }).map((p) => p.join('')),
        (source) => {
          const html = render(source, 'steg3');
          // Text is escaped, so every '<' left in the markup opens an element React made.
          const elements = [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)([^>]*)>/g)];
          const tags = elements.map((m) => m[1]!.toLowerCase());
          for (const tag of tags) expect(ALLOWED).toContain(tag);
          for (const [, , attributes] of elements) {
            for (const [, name] of attributes!.matchAll(/\s([^\s=]+)=/g)) {
              expect(ATTRIBUTES).toContain(name);
            }
          }
          const imgs = tags.filter((tag) => tag === 'img').length;
          expect(imgs).toBeLessThanOrEqual((source.match(/\[bild:B8-1\]/g) ?? []).length);
          expect(tags.filter((tag) => tag === 'video')).toHaveLength(0);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
