import {
  approvedAsListed,
  cardIsAutomatic,
  cardProgress,
  type CardGroup,
} from '@ovningskort/domain';
import { cardScreens } from '../../../copy/cards.js';
import { memo, useEffect, useId, useRef } from 'react';
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
  /** Stable (useLatestCallback): the tiles of unchanged cards are then not drawn again. */
  onSelect: (index: number) => void;
}) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  // In the phone's sideways row, the chosen card is brought into view (never the page moved).
  // The first card is in view when the list is first drawn: asking where the tiles are would
  // make the browser lay out the whole new screen inside this commit, on a slow phone 100 ms.
  const mounted = useRef(false);
  useEffect(() => {
    const first = !mounted.current;
    mounted.current = true;
    if (first && selected === 0) return;
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
      {cards.map((card, index) => (
        <CardTile
          key={card.groupId}
          lessons={card.lessons}
          index={index}
          pressed={index === selected}
          progressId={`${id}-${index}`}
          onSelect={onSelect}
        />
      ))}
    </ul>
  );
}

interface CardTileProps {
  lessons: CardGroup['lessons'];
  index: number;
  pressed: boolean;
  progressId: string;
  onSelect: (index: number) => void;
}

/** The same lesson objects: the card has not changed (the cache keeps unchanged lessons). */
const sameTile = (before: CardTileProps, after: CardTileProps) =>
  before.index === after.index &&
  before.pressed === after.pressed &&
  before.progressId === after.progressId &&
  before.onSelect === after.onSelect &&
  before.lessons.length === after.lessons.length &&
  before.lessons.every((lesson, i) => lesson === after.lessons[i]);

const CardTile = memo(function CardTile({
  lessons,
  index,
  pressed,
  progressId,
  onSelect,
}: CardTileProps) {
  // Only the supervisor's 'Godkänd' counts as approved (issue 34), as on 'Hela kortet'.
  const progress = cardProgress(lessons, approvedAsListed);
  const automatic = cardIsAutomatic(lessons.map((lesson) => lesson.number));
  const gearbox = automatic === undefined ? undefined : automatic ? t.automatic : t.manual;
  return (
    <li className={`${styles.tile} ${pressed ? styles.selected : ''}`}>
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
}, sameTile);
