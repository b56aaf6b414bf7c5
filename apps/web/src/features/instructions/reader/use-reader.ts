import {
  AUDIO_PLAY_ALL_PAUSE_MS,
  partLabel,
  spokenText,
  type InstructionAudio,
  type InstructionDocument,
} from '@ovningskort/domain';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { canSynthesizeSpeech, claimSpeaker, playRecording, speak } from '../../../lib/speech.js';
import { InstructionReader, type ReaderPart, type SpeechEngine } from './reader.js';

const browserEngine: SpeechEngine = {
  speak,
  playRecording,
  canSpeak: canSynthesizeSpeech,
  claim: claimSpeaker,
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export function readerParts(
  document: InstructionDocument,
  recordings: readonly InstructionAudio[],
): ReaderPart[] {
  const byPart = new Map(recordings.map((recording) => [recording.part, recording.url]));
  return document.parts.map((part) => ({
    id: part.id,
    label: partLabel(part),
    text: spokenText(part),
    recording: byPart.get(part.id),
  }));
}

/** A reader for one open instruction; it stops when the instruction closes or the page changes. */
export function useReader(parts: readonly ReaderPart[]) {
  const reader = useMemo(
    () => new InstructionReader(parts, browserEngine, AUDIO_PLAY_ALL_PAUSE_MS),
    [parts],
  );
  const state = useSyncExternalStore(reader.subscribe, reader.getState, reader.getState);
  useEffect(() => reader.stop, [reader]);
  return { reader, state };
}
