import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths.js';
import { useSession, type Role } from '../lib/session.js';

/** Spec §4: lets a visitor through if a student or supervisor session token exists, else to /login. */
export function RequireSession() {
  const { hasStudentToken, hasSupervisorToken } = useSession();
  return hasStudentToken || hasSupervisorToken ? <Outlet /> : <Navigate to={paths.login} replace />;
}

/** Pages of one role only; the other role (or a visitor) goes to that role's login. */
export function RequireRole({ role }: { role: Role }) {
  const { student, supervisor, hasStudentToken, hasSupervisorToken } = useSession();
  const allowed =
    role === 'student'
      ? Boolean(student && hasStudentToken)
      : Boolean(supervisor && hasSupervisorToken);
  if (allowed) return <Outlet />;
  return <Navigate to={role === 'student' ? paths.login : paths.supervisorLogin} replace />;
}
