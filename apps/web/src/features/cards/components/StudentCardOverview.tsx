import { groupCards, type DrivingNote } from '@ovningskort/domain';
import { useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/Link.js';
import { supervisorStudentDrivesPath, supervisorStudentNotesPath } from '../../../config/paths.js';
import { desktopScreens } from '../../../copy/desktop.js';
import { useShownLessons } from '../outbox/use-outbox.js';
import { CardChooser } from './CardChooser.js';
import { CardOverviewGrid } from './CardOverviewGrid.js';
import styles from './StudentCardOverview.module.css';
import { CARD_PARAM, indexFromParam } from './selection.js';

const t = desktopScreens.overview;

/**
 * A linked student's whole card beside the supervisor's list of students on a desktop
 * (decision 023): the grid of "Hela kortet", from the lessons the list has read, with the
 * supervisor's changes not yet sent on top. Which card: ?kort=N, as on the overview page.
 */
export function StudentCardOverview({
  studentId,
  name,
  notes,
  headingId,
  cardAddress,
  belowCard,
}: {
  studentId: string;
  name: string;
  notes: readonly DrivingNote[];
  /** The id of the h2 that names this side of the screen. */
  headingId: string;
  /** The address that shows the student's card at this (1-based) position here. */
  cardAddress: (position: number) => string;
  /** Under the card's grid (the coach's "Förslag till nästa pass", issue 36). */
  belowCard?: (lessons: DrivingNote[], position: number) => ReactNode;
}) {
  const scope = useMemo(() => ({ role: 'supervisor' as const, studentId }), [studentId]);
  const shown = useShownLessons(scope, notes);
  const cards = useMemo(() => groupCards(shown.notes), [shown.notes]);
  const [params] = useSearchParams();
  const cardIndex = indexFromParam(params.get(CARD_PARAM), cards.length);
  const card = cards[cardIndex];
  const position = cardIndex + 1;
  const cardPage = supervisorStudentNotesPath(studentId);

  return (
    <div className={styles.overview}>
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading}>
          {t.title(name)}
        </h2>
        <p className={styles.links}>
          <Link to={`${cardPage}?${CARD_PARAM}=${position}`}>{t.openCard}</Link>
          <Link to={supervisorStudentDrivesPath(studentId)}>{t.driveLog}</Link>
        </p>
      </div>
      <CardChooser cards={cards} current={cardIndex} address={cardAddress} />
      {card ? (
        <>
          <CardOverviewGrid lessons={card.lessons} card={position} cardPage={cardPage} />
          {belowCard?.(card.lessons, position)}
        </>
      ) : null}
    </div>
  );
}
