import { Navigate, Outlet } from 'react-router';
import { paths } from '../config/paths.js';
import { useSession } from '../lib/session.js';

/** Spec §4: lets a visitor through if a student or supervisor token exists, else to /login. */
export function RequireSession() {
  const { hasStudentToken, hasTeacherToken } = useSession();
  return hasStudentToken || hasTeacherToken ? <Outlet /> : <Navigate to={paths.login} replace />;
}
