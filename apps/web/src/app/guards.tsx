import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/Spinner.js';
import { paths } from '../config/paths.js';
import { useSession, type Role } from '../lib/session.js';

/**
 * Spec §4: lets a visitor through if a student or supervisor session token exists, else to
 * /login, which then leads back here. A tab without a token that may open a remembered session (decision 013, asked by the
 * layout at start-up) shows the loading state until it knows, rather than the login screen.
 */
export function RequireSession() {
  const { hasStudentToken, hasSupervisorToken, studentRestoring, supervisorRestoring } =
    useSession();
  if (hasStudentToken || hasSupervisorToken) return <Outlet />;
  if (studentRestoring || supervisorRestoring) return <FullPageSpinner />;
  return <ToLogin to={paths.login} />;
}

/** Pages of one role only; the other role (or a visitor) goes to that role's login. */
export function RequireRole({ role }: { role: Role }) {
  const current = useSession();
  const allowed =
    role === 'student'
      ? Boolean(current.student && current.hasStudentToken)
      : Boolean(current.supervisor && current.hasSupervisorToken);
  if (allowed) return <Outlet />;
  if (role === 'student' ? current.studentRestoring : current.supervisorRestoring)
    return <FullPageSpinner />;
  return <ToLogin to={role === 'student' ? paths.login : paths.supervisorLogin} />;
}

/**
 * To the login, noting the page asked for: the login then leads there (issue 17). The key is
 * lib/after-login.ts's, written out here: a module shared by this table and the login chunk
 * would make the entry carry a bundler helper.
 */
function ToLogin({ to }: { to: string }) {
  const location = useLocation();
  try {
    sessionStorage.setItem('ovk_after_login', location.pathname + location.search);
  } catch {
    // Not kept: the login leads to the last lesson or Hem.
  }
  return <Navigate to={to} replace />;
}
