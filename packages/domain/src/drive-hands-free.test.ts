import { describe, expect, it } from 'vitest';
import {
  applyDriveCommand,
  drivenMinutes,
  drivenMs,
  isEcho,
  matchDriveVoiceCommand,
  matchReflectionAnswer,
  newDriveUnderWay,
  type DriveUnderWay,
} from './drive-hands-free.js';
import { reflectionQuestion } from './reflection.js';

const MINUTE = 60_000;
const T0 = Date.parse('2026-12-07T15:00:00Z');

describe('the drive log’s voice commands (issue 38)', () => {
  it.each([
    ['starta körningen', 'start'],
    ['Okej, starta körningen!', 'start'],
    ['avsluta körningen', 'stop'],
    ['Nu är det mörkt.', 'dark'],
    ['det regnar ganska mycket', 'rain'],
    ['vi kör på motorvägen', 'motorway'],
    ['Motorväg', 'motorway'],
    ['paus', 'pause'],
    ['fortsätt', 'resume'],
  ] as const)('hears "%s" as %s', (said, command) => {
    expect(matchDriveVoiceCommand(said)).toBe(command);
  });

  it('hears nothing in what is not a command, nor in part of a word', () => {
    expect(matchDriveVoiceCommand('hej på dig')).toBeNull();
    expect(matchDriveVoiceCommand('regnbåge')).toBeNull();
    expect(matchDriveVoiceCommand('')).toBeNull();
  });

  it('takes the command said last', () => {
    expect(matchDriveVoiceCommand('paus, nej förresten, fortsätt')).toBe('resume');
  });
});

describe('the app’s own voice heard back', () => {
  const said = { text: 'Mörker, noterat.', at: T0 };
  it('is an echo while it is all within what was just said', () => {
    expect(isEcho('mörker noterat', said, T0 + 1_000)).toBe(true);
    expect(isEcho('Mörker', said, T0 + 4_000)).toBe(true);
  });
  it('is not when it says more, comes later, or nothing was said', () => {
    expect(isEcho('mörker och regn', said, T0 + 1_000)).toBe(false);
    expect(isEcho('mörker', said, T0 + 6_000)).toBe(false);
    expect(isEcho('mörk', said, T0 + 1_000)).toBe(false);
    expect(isEcho('', said, T0 + 1_000)).toBe(false);
    expect(isEcho('mörker', null, T0)).toBe(false);
  });
});

describe('a drive under way, by command', () => {
  it('starts once, notes each condition and road once, and knows nothing before the start', () => {
    expect(applyDriveCommand(null, 'rain', T0)).toEqual({ drive: null, outcome: 'notStarted' });
    expect(applyDriveCommand(null, 'stop', T0).outcome).toBe('notStarted');
    const started = applyDriveCommand(null, 'start', T0);
    expect(started).toEqual({ drive: newDriveUnderWay(T0), outcome: 'started' });
    expect(applyDriveCommand(started.drive, 'start', T0 + MINUTE).outcome).toBe('alreadyStarted');

    let drive = started.drive!;
    for (const command of ['dark', 'rain', 'motorway'] as const) {
      const after = applyDriveCommand(drive, command, T0 + MINUTE);
      expect(after.outcome).toBe('noted');
      drive = after.drive!;
    }
    expect(drive.conditions).toEqual(['dark', 'rain']);
    expect(drive.roads).toEqual(['motorway']);
    expect(applyDriveCommand(drive, 'rain', T0 + 2 * MINUTE)).toEqual({
      drive,
      outcome: 'alreadyNoted',
    });
  });

  it('does not count a pause as driving, also when it ends with "avsluta"', () => {
    let drive: DriveUnderWay = newDriveUnderWay(T0);
    const paused = applyDriveCommand(drive, 'pause', T0 + 10 * MINUTE);
    expect(paused.outcome).toBe('paused');
    drive = paused.drive!;
    expect(applyDriveCommand(drive, 'pause', T0 + 11 * MINUTE).outcome).toBe('alreadyPaused');
    expect(drivenMs(drive, T0 + 15 * MINUTE)).toBe(10 * MINUTE);

    const resumed = applyDriveCommand(drive, 'resume', T0 + 20 * MINUTE);
    expect(resumed.outcome).toBe('resumed');
    drive = resumed.drive!;
    expect(applyDriveCommand(drive, 'resume', T0 + 21 * MINUTE).outcome).toBe('notPaused');
    expect(drivenMs(drive, T0 + 30 * MINUTE)).toBe(20 * MINUTE);

    drive = applyDriveCommand(drive, 'pause', T0 + 40 * MINUTE).drive!;
    const stopped = applyDriveCommand(drive, 'stop', T0 + 45 * MINUTE);
    expect(stopped.outcome).toBe('stopped');
    expect(stopped.drive!.pausedAt).toBeNull();
    expect(drivenMs(stopped.drive!, T0 + 45 * MINUTE)).toBe(30 * MINUTE);
    expect(drivenMinutes(stopped.drive!, T0 + 45 * MINUTE + 29_000)).toBe(30);
  });

  it('counts whole minutes, at least one', () => {
    const drive = newDriveUnderWay(T0);
    expect(drivenMinutes(drive, T0 + 20_000)).toBe(1);
    expect(drivenMinutes(drive, T0 + 44 * MINUTE + 40_000)).toBe(45);
    expect(drivenMinutes(drive, T0 + 180 * MINUTE)).toBe(180);
  });
});

describe('a reflection answered by voice', () => {
  const alertness = reflectionQuestion('alertness')!;
  const phone = reflectionQuestion('phone')!;
  const self = reflectionQuestion('self')!;

  it('hears a number on the 1–5 scale in digits or in words', () => {
    expect(matchReflectionAnswer(alertness, '4')).toBe('4');
    expect(matchReflectionAnswer(alertness, 'en fyra')).toBe('4');
    expect(matchReflectionAnswer(alertness, 'Tre, skulle jag säga.')).toBe('3');
    expect(matchReflectionAnswer(alertness, 'ganska pigg')).toBeNull();
  });

  it('hears a choice by its words, the last one said', () => {
    expect(matchReflectionAnswer(phone, 'Ja.')).toBe('yes');
    expect(matchReflectionAnswer(phone, 'nästan hela')).toBe('mostly');
    expect(matchReflectionAnswer(phone, 'ja nej')).toBe('no');
    expect(matchReflectionAnswer(self, 'det gick bättre')).toBe('better');
    expect(matchReflectionAnswer(self, 'vet inte')).toBeNull();
  });
});
