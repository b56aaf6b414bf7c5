import { groupCards, messages, supervisedCardScreens, type DrivingNote } from '@ovningskort/domain';
import { useId, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { Link } from '../../../components/Link.js';
import { Button } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import { paths } from '../../../config/paths.js';
import { useSession } from '../../../lib/session.js';
import { supervisedLoadFailure } from '../api/card-errors.js';
import { useSupervisedCards } from '../api/get-supervised-cards.js';
import { supervisedCardsKey, supervisedUpdateKey } from '../api/keys.js';
import { useCardsLive } from '../api/live-cards.js';
import { useUpdateSupervisedLesson } from '../api/update-supervised-lesson.js';
import { CardList } from './CardList.js';
import styles from './CardsPage.module.css';
import { LessonView } from './LessonView.js';
import { CARD_PARAM, indexFromParam, LESSON_PARAM } from './selection.js';

const t = supervisedCardScreens;

/**
 * `/instructorNotesGet/:studentId`: a linked student's cards as the supervisor sees and fills
 * them in, live. The supervisor cannot create or delete cards.
 */
export function SupervisedCardsPage() {
  const { studentId = '' } = useParams();
  const { teacher } = useSession();
  if (!teacher) return null;
  return <SupervisedCards key={studentId} studentId={studentId} teacherId={teacher.id} />;
}

function SupervisedCards({ studentId, teacherId }: { studentId: string; teacherId: string }) {
  const cards = useSupervisedCards(studentId, teacherId);
  const [linkEnded, setLinkEnded] = useState(false);
  const endLink = () => setLinkEnded(true);
  useCardsLive({
    path: linkEnded ? null : `/v1/teacher/live/${encodeURIComponent(studentId)}`,
    role: 'teacher',
    queryKey: supervisedCardsKey(studentId),
    mutationKey: supervisedUpdateKey(studentId),
    onLinkEnded: endLink,
  });

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
    return <SupervisedScreen studentId={studentId} notes={cards.data} onLinkEnded={endLink} />;
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
}: {
  studentId: string;
  notes: DrivingNote[];
  onLinkEnded: () => void;
}) {
  const cards = useMemo(() => groupCards(notes), [notes]);
  const studentName = notes.find((n) => n.studentName)?.studentName ?? '';
  const [params, setParams] = useSearchParams();
  const ids = { cards: useId(), card: useId() };
  const update = useUpdateSupervisedLesson(studentId, onLinkEnded);

  const cardIndex = indexFromParam(params.get(CARD_PARAM), cards.length);
  const card = cards[cardIndex];
  const lessonIndex = indexFromParam(params.get(LESSON_PARAM), card?.lessons.length ?? 0);

  function show(nextCard: number, nextLesson = 0) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(CARD_PARAM, String(nextCard + 1));
        next.set(LESSON_PARAM, String(nextLesson + 1));
        return next;
      },
      { replace: true },
    );
  }

  return (
    <div className={styles.screen}>
      <div className={styles.top}>
        <h1 tabIndex={-1}>{t.title(studentName)}</h1>
      </div>
      {card ? (
        <>
          <section aria-labelledby={ids.cards}>
            <h2 id={ids.cards} className="visually-hidden">
              {t.cardsHeading}
            </h2>
            <CardList cards={cards} selected={cardIndex} onSelect={(index) => show(index)} />
          </section>
          <section className={styles.cardView} aria-labelledby={ids.card}>
            <div className={styles.cardHeader}>
              <h2 id={ids.card}>{t.card(cardIndex + 1)}</h2>
            </div>
            <LessonView
              key={card.groupId}
              lessons={card.lessons}
              index={lessonIndex}
              onIndexChange={(index) => show(cardIndex, index)}
              onChange={(id, changes) => update.mutate({ id, changes })}
              reader={{ role: 'teacher', studentId }}
            />
          </section>
        </>
      ) : (
        <p>{t.none}</p>
      )}
      <div className={pageStyles.links}>
        <Link to={paths.supervisorNotes}>{t.backToStudents}</Link>
      </div>
    </div>
  );
}
