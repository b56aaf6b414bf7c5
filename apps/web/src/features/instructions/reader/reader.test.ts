import { parseInstruction } from '@ovningskort/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Playback } from '../../../lib/speech.js';
import { InstructionReader, type ReaderPart, type SpeechEngine } from './reader.js';
import { readerParts } from './use-reader.js';

/** A speech engine whose every playback the test ends by hand. */
function fakeEngine(canSpeak = true) {
  const said: {
    what: string;
    end: (outcome?: 'ended' | 'failed') => void;
    cancelled: boolean;
    paused: boolean;
  }[] = [];
  let stopOther: (() => void) | null = null;
  const playback = (what: string, recorded: boolean): Playback => {
    let end: (outcome: 'ended' | 'cancelled' | 'failed') => void = () => {};
    const done = new Promise<'ended' | 'cancelled' | 'failed'>((resolve) => (end = resolve));
    const entry = {
      what,
      end: (o: 'ended' | 'failed' = 'ended') => end(o),
      cancelled: false,
      paused: false,
    };
    said.push(entry);
    return {
      done,
      cancel: () => {
        entry.cancelled = true;
        end('cancelled');
      },
      ...(recorded
        ? { pause: () => void (entry.paused = true), resume: () => void (entry.paused = false) }
        : {}),
    };
  };
  const engine: SpeechEngine = {
    speak: (text) => playback(`tal:${text}`, false),
    playRecording: (url) => playback(`fil:${url}`, true),
    canSpeak: () => canSpeak,
    claim: (stop) => {
      if (stopOther && stopOther !== stop) stopOther();
      stopOther = stop;
      return () => {
        if (stopOther === stop) stopOther = null;
      };
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return { engine, said, last: () => said.at(-1)! };
}

const parts: ReaderPart[] = [
  { id: 'intro', label: 'Inledning', text: 'Inledning.' },
  { id: 'steg1', label: 'Steg 1', text: 'steg 1 Titta.', recording: '/media/audio/A2-steg1.x.mp3' },
  { id: 'steg2', label: 'Steg 2', text: 'steg 2 Kör.' },
];

describe('InstructionReader', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  async function settle() {
    await vi.advanceTimersByTimeAsync(0);
  }

  it('reads every part in order with 1.5 s between them, from recordings where there are any', async () => {
    const { engine, said, last } = fakeEngine();
    const reader = new InstructionReader(parts, engine, 1500);
    reader.readAll();
    expect(reader.getState()).toMatchObject({ index: 0, status: 'playing', mode: 'all' });
    expect(last().what).toBe('tal:Inledning.');
    last().end();
    await settle();
    expect(reader.getState().status).toBe('waiting');
    await vi.advanceTimersByTimeAsync(1499);
    expect(said).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reader.getState()).toMatchObject({ index: 1, status: 'playing' });
    expect(last().what).toBe('fil:/media/audio/A2-steg1.x.mp3');
    last().end();
    await vi.advanceTimersByTimeAsync(1500);
    expect(last().what).toBe('tal:steg 2 Kör.');
    last().end();
    await settle();
    expect(reader.getState()).toMatchObject({ index: 2, status: 'idle' });
  });

  it('reads one part for Spela, Nästa and Förra and stops after it', async () => {
    const { engine, last } = fakeEngine();
    const reader = new InstructionReader(parts, engine, 1500);
    reader.play();
    expect(last().what).toBe('tal:Inledning.');
    reader.next();
    expect(reader.getState()).toMatchObject({ index: 1, status: 'playing', mode: 'one' });
    reader.next();
    expect(reader.getState().index).toBe(2);
    reader.next();
    expect(reader.getState().index, 'no part after the last').toBe(2);
    last().end();
    await settle();
    expect(reader.getState().status).toBe('idle');
    reader.previous();
    expect(reader.getState()).toMatchObject({ index: 1, status: 'playing' });
    reader.first();
    expect(reader.getState()).toMatchObject({ index: 0, status: 'playing' });
  });

  it('pauses a recording where it is and speech by starting the part again', async () => {
    const { engine, said, last } = fakeEngine();
    const reader = new InstructionReader(parts, engine, 1500);
    reader.next();
    reader.togglePlay();
    expect(reader.getState().status).toBe('paused');
    expect(last().paused).toBe(true);
    reader.togglePlay();
    expect(last().paused).toBe(false);
    expect(said).toHaveLength(1);

    reader.next();
    reader.pause();
    expect(last().cancelled).toBe(true);
    reader.play();
    expect(said.at(-1)!.what).toBe('tal:steg 2 Kör.');
    expect(said).toHaveLength(3);
  });

  it('stops at once: nothing plays on, no timer fires', async () => {
    const { engine, said, last } = fakeEngine();
    const reader = new InstructionReader(parts, engine, 1500);
    reader.readAll();
    last().end();
    await settle();
    reader.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(said).toHaveLength(1);
    expect(reader.getState().status).toBe('idle');
  });

  it('lets only one reader speak at a time', () => {
    const { engine, said } = fakeEngine();
    const one = new InstructionReader(parts, engine, 1500);
    const two = new InstructionReader(parts, engine, 1500);
    one.play();
    two.play();
    expect(said[0]!.cancelled).toBe(true);
    expect(one.getState().status).toBe('idle');
    expect(two.getState().status).toBe('playing');
  });

  it('says so when a part cannot be read', async () => {
    const { engine, last } = fakeEngine();
    const reader = new InstructionReader(parts, engine, 1500);
    reader.readAll();
    last().end('failed');
    await settle();
    expect(reader.getState()).toMatchObject({ status: 'idle', failed: true, index: 0 });

    const mute = new InstructionReader(parts, fakeEngine(false).engine, 1500);
    expect(mute.available).toBe(false);
    mute.play();
    expect(mute.getState().failed).toBe(true);
  });

  describe('a supervisor’s tip', () => {
    const text = 'Inledning.\n\nsteg 1 Titta.\n\nfall 1 Regn.\n\n[handledare] Öva på en tom plats.';

    it('is never a part the learner’s reader has', () => {
      const student = readerParts(parseInstruction(text), [], 'student');
      expect(student.map((part) => part.id)).toEqual(['intro', 'steg1', 'fall1']);
      expect(student.map((part) => part.text).join(' ')).not.toContain('tom plats');
    });

    it('is left out of the supervisor’s Läs alla, but read on its own after Nästa', async () => {
      const teacher = readerParts(parseInstruction(text), [], 'teacher');
      expect(teacher.map((part) => [part.label, part.notInReadAll ?? false])).toEqual([
        ['Inledning', false],
        ['Steg 1', false],
        ['Fall 1', false],
        ['Tips till handledaren', true],
      ]);
      const { engine, said, last } = fakeEngine();
      const reader = new InstructionReader(teacher, engine, 1500);
      reader.readAll();
      for (let part = 0; part < 3; part += 1) {
        last().end();
        await vi.advanceTimersByTimeAsync(1500);
      }
      expect(said.map((s) => s.what)).toEqual([
        'tal:Inledning.',
        'tal:steg 1 Titta.',
        'tal:fall 1 Regn.',
      ]);
      expect(reader.getState()).toMatchObject({ index: 2, status: 'idle' });
      reader.next();
      expect(last().what).toBe('tal:Öva på en tom plats.');
      expect(reader.getState()).toMatchObject({ index: 3, status: 'playing', mode: 'one' });
    });
  });

  it('ignores the end of a playback it has already moved on from', async () => {
    const { engine, said } = fakeEngine();
    const reader = new InstructionReader(parts, engine, 1500);
    reader.readAll();
    reader.next();
    said[0]!.end();
    await settle();
    expect(reader.getState()).toMatchObject({ index: 1, status: 'playing', mode: 'one' });
  });
});
