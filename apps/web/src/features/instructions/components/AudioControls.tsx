import { instructionScreens } from '../../../copy/instructions.js';
import { useId } from 'react';
import { Button } from '../../../components/Button.js';
import type { SwedishVoiceState } from '../../../lib/speech.js';
import type { InstructionReader, ReaderPart, ReaderState } from '../reader/reader.js';
import styles from './Instructions.module.css';

const t = instructionScreens.audio;

function statusText(state: ReaderState, part: ReaderPart | undefined): string {
  if (state.failed) return t.failed;
  if (!part || state.status === 'idle') return '';
  const label = part.recording ? `${part.label} (${t.recorded})` : part.label;
  return state.status === 'paused' ? t.paused(label) : t.reading(label);
}

/**
 * Förra, Spela/Paus, Nästa, Läs alla, and what is being read. Where nothing can be read (no
 * speech synthesis, or no Swedish voice on the device) one sentence says why instead.
 */
export function AudioControls({
  reader,
  state,
  parts,
  voice,
}: {
  reader: InstructionReader;
  state: ReaderState;
  parts: readonly ReaderPart[];
  voice: SwedishVoiceState;
}) {
  const legendId = useId();
  if (!reader.available) {
    // While the device's voices are still loading there is nothing to offer yet.
    if (voice === 'checking') return null;
    return (
      <p className={styles.status}>{voice === 'missing' ? t.noSwedishVoice : t.unavailable}</p>
    );
  }
  const playing = state.status === 'playing' || state.status === 'waiting';
  return (
    <>
      <fieldset className={styles.controls} aria-labelledby={legendId}>
        <legend id={legendId} className="visually-hidden">
          {t.group}
        </legend>
        <Button
          variant="secondary"
          aria-label={t.previousName}
          onClick={() => reader.previous()}
          disabled={state.index === 0}
        >
          {t.previous}
        </Button>
        <Button onClick={() => reader.togglePlay()} aria-pressed={playing}>
          {playing ? t.pause : t.play}
        </Button>
        <Button
          variant="secondary"
          aria-label={t.nextName}
          onClick={() => reader.next()}
          disabled={state.index >= parts.length - 1}
        >
          {t.next}
        </Button>
        <Button variant="secondary" onClick={() => reader.readAll()}>
          {t.readAll}
        </Button>
      </fieldset>
      <p className={styles.status} role="status">
        {statusText(state, parts[state.index])}
      </p>
    </>
  );
}
