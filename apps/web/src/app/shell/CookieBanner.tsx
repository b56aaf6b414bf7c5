import { shellScreens } from '../../copy/shell.js';
import { Link } from '../../components/Link.js';
import { Button } from '../../components/Button.js';
import { paths } from '../../config/paths.js';
import styles from './CookieBanner.module.css';

const t = shellScreens.cookies;

/**
 * The cookie banner (spec §2): what we keep and why, a link to the privacy page and
 * 'Acceptera'. It blocks nothing: the layout gives it its own strip below the page (see
 * Layout), so the page, its sticky lesson navigation included, stays usable above it. On a
 * phone the toasts lie over it (app/Toasts.tsx measures it).
 */
export function CookieBanner({ onAccept }: { onAccept: () => void }) {
  return (
    <section className={styles.banner} aria-label={t.label} data-cookie-banner>
      <div className={styles.inner}>
        <p className={styles.text}>
          {t.text}{' '}
          <Link className={styles.link} to={paths.privacy}>
            {t.readMore}
          </Link>
        </p>
        <Button className={styles.accept} onClick={onAccept}>
          {t.accept}
        </Button>
      </div>
    </section>
  );
}
