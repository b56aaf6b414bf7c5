import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../../config/paths.js';
import { useSession, type Role } from '../../../lib/session.js';
import { ACTIVITY_EVENTS, inactivityApplies, startInactivityTimer } from './inactivity.js';

/**
 * Spec §4: three hours without a click, key, touch or mouse move on the listed paths log the
 * user out like the logout button does (server, then this tab), then go to that role's login
 * with the inactivity message. Used once, in the layout; the logout itself is loaded when due.
 */
export function useInactivityLogout() {
  const { pathname } = useLocation();
  const { hasStudentToken, hasSupervisorToken } = useSession();
  const navigate = useNavigate();
  const applies = (hasStudentToken || hasSupervisorToken) && inactivityApplies(pathname);

  useEffect(() => {
    if (!applies) return;
    const roles: Role[] = [];
    if (hasStudentToken) roles.push('student');
    if (hasSupervisorToken) roles.push('teacher');

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
  }, [applies, hasStudentToken, hasSupervisorToken, navigate]);
}
