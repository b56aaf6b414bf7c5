import { messages } from '@ovningskort/domain';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { FullPageSpinner } from '../components/Spinner.js';
import { paths } from '../config/paths.js';
import styles from './Layout.module.css';

/** The frame of every screen: header with the title linking home, and the page. */
export function Layout() {
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
