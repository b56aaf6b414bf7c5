import type { Student } from '@ovningskort/domain';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import type { AfterDeletion } from '../../lib/session.js';
import { StudentHome } from '../../features/auth/components/StudentHome.js';
import { DriveNudge } from '../../features/drives/components/DriveNudge.js';
import { HomeSupervisor } from '../../features/supervision/components/HomeSupervisor.js';
import { withQueries } from '../QueryProvider.js';

/**
 * The coach's "Förslag till nästa pass" (issue 36) comes as a chunk of its own after Hem: the
 * start page's preload map, in the entry, has no room for what it needs.
 */
const StudentNextSession = lazy(() =>
  import('./next-session.js').then((m) => ({ default: m.StudentNextSession })),
);

/**
 * Hem of a student with what the drive log asks of them and who their supervisor is (loaded by
 * home.tsx, not with the entry): the features meet here, not in each other.
 */
function StudentHomeWithNudge({ student }: { student: Student }) {
  // The account was just deleted and its session ends as Settings closes: nothing to ask for.
  const deleted = (useLocation().state as AfterDeletion | null)?.deletedRole === 'student';
  if (deleted) return null;
  return (
    <StudentHome
      student={student}
      nudge={<DriveNudge />}
      suggestion={
        <Suspense fallback={null}>
          <StudentNextSession studentId={student.id} />
        </Suspense>
      }
      supervisor={(primary) => <HomeSupervisor studentId={student.id} primary={primary} />}
    />
  );
}

export const load = () => withQueries(StudentHomeWithNudge);
