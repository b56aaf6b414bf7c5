import { useEffect, type RefObject } from 'react';
import { useSearchParams } from 'react-router';
import { MOMENT_PARAM } from './selection.js';

/**
 * A cell of "Hela kortet" opens its lesson at one sub-moment (?moment=3, issue 19): once the
 * lesson is on screen, that sub-moment is brought into view and its status gets the focus.
 * Then the parameter is dropped, so the next lesson opened starts at its top as before.
 */
export function useMomentFocus(
  container: RefObject<HTMLElement | null>,
  /** The lesson shown (its id): the sub-moment is looked for once it is drawn. */
  lessonId: string | undefined,
) {
  const [params, setParams] = useSearchParams();
  const moment = params.get(MOMENT_PARAM);
  useEffect(() => {
    if (moment === null || lessonId === undefined) return;
    const position = /^\d{1,2}$/.test(moment) ? Number(moment) : 0;
    // The sub-moments are the items of the lesson's list (LessonView: article > ul.moments).
    const item =
      position > 0
        ? container.current?.querySelector<HTMLElement>(`article > ul > li:nth-child(${position})`)
        : null;
    if (item) {
      item.scrollIntoView({ block: 'center' });
      item.querySelector<HTMLElement>('select')?.focus({ preventScroll: true });
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(MOMENT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [moment, lessonId, container, setParams]);
}
