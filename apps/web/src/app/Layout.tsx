import { startTexts } from '@ovningskort/domain';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Outlet } from 'react-router';
import { Link } from '../components/Link.js';
import { FullPageSpinner } from '../components/Spinner.js';
import { paths } from '../config/paths.js';
import { session, useSession } from '../lib/session.js';
import styles from './Layout.module.css';
import { useCookieConsent } from './shell/cookie-consent.js';
import { CookieBanner } from './shell/CookieBanner.js';
import { NavMenu } from './shell/NavMenu.js';
import { ToastHost } from './ToastHost.js';

/** The inactivity logout (spec §4): only someone logged in can be logged out. */
const InactivityWatch = lazy(() => import('../features/auth/hardening/InactivityWatch.js'));
/** Below the page, not part of the first paint: it comes just after. */
const Footer = lazy(async () => ({ default: (await import('./shell/Footer.js')).Footer }));

/**
 * The frame of every screen: header (title linking home, menu), the page, the footer and,
 * until accepted, the cookie banner. The inactivity logout (spec §4) watches from here, once
 * for the whole app, while a session exists. At start it asks once for a session this device
 * remembers (decision 013), whatever the page: the menu shows the person signed in.
 *
 * While the banner shows, the page scrolls in its own box above it instead of under it, so
 * the banner covers nothing; the frame around that box is where a bar fixed at the bottom
 * (the lesson navigation) stays, on top of the banner, not behind it. The toasts are in the
 * frame too: under the open menu, whose layers are the frame's while the banner shows, and on
 * a bottom bar (Toasts.module.css). Once accepted, the document scrolls as usual, from where
 * the reader was.
 */
export function Layout() {
  const { hasStudentToken, hasSupervisorToken } = useSession();
  const consent = useCookieConsent();
  const pageRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!session.awaitsRestore('student') && !session.awaitsRestore('teacher')) return;
    void import('../lib/restore-session.js')
      .then((restore) => restore.restoreRememberedSessions())
      // Not loaded (offline, and not cached): the tab logs in.
      .catch(() => {
        session.restoreAnswered('student');
        session.restoreAnswered('teacher');
      });
  }, []);

  const accept = () => {
    const top = pageRef.current?.scrollTop ?? 0;
    flushSync(consent.accept);
    window.scrollTo(0, top);
    // The focused 'Acceptera' is gone: go on from the page itself.
    mainRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className={`${styles.shell} ${consent.accepted ? '' : styles.withBanner}`}>
      <div className={styles.frame}>
        <div ref={pageRef} className={styles.page}>
          <a className={styles.skip} href="#main">
            {startTexts.skipToContent}
          </a>
          <header className={styles.header}>
            <Link className={styles.title} to={paths.home}>
              {startTexts.appName}
            </Link>
            <NavMenu />
          </header>
          <main ref={mainRef} id="main" className={styles.main} tabIndex={-1}>
            <Suspense fallback={<FullPageSpinner />}>
              <Outlet />
            </Suspense>
          </main>
          <Suspense fallback={null}>
            <Footer />
          </Suspense>
        </div>
        <ToastHost />
      </div>
      {consent.accepted ? null : <CookieBanner onAccept={accept} />}
      {hasStudentToken || hasSupervisorToken ? (
        <Suspense fallback={null}>
          <InactivityWatch />
        </Suspense>
      ) : null}
    </div>
  );
}
