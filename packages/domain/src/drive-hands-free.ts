import type { DriveCondition, DriveRoad } from './drives.js';
import { matchPhrases, normaliseSpeech } from './instructions/voice-commands.js';
import type { ReflectionQuestion } from './reflection.js';

/**
 * A drive run hands-free (issue 38): the phone sits in its holder, and the learner starts,
 * annotates and ends the drive by voice. Nothing here is saved: what the drive gathers fills in
 * the form the learner sees and saves after "avsluta".
 */

/** The Swedish voice commands of the drive log, and the ways people say them. */
export const DRIVE_VOICE_COMMANDS = {
  start: ['starta körningen', 'starta körning', 'starta en körning'],
  stop: ['avsluta körningen', 'avsluta körning', 'sluta köra'],
  dark: ['nu är det mörkt', 'det är mörkt', 'mörker'],
  rain: ['det regnar', 'regn'],
  motorway: ['motorväg', 'motorvägen', 'på motorvägen'],
  pause: ['paus', 'pausa', 'pausa körningen'],
  resume: ['fortsätt', 'fortsätt körningen', 'kör igen'],
} as const;
export type DriveVoiceCommand = keyof typeof DRIVE_VOICE_COMMANDS;

/** The drive command a recognised phrase holds, or null ("okej, det regnar nu" → rain). */
export function matchDriveVoiceCommand(transcript: string): DriveVoiceCommand | null {
  return matchPhrases(transcript, DRIVE_VOICE_COMMANDS);
}

/** How long after the app has said something its own voice may still be heard back. */
export const ECHO_WINDOW_MS = 5_000;

/**
 * Whether what the microphone heard is the app's own answer coming back through the car's
 * speaker ("Mörker, noterat" holds the command "mörker"): a transcript wholly within what was
 * said in the last moments counts as an echo, and is not a command.
 */
export function isEcho(
  heard: string,
  said: { text: string; at: number } | null,
  now: number,
): boolean {
  if (!said || now - said.at > ECHO_WINDOW_MS) return false;
  const words = normaliseSpeech(heard);
  return words !== '' && ` ${normaliseSpeech(said.text)} `.includes(` ${words} `);
}

/** What a drive under way has gathered besides its start: pauses, and what was said of it. */
export interface DriveUnderWay {
  startedAt: number;
  /** When the pause under way began, or null while driving. */
  pausedAt: number | null;
  /** The pauses that have ended, in ms. */
  pausedMs: number;
  conditions: DriveCondition[];
  roads: DriveRoad[];
}

export function newDriveUnderWay(startedAt: number): DriveUnderWay {
  return { startedAt, pausedAt: null, pausedMs: 0, conditions: [], roads: [] };
}

/** What a command did, for the spoken answer; the drive as it is after it. */
export type DriveCommandOutcome =
  | 'started'
  | 'alreadyStarted'
  | 'stopped'
  | 'noted'
  | 'alreadyNoted'
  | 'paused'
  | 'alreadyPaused'
  | 'resumed'
  | 'notPaused'
  | 'notStarted';

const NOTES: Partial<
  Record<DriveVoiceCommand, { conditions?: DriveCondition; roads?: DriveRoad }>
> = {
  dark: { conditions: 'dark' },
  rain: { conditions: 'rain' },
  motorway: { roads: 'motorway' },
};

/**
 * The drive after a command, and what happened. `drive` is null when none is under way: then
 * only "starta" does something. "avsluta" answers 'stopped' and leaves the drive as it is (an
 * ended pause counted): the caller opens the form with it and forgets it once saved.
 */
export function applyDriveCommand(
  drive: DriveUnderWay | null,
  command: DriveVoiceCommand,
  now: number,
): { drive: DriveUnderWay | null; outcome: DriveCommandOutcome } {
  if (command === 'start') {
    return drive
      ? { drive, outcome: 'alreadyStarted' }
      : { drive: newDriveUnderWay(now), outcome: 'started' };
  }
  if (!drive) return { drive, outcome: 'notStarted' };
  switch (command) {
    case 'stop':
      return { drive: endPause(drive, now), outcome: 'stopped' };
    case 'pause':
      return drive.pausedAt !== null
        ? { drive, outcome: 'alreadyPaused' }
        : { drive: { ...drive, pausedAt: now }, outcome: 'paused' };
    case 'resume':
      return drive.pausedAt === null
        ? { drive, outcome: 'notPaused' }
        : { drive: endPause(drive, now), outcome: 'resumed' };
    default: {
      const note = NOTES[command] ?? {};
      const condition = note.conditions;
      const road = note.roads;
      if (condition && !drive.conditions.includes(condition))
        return {
          drive: { ...drive, conditions: [...drive.conditions, condition] },
          outcome: 'noted',
        };
      if (road && !drive.roads.includes(road))
        return { drive: { ...drive, roads: [...drive.roads, road] }, outcome: 'noted' };
      return { drive, outcome: 'alreadyNoted' };
    }
  }
}

function endPause(drive: DriveUnderWay, now: number): DriveUnderWay {
  if (drive.pausedAt === null) return drive;
  return { ...drive, pausedAt: null, pausedMs: drive.pausedMs + Math.max(0, now - drive.pausedAt) };
}

/** The time driven so far, in ms: from the start to now, less the pauses. */
export function drivenMs(drive: DriveUnderWay, now: number): number {
  const pausing = drive.pausedAt === null ? 0 : Math.max(0, now - drive.pausedAt);
  return Math.max(0, now - drive.startedAt - drive.pausedMs - pausing);
}

/** The whole minutes driven so far, at least 1: what the form's "Minuter" starts with. */
export function drivenMinutes(drive: DriveUnderWay, now: number): number {
  return Math.max(1, Math.round(drivenMs(drive, now) / 60_000));
}

/** Numbers as people say them, for the answers that are numbers (1–5). */
const SPOKEN_NUMBERS: Record<string, string> = {
  ett: '1',
  en: '1',
  etta: '1',
  två: '2',
  tvåa: '2',
  tre: '3',
  trea: '3',
  fyra: '4',
  fyran: '4',
  fem: '5',
  femma: '5',
};

/**
 * The answer a spoken reply gives to a reflection question, as its code, or null. A reply
 * counts when it holds a choice's label ("ja", "nästan hela", "bättre") or, for the 1–5
 * scale, its number in digits or words ("en fyra", "4").
 */
export function matchReflectionAnswer(
  question: ReflectionQuestion,
  transcript: string,
): string | null {
  const phrases: Record<string, string[]> = {};
  for (const [code, label] of question.choices) {
    const words = normaliseSpeech(label.replace(/\s+–.*$/, ''));
    phrases[code] = [words];
  }
  for (const [word, digit] of Object.entries(SPOKEN_NUMBERS)) phrases[digit]?.push(word);
  return matchPhrases(transcript, phrases);
}
