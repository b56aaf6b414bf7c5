import { shellScreens } from '../../copy/shell.js';
import { useEffect } from 'react';
import { NavLink } from '../../components/Link.js';
import { useSession } from '../../lib/session.js';
import { useLogout } from '../../lib/use-logout.js';
import { menuLinks } from './menu-links.js';
import styles from './NavMenu.module.css';

const t = shellScreens.menu;

/**
 * The content of the menu panel (see NavMenu): the links of the session (menuLinks) and
 * 'Logga ut'. Loaded when the menu is first about to be used, not with the first paint.
 */
export default function MenuItems({
  onClose,
  onReady,
}: {
  /** A link or 'Logga ut' was chosen: the panel closes, focus back on the toggle. */
  onClose: () => void;
  /** Mounted: the panel can move focus into it. */
  onReady?: () => void;
}) {
  const current = useSession();
  const { links, logout: roles } = menuLinks(current);
  const logout = useLogout(roles);

  useEffect(() => onReady?.(), [onReady]);

  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} end className={styles.item} onClick={onClose}>
            {link.label}
          </NavLink>
        </li>
      ))}
      {roles.length > 0 ? (
        <li className={styles.logoutItem}>
          <button
            type="button"
            className={styles.item}
            disabled={logout.isPending}
            onClick={() => {
              onClose();
              logout.mutate();
            }}
          >
            {t.logout}
          </button>
        </li>
      ) : null}
    </ul>
  );
}
