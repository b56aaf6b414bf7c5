import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { instructionScreens } from '../../../copy/instructions.js';
import {
  type SwedishVoiceState,
  type VoiceList,
  VOICE_LIST_WAIT_MS,
  watchSwedishVoice,
} from '../../../lib/speech.js';
import { InstructionReader, type ReaderPart, type SpeechEngine } from '../reader/reader.js';
import { AudioControls } from './AudioControls.js';

const t = instructionScreens.audio;

/** A stand-in for window.speechSynthesis: its voices load (or change) when the test says so. */
function fakeSpeechSynthesis(voices: { lang: string; name: string }[] = []) {
  const listeners = new Set<() => void>();
  const synthesis: VoiceList = {
    getVoices: () => voices,
    addEventListener: (_type, listener) => void listeners.add(listener),
    removeEventListener: (_type, listener) => void listeners.delete(listener),
  };
  return {
    synthesis,
    listeners,
    load(next: { lang: string; name: string }[]) {
      voices = next;
      for (const listener of listeners) listener();
    },
  };
}

function watch(synthesis: VoiceList | undefined) {
  const seen: SwedishVoiceState[] = [];
  const stop = watchSwedishVoice(synthesis, (state) => seen.push(state));
  return { seen, stop };
}

describe('watchSwedishVoice', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('finds a Swedish voice at once (sv-SE, sv_FI or plain sv)', () => {
    for (const lang of ['sv-SE', 'sv_FI', 'sv']) {
      const { synthesis } = fakeSpeechSynthesis([
        { lang: 'en-US', name: 'English' },
        { lang, name: 'Alva' },
      ]);
      expect(watch(synthesis).seen).toEqual(['available']);
    }
  });

  it('says missing when the device has voices but none in Swedish', () => {
    const { synthesis } = fakeSpeechSynthesis([
      { lang: 'en-US', name: 'English' },
      { lang: 'de-DE', name: 'Deutsch' },
    ]);
    expect(watch(synthesis).seen).toEqual(['missing']);
  });

  it('waits for a voice list that is still loading, and follows it when it arrives', () => {
    const fake = fakeSpeechSynthesis([]);
    const { seen, stop } = watch(fake.synthesis);
    expect(seen).toEqual(['checking']);
    fake.load([{ lang: 'sv-SE', name: 'Alva' }]);
    expect(seen).toEqual(['checking', 'available']);
    vi.advanceTimersByTime(VOICE_LIST_WAIT_MS);
    expect(seen).toEqual(['checking', 'available']);
    stop();
    expect(fake.listeners.size).toBe(0);
  });

  it('gives up on an empty voice list after the wait, and still notices a voice added later', () => {
    const fake = fakeSpeechSynthesis([]);
    const { seen } = watch(fake.synthesis);
    vi.advanceTimersByTime(VOICE_LIST_WAIT_MS);
    expect(seen).toEqual(['checking', 'missing']);
    fake.load([{ lang: 'sv-SE', name: 'Alva' }]);
    expect(seen).toEqual(['checking', 'missing', 'available']);
  });

  it('says unsupported without speech synthesis', () => {
    expect(watch(undefined).seen).toEqual(['unsupported']);
  });
});

const parts: ReaderPart[] = [
  { id: 'intro', label: 'Inledning', text: 'Inledning.' },
  { id: 'steg1', label: 'Steg 1', text: 'steg 1 Titta.' },
];

function engine(canSpeak: boolean): SpeechEngine {
  const never = { done: new Promise<'ended'>(() => {}), cancel: () => {} };
  return {
    speak: () => never,
    playRecording: () => never,
    canSpeak: () => canSpeak,
    claim: () => () => {},
    setTimeout: () => 0,
    clearTimeout: () => {},
  };
}

function render(voice: SwedishVoiceState, readerParts: ReaderPart[] = parts) {
  const reader = new InstructionReader(readerParts, engine(voice === 'available'), 1500);
  return renderToStaticMarkup(
    <AudioControls reader={reader} state={reader.getState()} parts={readerParts} voice={voice} />,
  );
}

describe('AudioControls', () => {
  it('offers Förra, Spela, Nästa and Läs alla where the device has a Swedish voice', () => {
    const html = render('available');
    for (const label of [t.previous, t.play, t.next, t.readAll]) expect(html).toContain(label);
    expect(html).not.toContain(t.noSwedishVoice);
  });

  it('without a Swedish voice shows one sentence instead of controls that cannot work', () => {
    const html = render('missing');
    expect(html).toBe(`<p class="${/class="([^"]*)"/.exec(html)![1]}">${t.noSwedishVoice}</p>`);
    expect(html).not.toContain('<button');
    expect(t.noSwedishVoice).toMatch(/svensk röst/);
    expect(t.noSwedishVoice).toMatch(/inställningar/);
  });

  it('shows nothing while the voices are loading, and says so without speech synthesis', () => {
    expect(render('checking')).toBe('');
    expect(render('unsupported')).toContain(t.unavailable);
    expect(render('unsupported')).not.toContain('<button');
  });

  it('still plays an instruction recorded in full without a Swedish voice', () => {
    const recorded = parts.map((part) => ({ ...part, recording: `/media/audio/${part.id}.mp3` }));
    expect(render('missing', recorded)).toContain(t.play);
  });
});
