import {
  SELF_ASSESSMENT_NOTE_MAX,
  SELF_ASSESSMENT_SCALE,
  SELF_ASSESSMENT_STATEMENTS,
  type SelfAssessment,
  type SelfAssessmentInput,
  type SelfAssessmentStatement,
} from '@ovningskort/domain';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { Button } from '../../../components/Button.js';
import { TextField } from '../../../components/Field.js';
import { Link } from '../../../components/Link.js';
import { paths } from '../../../config/paths.js';
import { selfAssessmentScreens } from '../../../copy/self-assessment.js';
import { ApiError } from '../../../lib/api-client.js';
import { useSession } from '../../../lib/session.js';
import { toast } from '../../../lib/toast.js';
import { useSaveSelfAssessment, useSelfAssessment } from '../api/self-assessment.js';
import { savedAt } from '../saved-at.js';
import { useOnline } from '../../../lib/use-online.js';
import styles from './SelfAssessment.module.css';

const t = selfAssessmentScreens;

/** Each statement's answer and note as the form holds them, by the statement's id. */
type Draft = Record<string, { answer?: string; note: string }>;

const draftOf = (saved: SelfAssessment): Draft =>
  Object.fromEntries(saved.answers.map((a) => [a.statement, { answer: a.answer, note: a.note }]));

/** The answers as the API takes them: the statements answered, in order, with their notes. */
export function inputOf(draft: Draft): SelfAssessmentInput {
  return {
    answers: SELF_ASSESSMENT_STATEMENTS.flatMap(({ id }) => {
      const { answer, note = '' } = draft[id] ?? {};
      return answer ? [{ statement: id, answer, note: note.trim() }] : [];
    }),
  };
}

/**
 * `/sjalvskattning`: the learner's self-assessment before the driving test (issue 36, kursplan
 * moment 4) – one statement per row with three large radio buttons and an optional note, saved
 * as a whole with "Spara". Online only: while offline, Spara waits and says why.
 */
export function SelfAssessmentPage() {
  const studentId = useSession().student?.id ?? '';
  const scope = useMemo(() => ({ role: 'student' as const, studentId }), [studentId]);
  const query = useSelfAssessment(scope);
  return (
    <div className={styles.page}>
      <h1>{t.title}</h1>
      <p className={styles.lead}>{t.lead}</p>
      {query.data ? (
        <SelfAssessmentForm studentId={studentId} saved={query.data} />
      ) : query.error ? (
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
        <Link to={paths.home}>{t.back}</Link>
      </div>
    </div>
  );
}

export function SelfAssessmentForm({
  studentId,
  saved,
}: {
  studentId: string;
  saved: SelfAssessment;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const save = useSaveSelfAssessment(studentId);
  const online = useOnline();
  const statusId = useId();
  const [error, setError] = useState<string | null>(null);
  const answered = SELF_ASSESSMENT_STATEMENTS.filter(({ id }) => draft[id]?.answer).length;

  const change = (id: string, part: { answer?: string; note?: string }) =>
    setDraft((before) => ({
      ...before,
      [id]: { note: '', ...before[id], ...part },
    }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!online) return;
    setError(null);
    save.mutate(inputOf(draft), {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : t.failed),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <p className={styles.muted}>{t.shared}</p>
      <ol className={styles.list}>
        {SELF_ASSESSMENT_STATEMENTS.map((statement) => (
          <li key={statement.id}>
            <StatementRow
              statement={statement}
              answer={draft[statement.id]?.answer}
              note={draft[statement.id]?.note ?? ''}
              onChange={(part) => change(statement.id, part)}
            />
          </li>
        ))}
      </ol>
      <div className={styles.save}>
        <p id={statusId} aria-live="polite">
          {t.progress(answered, SELF_ASSESSMENT_STATEMENTS.length)} ·{' '}
          {saved.answeredAt === null ? t.notSavedYet : t.lastSaved(savedAt(saved.answeredAt))}
        </p>
        {!online ? <p role="status">{t.offline}</p> : null}
        {error ? <p role="alert">{error}</p> : null}
        <Button
          type="submit"
          block
          disabled={!online || save.isPending}
          aria-describedby={statusId}
        >
          {save.isPending ? t.saving : t.save}
        </Button>
      </div>
    </form>
  );
}

function StatementRow({
  statement,
  answer,
  note,
  onChange,
}: {
  statement: SelfAssessmentStatement;
  answer: string | undefined;
  note: string;
  onChange: (part: { answer?: string; note?: string }) => void;
}) {
  const name = useId();
  // Open at first when there is a note; after that the learner opens and closes it.
  const [noteOpen] = useState(note !== '');
  return (
    <fieldset className={styles.statement}>
      <legend>{statement.text}</legend>
      <div className={styles.scale}>
        {SELF_ASSESSMENT_SCALE.map(([code, label]) => (
          <label key={code} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={code}
              checked={answer === code}
              onChange={() => onChange({ answer: code })}
            />
            {label}
          </label>
        ))}
      </div>
      <details className={styles.note} open={noteOpen}>
        <summary>{t.addNote}</summary>
        <TextField
          label={t.note}
          value={note}
          maxLength={SELF_ASSESSMENT_NOTE_MAX}
          autoComplete="off"
          onChange={(event) => onChange({ note: event.target.value })}
        />
      </details>
    </fieldset>
  );
}
