import { cardIsAutomatic, cardProgress, type CardGroup } from '@ovningskort/domain';
import { cardScreens } from '../../../copy/cards.js';
import { useEffect, useId, useRef } from 'react';
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
  const listRef = useRef<HTMLUListElement>(null);
  // In the phone's sideways row, the chosen card is brought into view (never the page moved).
  useEffect(() => {
    const list = listRef.current;
    const tile = list?.querySelector<HTMLElement>('[aria-pressed="true"]')?.parentElement;
    if (!list || !tile || list.scrollWidth <= list.clientWidth) return;
    const left = tile.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + tile.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = left - (list.clientWidth - tile.offsetWidth) / 2;
    }
  }, [selected]);
  return (
    <ul ref={listRef} className={styles.cards}>
      {cards.map((card, index) => {
        const progress = cardProgress(card.lessons);
        const automatic = cardIsAutomatic(card.lessons.map((lesson) => lesson.number));
        const gearbox = automatic === undefined ? undefined : automatic ? t.automatic : t.manual;
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
              <span className={styles.short} aria-hidden="true">
                {gearbox ? `${gearbox} · ` : ''}
                {t.shortProgress(progress.lessons.done, progress.lessons.total)}
              </span>
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
              {gearbox ? (
                <div className={styles.gearbox}>
                  <dt>{t.gearbox}</dt>
                  <dd>{gearbox}</dd>
                </div>
              ) : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
