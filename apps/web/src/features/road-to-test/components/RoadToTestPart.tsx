import {
  ROAD_LINKS,
  ROAD_RULE_SOURCES,
  ROAD_STEP_TITLES,
  roadProblems,
  roadSteps,
  swedishDay,
  type RoadToTest,
} from '@ovningskort/domain';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/Button.js';
import { inputClassName, TextField } from '../../../components/Field.js';
import { roadScreens } from '../../../copy/road-to-test.js';
import { ApiError } from '../../../lib/api-client.js';
import { toast } from '../../../lib/toast.js';
import { useOnline } from '../../../lib/use-online.js';
import { type RoadScope, useRoadToTest, useSaveRoadToTest } from '../api/road-to-test.js';
import styles from './RoadToTest.module.css';

const t = roadScreens;

/**
 * "Vägen till körprovet" (issue 39): the learner's dates as a timeline with how long each holds,
 * what is out of order, the rules with their sources, and the official pages to book on. The
 * learner edits the dates; the linked supervisor reads them.
 */
export function RoadToTestPart({ scope }: { scope: RoadScope }) {
  const headingId = useId();
  const query = useRoadToTest(scope);
  const online = useOnline();
  const [editing, setEditing] = useState(false);
  const answer = query.data;
  return (
    <section aria-labelledby={headingId} className={styles.road}>
      <h2 id={headingId}>{t.heading}</h2>
      <p className={styles.muted}>{t.lead}</p>
      {answer === undefined ? (
        <p role="status">{query.isError || !online ? t.needsNetwork : t.loading}</p>
      ) : editing && scope.role === 'student' ? (
        <RoadForm studentId={scope.studentId} road={answer.road} onDone={() => setEditing(false)} />
      ) : (
        <>
          {answer.savedAt === null ? (
            <p>{scope.role === 'student' ? t.noneStudent : t.noneSupervisor}</p>
          ) : null}
          <Timeline road={answer.road} />
          {scope.role === 'student' ? (
            <Button variant="secondary" onClick={() => setEditing(true)}>
              {t.edit}
            </Button>
          ) : null}
        </>
      )}
      <details className={styles.rules}>
        <summary>{t.rulesSummary}</summary>
        <ul>
          <li>{ROAD_RULE_SOURCES.permit}</li>
          <li>{ROAD_RULE_SOURCES.risk}</li>
          <li>{ROAD_RULE_SOURCES.theory}</li>
        </ul>
        <h3>{t.introductionHeading}</h3>
        <p>{ROAD_RULE_SOURCES.introduction}</p>
      </details>
      <h3>{t.linksHeading}</h3>
      <ul className={styles.links}>
        {[ROAD_LINKS.permit, ROAD_LINKS.tests].map((link) => (
          <li key={link.href}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {link.label} <span className={styles.muted}>{t.newWindow}</span>
            </a>
          </li>
        ))}
      </ul>
      {scope.role === 'student' ? <p className={styles.muted}>{t.remindersHint}</p> : null}
    </section>
  );
}

function Timeline({ road }: { road: RoadToTest }) {
  // Swedish today, read when the timeline first shows.
  const [today] = useState(() => swedishDay(Date.now()));
  const problems = roadProblems(road, today);
  const problemsId = useId();
  return (
    <>
      <ol className={styles.steps} aria-label={t.stepsLabel}>
        {roadSteps(road, today).map((step) => (
          <li key={step.key} data-state={step.state}>
            <strong>{ROAD_STEP_TITLES[step.key]}</strong>
            <span>{t.state(step.state, step.date ?? '', step.validUntil)}</span>
          </li>
        ))}
      </ol>
      {problems.length > 0 ? (
        <div className={styles.problems} aria-labelledby={problemsId} role="group">
          <h3 id={problemsId}>{t.problemsHeading}</h3>
          <ul>
            {problems.map((problem) => (
              <li key={problem.text}>{problem.text}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

type DateField = 'permitOn' | 'riskOneOn' | 'riskTwoOn' | 'theoryTestOn' | 'drivingTestOn';
const DATE_FIELDS: readonly DateField[] = [
  'permitOn',
  'riskOneOn',
  'riskTwoOn',
  'theoryTestOn',
  'drivingTestOn',
];
const RESULT_OF = { theoryTestOn: 'theoryPassed', drivingTestOn: 'drivingPassed' } as const;

function RoadForm({
  studentId,
  road,
  onDone,
}: {
  studentId: string;
  road: RoadToTest;
  onDone: () => void;
}) {
  const [draft, setDraft] = useState<RoadToTest>(road);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveRoadToTest(studentId);
  const online = useOnline();
  const set = (part: Partial<RoadToTest>) => setDraft((before) => ({ ...before, ...part }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!online) return;
    setError(null);
    // A result without its test's date is not a result.
    const sent: RoadToTest = {
      ...draft,
      theoryPassed: draft.theoryTestOn ? draft.theoryPassed : null,
      drivingPassed: draft.drivingTestOn ? draft.drivingPassed : null,
    };
    save.mutate(sent, {
      onSuccess: (saved) => {
        toast.success(saved.message);
        onDone();
      },
      onError: (failure) => setError(failure instanceof ApiError ? failure.message : t.failed),
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={t.heading} className={styles.form}>
      {DATE_FIELDS.map((field) => (
        <div key={field} className={styles.row}>
          <TextField
            label={t.fields[field]}
            type="date"
            value={draft[field] ?? ''}
            min="2000-01-01"
            max="2099-12-31"
            onChange={(event) => set({ [field]: event.target.value || null })}
          />
          {field === 'theoryTestOn' || field === 'drivingTestOn' ? (
            <ResultField
              label={t.fields[RESULT_OF[field]]}
              value={draft[RESULT_OF[field]]}
              disabled={!draft[field]}
              onChange={(value) => set({ [RESULT_OF[field]]: value })}
            />
          ) : null}
        </div>
      ))}
      {!online ? <p role="status">{t.offline}</p> : null}
      {error ? <p role="alert">{error}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" disabled={!online || save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

function ResultField({
  label,
  value,
  disabled,
  onChange,
}: {
  label: string;
  value: boolean | null;
  disabled: boolean;
  onChange: (value: boolean | null) => void;
}) {
  const id = useId();
  return (
    <div className={styles.result}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className={inputClassName}
        value={value === null ? 'none' : value ? 'passed' : 'failed'}
        disabled={disabled}
        onChange={(event) =>
          onChange(event.target.value === 'none' ? null : event.target.value === 'passed')
        }
      >
        <option value="none">{t.results.none}</option>
        <option value="passed">{t.results.passed}</option>
        <option value="failed">{t.results.failed}</option>
      </select>
    </div>
  );
}
