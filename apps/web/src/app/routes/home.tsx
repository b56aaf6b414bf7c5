import { StudentHome } from '../../features/auth/components/StudentHome.js';
import { LandingPage } from '../../features/public/components/LandingPage.js';
import { useSession } from '../../lib/session.js';

/** `/`: Hem for a logged-in student, the landing page for everyone else. */
export default function HomeRoute() {
  const { student, hasStudentToken, hasTeacherToken } = useSession();
  if (student && hasStudentToken) return <StudentHome student={student} />;
  return <LandingPage supervisorLoggedIn={hasTeacherToken} />;
}
