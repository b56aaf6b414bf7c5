import {
  CARD_DELETE_COUNTDOWN_SECONDS,
  groupCards,
  messages,
  type DrivingNote,
} from '@ovningskort/domain';
import { cardScreens } from '../../../copy/cards.js';
import { useEffect, useId, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/Button.js';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import { paths } from '../../../config/paths.js';
import { loadFailure } from '../api/card-errors.js';
import { useCreateCard } from '../api/create-card.js';
import { useDeleteCard } from '../api/delete-card.js';
import { useCards } from '../api/get-cards.js';
import { useCardsLive } from '../api/live-cards.js';
import styles from './CardsPage.module.css';
import { useShownLessons } from '../outbox/use-outbox.js';
import { CardMenu } from './CardMenu.js';
import { CardsView } from './CardsView.js';
import { deleteFlow, idleDeleteFlow } from './delete-flow.js';
import { indexAfterRemoval } from './selection.js';
import { Deleting, UndoDelete } from './UndoDelete.js';
import { useCardSelection, usePlaceOwner } from './use-card-selection.js';

const t = cardScreens;

/** `/notes`: the student's practice cards (spec §2, §4). */
export function CardsPage() {
  const cards = useCards();
  // Changes made elsewhere (the supervisor, another device) show without a reload.
  useCardsLive({ role: 'student' });
  // Cards once loaded stay on screen even if a later reload of them fails.
  if (cards.data) return <CardsScreen notes={cards.data} />;
  if (cards.isError) {
    return loadFailure(cards.error) === 'notActivated' ? (
      <Page title={t.title}>
        <div className={pageStyles.notice} role="status">
          <p>{messages.cards.notActivated}</p>
        </div>
        <ButtonLink to={paths.home} variant="secondary" block>
          {t.toStart}
        </ButtonLink>
      </Page>
    ) : (
      <Page title={t.title}>
        <p role="alert">{messages.cards.loadFailed}</p>
        <Button block disabled={cards.isFetching} onClick={() => void cards.refetch()}>
          {cards.isFetching ? messages.common.loading : t.retry}
        </Button>
      </Page>
    );
  }
  return <FullPageSpinner />;
}

const studentScope = { role: 'student' } as const;

function CardsScreen({ notes }: { notes: DrivingNote[] }) {
  const shown = useShownLessons(studentScope, notes);
  const cards = useMemo(() => groupCards(shown.notes), [shown.notes]);
  const navigate = useNavigate();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const headerRef = useRef<HTMLDivElement>(null);
  const emptyId = useId();
  const place = usePlaceOwner(studentScope);
  const selection = useCardSelection(cards, place);
  const { cardIndex, show } = selection;

  const create = useCreateCard();
  const [congratulating, setCongratulating] = useState(false);
  const remove = useDeleteCard();
  const [flow, dispatch] = useReducer(deleteFlow, idleDeleteFlow);

  const flowIndex = flow.step === 'idle' ? -1 : cards.findIndex((c) => c.groupId === flow.groupId);
  const countingDown = flow.step === 'counting' || flow.step === 'deleting';

  function newCard() {
    const count = cards.length;
    create.mutate(undefined, { onSuccess: () => show(count) });
  }

  function countdownEnded() {
    if (flow.step !== 'counting') return;
    const { groupId } = flow;
    const removed = cards.findIndex((c) => c.groupId === groupId);
    dispatch({ type: 'countdownEnded' });
    remove.mutate(groupId, {
      onSuccess: () => {
        if (removed >= 0 && removed < cardIndex) show(indexAfterRemoval(cardIndex, removed));
      },
      onSettled: () => dispatch({ type: 'settled' }),
    });
  }

  // Once the countdown area goes, the focus it held goes to the card menu (undo) or the title.
  const wasCountingDown = useRef(false);
  useEffect(() => {
    if (wasCountingDown.current && !countingDown) {
      const active = document.activeElement;
      if (!active || active === document.body) {
        const menu = headerRef.current?.querySelector<HTMLButtonElement>('[data-card-menu]');
        (menu ?? titleRef.current)?.focus();
      }
    }
    wasCountingDown.current = countingDown;
  }, [countingDown]);

  const newCardButton = (
    <Button
      block={cards.length === 0}
      variant={cards.length === 0 ? 'primary' : 'secondary'}
      disabled={create.isPending}
      onClick={newCard}
      data-once
    >
      {create.isPending ? t.creating : t.newCard}
    </Button>
  );

  return (
    <CardsView
      scope={studentScope}
      cards={cards}
      pending={shown.pending}
      selection={selection}
      texts={{ title: t.title, cardsHeading: t.cardsHeading, card: t.card }}
      titleRef={titleRef}
      titleAction={cards.length > 0 ? newCardButton : null}
      cardHeaderRef={headerRef}
      onCongratulate={() => setCongratulating(true)}
      cardActions={(card) => (
        <>
          <ConfirmDialog
            open={flow.step === 'confirming'}
            title={t.removeTitle(flowIndex + 1)}
            body={t.removeBody(CARD_DELETE_COUNTDOWN_SECONDS)}
            confirmLabel={t.removeConfirm}
            cancelLabel={t.removeCancel}
            onConfirm={() => dispatch({ type: 'confirm' })}
            onCancel={() => dispatch({ type: 'cancel' })}
          />
          {flow.step === 'counting' ? (
            <UndoDelete
              position={flowIndex + 1}
              onUndo={() => dispatch({ type: 'undo' })}
              onEnd={countdownEnded}
            />
          ) : flow.step === 'deleting' ? (
            <Deleting position={flowIndex + 1} />
          ) : (
            <CardMenu
              position={cardIndex + 1}
              onRemove={() => dispatch({ type: 'ask', groupId: card.groupId })}
            />
          )}
        </>
      )}
      empty={
        <section className={styles.empty} aria-labelledby={emptyId}>
          <h2 id={emptyId}>{t.emptyTitle}</h2>
          <p>{t.emptyBody}</p>
          <p>{t.emptyAction}</p>
          {newCardButton}
        </section>
      }
    >
      <ConfirmDialog
        open={congratulating}
        tone="neutral"
        title={t.congratulationTitle}
        body={t.congratulationBody}
        confirmLabel={t.congratulationYes}
        cancelLabel={t.congratulationLater}
        onConfirm={() => {
          setCongratulating(false);
          void navigate(paths.schools);
        }}
        onCancel={() => setCongratulating(false)}
      />
    </CardsView>
  );
}
