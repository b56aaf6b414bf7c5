import type { SubMomentCriteria } from '@ovningskort/domain';
import { instructionScreens } from '../../../copy/instructions.js';
import styles from './InstructionCriteria.module.css';
import { swedishDateFormat } from '../../../lib/swedish-format.js';

const t = instructionScreens.criteria;

const swedishDate = swedishDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11-25' → '25 november 2026'; anything else is shown as it is. */
export function formatReviewed(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(day.getTime()) ? date : swedishDate(day);
}

function List({ items, tone }: { items: readonly string[]; tone: string | undefined }) {
  return (
    <ul className={`${styles.list} ${tone ?? ''}`}>
      {items.map((item, index) => (
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * 'Klart när …' of a sub-moment, after its instruction text and outside the parts the audio
 * reads: what the learner shows for 'Godkänd', then common faults and self-assessment questions
 * (open for the supervisor, who decides the status; one tap away for the learner), and the
 * kursplan goal with the day the text was reviewed. The sub-moment's heading is an h5 (the
 * card's LessonView), so these headings are h6.
 */
export function InstructionCriteria({
  criteria,
  role,
  heading,
}: {
  criteria: SubMomentCriteria;
  role: 'student' | 'teacher';
  /** The sub-moment's heading, for the disclosure's accessible name. */
  heading: string;
}) {
  return (
    <section className={styles.criteria}>
      <h6 className={styles.heading}>{t.heading}</h6>
      <List items={criteria.done} tone={styles.done} />
      <details className={styles.more} open={role === 'teacher'}>
        <summary>
          {t.more}
          <span className="visually-hidden">{t.moreFor(heading)}</span>
        </summary>
        <h6 className={styles.subheading}>{t.faults}</h6>
        <List items={criteria.faults} tone={styles.faults} />
        <h6 className={styles.subheading}>{t.questions}</h6>
        <List items={criteria.questions} tone={styles.questions} />
      </details>
      <p className={styles.meta}>
        <span>
          {t.goal} {criteria.goal}
        </span>
        <span>
          {t.reviewed} <time dateTime={criteria.reviewed}>{formatReviewed(criteria.reviewed)}</time>
        </span>
      </p>
    </section>
  );
}
