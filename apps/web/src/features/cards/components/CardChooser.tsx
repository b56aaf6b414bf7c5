import { Link } from '../../../components/Link.js';
import { cardOverviewScreens } from '../../../copy/card-overview.js';
import styles from './CardOverviewPage.module.css';

const t = cardOverviewScreens;

/**
 * The row of links "Kort 1", "Kort 2" … above a card at a glance, the shown one marked as the
 * current page; nothing for a single card. Each link replaces the history entry: choosing a
 * card is not a step back.
 */
export function CardChooser({
  cards,
  current,
  address,
}: {
  cards: readonly { groupId: string }[];
  /** The index of the card shown (0-based). */
  current: number;
  /** The address that shows the card at this (1-based) position. */
  address: (position: number) => string;
}) {
  if (cards.length < 2) return null;
  return (
    <nav aria-label={t.cardsHeading} className={styles.cardsNav}>
      <ul className={styles.cards}>
        {cards.map((card, at) => (
          <li key={card.groupId}>
            <Link
              to={address(at + 1)}
              replace
              className={styles.cardLink}
              aria-current={at === current ? 'page' : undefined}
            >
              {t.card(at + 1)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
