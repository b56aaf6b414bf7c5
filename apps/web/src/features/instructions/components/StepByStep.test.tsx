import { parseInstruction } from '@ovningskort/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../components/Button.js';
import { instructionScreens } from '../../../copy/instructions.js';
import { moveStep } from '../reader/steps.js';
import { readerParts } from '../reader/use-reader.js';
import { buttonNamed, elementsOf } from '../testing/element-tree.js';
import { StepByStep, StepView, type StepViewProps } from './StepByStep.js';

const t = instructionScreens.steps;

const document = parseInstruction(
  [
    'Ställ in stolen innan du kör.',
    'steg 1 Skjut stolen så att du når pedalerna.[br][bild:A2-1]',
    'steg 2 [fet]Ställ in[/fet] ryggstödet.',
    '[handledare] Låt eleven pröva själv.',
  ].join('\n\n'),
);
const images = [{ ref: 'A2-1', url: '/media/images/A2-1.abc.svg', alt: 'Stolen och pedalerna' }];
const learnerParts = readerParts(document, [], 'student');

function props(changes: Partial<StepViewProps> = {}): StepViewProps {
  return {
    parts: learnerParts,
    document,
    images,
    videos: [],
    index: 0,
    heading: 'Inställning av förarstolen',
    onMove: () => {},
    onClose: () => {},
    ...changes,
  };
}

/**
 * The step reader as a person uses it: the parent keeps the index (as OpenInstruction does) and
 * each press or key goes through the view's own handlers.
 */
function stepReader(parts = learnerParts) {
  let index = 0;
  let closed = 0;
  const view = () =>
    StepView(
      props({
        parts,
        index,
        onMove: (move) => (index = moveStep(index, parts.length, move)),
        onClose: () => (closed += 1),
      }),
    );
  const region = () => elementsOf(view())[0]!;
  return {
    get index() {
      return index;
    },
    get closed() {
      return closed;
    },
    button: (name: string) => buttonNamed(view(), name, [Button]),
    press(name: string) {
      this.button(name).props.onClick();
    },
    /** A key pressed with the focus inside the reader; says whether the reader took it. */
    key(key: string, modifiers: { altKey?: boolean; ctrlKey?: boolean; metaKey?: boolean } = {}) {
      const preventDefault = vi.fn();
      const onKeyDown = region().props.onKeyDown as (event: unknown) => void;
      onKeyDown({
        key,
        altKey: false,
        ctrlKey: false,
        metaKey: false,
        ...modifiers,
        preventDefault,
      });
      return preventDefault.mock.calls.length > 0;
    },
  };
}

describe('Läs steg för steg (issue 36)', () => {
  it('shows one part at a time, with where it is, in a named region that takes the focus', () => {
    const html = renderToStaticMarkup(<StepByStep {...props()} />);
    expect(html).toMatch(
      /^<section [^>]*aria-label="Steg för steg: Inställning av förarstolen" tabindex="-1"/,
    );
    expect(html).toMatch(
      /aria-live="polite" aria-atomic="true"><p[^>]*>1 av 3<\/p><p[^>]*>Inledning<\/p>/,
    );
    expect(html).toContain('Ställ in stolen innan du kör.');
    expect(html).not.toContain('Skjut stolen');
    expect(html).not.toContain('ryggstödet');
  });

  it('shows a step with its markup and its picture', () => {
    const html = renderToStaticMarkup(<StepByStep {...props({ index: 1 })} />);
    expect(html).toContain('>2 av 3<');
    expect(html).toContain('>Steg 1<');
    expect(html).toContain('>steg 1</mark>');
    expect(html).toMatch(/<img[^>]*alt="Stolen och pedalerna"/);
    expect(html).not.toContain('Ställ in stolen innan du kör.');
  });

  it('has native buttons that stay enabled and focusable at the ends (aria-disabled)', () => {
    const first = renderToStaticMarkup(<StepByStep {...props({ index: 0 })} />);
    expect(first).not.toMatch(/ disabled=""/);
    expect(first).toMatch(
      /<button type="button"[^>]*aria-label="Föregående steg" aria-disabled="true"/,
    );
    expect(first).toMatch(/<button type="button"[^>]*aria-label="Nästa steg">/);
    expect(first).toMatch(/<button type="button"[^>]*>Visa hela texten<\/button>/);
    const last = renderToStaticMarkup(<StepByStep {...props({ index: 2 })} />);
    expect(last).toMatch(/aria-label="Föregående steg">/);
    expect(last).toMatch(/aria-label="Nästa steg" aria-disabled="true"/);
    // The visible words are in the names (WCAG 2.5.3).
    expect(t.previousName).toContain(t.previous);
    expect(t.nextName).toContain(t.next);
  });

  it('Nästa and Föregående move one part, and go no further than the last and the first', () => {
    const reader = stepReader();
    reader.press(t.previousName);
    expect(reader.index).toBe(0);
    reader.press(t.nextName);
    expect(reader.index).toBe(1);
    reader.press(t.nextName);
    expect(reader.index).toBe(2);
    expect(reader.button(t.nextName).props['aria-disabled']).toBe(true);
    reader.press(t.nextName);
    expect(reader.index).toBe(2);
    reader.press(t.previousName);
    reader.press(t.previousName);
    expect(reader.index).toBe(0);
    expect(reader.button(t.previousName).props['aria-disabled']).toBe(true);
  });

  it('is driven from the keyboard: arrows, Home, End, and Escape for the whole text', () => {
    const reader = stepReader();
    expect(reader.key('ArrowRight')).toBe(true);
    expect(reader.index).toBe(1);
    expect(reader.key('End')).toBe(true);
    expect(reader.index).toBe(2);
    expect(reader.key('ArrowRight')).toBe(true);
    expect(reader.index).toBe(2);
    expect(reader.key('Home')).toBe(true);
    expect(reader.index).toBe(0);
    expect(reader.key('ArrowLeft')).toBe(true);
    expect(reader.index).toBe(0);
    expect(reader.key('Escape')).toBe(true);
    expect(reader.closed).toBe(1);
  });

  it('leaves Tab, Enter and the browser’s own shortcuts alone', () => {
    const reader = stepReader();
    for (const key of ['Tab', 'Enter', ' ']) expect(reader.key(key)).toBe(false);
    expect(reader.key('ArrowLeft', { altKey: true })).toBe(false);
    expect(reader.key('ArrowRight', { metaKey: true })).toBe(false);
    expect(reader.key('Home', { ctrlKey: true })).toBe(false);
    expect(reader.index).toBe(0);
    expect(reader.closed).toBe(0);
  });

  it('Visa hela texten closes it', () => {
    const reader = stepReader();
    reader.press(t.close);
    expect(reader.closed).toBe(1);
  });

  it('shows the learner the parts the audio would read; the supervisor also the tip', () => {
    expect(learnerParts.map((part) => part.label)).toEqual(['Inledning', 'Steg 1', 'Steg 2']);
    const supervisor = stepReader(readerParts(document, [], 'teacher'));
    supervisor.key('End');
    expect(supervisor.index).toBe(3);
    const html = renderToStaticMarkup(
      <StepByStep {...props({ parts: readerParts(document, [], 'teacher'), index: 3 })} />,
    );
    expect(html).toContain('>4 av 4<');
    expect(html).toContain('>Tips till handledaren<');
    expect(html).toContain('Låt eleven pröva själv.');
  });
});
