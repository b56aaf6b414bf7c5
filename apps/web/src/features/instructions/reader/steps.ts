import type { VoiceCommand } from '@ovningskort/domain';
import type { SwedishVoiceState } from '../../../lib/speech.js';

/**
 * 'Läs steg för steg' (issue 36): an instruction's parts one at a time on the screen, in large
 * type, for a device that cannot read them aloud. Framework-free, like the reader.
 */
export type StepMove = 'next' | 'previous' | 'first' | 'last';

/** The part shown after a move; it stays within the parts (no wrapping round). */
export function moveStep(index: number, count: number, move: StepMove): number {
  if (count <= 0) return 0;
  const target =
    move === 'next'
      ? index + 1
      : move === 'previous'
        ? index - 1
        : move === 'first'
          ? 0
          : count - 1;
  return Math.min(Math.max(target, 0), count - 1);
}

/**
 * What a key pressed inside the step reader does: the arrow keys change part, Home and End go
 * to the first and the last, Escape shows the whole text again. Other keys do what they always
 * do (Tab, and Enter or Space on a button).
 */
export function stepKeyAction(key: string): StepMove | 'close' | null {
  switch (key) {
    case 'ArrowRight':
      return 'next';
    case 'ArrowLeft':
      return 'previous';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case 'Escape':
      return 'close';
    default:
      return null;
  }
}

/**
 * How the instruction offers its audio: 'controls' where it can be read aloud, 'offer' where it
 * cannot (no Swedish voice, no speech synthesis) – Läs upp, which explains, and Läs steg för
 * steg – and 'none' while the voices are still loading or when there is nothing to read.
 */
export function audioOffer(
  voice: SwedishVoiceState,
  canRead: boolean,
  parts: number,
): 'controls' | 'offer' | 'none' {
  if (canRead) return 'controls';
  return voice === 'missing' || voice === 'unsupported' ? (parts > 0 ? 'offer' : 'none') : 'none';
}

/** What a voice command does where nothing can be read aloud. */
export type SilentCommand =
  { type: 'explain' } | { type: 'hideHelp' } | { type: 'move'; move: StepMove } | { type: 'close' };

/**
 * A voice command on a device that cannot read aloud. With the step reader open the commands
 * drive it ('nästa steg', 'första steg'; 'läs alla steg' starts from the first part;
 * 'avsluta läsning' shows the whole text again); otherwise asking to hear it explains why it
 * cannot be heard and what to do instead, and 'avsluta läsning' puts that away.
 */
export function silentCommand(command: VoiceCommand, stepsOpen: boolean): SilentCommand {
  if (stepsOpen) {
    if (command === 'stop') return { type: 'close' };
    return { type: 'move', move: command === 'next' ? 'next' : 'first' };
  }
  return command === 'stop' ? { type: 'hideHelp' } : { type: 'explain' };
}
