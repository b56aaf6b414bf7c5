import type { Supervisor } from '@ovningskort/domain';
import { useLocation } from 'react-router';
import type { AfterDeletion } from '../../lib/session.js';
import { SupervisorHome } from '../../features/auth/components/SupervisorHome.js';
import { useWaitingCounts } from '../../features/drives/api/waiting-drives.js';
import { DrivesWaiting } from '../../features/drives/components/DrivesWaiting.js';
import { NotificationPrompt } from '../../features/notifications/components/NotificationPrompt.js';
import { withQueries } from '../QueryProvider.js';

/**
 * Hem of a supervisor with the drives that wait for their confirmation (issue 34; loaded by
 * home.tsx, not with the entry): the features meet here, not in each other.
 */
function SupervisorHomeWithQueue({ supervisor }: { supervisor: Supervisor }) {
  // The account was just deleted and its session ends as Settings closes: nothing to ask for.
  const deleted = (useLocation().state as AfterDeletion | null)?.deletedRole === 'teacher';
  return <SupervisorHome supervisor={supervisor} queue={deleted ? null : <QueueAndPrompt />} />;
}

/** The drives waiting, and beside them the question whether to be told of them (issue 38). */
function QueueAndPrompt() {
  const waiting = useWaitingCounts().data?.students.some((student) => student.count > 0) ?? false;
  return (
    <>
      <DrivesWaiting />
      <NotificationPrompt role="teacher" show={waiting} />
    </>
  );
}

export const load = () => withQueries(SupervisorHomeWithQueue);
