import { instructionScreens } from '../../../copy/instructions.js';
import { useId } from 'react';
import { Button } from '../../../components/Button.js';
import type { SwedishVoiceState } from '../../../lib/speech.js';
import type { InstructionReader, ReaderPart, ReaderState } from '../reader/reader.js';
import { audioOffer } from '../reader/steps.js';
import styles from './Instructions.module.css';
import { NoVoiceHelp } from './NoVoiceHelp.js';

const t = instructionScreens.audio;

function statusText(state: ReaderState, part: ReaderPart | undefined): string {
  if (state.failed) return t.failed;
  if (!part || state.status === 'idle') return '';
  const label = part.recording ? `${part.label} (${t.recorded})` : part.label;
  return state.status === 'paused' ? t.paused(label) : t.reading(label);
}

/** Where nothing can be read aloud: what asking to hear it opens, and the step reader. */
export interface SilentOffer {
  /** The explanation is open (after Läs upp or a voice command). */
  help: boolean;
  /** 'Läs steg för steg' is open. */
  stepsOpen: boolean;
  onAsk: () => void;
  onCloseHelp: () => void;
  onStepByStep: () => void;
}

/**
 * Förra, Spela/Paus, Nästa, Läs alla, and what is being read. Where nothing can be read (no
 * Swedish voice on the device, or no speech synthesis) no notice is shown unasked (issue 36):
 * Läs upp explains why and what to install when pressed, and Läs steg för steg shows the parts
 * one at a time. Nothing at all while the device's voices are still loading.
 */
export function AudioControls({
  reader,
  state,
  parts,
  voice,
  offer,
}: {
  reader: InstructionReader;
  state: ReaderState;
  parts: readonly ReaderPart[];
  voice: SwedishVoiceState;
  offer: SilentOffer;
}) {
  const legendId = useId();
  const helpId = useId();
  const shown = audioOffer(voice, reader.available, parts.length);
  if (shown === 'none') return null;
  if (shown === 'offer') {
    return (
      <SilentControls
        voice={voice === 'unsupported' ? 'unsupported' : 'missing'}
        offer={offer}
        legendId={legendId}
        helpId={helpId}
      />
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

/**
 * Läs upp and Läs steg för steg where nothing can be read aloud; Läs upp opens the explanation
 * (a disclosure: pressed again, it closes). Without hooks, so tests can press it.
 */
export function SilentControls({
  voice,
  offer,
  legendId,
  helpId,
}: {
  voice: 'missing' | 'unsupported';
  offer: SilentOffer;
  legendId: string;
  helpId: string;
}) {
  return (
    <>
      <fieldset className={styles.controls} aria-labelledby={legendId}>
        <legend id={legendId} className="visually-hidden">
          {t.group}
        </legend>
        <Button
          aria-expanded={offer.help}
          aria-controls={offer.help ? helpId : undefined}
          onClick={() => (offer.help ? offer.onCloseHelp() : offer.onAsk())}
        >
          {t.listen}
        </Button>
        <Button
          variant="secondary"
          aria-expanded={offer.stepsOpen}
          data-step-opener=""
          onClick={offer.onStepByStep}
        >
          {t.stepByStep}
        </Button>
      </fieldset>
      {/* Said when it opens, whether after Läs upp or after a voice command. */}
      <div aria-live="polite">
        {offer.help ? (
          <NoVoiceHelp
            id={helpId}
            voice={voice}
            onStepByStep={offer.onStepByStep}
            onClose={offer.onCloseHelp}
          />
        ) : null}
      </div>
    </>
  );
}
