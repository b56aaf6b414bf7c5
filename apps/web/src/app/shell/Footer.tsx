import { shellScreens } from '../../copy/shell.js';
import type { ReactNode } from 'react';
import { Link } from '../../components/Link.js';
import { paths } from '../../config/paths.js';
import styles from './Footer.module.css';

const t = shellScreens.footer;

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

const HomeIcon = () => (
  <Icon>
    <path d="M3 11.5 12 4l9 7.5" />
    <path d="M5.5 10v9.5h5v-5h3v5h5V10" />
  </Icon>
);

const HelpIcon = () => (
  <Icon>
    <circle cx="12" cy="12" r="9" />
    <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .9-1 1.6v.6" />
    <circle className={styles.dot} cx="12" cy="17" r="0.6" />
  </Icon>
);

const MailIcon = () => (
  <Icon>
    <rect x="3" y="5.5" width="18" height="13" rx="2" />
    <path d="m3.5 7 8.5 6.5L20.5 7" />
  </Icon>
);

function IconLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  return (
    <li>
      <Link className={styles.iconLink} to={to}>
        {children}
        <span className="visually-hidden">{label}</span>
      </Link>
    </li>
  );
}

/**
 * The footer of every page (spec §2): help, about, contact, terms, privacy and home, a row of
 * icon links and the copyright. Below 550 px the privacy link moves in with the icons and the
 * copyright line is hidden (two copies of the link, one shown per width).
 */
export function Footer() {
  return (
    <footer className={styles.footer}>
      <nav className={styles.inner} aria-label={t.label}>
        <ul className={styles.links}>
          <li>
            <Link to={paths.support}>{t.help}</Link>
          </li>
          <li>
            <Link to={paths.about}>{t.about}</Link>
          </li>
          <li>
            <Link to={paths.contact}>{t.contact}</Link>
          </li>
          <li>
            <Link to={paths.terms}>{t.terms}</Link>
          </li>
          <li className={styles.wideOnly}>
            <Link to={paths.privacy}>{t.privacy}</Link>
          </li>
          <li>
            <Link to={paths.home}>{t.home}</Link>
          </li>
        </ul>
        <ul className={styles.icons} aria-label={t.iconsLabel}>
          <IconLink to={paths.home} label={t.iconHome}>
            <HomeIcon />
          </IconLink>
          <IconLink to={paths.support} label={t.iconHelp}>
            <HelpIcon />
          </IconLink>
          <IconLink to={paths.contact} label={t.iconContact}>
            <MailIcon />
          </IconLink>
          <li className={styles.narrowOnly}>
            <Link to={paths.privacy}>{t.privacy}</Link>
          </li>
        </ul>
      </nav>
      <p className={styles.copyright}>{t.copyright}</p>
    </footer>
  );
}
