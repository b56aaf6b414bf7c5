import { lazy } from 'react';
import { LandingPage } from '../../features/public/components/LandingPage.js';
import { useSession } from '../../lib/session.js';

/**
 * Hem of either role talks to the API: it loads with the query cache, and only for someone
 * logged in. The landing page of a visitor comes with the entry (it is the first paint).
 */
const StudentHome = lazy(async () => {
  const [{ StudentHome: Hem }, { QueryProvider }] = await Promise.all([
    import('../../features/auth/components/StudentHome.js'),
    import('../QueryProvider.js'),
  ]);
  return {
    default: function StudentHomeWithQueries(props: Parameters<typeof Hem>[0]) {
      return (
        <QueryProvider>
          <Hem {...props} />
        </QueryProvider>
      );
    },
  };
});

const SupervisorHome = lazy(async () => {
  const [{ SupervisorHome: Hem }, { QueryProvider }] = await Promise.all([
    import('../../features/auth/components/SupervisorHome.js'),
    import('../QueryProvider.js'),
  ]);
  return {
    default: function SupervisorHomeWithQueries(props: Parameters<typeof Hem>[0]) {
      return (
        <QueryProvider>
          <Hem {...props} />
        </QueryProvider>
      );
    },
  };
});

/** `/`: Hem for a logged-in student, else for a logged-in supervisor, else the landing page. */
export default function HomeRoute() {
  const { student, supervisor, hasStudentToken, hasSupervisorToken } = useSession();
  if (student && hasStudentToken) return <StudentHome student={student} />;
  if (supervisor && hasSupervisorToken) return <SupervisorHome supervisor={supervisor} />;
  return <LandingPage supervisorLoggedIn={hasSupervisorToken} />;
}
