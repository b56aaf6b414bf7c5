import { describe, expect, it } from 'vitest';
import { headingOf, textForGearbox } from './gearbox-text.js';

const source = [
  '# Start i uppförsbacke',
  'Inledning.',
  '',
  'steg 1 Gemensamt.',
  '-MANUELL- Hitta kopplingspunkten.',
  '-AUTOMAT- Lätta på bromsen.',
  '',
  '-MANUELL- steg 2 Släpp handbromsen.',
  '',
  '-AUTOMAT- steg 2 Ge gas.',
].join('\n');

describe('textForGearbox', () => {
  it('keeps the manual lines for a manual gearbox', () => {
    expect(textForGearbox(source, 'manual')).toBe(
      'Inledning.\n\nsteg 1 Gemensamt.\n-MANUELL- Hitta kopplingspunkten.\n\n-MANUELL- steg 2 Släpp handbromsen.',
    );
  });

  it('keeps the automatic lines for an automatic gearbox and closes the gaps', () => {
    expect(textForGearbox(source, 'automatic')).toBe(
      'Inledning.\n\nsteg 1 Gemensamt.\n-AUTOMAT- Lätta på bromsen.\n\n-AUTOMAT- steg 2 Ge gas.',
    );
  });
});

describe('headingOf', () => {
  it('reads the heading line', () => {
    expect(headingOf('# Däck och hjul\ntext')).toBe('Däck och hjul');
    expect(headingOf('Däck och hjul')).toBeNull();
  });
});
