import { cardProgress, type CardGroup } from '@ovningskort/domain';
import { cardScreens } from '../../../copy/cards.js';
import { useId } from 'react';
import styles from './CardsPage.module.css';

const t = cardScreens;

/** The cards as buttons 'Kort 1'..n, each with its progress; the chosen one is pressed. */
export function CardList({
  cards,
  selected,
  onSelect,
}: {
  cards: readonly CardGroup[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  const id = useId();
  return (
    <ul className={styles.cards}>
      {cards.map((card, index) => {
        const progress = cardProgress(card.lessons);
        const progressId = `${id}-${index}`;
        const pressed = index === selected;
        return (
          <li key={card.groupId} className={`${styles.tile} ${pressed ? styles.selected : ''}`}>
            <button
              type="button"
              className={styles.cardButton}
              aria-pressed={pressed}
              aria-describedby={progressId}
              onClick={() => onSelect(index)}
            >
              {pressed ? <span aria-hidden="true">✓</span> : null}
              {t.card(index + 1)}
            </button>
            <dl id={progressId} className={styles.progress}>
              <div>
                <dt>{t.progress.lessons}</dt>
                <dd>{t.of(progress.lessons.done, progress.lessons.total)}</dd>
              </div>
              <div>
                <dt>{t.progress.approved}</dt>
                <dd>{t.of(progress.approved.done, progress.approved.total)}</dd>
              </div>
              <div>
                <dt>{t.progress.sections}</dt>
                <dd>{t.of(progress.sections.done, progress.sections.total)}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
