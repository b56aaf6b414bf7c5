import type { InstructionDocument, InstructionImage, InstructionVideo } from '@ovningskort/domain';
import { instructionScreens } from '../../../copy/instructions.js';
import { type KeyboardEvent, type Ref, useEffect, useRef } from 'react';
import { Button } from '../../../components/Button.js';
import type { ReaderPart } from '../reader/reader.js';
import { type StepMove, stepKeyAction } from '../reader/steps.js';
import { InstructionPartText } from './InstructionText.js';
import styles from './StepByStep.module.css';

const t = instructionScreens.steps;

export interface StepViewProps {
  /** The parts shown, in order: the same ones the audio reads. */
  parts: readonly ReaderPart[];
  document: InstructionDocument;
  images: readonly InstructionImage[];
  videos: readonly InstructionVideo[];
  /** The part on the screen. */
  index: number;
  /** The sub-moment's heading, which names the region. */
  heading: string;
  onMove: (move: StepMove) => void;
  onClose: () => void;
  regionRef?: Ref<HTMLElement>;
}

/** Ignore a key with Ctrl, Alt or Cmd: those belong to the browser (Alt+← is 'back'). */
function onKey(event: KeyboardEvent, onMove: (move: StepMove) => void, onClose: () => void) {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const action = stepKeyAction(event.key);
  if (!action) return;
  event.preventDefault();
  if (action === 'close') onClose();
  else onMove(action);
}

/**
 * One part on the screen, in large type, with Föregående and Nästa (issue 36). The buttons stay
 * in place and keep the focus at the first and the last part (aria-disabled, not disabled: a
 * disabled button would drop the focus to the page). Without hooks, so tests can press it.
 */
export function StepView({
  parts,
  document,
  images,
  videos,
  index,
  heading,
  onMove,
  onClose,
  regionRef,
}: StepViewProps) {
  const part = parts[index];
  const text = document.parts.find((candidate) => candidate.id === part?.id);
  if (!part || !text) return null;
  const atFirst = index <= 0;
  const atLast = index >= parts.length - 1;
  return (
    <section
      ref={regionRef}
      className={styles.steps}
      aria-label={t.region(heading)}
      tabIndex={-1}
      onKeyDown={(event) => onKey(event, onMove, onClose)}
    >
      {/* Said when the part changes: where the reader is and which part it is. */}
      <div className={styles.where} aria-live="polite" aria-atomic="true">
        <p className={styles.position}>{t.position(index + 1, parts.length)}</p>
        <p className={styles.label}>{part.label}</p>
      </div>
      <div className={styles.text} data-step={part.id}>
        <InstructionPartText part={text} images={images} videos={videos} />
      </div>
      <div className={styles.nav}>
        <Button
          variant="secondary"
          aria-label={t.previousName}
          aria-disabled={atFirst || undefined}
          onClick={() => {
            if (!atFirst) onMove('previous');
          }}
        >
          <span className={styles.arrow} aria-hidden="true">
            ←
          </span>{' '}
          {t.previous}
        </Button>
        <Button
          aria-label={t.nextName}
          aria-disabled={atLast || undefined}
          onClick={() => {
            if (!atLast) onMove('next');
          }}
        >
          {t.next}{' '}
          <span className={styles.arrow} aria-hidden="true">
            →
          </span>
        </Button>
      </div>
      <Button variant="secondary" className={styles.close} onClick={onClose}>
        {t.close}
      </Button>
      <p className={styles.keys}>{t.keys}</p>
    </section>
  );
}

/**
 * 'Läs steg för steg': takes the focus when it opens, so the arrow keys work at once and a
 * screen reader says where it is; brings the top of a new part into view when it changes.
 */
export function StepByStep(props: Omit<StepViewProps, 'regionRef'>) {
  const region = useRef<HTMLElement>(null);
  useEffect(() => {
    region.current?.focus({ preventScroll: true });
    region.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  useEffect(() => {
    const here = region.current;
    if (!here) return;
    // Hidden above the screen, or under the instruction's own heading where that stays put
    // (the desktop's side panel): the new part is read from its top.
    const heading = here.closest('details')?.querySelector('summary')?.getBoundingClientRect();
    if (here.getBoundingClientRect().top < Math.max(0, heading?.bottom ?? 0))
      here.scrollIntoView({ block: 'start' });
  }, [props.index]);
  return <StepView {...props} regionRef={region} />;
}
