import { describe, expect, it } from 'vitest';
import { audioOffer, moveStep, silentCommand, stepKeyAction } from './steps.js';

describe('moveStep', () => {
  it('goes one part on and back, and no further than the first and the last', () => {
    expect(moveStep(0, 3, 'next')).toBe(1);
    expect(moveStep(1, 3, 'next')).toBe(2);
    expect(moveStep(2, 3, 'next')).toBe(2);
    expect(moveStep(2, 3, 'previous')).toBe(1);
    expect(moveStep(0, 3, 'previous')).toBe(0);
  });

  it('jumps to the first and the last part', () => {
    expect(moveStep(1, 4, 'first')).toBe(0);
    expect(moveStep(1, 4, 'last')).toBe(3);
  });

  it('stays at 0 with one part or none', () => {
    for (const move of ['next', 'previous', 'first', 'last'] as const) {
      expect(moveStep(0, 1, move)).toBe(0);
      expect(moveStep(0, 0, move)).toBe(0);
    }
  });
});

describe('stepKeyAction', () => {
  it('turns the arrow keys, Home and End into moves and Escape into closing', () => {
    expect(stepKeyAction('ArrowRight')).toBe('next');
    expect(stepKeyAction('ArrowLeft')).toBe('previous');
    expect(stepKeyAction('Home')).toBe('first');
    expect(stepKeyAction('End')).toBe('last');
    expect(stepKeyAction('Escape')).toBe('close');
  });

  it('leaves Tab, Enter, Space and the rest to the browser', () => {
    for (const key of ['Tab', 'Enter', ' ', 'ArrowUp', 'ArrowDown', 'a']) {
      expect(stepKeyAction(key)).toBeNull();
    }
  });
});

describe('audioOffer', () => {
  it('offers the reading controls wherever the instruction can be read aloud', () => {
    for (const voice of ['available', 'missing', 'unsupported', 'checking'] as const) {
      expect(audioOffer(voice, true, 3)).toBe('controls');
    }
  });

  it('offers Läs upp and Läs steg för steg without a Swedish voice or speech synthesis', () => {
    expect(audioOffer('missing', false, 3)).toBe('offer');
    expect(audioOffer('unsupported', false, 3)).toBe('offer');
  });

  it('offers nothing while the voices load, and nothing for an instruction without parts', () => {
    expect(audioOffer('checking', false, 3)).toBe('none');
    expect(audioOffer('missing', false, 0)).toBe('none');
    expect(audioOffer('available', false, 0)).toBe('none');
  });
});

describe('silentCommand: a voice command where nothing can be read aloud', () => {
  it('explains why when the person asks to hear it, and puts that away on ”avsluta läsning”', () => {
    expect(silentCommand('next', false)).toEqual({ type: 'explain' });
    expect(silentCommand('first', false)).toEqual({ type: 'explain' });
    expect(silentCommand('readAll', false)).toEqual({ type: 'explain' });
    expect(silentCommand('stop', false)).toEqual({ type: 'hideHelp' });
  });

  it('turns the steps when the step reader is open', () => {
    expect(silentCommand('next', true)).toEqual({ type: 'move', move: 'next' });
    expect(silentCommand('first', true)).toEqual({ type: 'move', move: 'first' });
    expect(silentCommand('readAll', true)).toEqual({ type: 'move', move: 'first' });
    expect(silentCommand('stop', true)).toEqual({ type: 'close' });
  });
});
