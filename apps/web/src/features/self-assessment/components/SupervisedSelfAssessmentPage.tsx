import {
  ErrorCode,
  SELF_ASSESSMENT_STATEMENTS,
  selfAssessmentLabel,
  selfAssessmentPointText,
  selfAssessmentSummary,
  type SelfAssessment,
} from '@ovningskort/domain';
import { useId, useMemo } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/Button.js';
import { Link } from '../../../components/Link.js';
import { paths, supervisorStudentNotesPath } from '../../../config/paths.js';
import { selfAssessmentScreens } from '../../../copy/self-assessment.js';
import { ApiError } from '../../../lib/api-client.js';
import { useSelfAssessment } from '../api/self-assessment.js';
import { savedAt } from '../saved-at.js';
import styles from './SelfAssessment.module.css';

const t = selfAssessmentScreens;
const s = t.supervised;

/**
 * `/instructorSelfAssessment/:studentId`: a linked student's self-assessment before the test
 * (issue 36), read-only – how many statements are fully true, what to talk over, every answer.
 */
export function SupervisedSelfAssessmentPage() {
  const studentId = useParams().studentId ?? '';
  const scope = useMemo(() => ({ role: 'supervisor' as const, studentId }), [studentId]);
  const query = useSelfAssessment(scope);
  const error = query.error;
  const notLinked = error instanceof ApiError && error.code === ErrorCode.NOT_LINKED;
  return (
    <div className={styles.page}>
      <h1>{s.title}</h1>
      <p className={styles.lead}>{s.lead}</p>
      {notLinked ? (
        <p role="status">{s.linkEnded}</p>
      ) : query.data ? (
        <Answers assessment={query.data} />
      ) : error ? (
        <div role="alert">
          <p>{t.loadFailed}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <p role="status">{t.loading}</p>
      )}
      <div className={styles.links}>
        {notLinked ? null : <Link to={supervisorStudentNotesPath(studentId)}>{s.back}</Link>}
        <Link to={paths.supervisorNotes}>{s.backToStudents}</Link>
      </div>
    </div>
  );
}

export function Answers({ assessment }: { assessment: SelfAssessment }) {
  const talkId = useId();
  const allId = useId();
  if (assessment.answeredAt === null) return <p>{s.none}</p>;
  const summary = selfAssessmentSummary(assessment.answers);
  const byId = new Map(assessment.answers.map((a) => [a.statement, a]));
  return (
    <>
      <p className={styles.muted}>{s.readOnly}</p>
      <p className={styles.summary}>
        {s.summary(summary.fully, summary.total)} · {t.lastSaved(savedAt(assessment.answeredAt))}
      </p>
      <section aria-labelledby={talkId}>
        <h2 id={talkId}>{s.toTalkOver}</h2>
        {summary.toTalkOver.length === 0 ? (
          <p>{s.allTrue}</p>
        ) : (
          <ul>
            {summary.toTalkOver.map((point) => (
              <li key={point.statement.id}>{selfAssessmentPointText(point)}</li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={allId}>
        <h2 id={allId}>{s.allAnswers}</h2>
        <ol className={styles.answers}>
          {SELF_ASSESSMENT_STATEMENTS.map((statement) => {
            const answer = byId.get(statement.id);
            return (
              <li key={statement.id}>
                {statement.text}
                {answer ? (
                  <span className={styles.answer}>{selfAssessmentLabel(answer.answer)}</span>
                ) : (
                  <span className={styles.unanswered}>{s.unanswered}</span>
                )}
                {answer?.note ? <span className={styles.muted}>”{answer.note}”</span> : null}
              </li>
            );
          })}
        </ol>
      </section>
    </>
  );
}
