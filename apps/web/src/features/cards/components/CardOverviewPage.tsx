import { groupCards, messages, type DrivingNote } from '@ovningskort/domain';
import { useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button.js';
import { Link } from '../../../components/Link.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import { paths, supervisorStudentNotesPath } from '../../../config/paths.js';
import { cardOverviewScreens } from '../../../copy/card-overview.js';
import { supervisedCardScreens } from '../../../copy/supervised-cards.js';
import { lastLessonOf } from '../../../lib/last-place.js';
import { useSession } from '../../../lib/session.js';
import { loadFailure, supervisedLoadFailure } from '../api/card-errors.js';
import { useCardHistory } from '../api/get-card-history.js';
import { useCards } from '../api/get-cards.js';
import { useSupervisedCards } from '../api/get-supervised-cards.js';
import { useCardsLive } from '../api/live-cards.js';
import type { CardsScope } from '../api/scope.js';
import { onOutboxNotice } from '../outbox/lesson-changes.js';
import { useShownLessons } from '../outbox/use-outbox.js';
import { CardChooser } from './CardChooser.js';
import { statusSetters } from './card-history.js';
import { CardOverviewGrid } from './CardOverviewGrid.js';
import { DownloadProgressPdf } from './DownloadProgressPdf.js';
import styles from './CardOverviewPage.module.css';
import { CARD_PARAM, indexFromParam, lessonAddress } from './selection.js';
import { usePlaceOwner } from './use-card-selection.js';

const t = cardOverviewScreens;
const supervised = supervisedCardScreens;

const studentScope = { role: 'student' } as const;

/**
 * `/notes/oversikt?kort=N` (issue 19): the student's card at a glance. From the same query as
 * the card screen, so offline it shows what the device has, with changes not yet sent on top.
 */
export function CardOverviewPage() {
  const cards = useCards();
  useCardsLive(studentScope);
  if (cards.data) {
    return <OverviewScreen scope={studentScope} notes={cards.data} cardPage={paths.notes} />;
  }
  if (cards.isError) {
    return loadFailure(cards.error) === 'notActivated' ? (
      <Page title={t.open}>
        <div className={pageStyles.notice} role="status">
          <p>{messages.cards.notActivated}</p>
        </div>
      </Page>
    ) : (
      <Retry retrying={cards.isFetching} onRetry={() => void cards.refetch()} />
    );
  }
  return <FullPageSpinner />;
}

/** `/instructorNotesGet/:studentId/oversikt?kort=N`: a linked student's card at a glance. */
export function SupervisedCardOverviewPage() {
  const { studentId = '' } = useParams();
  const { supervisor } = useSession();
  if (!supervisor) return null;
  return <SupervisedOverview key={studentId} studentId={studentId} supervisorId={supervisor.id} />;
}

function SupervisedOverview({
  studentId,
  supervisorId,
}: {
  studentId: string;
  supervisorId: string;
}) {
  const cards = useSupervisedCards(studentId, supervisorId);
  const scope = useMemo(() => ({ role: 'supervisor' as const, studentId }), [studentId]);
  const [linkEnded, setLinkEnded] = useState(false);
  useCardsLive(scope, { stopped: linkEnded, onLinkEnded: () => setLinkEnded(true) });
  // Changes made on the card screen may still be sent from here: their answer can end the link.
  useEffect(
    () =>
      onOutboxNotice((notice) => {
        if (notice.type === 'link-ended' && notice.studentId === studentId) setLinkEnded(true);
      }),
    [studentId],
  );

  const failure = cards.isError ? supervisedLoadFailure(cards.error) : null;
  if (linkEnded || failure === 'linkEnded' || failure === 'notActivated') {
    return (
      <Page title={t.open}>
        <div className={pageStyles.notice} role="status">
          <p>{failure === 'notActivated' ? supervised.notActivated : supervised.linkEnded}</p>
        </div>
        <div className={pageStyles.links}>
          <Link to={paths.supervisorNotes}>{supervised.backToStudents}</Link>
        </div>
      </Page>
    );
  }
  if (cards.data) {
    return (
      <OverviewScreen
        scope={scope}
        notes={cards.data}
        cardPage={supervisorStudentNotesPath(studentId)}
      />
    );
  }
  if (cards.isError) {
    return <Retry retrying={cards.isFetching} onRetry={() => void cards.refetch()} />;
  }
  return <FullPageSpinner />;
}

function Retry({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Page title={t.open}>
      <p role="alert">{messages.cards.loadFailed}</p>
      <Button block disabled={retrying} onClick={onRetry}>
        {retrying ? messages.common.loading : t.retry}
      </Button>
    </Page>
  );
}

function OverviewScreen({
  scope,
  notes,
  cardPage,
}: {
  scope: CardsScope;
  notes: DrivingNote[];
  /** The card screen of these cards: where a cell and "Tillbaka till kortet" lead. */
  cardPage: string;
}) {
  const shown = useShownLessons(scope, notes);
  const cards = useMemo(() => groupCards(shown.notes), [shown.notes]);
  const [params] = useSearchParams();
  const cardIndex = indexFromParam(params.get(CARD_PARAM), cards.length);
  const card = cards[cardIndex];
  const studentName = notes.find((n) => n.studentName)?.studentName ?? '';
  const place = usePlaceOwner(scope, studentName);
  const supervising = scope.role === 'supervisor';
  // Who set each status (issue 34): the card's history, read as the lesson screen reads it.
  const reader = useMemo(
    () =>
      scope.role === 'student'
        ? ({ role: 'student' } as const)
        : ({ role: 'teacher', studentId: scope.studentId } as const),
    [scope],
  );
  const history = useCardHistory(reader, card?.groupId ?? '');
  const setters = useMemo(() => history.data && statusSetters(history.data), [history.data]);

  if (!card) {
    return (
      <Page title={t.open}>
        <p>{t.none}</p>
        <div className={pageStyles.links}>
          <Link to={cardPage}>{t.toCards}</Link>
        </div>
      </Page>
    );
  }

  const position = cardIndex + 1;
  const lastLesson = (place && lastLessonOf(place.owner, card.groupId)) ?? 1;
  return (
    <div className={styles.screen}>
      <div className={styles.top}>
        {supervising ? <p className={styles.student}>{t.student(studentName)}</p> : null}
        <h1>{t.title(position)}</h1>
        <p className={styles.intro}>{t.intro}</p>
        <Link className={styles.back} to={lessonAddress(cardPage, position, lastLesson)}>
          <span aria-hidden="true">←</span>
          {t.backToCard}
        </Link>
        <DownloadProgressPdf scope={scope} />
      </div>
      <CardChooser cards={cards} current={cardIndex} address={(at) => `?${CARD_PARAM}=${at}`} />
      <CardOverviewGrid
        lessons={card.lessons}
        card={position}
        cardPage={cardPage}
        setters={setters}
      />
      {supervising ? (
        <div className={pageStyles.links}>
          <Link to={paths.supervisorNotes}>{supervised.backToStudents}</Link>
        </div>
      ) : null}
    </div>
  );
}
