import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.js';
import { useSession, type Role } from '../../../lib/session.js';
import {
  ACTIVITY_EVENTS,
  inactivityApplies,
  rolesToWatch,
  startInactivityTimer,
} from './inactivity.js';

/**
 * Spec §4: three hours without a click, key, touch or mouse move on the listed paths log the
 * user out like the logout button does (server, then this tab), then go to that role's login
 * with the inactivity message. Used once, in the layout; the logout itself is loaded when due.
 * A session remembered on the device (decision 013) is not watched.
 */
export function useInactivityLogout() {
  const { pathname } = useLocation();
  const key = rolesToWatch(useSession()).join();
  const navigate = useNavigate();
  const applies = key !== '' && inactivityApplies(pathname);

  useEffect(() => {
    if (!applies) return;
    const roles = key.split(',') as Role[];

    const timer = startInactivityTimer(() => {
      void import('../../../lib/logout.js')
        .then(({ logOutInactive }) => logOutInactive(roles))
        .then(() => {
          void navigate(roles.includes('student') ? paths.login : paths.supervisorLogin, {
            replace: true,
          });
        });
    });
    const onActivity = () => timer.activity();
    const options = { capture: true, passive: true } as const;
    for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
    return () => {
      timer.stop();
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
    };
  }, [applies, key, navigate]);
}
