import { messages } from '@ovningskort/domain';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { FullPageSpinner } from '../components/Spinner.js';
import { paths } from '../config/paths.js';
import { useInactivityLogout } from '../features/auth/hardening/useInactivityLogout.js';
import styles from './Layout.module.css';

/**
 * The frame of every screen: header with the title linking home, and the page. The
 * inactivity logout (spec §4) watches from here, once for the whole app.
 */
export function Layout() {
  useInactivityLogout();
  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main">
        {messages.screens.skipToContent}
      </a>
      <header className={styles.header}>
        <Link className={styles.title} to={paths.home}>
          {messages.screens.appName}
        </Link>
      </header>
      <main id="main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
