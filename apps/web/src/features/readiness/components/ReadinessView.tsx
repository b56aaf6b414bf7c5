import {
  DRIVE_CONDITION_LABELS,
  DRIVE_ROAD_LABELS,
  durationText,
  KURSPLAN_SOURCE,
  READINESS_RULES,
  READINESS_VERDICT_LABELS,
  readinessReasonText,
  readinessStepText,
  RECOMMENDED_HOURS,
  RECOMMENDED_HOURS_SOURCE,
  type DriveCondition,
  type DriveRoad,
  type Readiness,
  type ReadinessStep,
} from '@ovningskort/domain';
import { Fragment, useId, type ReactNode } from 'react';
import { Link } from '../../../components/Link.js';
import { readinessScreens } from '../../../copy/readiness.js';
import styles from './Readiness.module.css';

const t = readinessScreens;

/** Where each thing to practise is practised, for the role looking. */
export interface ReadinessLinks {
  /** The lesson on the card screen, or null when the card does not have it. */
  lesson(lesson: number): string | null;
  driveLog: string;
  selfAssessment: string;
}

/** A condition's or road's name; after a slash in it the line may break (Motorväg/<wbr>…). */
function drivingLabel(kind: 'condition' | 'road', id: string): ReactNode {
  const label =
    kind === 'condition'
      ? (DRIVE_CONDITION_LABELS[id as DriveCondition] ?? id)
      : (DRIVE_ROAD_LABELS[id as DriveRoad] ?? id);
  return label.split('/').map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          /<wbr />
        </>
      ) : null}
      {part}
    </Fragment>
  ));
}

function stepHref(step: ReadinessStep, links: ReadinessLinks): string | null {
  switch (step.kind) {
    case 'lesson':
      return links.lesson(step.lesson);
    case 'drive':
      return links.driveLog;
    case 'selfAssessment':
      return links.selfAssessment;
  }
}

/**
 * "Redo för körprovet?" (issue 39): the verdict with its reasons and rules, the three things to
 * practise next (each a link to where it is practised), the kursplan's four moments, the hours
 * and the conditions and roads of the drive log. The same for both roles.
 */
export function ReadinessView({
  readiness,
  links,
  selfAssessmentKnown,
}: {
  readiness: Readiness;
  links: ReadinessLinks;
  /** False when the self-assessment could not be read (offline): moment 4 says so. */
  selfAssessmentKnown: boolean;
}) {
  const verdictId = useId();
  const nextId = useId();
  const momentsId = useId();
  const hoursId = useId();
  const drivingId = useId();
  return (
    <>
      <section aria-labelledby={verdictId} className={styles.verdictBox}>
        <h2 id={verdictId}>{t.verdictHeading}</h2>
        <p className={styles.verdict} data-verdict={readiness.verdict}>
          {READINESS_VERDICT_LABELS[readiness.verdict]}
        </p>
        <h3>{t.why}</h3>
        <ul className={styles.reasons}>
          {readiness.reasons.map((reason) => (
            <li key={`${reason.kind}-${'id' in reason ? reason.id : ''}`}>
              {readinessReasonText(reason)}
            </li>
          ))}
        </ul>
        <details className={styles.rules}>
          <summary>{t.rulesSummary}</summary>
          <ul>
            <li>{READINESS_RULES.ready}</li>
            <li>{READINESS_RULES.soon}</li>
            <li>{READINESS_RULES.notYet}</li>
            <li>{READINESS_RULES.hours}</li>
          </ul>
        </details>
      </section>

      <section aria-labelledby={nextId}>
        <h2 id={nextId}>{t.next}</h2>
        {readiness.next.length === 0 ? (
          <p>{t.nextNone}</p>
        ) : (
          <ol className={styles.next}>
            {readiness.next.map((step) => {
              const text = readinessStepText(step);
              const href = stepHref(step, links);
              return <li key={text}>{href ? <Link to={href}>{text}</Link> : text}</li>;
            })}
          </ol>
        )}
      </section>

      <section aria-labelledby={momentsId}>
        <h2 id={momentsId}>{t.momentsHeading}</h2>
        <ul className={styles.moments}>
          {readiness.moments.map((m) => (
            <li key={m.moment}>
              <h3>{t.moment(m.moment, m.title)}</h3>
              {m.moment === 4 ? (
                <p>
                  {selfAssessmentKnown
                    ? t.selfAssessmentCounts(
                        readiness.selfAssessment.answered,
                        readiness.selfAssessment.total,
                        readiness.selfAssessment.fully,
                      )
                    : t.selfAssessmentUnknown}
                </p>
              ) : null}
              {m.total > 0 ? (
                <>
                  <p>
                    {m.moment === 4 ? t.onTheCard : null}
                    {t.momentCounts(m.approved, m.selfAssessed, m.begun, m.notStarted)}
                  </p>
                  <div className={styles.bar} aria-hidden="true">
                    <span
                      className={styles.approved}
                      style={{ width: `${(100 * m.approved) / m.total}%` }}
                    />
                    <span
                      className={styles.selfAssessed}
                      style={{ width: `${(100 * (m.selfAssessed + m.begun)) / m.total}%` }}
                    />
                  </div>
                </>
              ) : null}
            </li>
          ))}
        </ul>
        <p className={styles.source}>{t.momentsSource(KURSPLAN_SOURCE)}</p>
      </section>

      <section aria-labelledby={hoursId}>
        <h2 id={hoursId}>{t.hoursHeading}</h2>
        <p className={styles.hours}>
          {t.hours(durationText(readiness.minutes), RECOMMENDED_HOURS)}
        </p>
        <p className={styles.source}>{t.hoursSource(RECOMMENDED_HOURS_SOURCE)}</p>
      </section>

      <section aria-labelledby={drivingId}>
        <h2 id={drivingId}>{t.drivingHeading}</h2>
        <table className={styles.driving}>
          <thead>
            <tr>
              <th scope="col">{t.columns.what}</th>
              <th scope="col">{t.columns.time}</th>
            </tr>
          </thead>
          <tbody>
            {readiness.driving.map((d) => (
              <tr key={d.id}>
                <th scope="row">
                  {drivingLabel(d.kind, d.id)}
                  {d.required ? (
                    <span className={styles.required}> ({t.drivingRequired})</span>
                  ) : null}
                </th>
                <td>
                  {d.drives === 0
                    ? t.drivingNever
                    : t.drivingTime(durationText(d.minutes), d.drives)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  );
}
