import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from './Button.js';
import { useCountdown } from './useCountdown.js';

/**
 * What is about to be removed, and "Ångra?" with the seconds left, which takes the focus so
 * that Enter or a tap undoes it. At zero `onEnd` runs; leaving the screen removes nothing.
 * A card's delete and a drive's delete both wait on it.
 */
export function UndoCountdown({
  seconds,
  status,
  undo,
  className,
  onUndo,
  onEnd,
}: {
  seconds: number;
  status: ReactNode;
  undo: (secondsLeft: number) => string;
  className?: string;
  onUndo: () => void;
  onEnd: () => void;
}) {
  const left = useCountdown(seconds, onEnd);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div ref={ref} className={className}>
      <p role="status">{status}</p>
      <Button variant="secondary" onClick={onUndo}>
        {undo(left)}
      </Button>
    </div>
  );
}
