import {
  AUDIO_PLAY_ALL_PAUSE_MS,
  partLabel,
  spokenText,
  type InstructionAudio,
  type InstructionDocument,
} from '@ovningskort/domain';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import {
  browserSpeechSynthesis,
  claimSpeaker,
  playRecording,
  speak,
  type SwedishVoiceState,
  watchSwedishVoice,
} from '../../../lib/speech.js';
import { InstructionReader, type ReaderPart, type SpeechEngine } from './reader.js';

/** The browser's speech; it may synthesise only where the device has a Swedish voice. */
function browserEngine(swedishVoice: boolean): SpeechEngine {
  return {
    speak,
    playRecording,
    canSpeak: () => swedishVoice,
    claim: claimSpeaker,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}

/** Whether this device can read Swedish aloud; follows the voice list as it loads or changes. */
export function useSwedishVoice(): SwedishVoiceState {
  const [state, setState] = useState<SwedishVoiceState>('checking');
  useEffect(() => watchSwedishVoice(browserSpeechSynthesis(), setState), []);
  return state;
}

/**
 * The parts the audio reads, in order. A supervisor's tip is never read to the learner; the
 * supervisor can have it read on its own (Nästa to it, Spela), but Läs alla leaves it out, since
 * in the car the learner hears whatever is read aloud (content/README.md 'Supervisor's tip').
 */
export function readerParts(
  document: InstructionDocument,
  recordings: readonly InstructionAudio[],
  role: 'student' | 'teacher',
): ReaderPart[] {
  const byPart = new Map(recordings.map((recording) => [recording.part, recording.url]));
  return document.parts
    .filter((part) => part.kind !== 'handledare' || role === 'teacher')
    .map((part) => ({
      id: part.id,
      label: partLabel(part),
      text: spokenText(part),
      recording: byPart.get(part.id),
      ...(part.kind === 'handledare' && { notInReadAll: true }),
    }));
}

/** A reader for one open instruction; it stops when the instruction closes or the page changes. */
export function useReader(parts: readonly ReaderPart[], swedishVoice: boolean) {
  const reader = useMemo(
    () => new InstructionReader(parts, browserEngine(swedishVoice), AUDIO_PLAY_ALL_PAUSE_MS),
    [parts, swedishVoice],
  );
  const state = useSyncExternalStore(reader.subscribe, reader.getState, reader.getState);
  useEffect(() => reader.stop, [reader]);
  return { reader, state };
}
