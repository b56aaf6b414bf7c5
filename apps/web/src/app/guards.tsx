import { Navigate, Outlet } from 'react-router';
import { FullPageSpinner } from '../components/Spinner.js';
import { paths } from '../config/paths.js';
import { useSession, type Role } from '../lib/session.js';

/**
 * Spec §4: lets a visitor through if a student or supervisor session token exists, else to
 * /login. A tab without a token that may open a remembered session (decision 013, asked by the
 * layout at start-up) shows the loading state until it knows, rather than the login screen.
 */
export function RequireSession() {
  const { hasStudentToken, hasSupervisorToken, studentRestoring, supervisorRestoring } =
    useSession();
  if (hasStudentToken || hasSupervisorToken) return <Outlet />;
  if (studentRestoring || supervisorRestoring) return <FullPageSpinner />;
  return <Navigate to={paths.login} replace />;
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
  return <Navigate to={role === 'student' ? paths.login : paths.supervisorLogin} replace />;
}
