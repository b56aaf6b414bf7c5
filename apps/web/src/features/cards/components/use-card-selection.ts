import type { CardGroup, DrivingNote } from '@ovningskort/domain';
import { useSearchParams } from 'react-router';
import { CARD_PARAM, indexFromParam, LESSON_PARAM } from './selection.js';

/** The card and lesson shown, kept in the address (see selection.ts), and a way to move. */
export function useCardSelection(cards: readonly CardGroup<DrivingNote>[]) {
  const [params, setParams] = useSearchParams();
  const cardIndex = indexFromParam(params.get(CARD_PARAM), cards.length);
  const lessonIndex = indexFromParam(
    params.get(LESSON_PARAM),
    cards[cardIndex]?.lessons.length ?? 0,
  );

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

  return { cardIndex, lessonIndex, show };
}
export type CardSelection = ReturnType<typeof useCardSelection>;
