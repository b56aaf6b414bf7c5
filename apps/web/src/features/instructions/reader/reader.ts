import type { Playback } from '../../../lib/speech.js';

/** A readable part of an instruction: the introduction, a step or a case. */
export interface ReaderPart {
  id: string;
  label: string;
  /** What speech synthesis says when there is no recording. */
  text: string;
  recording?: string;
  /** Read only when chosen on its own (Nästa, then Spela), never by Läs alla: a supervisor's tip. */
  notInReadAll?: boolean;
}

export interface SpeechEngine {
  speak(text: string): Playback;
  playRecording(url: string): Playback;
  canSpeak(): boolean;
  /** Takes the app's one speaker; the returned function gives it back. */
  claim(stop: () => void): () => void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type ReaderStatus = 'idle' | 'playing' | 'paused' | 'waiting';

export interface ReaderState {
  index: number;
  status: ReaderStatus;
  /** 'all' = Läs alla: every part in order with a pause between them. */
  mode: 'one' | 'all';
  failed: boolean;
}

/**
 * Reads an instruction aloud part by part (spec §4 'Voice/audio'): Förra, Spela/Paus, Nästa,
 * Läs alla with a pause between parts. A part is played from its recording when it has one,
 * otherwise said by speech synthesis. Framework-free so the rules can be tested on their own.
 */
export class InstructionReader {
  private state: ReaderState = { index: 0, status: 'idle', mode: 'one', failed: false };
  private readonly listeners = new Set<() => void>();
  private playback: Playback | null = null;
  private timer: unknown = null;
  private generation = 0;
  private release: (() => void) | null = null;

  constructor(
    private readonly parts: readonly ReaderPart[],
    private readonly engine: SpeechEngine,
    private readonly pauseMs: number,
  ) {}

  /** Whether anything can be read at all here. */
  get available(): boolean {
    return (
      this.parts.length > 0 && (this.engine.canSpeak() || this.parts.every((p) => p.recording))
    );
  }

  getState = (): ReaderState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Spela: go on where a pause left off, or read the current part. */
  play(): void {
    const { status, index, mode } = this.state;
    if (status === 'playing' || status === 'waiting') return;
    if (status === 'paused' && this.playback?.resume) {
      this.playback.resume();
      this.set({ status: 'playing' });
      return;
    }
    this.start(index, status === 'paused' ? mode : 'one');
  }

  pause(): void {
    const { status, index } = this.state;
    if (status === 'waiting') {
      this.clearTimer();
      this.set({ status: 'paused', index: Math.min(index + 1, this.parts.length - 1) });
    } else if (status === 'playing') {
      if (this.playback?.pause) {
        this.playback.pause();
      } else {
        // Speech synthesis cannot pause reliably: stop, and Spela says the part again.
        this.generation += 1;
        this.playback?.cancel();
        this.playback = null;
      }
      this.set({ status: 'paused' });
    }
  }

  togglePlay(): void {
    if (this.state.status === 'playing' || this.state.status === 'waiting') this.pause();
    else this.play();
  }

  next(): void {
    if (this.state.index < this.parts.length - 1) this.start(this.state.index + 1, 'one');
  }

  previous(): void {
    if (this.state.index > 0) this.start(this.state.index - 1, 'one');
  }

  first(): void {
    this.start(0, 'one');
  }

  readAll(): void {
    const first = this.nextInReadAll(-1);
    if (first !== undefined) this.start(first, 'all');
  }

  /** The next part after `index` that Läs alla reads, if any. */
  private nextInReadAll(index: number): number | undefined {
    for (let at = index + 1; at < this.parts.length; at += 1)
      if (!this.parts[at]!.notInReadAll) return at;
    return undefined;
  }

  /** Avsluta läsning; also when the accordion closes or the page changes. */
  stop = (): void => {
    this.halt();
    if (this.state.status !== 'idle') this.set({ status: 'idle' });
  };

  private start(index: number, mode: 'one' | 'all'): void {
    const part = this.parts[index];
    if (!part) return;
    this.halt();
    this.release = this.engine.claim(this.stop);
    const playback = part.recording
      ? this.engine.playRecording(part.recording)
      : this.engine.canSpeak()
        ? this.engine.speak(part.text)
        : null;
    if (!playback) {
      this.set({ index, status: 'idle', mode, failed: true });
      return;
    }
    const generation = this.generation;
    this.playback = playback;
    this.set({ index, status: 'playing', mode, failed: false });
    void playback.done.then((outcome) => {
      if (generation !== this.generation) return;
      this.playback = null;
      const following = mode === 'all' ? this.nextInReadAll(index) : undefined;
      if (outcome === 'ended' && following !== undefined) {
        this.set({ status: 'waiting' });
        this.timer = this.engine.setTimeout(() => {
          this.timer = null;
          this.start(following, 'all');
        }, this.pauseMs);
        return;
      }
      this.releaseSpeaker();
      this.set({ status: 'idle', failed: outcome === 'failed' });
    });
  }

  private halt(): void {
    this.generation += 1;
    this.clearTimer();
    this.playback?.cancel();
    this.playback = null;
    this.releaseSpeaker();
  }

  private releaseSpeaker(): void {
    this.release?.();
    this.release = null;
  }

  private clearTimer(): void {
    if (this.timer !== null) this.engine.clearTimeout(this.timer);
    this.timer = null;
  }

  private set(changes: Partial<ReaderState>): void {
    this.state = { ...this.state, ...changes };
    for (const listener of this.listeners) listener();
  }
}
