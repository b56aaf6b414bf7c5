import { describe, expect, it } from 'vitest';
import { matchVoiceCommand } from './voice-commands.js';

describe('matchVoiceCommand', () => {
  it.each([
    ['nästa steg', 'next'],
    ['Nästa steg.', 'next'],
    ['okej, första steg tack', 'first'],
    ['AVSLUTA LÄSNING!', 'stop'],
    ['läs alla steg', 'readAll'],
    ['nästa steg … nej, avsluta läsning', 'stop'],
  ])('hears "%s" as %s', (heard, command) => {
    expect(matchVoiceCommand(heard)).toBe(command);
  });

  it.each(['', 'nästa', 'stegvis nästa', 'läs alla stegen', 'näst asteg'])(
    'ignores "%s"',
    (heard) => {
      expect(matchVoiceCommand(heard)).toBeNull();
    },
  );
});
