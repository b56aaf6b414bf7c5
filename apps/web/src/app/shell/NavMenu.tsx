import { shellScreens } from '../../copy/shell.js';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
} from 'react';
import { useLocation } from 'react-router';
import styles from './NavMenu.module.css';

/** The panel's links and 'Logga ut': loaded when the menu is about to be used. */
const MenuItems = lazy(() => import('./MenuItems.js'));

const t = shellScreens.menu;

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}

/**
 * The menu of spec §2: a toggle in the header opens a panel sliding in from the right with the
 * links of the session (MenuItems, loaded as the pointer or focus reaches the toggle) and
 * 'Logga ut'. Escape closes it and returns focus to the
 * toggle; a link closes it; so does focus or a click leaving it. Closed, the panel is out of
 * the tab order and the accessibility tree.
 */
export function NavMenu() {
  const { pathname } = useLocation();
  // Open on the page where it was opened: moving to another page (a link, Back) closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const [wanted, setWanted] = useState(false);
  const [ready, setReady] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLElement>(null);

  const close = useCallback((returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open || !ready) return;
    // Without scrolling: the panel is still sliding in from beyond the right edge.
    panelRef.current?.querySelector<HTMLElement>('a, button')?.focus({ preventScroll: true });
  }, [open, ready]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  const load = () => setWanted(true);
  const onReady = useCallback(() => setReady(true), []);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) close(false);
  };

  return (
    <div className={styles.menu} onBlur={onBlur}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          load();
          if (open) close(false);
          else setOpenAt(pathname);
        }}
      >
        <MenuIcon open={open} />
        <span>{open ? t.close : t.open}</span>
      </button>
      <div className={styles.backdrop} hidden={!open} onClick={() => close(false)} />
      <nav
        ref={panelRef}
        id={panelId}
        className={`${styles.panel} ${open ? styles.open : ''}`}
        aria-label={t.label}
        tabIndex={-1}
        inert={!open}
      >
        {wanted ? (
          <Suspense fallback={null}>
            <MenuItems onClose={() => close(true)} onReady={onReady} />
          </Suspense>
        ) : null}
      </nav>
    </div>
  );
}
