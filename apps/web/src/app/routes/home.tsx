import { StudentHome } from '../../features/auth/components/StudentHome.js';
import { SupervisorHome } from '../../features/auth/components/SupervisorHome.js';
import { LandingPage } from '../../features/public/components/LandingPage.js';
import { useSession } from '../../lib/session.js';

/** `/`: Hem for a logged-in student, else for a logged-in supervisor, else the landing page. */
export default function HomeRoute() {
  const { student, teacher, hasStudentToken, hasTeacherToken } = useSession();
  if (student && hasStudentToken) return <StudentHome student={student} />;
  if (teacher && hasTeacherToken) return <SupervisorHome teacher={teacher} />;
  return <LandingPage supervisorLoggedIn={hasTeacherToken} />;
}
