import type { SubMomentCoach } from '@ovningskort/domain';
import { useId } from 'react';
import { instructionScreens } from '../../../copy/instructions.js';
import styles from './InstructionCoach.module.css';

const t = instructionScreens.coach;

function List({
  items,
  labelledBy,
  quote = false,
}: {
  items: readonly string[];
  labelledBy?: string;
  /** Words to say aloud, shown as a quotation. */
  quote?: boolean;
}) {
  return (
    <ul className={styles.list} aria-labelledby={labelledBy}>
      {items.map((item, index) => (
        <li key={index}>{quote ? <q>{item}</q> : item}</li>
      ))}
    </ul>
  );
}

/**
 * 'För handledaren' of a sub-moment (content/coach): what the supervisor looks for, what to say
 * before, during and after, when and how to step in, and what to talk over after the drive.
 * After the instruction text and its criteria, never a part the audio reads. Open for the
 * supervisor, one tap away for the learner. The sub-moment's heading is an h5 (the card's
 * LessonView), so these headings are h6, as the criteria's are.
 */
export function InstructionCoach({
  coach,
  role,
  heading,
}: {
  coach: SubMomentCoach;
  role: 'student' | 'teacher';
  /** The sub-moment's heading, for the disclosure's accessible name. */
  heading: string;
}) {
  const id = useId();
  const phases = [
    { key: 'before', label: t.before, items: coach.say.before },
    { key: 'during', label: t.during, items: coach.say.during },
    { key: 'after', label: t.after, items: coach.say.after },
  ] as const;
  return (
    <details className={styles.coach} open={role === 'teacher'}>
      <summary>
        {t.summary}
        <span className="visually-hidden">{t.summaryFor(heading)}</span>
      </summary>
      <div className={styles.body}>
        <section className={styles.group}>
          <h6 className={styles.heading}>{t.lookFor}</h6>
          <List items={coach.lookFor} />
        </section>
        <section className={styles.group}>
          <h6 className={styles.heading}>{t.say}</h6>
          <div className={styles.phases}>
            {phases.map((phase) => (
              <div key={phase.key} className={styles.phase}>
                <p id={`${id}-${phase.key}`} className={styles.phaseLabel}>
                  {phase.label}
                </p>
                <List items={phase.items} labelledBy={`${id}-${phase.key}`} quote />
              </div>
            ))}
          </div>
        </section>
        <section className={styles.group}>
          <h6 className={styles.heading}>{t.stepIn}</h6>
          <List items={coach.stepIn} />
          <p className={styles.note}>{t.noBrake}</p>
        </section>
        <section className={styles.group}>
          <h6 className={styles.heading}>{t.questions}</h6>
          <List items={coach.questions} />
        </section>
      </div>
    </details>
  );
}
