import { useContext, useEffect, useMemo, type RefObject } from 'react';
import styles from './CardsPage.module.css';
import { InstructionsSlot, type InstructionsSlotProps } from './instructions-slot.js';

/** Where the card screen shows the open instructions in a panel beside the lesson. */
const DESKTOP_CARD_SCREEN = '(min-width: 1100px)';
const PANEL = styles.instructionsPanel ?? '';

/**
 * On a desktop the open 'Instruktioner' of a sub-moment is the panel beside the lesson
 * (CardsPage.module.css, decision 023). This marks every sub-moment's instructions as the
 * panel's (a class, which only a desktop's styles use) and, as there is room for one, closes
 * the one open before when another opens. A phone opens as many as the person likes, under
 * their sub-moments. `screen` is the card screen's root; what it returns is the slot
 * (InstructionsSlot) to provide to its lessons.
 */
export function useInstructionsPanel(screen: RefObject<HTMLElement | null>) {
  const render = useContext(InstructionsSlot);
  const marked = useMemo(
    () =>
      render &&
      ((props: InstructionsSlotProps) =>
        render({ ...props, className: `${props.className ?? ''} ${PANEL}`.trim() })),
    [render],
  );
  useEffect(() => {
    const root = screen.current;
    if (!root) return;
    const desktop = window.matchMedia(DESKTOP_CARD_SCREEN);
    const open = () => [
      ...root.querySelectorAll<HTMLDetailsElement>(`.${CSS.escape(PANEL)}[open]`),
    ];
    // 'toggle' does not bubble: it is heard on its way down.
    const onToggle = (event: Event) => {
      const opened = event.target;
      if (!(opened instanceof HTMLDetailsElement) || !opened.open || !desktop.matches) return;
      if (!opened.classList.contains(PANEL)) return;
      for (const other of open()) if (other !== opened) other.open = false;
    };
    // Several opened on a narrower window: the last of them stays open when it grows.
    const onWidth = () => {
      if (desktop.matches) for (const details of open().slice(0, -1)) details.open = false;
    };
    root.addEventListener('toggle', onToggle, true);
    desktop.addEventListener('change', onWidth);
    return () => {
      root.removeEventListener('toggle', onToggle, true);
      desktop.removeEventListener('change', onWidth);
    };
  }, [screen]);
  return marked;
}
