import { Navigate } from 'react-router';
import { FullPageSpinner } from '../../components/Spinner.js';
import { paths } from '../../config/paths.js';
import { lastPlace, placePath } from '../../lib/last-place.js';
import { useSession } from '../../lib/session.js';
import { accountKey } from '../../lib/account-key.js';

/**
 * `/start`, where the installed app opens (the manifest's start_url): straight to the lesson
 * last used when someone is signed in (on a remembered device: launch, then the status in two
 * taps), else Hem or the start page as at `/`.
 */
export function StartRoute() {
  const now = useSession();
  if (now.studentRestoring || now.supervisorRestoring) return <FullPageSpinner />;
  const signedIn =
    now.student && now.hasStudentToken
      ? accountKey('student', now.student.id)
      : now.supervisor && now.hasSupervisorToken
        ? accountKey('teacher', now.supervisor.id)
        : undefined;
  const place = signedIn ? lastPlace(signedIn) : undefined;
  return <Navigate to={place ? placePath(place) : paths.home} replace />;
}
