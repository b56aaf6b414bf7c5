import { CARD_DELETE_COUNTDOWN_SECONDS } from '@ovningskort/domain';
import { cardScreens } from '../../../copy/cards.js';
import { Button } from '../../../components/Button.js';
import { UndoCountdown } from '../../../components/UndoCountdown.js';
import styles from './CardsPage.module.css';

const t = cardScreens;

/** The countdown before a card is deleted (UndoCountdown); leaving the screen deletes nothing. */
export function UndoDelete({
  position,
  onUndo,
  onEnd,
}: {
  position: number;
  onUndo: () => void;
  onEnd: () => void;
}) {
  return (
    <UndoCountdown
      seconds={CARD_DELETE_COUNTDOWN_SECONDS}
      status={t.removing(position)}
      undo={t.undo}
      className={styles.undo}
      onUndo={onUndo}
      onEnd={onEnd}
    />
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
