import { CARD_DELETE_COUNTDOWN_SECONDS } from '@ovningskort/domain';
import { cardScreens } from '../../../copy/cards.js';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/Button.js';
import { useCountdown } from '../../../components/useCountdown.js';
import styles from './CardsPage.module.css';

const t = cardScreens;

/**
 * The countdown before a card is deleted, shown on the 'Ångra?' button, which takes the focus
 * so that Enter or a tap undoes it. At zero `onEnd` runs; leaving the screen deletes nothing.
 */
export function UndoDelete({
  position,
  onUndo,
  onEnd,
}: {
  position: number;
  onUndo: () => void;
  onEnd: () => void;
}) {
  const left = useCountdown(CARD_DELETE_COUNTDOWN_SECONDS, onEnd);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelector('button')?.focus();
  }, []);
  return (
    <div ref={ref} className={styles.undo}>
      <p role="status">{t.removing(position)}</p>
      <Button variant="secondary" onClick={onUndo}>
        {t.undo(left)}
      </Button>
    </div>
  );
}

/** While the delete request is on its way: nothing left to undo. */
export function Deleting({ position }: { position: number }) {
  return (
    <div className={styles.undo}>
      <p role="status">{t.removing(position)}</p>
      <Button variant="secondary" disabled>
        {t.deleting}
      </Button>
    </div>
  );
}
