import { approvedAsListed, cardProgress, groupCards, type DrivingNote } from '@ovningskort/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/Link.js';
import { paths, supervisorStudentNotesPath } from '../../../config/paths.js';
import { desktopScreens } from '../../../copy/desktop.js';
import { supervisionScreens } from '../../../copy/supervision.js';
import { useSession } from '../../../lib/session.js';
import { useLive } from '../../../lib/use-live.js';
import {
  studentsOf,
  useSupervisedNotes,
  type SupervisedStudent,
} from '../api/get-supervised-notes.js';
import { supervisedNotesKey } from '../api/keys.js';
import { StudentsWithoutCard } from './StudentsWithoutCard.js';
import { SupervisedStudentsPage } from './SupervisedStudentsPage.js';
import styles from './SupervisorDesktop.module.css';

const t = desktopScreens.students;

/** The address parameter of the student whose whole card shows beside the list. */
export const STUDENT_PARAM = 'elev';

/**
 * What shows beside the list: the chosen student's whole card, from their lessons, under a
 * heading (h2) with `headingId` that names the side.
 */
export type StudentOverview = (
  student: SupervisedStudent,
  notes: DrivingNote[],
  headingId: string,
) => ReactNode;

/**
 * `/instructornotes` on a desktop (issue 19, decision 023): the supervisor's students on the
 * left, each with every card's progress, so several students' progress is seen at once; the
 * chosen student's whole card on the right ("Visa hela kortet", ?elev=…; the first student
 * until one is chosen). A student's name opens their cards, as on a phone. Until there is a
 * student to show (not activated, loading, no student, a failed load) it is the phone's page.
 */
export function SupervisorDesktop({ overview }: { overview: StudentOverview }) {
  const { supervisor } = useSession();
  const activated = Boolean(supervisor?.isActivated);
  const notes = useSupervisedNotes(supervisor?.id ?? '', activated);
  if (!supervisor || !activated || !notes.data || notes.data.length === 0) {
    return <SupervisedStudentsPage />;
  }
  return <Split supervisorId={supervisor.id} notes={notes.data} overview={overview} />;
}

function Split({
  supervisorId,
  notes,
  overview,
}: {
  supervisorId: string;
  notes: DrivingNote[];
  overview: StudentOverview;
}) {
  const ids = { students: useId(), shown: useId() };
  const students = useMemo(() => studentsOf(notes), [notes]);
  const [params] = useSearchParams();
  const chosen = students.find((s) => s.id === params.get(STUDENT_PARAM)) ?? students[0]!;
  const chosenNotes = useMemo(
    () => notes.filter((note) => note.studentId === chosen.id),
    [notes, chosen.id],
  );

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{supervisionScreens.students.title}</h1>
      <div className={styles.split}>
        <section className={styles.students} aria-labelledby={ids.students}>
          {/* The spec's sentence (§2) is the list's heading, as it names the list on a phone. */}
          <h2 id={ids.students}>
            {students.length === 1
              ? supervisionScreens.students.oneStudent
              : supervisionScreens.students.manyStudents}
          </h2>
          <ul className={styles.list} aria-labelledby={ids.students}>
            {students.map((student) => (
              <StudentRow
                key={student.id}
                student={student}
                notes={notes}
                chosen={student.id === chosen.id}
                supervisorId={supervisorId}
              />
            ))}
          </ul>
          <StudentsWithoutCard
            supervisorId={supervisorId}
            withCards={students}
            className={styles.list}
            follow={(studentId) => (
              <FollowStudent supervisorId={supervisorId} studentId={studentId} />
            )}
          />
          <p className={styles.toStart}>
            <Link to={paths.home}>{supervisionScreens.students.toStart}</Link>
          </p>
        </section>
        <section className={styles.shown} aria-labelledby={ids.shown}>
          {overview(chosen, chosenNotes, ids.shown)}
        </section>
      </div>
    </div>
  );
}

/** One student in "Dina elever": each card's progress, as the supervisor approved it. */
export function StudentRow({
  student,
  notes,
  chosen,
  supervisorId,
}: {
  student: SupervisedStudent;
  notes: DrivingNote[];
  chosen: boolean;
  supervisorId: string;
}) {
  const nameId = useId();
  const cards = useMemo(
    () => groupCards(notes.filter((note) => note.studentId === student.id)),
    [notes, student.id],
  );
  return (
    <li className={`${styles.student} ${chosen ? styles.chosen : ''}`.trim()}>
      <Link id={nameId} className={styles.name} to={supervisorStudentNotesPath(student.id)}>
        {student.name}
      </Link>
      {cards.length === 0 ? (
        <p className={styles.none}>{t.noCards}</p>
      ) : (
        <ul className={styles.cards}>
          {cards.map((card, at) => {
            // Only the supervisor's 'Godkänd' counts as approved (issue 34).
            const progress = cardProgress(card.lessons, approvedAsListed);
            const { done, total } = progress.approved;
            return (
              <li key={card.groupId} className={styles.card}>
                <p className={styles.cardLine}>
                  <span className={styles.cardName}>{t.card(at + 1)}</span>
                  <span>{t.approved(done, total)}</span>
                </p>
                <span className={styles.bar} aria-hidden="true">
                  <span
                    className={styles.fill}
                    style={{ width: `${total > 0 ? Math.round((done / total) * 100) : 0}%` }}
                  />
                </span>
                <p className={styles.lessons}>
                  {t.lessons(progress.lessons.done, progress.lessons.total)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      <Link
        className={styles.show}
        to={`?${STUDENT_PARAM}=${encodeURIComponent(student.id)}`}
        replace
        aria-current={chosen ? 'true' : undefined}
        aria-describedby={nameId}
      >
        {t.show}
      </Link>
      <FollowStudent supervisorId={supervisorId} studentId={student.id} />
    </li>
  );
}

/**
 * Follows one student's live stream: a lesson changed shows at once in the progress and the
 * whole card; a new or removed card, or the link ending, reads the list again.
 */
function FollowStudent({ supervisorId, studentId }: { supervisorId: string; studentId: string }) {
  const queryClient = useQueryClient();
  const key = supervisedNotesKey(supervisorId);
  useLive(`/v1/teacher/live/${encodeURIComponent(studentId)}`, 'teacher', (event) => {
    if (event.type === 'cards' || event.type === 'link-ended') {
      void queryClient.invalidateQueries({ queryKey: key });
    } else if (event.type === 'lesson') {
      const lesson = event.drivingNote;
      queryClient.setQueryData<DrivingNote[]>(key, (old) =>
        old?.map((note) => (note.id === lesson.id ? { ...note, ...lesson } : note)),
      );
    }
  });
  return null;
}
