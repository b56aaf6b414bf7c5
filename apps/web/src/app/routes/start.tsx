import { Navigate } from 'react-router';
import { FullPageSpinner } from '../../components/Spinner.js';
import { paths } from '../../config/paths.js';
import { useSession } from '../../lib/session.js';
import { startPlace } from '../../lib/start-place.js';

/**
 * `/start`, where the installed app opens (the manifest's start_url): straight to the lesson
 * last used when someone is signed in (on a remembered device: launch, then the status in two
 * taps), else Hem or the start page as at `/`.
 */
export function StartRoute() {
  const now = useSession();
  if (now.studentRestoring || now.supervisorRestoring) return <FullPageSpinner />;
  return <Navigate to={startPlace(now) ?? paths.home} replace />;
}
