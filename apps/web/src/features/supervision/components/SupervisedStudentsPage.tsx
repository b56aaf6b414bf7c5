import { messages } from '@ovningskort/domain';
import { supervisionScreens } from '../../../copy/supervision.js';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from '../../../components/Link.js';
import { Button, ButtonLink } from '../../../components/Button.js';
import { Page, pageStyles } from '../../../components/Page.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import { paths, supervisorStudentNotesPath } from '../../../config/paths.js';
import { useSession } from '../../../lib/session.js';
import { useLive } from '../../../lib/use-live.js';
import { isNotActivated } from '../api/add-errors.js';
import { useLinkedStudents } from '../api/get-linked-students.js';
import { useSupervisedStudents } from '../api/get-supervised-notes.js';
import { supervisedNotesKey } from '../api/keys.js';
import { NotActivatedNotice } from './NotActivatedNotice.js';
import { StudentsWithoutCard } from './StudentsWithoutCard.js';
import styles from './Supervision.module.css';

const t = supervisionScreens.students;

/**
 * `/instructornotes` 'Elevens övningskort' (spec §2): the supervisor's students, each a button
 * to their cards. A student appears once they have a card; the list follows cards being made
 * or removed and the link ending, live.
 */
export function SupervisedStudentsPage() {
  const { supervisor } = useSession();
  if (!supervisor) return null;
  return (
    <Page title={t.title}>
      {supervisor.isActivated ? (
        <Students supervisorId={supervisor.id} />
      ) : (
        <NotActivatedNotice text={messages.supervision.notActivated} />
      )}
      <div className={pageStyles.links}>
        <Link to={paths.home}>{t.toStart}</Link>
      </div>
    </Page>
  );
}

function Students({ supervisorId }: { supervisorId: string }) {
  const students = useSupervisedStudents(supervisorId, true);
  const queryClient = useQueryClient();
  const labelId = useId();
  const reread = () =>
    void queryClient.invalidateQueries({ queryKey: supervisedNotesKey(supervisorId) });

  if (students.isPending) return <FullPageSpinner />;
  if (students.isError) {
    if (isNotActivated(students.error)) {
      return <NotActivatedNotice text={messages.supervision.notActivated} />;
    }
    return (
      <>
        <p role="alert">{t.loadFailed}</p>
        <Button
          variant="secondary"
          onClick={() => void students.refetch()}
          disabled={students.isFetching}
        >
          {t.retry}
        </Button>
      </>
    );
  }
  const waiting = (
    <StudentsWithoutCard
      supervisorId={supervisorId}
      withCards={students.data}
      follow={(studentId) => <FollowStudent studentId={studentId} onChange={reread} />}
    />
  );
  if (students.data.length === 0) {
    return (
      <>
        {waiting}
        <NoStudents supervisorId={supervisorId} />
      </>
    );
  }
  return (
    <>
      <p id={labelId}>{students.data.length === 1 ? t.oneStudent : t.manyStudents}</p>
      <ul className={styles.students} aria-labelledby={labelId}>
        {students.data.map((student) => (
          <li key={student.id}>
            <ButtonLink to={supervisorStudentNotesPath(student.id)} block>
              {student.name}
            </ButtonLink>
            <FollowStudent studentId={student.id} onChange={reread} />
          </li>
        ))}
      </ul>
      {waiting}
    </>
  );
}

/** Spec §2's "no cards" text, unless a linked student without a card is named above it. */
function NoStudents({ supervisorId }: { supervisorId: string }) {
  const linked = useLinkedStudents(supervisorId, true);
  return linked.data?.some((student) => !student.hasCard) ? null : <p>{t.none}</p>;
}

/** Follows one student's live stream; a new or removed card, or the link ending, rereads. */
function FollowStudent({ studentId, onChange }: { studentId: string; onChange: () => void }) {
  useLive(`/v1/teacher/live/${encodeURIComponent(studentId)}`, 'teacher', (event) => {
    if (event.type === 'cards' || event.type === 'link-ended') onChange();
  });
  return null;
}
