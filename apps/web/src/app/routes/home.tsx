import { lazy } from 'react';
import { FullPageSpinner } from '../../components/Spinner.js';
import { LandingPage } from '../../features/public/components/LandingPage.js';
import { useSession } from '../../lib/session.js';

/**
 * Hem of either role talks to the API: it loads with the query cache, and only for someone
 * logged in. The landing page of a visitor comes with the entry (it is the first paint).
 */
const StudentHome = lazy(() => import('./student-home.js').then((m) => m.load()));
const SupervisorHome = lazy(() => import('./supervisor-home.js').then((m) => m.load()));

/**
 * `/`: Hem for a logged-in student, else for a logged-in supervisor, else the landing page.
 * While a new tab asks whether the device remembers a session (decision 013), it shows the
 * loading state, not the landing page: the installed app starts here.
 */
export default function HomeRoute() {
  const current = useSession();
  const { student, supervisor, hasStudentToken, hasSupervisorToken } = current;
  if (student && hasStudentToken) return <StudentHome student={student} />;
  if (supervisor && hasSupervisorToken) return <SupervisorHome supervisor={supervisor} />;
  if (current.studentRestoring || current.supervisorRestoring) return <FullPageSpinner />;
  return <LandingPage supervisorLoggedIn={hasSupervisorToken} />;
}
