import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/Button.js';
import { cardScreens } from '../../../copy/cards.js';
import styles from './CardsPage.module.css';

const t = cardScreens;

/**
 * What can be done to the card as a whole, behind one quiet button (issue 17: the lesson
 * first, and no red button above it): for now deleting it, which still asks and counts down.
 * A disclosure: the button says whether it is open, Escape closes it and returns the focus.
 */
export function CardMenu({ position, onRemove }: { position: number; onRemove: () => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={menuRef}
      className={styles.menu}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpen(false);
        menuRef.current?.querySelector<HTMLButtonElement>('[data-card-menu]')?.focus();
      }}
    >
      <Button
        variant="secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((now) => !now)}
        data-card-menu
      >
        <span aria-hidden="true">⋯ </span>
        {t.menu}
        <span className="visually-hidden">{t.menuFor(position)}</span>
      </Button>
      <div id={panelId} className={styles.menuPanel} hidden={!open}>
        <Button
          variant="secondary"
          className={styles.remove}
          onClick={() => {
            setOpen(false);
            onRemove();
          }}
        >
          {t.removeCard(position)}
        </Button>
      </div>
    </div>
  );
}
