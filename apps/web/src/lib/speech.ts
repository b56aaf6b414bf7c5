import { VOICE_LANGUAGE } from '@ovningskort/domain';

/** Something being said: ends by itself (done resolves) or is cancelled (done resolves too). */
export interface Playback {
  done: Promise<'ended' | 'cancelled' | 'failed'>;
  cancel(): void;
  /** Only recordings can pause and go on where they were. */
  pause?(): void;
  resume?(): void;
}

export function canSynthesizeSpeech(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window;
}

/**
 * Whether the device can read Swedish aloud: 'checking' while its voices are still loading,
 * 'missing' when none of them speaks Swedish (another voice would read Swedish text as if it
 * were English), 'unsupported' when the browser has no speech synthesis at all.
 */
export type SwedishVoiceState = 'checking' | 'available' | 'missing' | 'unsupported';

/** The part of window.speechSynthesis that says which voices the device has. */
export interface VoiceList {
  getVoices(): readonly { lang: string }[];
  addEventListener?(type: 'voiceschanged', listener: () => void): void;
  removeEventListener?(type: 'voiceschanged', listener: () => void): void;
}

/**
 * How long a voice list may still be loading. Chrome starts with an empty list, or with its
 * local voices only, and fills it in after 'voiceschanged'; Safari may never send the event.
 */
export const VOICE_LIST_WAIT_MS = 1500;

/** Voice lists known to be loaded: 'voiceschanged' came, or the wait passed once. */
const loadedLists = new WeakSet<VoiceList>();

/**
 * Calls `onChange` with the device's SwedishVoiceState now and whenever it changes; returns a
 * function that stops watching. A Swedish voice counts at once; 'missing' only once the list
 * has loaded ('voiceschanged') or the wait is over, so that a list still filling in never says
 * the device lacks a voice it has.
 */
export function watchSwedishVoice(
  synthesis: VoiceList | undefined,
  onChange: (state: SwedishVoiceState) => void,
  waitMs = VOICE_LIST_WAIT_MS,
): () => void {
  if (!synthesis) {
    onChange('unsupported');
    return () => {};
  }
  let last: SwedishVoiceState | null = null;
  const check = () => {
    const swedish = synthesis
      .getVoices()
      .some((voice) => voice.lang.toLowerCase().startsWith('sv'));
    const state: SwedishVoiceState = swedish
      ? 'available'
      : loadedLists.has(synthesis)
        ? 'missing'
        : 'checking';
    if (state !== last) onChange(state);
    last = state;
  };
  const loaded = () => {
    loadedLists.add(synthesis);
    check();
  };
  const timer = setTimeout(loaded, waitMs);
  synthesis.addEventListener?.('voiceschanged', loaded);
  check();
  return () => {
    clearTimeout(timer);
    synthesis.removeEventListener?.('voiceschanged', loaded);
  };
}

/** This browser's speech synthesis, if it has one. */
export function browserSpeechSynthesis(): VoiceList | undefined {
  return canSynthesizeSpeech() ? window.speechSynthesis : undefined;
}

/** Chrome stops long utterances after about 15 s: say a text sentence by sentence. */
export function sentencesOf(text: string): string[] {
  return (text.match(/[^.!?:;]+[.!?:;]*/g) ?? [])
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
}

function swedishVoice(): SpeechSynthesisVoice | undefined {
  const voices = window.speechSynthesis.getVoices();
  return (
    voices.find((voice) => voice.lang === VOICE_LANGUAGE) ??
    voices.find((voice) => voice.lang.toLowerCase().startsWith('sv'))
  );
}

/** Reads a text aloud in Swedish with the browser's speech synthesis. */
export function speak(text: string): Playback {
  const synthesis = window.speechSynthesis;
  let cancelled = false;
  const done = (async () => {
    for (const sentence of sentencesOf(text)) {
      if (cancelled) return 'cancelled' as const;
      const outcome = await new Promise<'ended' | 'failed'>((resolve) => {
        const utterance = new SpeechSynthesisUtterance(sentence);
        utterance.lang = VOICE_LANGUAGE;
        const voice = swedishVoice();
        if (voice) utterance.voice = voice;
        utterance.onend = () => resolve('ended');
        utterance.onerror = (event) =>
          resolve(event.error === 'interrupted' || event.error === 'canceled' ? 'ended' : 'failed');
        synthesis.speak(utterance);
      });
      if (outcome === 'failed' && !cancelled) return 'failed' as const;
    }
    return cancelled ? ('cancelled' as const) : ('ended' as const);
  })();
  return {
    done,
    cancel() {
      cancelled = true;
      synthesis.cancel();
    },
  };
}

/** Plays a recorded part. */
export function playRecording(url: string): Playback {
  const audio = new Audio(url);
  let settle: (outcome: 'ended' | 'cancelled' | 'failed') => void = () => {};
  const done = new Promise<'ended' | 'cancelled' | 'failed'>((resolve) => {
    settle = resolve;
  });
  audio.addEventListener('ended', () => settle('ended'));
  audio.addEventListener('error', () => settle('failed'));
  // A pause before the sound has started rejects play() with an AbortError: that is a pause,
  // not a failure.
  const start = () =>
    audio.play().catch((error: unknown) => {
      if (!(error instanceof DOMException && error.name === 'AbortError')) settle('failed');
    });
  void start();
  return {
    done,
    cancel() {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
      settle('cancelled');
    },
    pause: () => audio.pause(),
    resume: () => void start(),
  };
}

/**
 * One voice at a time in the whole app: whoever starts speaking stops the one before, so two
 * open instructions never read over each other.
 */
let activeStop: (() => void) | null = null;
export function claimSpeaker(stop: () => void): () => void {
  if (activeStop && activeStop !== stop) activeStop();
  activeStop = stop;
  return () => {
    if (activeStop === stop) activeStop = null;
  };
}
