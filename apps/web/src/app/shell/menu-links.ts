import { shellScreens } from '../../copy/shell.js';
import { paths } from '../../config/paths.js';
import type { Role, SessionSnapshot } from '../../lib/session.js';

const t = shellScreens.menu;

export interface MenuLink {
  to: string;
  label: string;
}

export interface MenuContent {
  links: MenuLink[];
  /** The sessions 'Logga ut' ends; empty (and no 'Logga ut') when nobody is logged in. */
  logout: Role[];
}

type MenuSession = Pick<
  SessionSnapshot,
  'student' | 'supervisor' | 'hasStudentToken' | 'hasSupervisorToken'
>;

/**
 * The menu of spec §2 'Navigation menu' for a session. Logged in means a user and a token of
 * that role, as the route guards say. A tab with both sessions shows the student's menu, as
 * Hem does, and 'Logga ut' ends both.
 */
export function menuLinks(session: MenuSession): MenuContent {
  const student = session.hasStudentToken ? session.student : null;
  const supervisor = session.hasSupervisorToken ? session.supervisor : null;
  const logout: Role[] = [];
  if (student) logout.push('student');
  if (supervisor) logout.push('teacher');

  if (!student && !supervisor) return { links: [{ to: paths.login, label: t.login }], logout };

  const links: MenuLink[] = [{ to: paths.home, label: t.home }];
  if (student) {
    if (student.isActivated) {
      links.push(
        { to: paths.notes, label: t.notes },
        { to: paths.driveLog, label: t.driveLog },
        { to: paths.supervisor, label: t.supervisor },
      );
    }
    links.push({ to: paths.settings, label: t.settings });
  } else if (supervisor) {
    if (supervisor.isActivated) links.push({ to: paths.supervisorNotes, label: t.supervisorNotes });
    links.push({ to: paths.settingsSupervisor, label: t.settings });
  }
  return { links, logout };
}
