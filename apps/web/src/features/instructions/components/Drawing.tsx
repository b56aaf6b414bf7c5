import type { InstructionImage } from '@ovningskort/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/Button.js';
import { instructionScreens } from '../../../copy/instructions.js';
import { type DrawingMotion, drawingMotion } from './drawing-motion.js';
import styles from './Instructions.module.css';

const t = instructionScreens.animation;

function MotionIcon({ moving }: { moving: boolean }) {
  return (
    <svg className={styles.motionIcon} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      {moving ? (
        <path d="M5 3.5h3.5v13H5zM11.5 3.5H15v13h-3.5z" fill="currentColor" />
      ) : (
        <path d="M6 3.5v13l10.5-6.5z" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * A drawing of the instructions with its caption. An animated one (content/README.md
 * 'Animations') gets a button that stops it on its still key frame and plays it again from the
 * start (WCAG 2.2.2: it moves for more than five seconds). Where motion is reduced the still
 * frame is shown until the person asks for the animation; once it has played to its end the
 * button offers to play it again.
 */
export function Drawing({
  image,
  reducedMotion,
}: {
  image: InstructionImage;
  /** The person asked their system for less motion. */
  reducedMotion: boolean;
}) {
  // How long the drawing moves and its still copy; null while unknown and for one that does not move.
  const [motion, setMotion] = useState<DrawingMotion | null>(null);
  // The person's own choice, which goes before the system setting.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  // Each play shows a new <img>: the animation starts again from the beginning.
  const [run, setRun] = useState(0);
  const [ended, setEnded] = useState(false);
  const still = choice === null ? reducedMotion : choice === 'pause';
  // A change between the still frame and the animation starts the animation anew.
  const [shownStill, setShownStill] = useState(still);
  if (shownStill !== still) {
    setShownStill(still);
    setEnded(false);
  }
  const moving = !still && !ended;

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (still || motion === null || !Number.isFinite(motion.length)) return;
    const timer = window.setTimeout(() => setEnded(true), motion.length);
    return () => window.clearTimeout(timer);
  }, [still, motion, run]);

  const learnMotion = useCallback(() => {
    void drawingMotion(image.url).then((found) => {
      if (mounted.current) setMotion(found);
    });
  }, [image.url]);

  // Where motion is reduced the still copy is wanted before the drawing is first shown.
  useEffect(() => {
    if (reducedMotion) learnMotion();
  }, [reducedMotion, learnMotion]);

  const toggle = () => {
    if (moving) {
      setChoice('pause');
      return;
    }
    setChoice('play');
    setEnded(false);
    setRun((n) => n + 1);
  };

  // A stopped drawing shows its still copy, made on the device from the drawing's own text
  // (drawing-motion.ts): a drawing inside <img> does not always see the page's media settings,
  // and Chromium did not always apply a '#still' fragment to an image it already held, so the
  // drawing kept moving after "Pausa". Until the copy is made, the drawing's own reduced-motion
  // rule holds it where the browser passes the setting on.
  return (
    <figure className={styles.figure}>
      <img
        key={run}
        src={still && motion ? motion.still : image.url}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        onLoad={learnMotion}
      />
      {motion !== null ? (
        <Button
          variant="secondary"
          className={styles.motion}
          aria-pressed={moving}
          onClick={toggle}
        >
          <MotionIcon moving={moving} />
          {moving ? t.pause : t.play}
        </Button>
      ) : null}
      <figcaption>{image.alt}</figcaption>
    </figure>
  );
}
