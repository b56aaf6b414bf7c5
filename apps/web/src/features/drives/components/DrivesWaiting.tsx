import type { DrivesWaitingResponse } from '@ovningskort/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Button } from '../../../components/Button.js';
import { Link } from '../../../components/Link.js';
import { supervisorDrivesToConfirmPath } from '../../../config/paths.js';
import { driveScreens } from '../../../copy/drives.js';
import { useLive } from '../../../lib/use-live.js';
import { waitingCountsKey } from '../api/keys.js';
import { useWaitingCounts } from '../api/waiting-drives.js';
import { usePendingConfirmations } from '../outbox/use-drive-confirmations.js';
import styles from './DriveQueue.module.css';

const t = driveScreens.queue;

type Student = DrivesWaitingResponse['students'][number];

/**
 * The students with drives waiting for the supervisor's confirmation: the server's count less
 * the drives whose confirmation already waits in the outbox (it is said at once, also offline).
 */
export function studentsWaiting(
  students: readonly Student[],
  pending: ReadonlyMap<string, { size: number }>,
): Student[] {
  return students
    .map((student) => ({
      ...student,
      count: Math.max(0, student.count - (pending.get(student.studentId)?.size ?? 0)),
    }))
    .filter((student) => student.count > 0);
}

/**
 * Hem of a supervisor (issue 34): for each linked student with drives waiting for the
 * supervisor's confirmation, "3 körningar väntar på din bekräftelse", one tap from the list to
 * confirm. Counted by the server (the drives the supervisor sat beside the learner on, not yet
 * confirmed). Nothing while none wait. Each student's live stream is followed: a drive logged,
 * changed or confirmed counts again at once.
 */
export function DrivesWaiting() {
  const counts = useWaitingCounts();
  const pending = usePendingConfirmations();
  const students = counts.data?.students ?? [];
  return (
    <>
      {students.map((student) => (
        <FollowStudent key={student.studentId} studentId={student.studentId} />
      ))}
      <WaitingLines
        students={studentsWaiting(students, pending)}
        failed={counts.isError && !counts.data}
        retrying={counts.isFetching}
        onRetry={() => void counts.refetch()}
      />
    </>
  );
}

/**
 * What Hem shows: a link per student to the drives waiting for the supervisor; a short line to
 * try again when the counts could not be read; nothing when none wait.
 */
export function WaitingLines({
  students,
  failed,
  retrying,
  onRetry,
}: {
  students: readonly Student[];
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const headingId = useId();
  if (students.length > 0) {
    return (
      <section aria-labelledby={headingId} className={styles.queue} data-drive-queue>
        <h2 id={headingId} className="visually-hidden">
          {t.heading}
        </h2>
        <ul className={styles.students}>
          {students.map((student) => (
            <li key={student.studentId}>
              <Link to={supervisorDrivesToConfirmPath(student.studentId)} className={styles.entry}>
                <span className={styles.entryText}>
                  <span className={styles.name}>{student.name}</span>
                  <span className={styles.count}>{t.waiting(student.count)}</span>
                </span>
                <span className={styles.arrow} aria-hidden="true">
                  ›
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (!failed) return null;
  return (
    <div className={styles.failed} role="status">
      <span>{t.homeFailed}</span>
      <Button variant="secondary" disabled={retrying} onClick={onRetry}>
        {t.retry}
      </Button>
    </div>
  );
}

/** Follows one student's live stream: a drive added, changed or confirmed counts again. */
function FollowStudent({ studentId }: { studentId: string }) {
  const queryClient = useQueryClient();
  const recount = () => void queryClient.invalidateQueries({ queryKey: waitingCountsKey });
  useLive(
    `/v1/teacher/live/${encodeURIComponent(studentId)}`,
    'teacher',
    (event) => {
      if (event.type === 'drives' || event.type === 'link-ended') recount();
    },
    { onReopened: recount },
  );
  return null;
}
