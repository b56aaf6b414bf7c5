import { cardIsAutomatic, type CardGroup, type DrivingNote } from '@ovningskort/domain';
import {
  useContext,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type ReactNode,
  type Ref,
} from 'react';
import { ButtonLink } from '../../../components/Button.js';
import { CompactGuideLinks } from '../../../components/CompactGuideLinks.js';
import { cardOverviewScreens } from '../../../copy/card-overview.js';
import { desktopScreens } from '../../../copy/desktop.js';
import { useLatestCallback } from '../../../lib/use-latest-callback.js';
import type { LessonChanges } from '../api/cache.js';
import type { CardsScope } from '../api/scope.js';
import { onOutboxNotice, type OutboxNotice } from '../outbox/lesson-changes.js';
import type { CellKey } from '../outbox/pending.js';
import type { ChangeOptions } from '../outbox/pending.js';
import { useChangeLesson } from '../outbox/use-outbox.js';
import { CardList } from './CardList.js';
import { useInstructionsPanel } from './instructions-panel.js';
import { InstructionsOnDeviceSlot, InstructionsSlot } from './instructions-slot.js';
import styles from './CardsPage.module.css';
import { LessonView } from './LessonView.js';
import { OutboxStatus } from './OutboxStatus.js';
import { overviewAddress } from './selection.js';
import type { CardSelection } from './use-card-selection.js';
import { useMomentFocus } from './use-moment-focus.js';

export interface CardsViewProps {
  scope: CardsScope;
  /** The cards as the person sees them: with their changes still in the outbox on top. */
  cards: CardGroup<DrivingNote>[];
  /** The cells whose change still waits for the server. */
  pending: ReadonlySet<CellKey>;
  selection: CardSelection;
  texts: { title: string; cardsHeading: string; card: (position: number) => string };
  titleRef?: Ref<HTMLHeadingElement>;
  /** Beside the title (the student's "Nytt övningskort"). */
  titleAction?: ReactNode;
  /** Beside the selected card's heading (the student's "Ta bort" and its countdown). */
  cardActions?: (card: CardGroup<DrivingNote>) => ReactNode;
  cardHeaderRef?: Ref<HTMLDivElement>;
  /** Shown instead of the cards when there are none. */
  empty: ReactNode;
  /** After the cards (dialogs, links). */
  children?: ReactNode;
  onCongratulate?: () => void;
  onLinkEnded?: () => void;
}

/**
 * The card screen of both roles: the cards, the selected card's lessons and their changes,
 * saved through the outbox (useChangeLesson), with what still waits for the network shown as
 * such. What only one role has comes in through the slots.
 */
export function CardsView({
  scope,
  cards,
  pending,
  selection,
  texts,
  titleRef,
  titleAction,
  cardActions,
  cardHeaderRef,
  empty,
  children,
  onCongratulate,
  onLinkEnded,
}: CardsViewProps) {
  const ids = { cards: useId(), card: useId() };
  const change = useChangeLesson(scope);
  const heard = useEffectEvent((notice: OutboxNotice) => {
    if (notice.type === 'congratulate' && scope.role === 'student') onCongratulate?.();
    if (
      notice.type === 'link-ended' &&
      scope.role === 'supervisor' &&
      notice.studentId === scope.studentId
    ) {
      onLinkEnded?.();
    }
  });
  useEffect(() => onOutboxNotice((notice) => heard(notice)), []);
  const { cardIndex, lessonIndex, show } = selection;
  const card = cards[cardIndex];
  const selectCard = useLatestCallback((index: number) => show(index));
  const changeLesson = useLatestCallback(
    (id: string, changes: LessonChanges, options?: ChangeOptions) => {
      const shown = card?.lessons.find((lesson) => lesson.id === id);
      if (shown) change(shown, changes, options);
    },
  );
  const studentId = scope.role === 'supervisor' ? scope.studentId : card?.lessons[0]?.studentId;
  const cardRef = useRef<HTMLElement>(null);
  useMomentFocus(cardRef, card?.lessons[lessonIndex]?.id);
  const screenRef = useRef<HTMLDivElement>(null);
  const instructions = useInstructionsPanel(screenRef);
  const onDevice = useContext(InstructionsOnDeviceSlot);
  const lessonNumbers = card?.lessons.map((lesson) => lesson.number) ?? [];
  // Whether the card's instructions are on the device: under the card's heading where there is
  // room, after the lesson on a phone (the lesson comes first there). One of the two shows.
  const onDeviceLine = (className: string | undefined) =>
    studentId && onDevice ? (
      <div className={className}>
        {onDevice({
          role: scope.role === 'student' ? 'student' : 'teacher',
          studentId,
          automatic: cardIsAutomatic(lessonNumbers),
          lessons: lessonNumbers,
        })}
      </div>
    ) : null;
  // "Hela kortet" (issue 19): beside the row of cards on a phone, beside the card's heading wider.
  const overview = (where: string) => (
    <ButtonLink
      variant="secondary"
      className={`${styles.overviewLink} ${where}`}
      to={overviewAddress(cardIndex + 1)}
    >
      {cardOverviewScreens.open}
    </ButtonLink>
  );

  return (
    <div ref={screenRef} className={styles.screen}>
      <div className={styles.top}>
        <h1 ref={titleRef} tabIndex={-1}>
          {texts.title}
        </h1>
        {titleAction}
        <CompactGuideLinks className={styles.guides} />
      </div>
      <OutboxStatus count={pending.size} />

      {card ? (
        <>
          <section aria-labelledby={ids.cards}>
            <h2 id={ids.cards} className="visually-hidden">
              {texts.cardsHeading}
            </h2>
            <div className={styles.cardsRow}>
              <CardList cards={cards} selected={cardIndex} onSelect={selectCard} />
              {overview(styles.overviewPhone ?? '')}
            </div>
          </section>

          <section ref={cardRef} className={styles.cardView} aria-labelledby={ids.card}>
            <div ref={cardHeaderRef} className={styles.cardHeader}>
              <h2 id={ids.card}>{texts.card(cardIndex + 1)}</h2>
              {overview(styles.overviewWide ?? '')}
              {cardActions?.(card)}
            </div>
            {onDeviceLine(styles.onDeviceWide)}
            <InstructionsSlot.Provider value={instructions}>
              <LessonView
                key={card.groupId}
                lessons={card.lessons}
                cardPosition={cardIndex + 1}
                index={lessonIndex}
                onIndexChange={(index) => show(cardIndex, index)}
                pending={pending}
                onChange={changeLesson}
                reader={{
                  role: scope.role === 'student' ? 'student' : 'teacher',
                  studentId: studentId ?? '',
                }}
              />
            </InstructionsSlot.Provider>
            {onDeviceLine(styles.onDevicePhone)}
            {/* A desktop's panel beside the lesson, until an instruction opens in it (decision 023). */}
            <div className={styles.deskHint} aria-hidden="true">
              <p>
                <strong>{desktopScreens.instructionsHint.title}</strong>
                {desktopScreens.instructionsHint.body}
              </p>
            </div>
          </section>
        </>
      ) : (
        empty
      )}
      {children}
    </div>
  );
}
