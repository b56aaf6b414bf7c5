import { groupCards, messages, type DrivingNote } from '@ovningskort/domain';
import { supervisedCardScreens } from '../../../copy/supervised-cards.js';
import { useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../../components/Link.js';
import { Button, ButtonLink } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import {
  paths,
  supervisorStudentDrivesPath,
  supervisorStudentReadinessPath,
  supervisorStudentSelfAssessmentPath,
} from '../../../config/paths.js';
import { readinessScreens } from '../../../copy/readiness.js';
import { selfAssessmentScreens } from '../../../copy/self-assessment.js';
import { useSession } from '../../../lib/session.js';
import { supervisedLoadFailure } from '../api/card-errors.js';
import { useSupervisedCards } from '../api/get-supervised-cards.js';
import { useCardsLive } from '../api/live-cards.js';
import { useShownLessons } from '../outbox/use-outbox.js';
import { CardsView } from './CardsView.js';
import { useCardSelection, usePlaceOwner } from './use-card-selection.js';

const t = supervisedCardScreens;

/**
 * What the app shows under the selected card (the coach's "Förslag till nästa pass", issue 36):
 * the card's lessons as shown, and its 1-based position.
 */
export type BelowCard = (studentId: string, lessons: DrivingNote[], position: number) => ReactNode;

/**
 * `/instructorNotesGet/:studentId`: a linked student's cards as the supervisor sees and fills
 * them in, live. The supervisor cannot create or delete cards.
 */
export function SupervisedCardsPage({ belowCard }: { belowCard?: BelowCard } = {}) {
  const { studentId = '' } = useParams();
  const { supervisor } = useSession();
  if (!supervisor) return null;
  return (
    <SupervisedCards
      key={studentId}
      studentId={studentId}
      supervisorId={supervisor.id}
      belowCard={belowCard}
    />
  );
}

function SupervisedCards({
  studentId,
  supervisorId,
  belowCard,
}: {
  studentId: string;
  supervisorId: string;
  belowCard?: BelowCard;
}) {
  const cards = useSupervisedCards(studentId, supervisorId);
  const [linkEnded, setLinkEnded] = useState(false);
  const endLink = () => setLinkEnded(true);
  useCardsLive({ role: 'supervisor', studentId }, { stopped: linkEnded, onLinkEnded: endLink });

  const failure = cards.isError ? supervisedLoadFailure(cards.error) : null;
  if (linkEnded || failure === 'linkEnded' || failure === 'notActivated') {
    return (
      <Page title={t.title('')}>
        <div className={pageStyles.notice} role="status">
          <p>{failure === 'notActivated' ? t.notActivated : t.linkEnded}</p>
        </div>
        <div className={pageStyles.links}>
          <Link to={paths.supervisorNotes}>{t.backToStudents}</Link>
        </div>
      </Page>
    );
  }
  if (cards.data) {
    return (
      <SupervisedScreen
        studentId={studentId}
        notes={cards.data}
        onLinkEnded={endLink}
        belowCard={belowCard}
      />
    );
  }
  if (cards.isError) {
    return (
      <Page title={t.title('')}>
        <p role="alert">{messages.cards.loadFailed}</p>
        <Button block disabled={cards.isFetching} onClick={() => void cards.refetch()}>
          {cards.isFetching ? messages.common.loading : t.retry}
        </Button>
      </Page>
    );
  }
  return <FullPageSpinner />;
}

function SupervisedScreen({
  studentId,
  notes,
  onLinkEnded,
  belowCard,
}: {
  studentId: string;
  notes: DrivingNote[];
  onLinkEnded: () => void;
  belowCard?: BelowCard;
}) {
  const scope = useMemo(() => ({ role: 'supervisor' as const, studentId }), [studentId]);
  const shown = useShownLessons(scope, notes);
  const cards = useMemo(() => groupCards(shown.notes), [shown.notes]);
  const studentName = notes.find((n) => n.studentName)?.studentName ?? '';
  const place = usePlaceOwner(scope, studentName);
  const selection = useCardSelection(cards, place);
  const selected = cards[selection.cardIndex];

  return (
    <CardsView
      scope={scope}
      cards={cards}
      pending={shown.pending}
      selection={selection}
      texts={{ title: t.title(studentName), cardsHeading: t.cardsHeading, card: t.card }}
      // The student's drive log one tap from the header (issue 34), not only under the lesson.
      titleAction={
        <ButtonLink variant="secondary" to={supervisorStudentDrivesPath(studentId)}>
          {t.driveLog}
        </ButtonLink>
      }
      onLinkEnded={onLinkEnded}
      empty={<p>{t.none}</p>}
    >
      {selected ? belowCard?.(studentId, selected.lessons, selection.cardIndex + 1) : null}
      <div className={pageStyles.links}>
        <Link to={supervisorStudentDrivesPath(studentId)}>{t.driveLog}</Link>
        <Link to={supervisorStudentReadinessPath(studentId)}>{readinessScreens.link}</Link>
        <Link to={supervisorStudentSelfAssessmentPath(studentId)}>
          {selfAssessmentScreens.supervised.link}
        </Link>
        <Link to={paths.supervisorNotes}>{t.backToStudents}</Link>
      </div>
    </CardsView>
  );
}
