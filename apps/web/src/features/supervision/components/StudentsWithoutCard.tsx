import type { ReactNode } from 'react';
import { supervisionScreens } from '../../../copy/supervision.js';
import { useLinkedStudents } from '../api/get-linked-students.js';
import styles from './Supervision.module.css';

const t = supervisionScreens.students;

/**
 * The students linked to the supervisor who have not made a card yet (issue 35), named so the
 * supervisor sees the link worked; `follow` keeps each one followed live, so a first card shows
 * at once. Nothing while there are none. The phone's list and the desktop's both show it.
 */
export function StudentsWithoutCard({
  supervisorId,
  withCards,
  className,
  follow,
}: {
  supervisorId: string;
  withCards: readonly { id: string }[];
  className?: string;
  follow: (studentId: string) => ReactNode;
}) {
  const linked = useLinkedStudents(supervisorId, true);
  const waiting = (linked.data ?? []).filter(
    (student) => !student.hasCard && !withCards.some((s) => s.id === student.id),
  );
  if (waiting.length === 0) return null;
  return (
    <ul className={`${styles.students} ${className ?? ''}`} aria-label={t.withoutCardLabel}>
      {waiting.map((student) => (
        <li key={student.id} className={styles.noCard}>
          <span className={styles.noCardName}>{student.name}</span> {t.noCardYet}
          {follow(student.id)}
        </li>
      ))}
    </ul>
  );
}
