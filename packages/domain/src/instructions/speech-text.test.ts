import { describe, expect, it } from 'vitest';
import { parseInstruction } from './markup.js';
import { partLabel, spokenText } from './speech-text.js';

describe('spokenText', () => {
  it('reads the words of a part without markers, icons or pictures', () => {
    const [part] = parseInstruction(
      'steg 1 [fet]Titta[/fet] i spegeln.[br][info] Tips.\n[bild:B2-1]\n\n-MANUELL- Koppla.',
    ).parts;
    expect(spokenText(part!)).toBe('steg 1 Titta i spegeln. Tips. Manuell växellåda: Koppla.');
  });

  it('does not read the sources of rules aloud, but keeps other parentheses', () => {
    const [part] = parseInstruction(
      'steg 1 [röd]Stanna inte inom 10 meter före ett övergångsställe[/röd] (TrF 3 kap. 53 §). Skylt (VMF 2 kap. 6 §; TrF 3 kap. 19 §) och parkering (lagen om vägtrafikdefinitioner). Titta (gärna två gånger) åt vänster.',
    ).parts;
    expect(spokenText(part!)).toBe(
      'steg 1 Stanna inte inom 10 meter före ett övergångsställe. Skylt och parkering. Titta (gärna två gånger) åt vänster.',
    );
  });

  it('names parts for people', () => {
    const parts = parseInstruction('Inledning\n\nsteg 2 a\n\nfall 1 b\n\n[handledare] c').parts;
    expect(parts.map(partLabel)).toEqual([
      'Inledning',
      'Steg 2',
      'Fall 1',
      'Tips till handledaren',
    ]);
    expect(spokenText(parts[3]!)).toBe('c');
  });
});
