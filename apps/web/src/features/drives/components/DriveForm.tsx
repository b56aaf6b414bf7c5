import {
  DRIVE_CONDITION_LABELS,
  DRIVE_CONDITIONS,
  DRIVE_EXPLANATION_MAX,
  DRIVE_ROAD_LABELS,
  DRIVE_ROADS,
  DRIVE_SUPERVISOR_LABELS,
  DRIVE_TRAFFIC,
  DRIVE_TRAFFIC_LABELS,
  DriveInputSchema,
  LESSONS,
  REFLECTION_NOTE_MAX,
  type DriveInput,
  type DriveSupervisorKind,
  type LessonNumber,
  type ReflectionQuestion,
  placeAmong,
} from '@ovningskort/domain';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import bottomBar from '../../../components/BottomBar.module.css';
import { Button } from '../../../components/Button.js';
import { ChoiceFieldset, Choice } from '../../../components/ChoiceFieldset.js';
import { FieldFrame, inputClassName, TextField } from '../../../components/Field.js';
import { driveScreens } from '../../../copy/drives.js';
import styles from './DriveLog.module.css';

const t = driveScreens.form;

/** What the form holds while it is filled in: text as typed, lists as chosen. */
export interface DriveDraft {
  date: string;
  startTime: string;
  minutes: string;
  km: string;
  supervisorKind: DriveSupervisorKind;
  supervisorName: string;
  conditions: DriveInput['conditions'];
  roads: DriveInput['roads'];
  traffic: DriveInput['traffic'];
  lessons: number[];
  note: string;
  /** The reflection after the drive (issue 36): the answer to each question, by its id. */
  reflection: Record<string, string>;
  reflectionNote: string;
  /** Why the drive is as it is, where it looks wrong (issue 34). */
  explanation: string;
}

export function draftOf(input: DriveInput): DriveDraft {
  return {
    date: input.date,
    startTime: input.startTime,
    minutes: String(input.minutes),
    km: input.km === null ? '' : String(input.km).replace('.', ','),
    supervisorKind: input.supervisedBy.kind,
    supervisorName: input.supervisedBy.kind === 'supervisor' ? '' : input.supervisedBy.name,
    conditions: input.conditions,
    roads: input.roads,
    traffic: input.traffic,
    lessons: input.lessons,
    note: input.note,
    reflection: Object.fromEntries(
      (input.reflection?.answers ?? []).map((a) => [a.question, a.answer]),
    ),
    reflectionNote: input.reflection?.note ?? '',
    explanation: input.explanation ?? '',
  };
}

/**
 * The reflection as the API takes it: the questions asked that were answered, in their order,
 * and the learner's words; null when nothing was (skipped). Left out where the form asks none
 * (the supervisor's form): the drive then keeps the reflection it has.
 */
export function reflectionInput(
  draft: DriveDraft,
  questions: readonly ReflectionQuestion[] | undefined,
) {
  if (!questions) return undefined;
  const asked = [
    ...questions.map((q) => q.id),
    ...Object.keys(draft.reflection).filter((id) => !questions.some((q) => q.id === id)),
  ];
  const answers = asked.flatMap((question) => {
    const answer = draft.reflection[question];
    return answer === undefined ? [] : [{ question, answer }];
  });
  const note = draft.reflectionNote.trim();
  return answers.length === 0 && note === '' ? null : { answers, note };
}

/**
 * The draft as the API takes it (the schema then says what is wrong, in Swedish). The
 * explanation is sent only when the person changed it (`kept` is the drive's): left out, the
 * drive keeps its own, also one the supervisor wrote meanwhile.
 */
function inputOf(
  draft: DriveDraft,
  questions?: readonly ReflectionQuestion[],
  kept?: string,
): unknown {
  const km = draft.km.trim().replace(',', '.');
  return {
    date: draft.date,
    startTime: draft.startTime,
    minutes: draft.minutes.trim() === '' ? Number.NaN : Number(draft.minutes),
    km: km === '' ? null : Number(km),
    supervisedBy:
      draft.supervisorKind === 'supervisor'
        ? { kind: 'supervisor' }
        : { kind: draft.supervisorKind, name: draft.supervisorName },
    conditions: draft.conditions,
    roads: draft.roads,
    traffic: draft.traffic,
    lessons: draft.lessons,
    note: draft.note,
    reflection: reflectionInput(draft, questions),
    explanation: draft.explanation === kept ? undefined : draft.explanation,
  };
}

/**
 * What "Spara" does with a drive that looks wrong (issue 34): the first time, it shows why
 * (`warn`), with room to explain; then it saves all the same. One explained saves at once.
 * `warnedFor` is what the person was warned of (`warnings` joined), null before that.
 */
export function saveStep(
  warnings: readonly string[],
  explanation: string,
  warnedFor: string | null,
): 'warn' | 'save' {
  if (warnings.length === 0 || explanation.trim() !== '') return 'save';
  return warnedFor === warnings.join('\n') ? 'save' : 'warn';
}

type Errors = Partial<Record<keyof DriveInput | 'supervisorName', string>>;

/** A list with the value added or taken away. */
function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

/** Large buttons that are on or off (aria-pressed): conditions, road types, lessons. */
function Chips<T extends string | number>({
  legend,
  values,
  chosen,
  label,
  onToggle,
  hint,
}: {
  legend: string;
  values: readonly T[];
  chosen: readonly T[];
  label: (value: T) => string;
  onToggle: (value: T) => void;
  hint?: string;
}) {
  const hintId = useId();
  return (
    <fieldset className={styles.chips} aria-describedby={hint ? hintId : undefined}>
      <legend>{legend}</legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.chipRow}>
        {values.map((value) => (
          <button
            key={value}
            type="button"
            className={styles.chip}
            aria-pressed={chosen.includes(value)}
            onClick={() => onToggle(value)}
          >
            {label(value)}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The short reflection after the drive (issue 36, kursplan moment 4): one or two questions,
 * each answered with a tap (tap again to take the answer back), and a few words if the learner
 * wants. Optional: the drive is saved as well without it.
 */
export function ReflectionStep({
  questions,
  answers,
  note,
  error,
  onAnswer,
  onNote,
}: {
  questions: readonly ReflectionQuestion[];
  answers: Readonly<Record<string, string>>;
  note: string;
  error?: string;
  onAnswer: (question: string, answer: string | undefined) => void;
  onNote: (note: string) => void;
}) {
  const headingId = useId();
  const r = t.reflection;
  return (
    <section className={styles.reflection} aria-labelledby={headingId}>
      <h3 id={headingId}>{r.heading}</h3>
      <p className={styles.hint}>{r.lead}</p>
      {questions.map((question) => (
        <fieldset key={question.id} className={styles.chips}>
          <legend>{question.text}</legend>
          <div className={styles.chipRow}>
            {question.choices.map(([code, label]) => {
              const chosen = answers[question.id] === code;
              return (
                <button
                  key={code}
                  type="button"
                  className={styles.chip}
                  aria-pressed={chosen}
                  onClick={() => onAnswer(question.id, chosen ? undefined : code)}
                >
                  {label}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
      <TextField
        label={r.note}
        value={note}
        maxLength={REFLECTION_NOTE_MAX}
        autoComplete="off"
        error={error}
        onChange={(e) => onNote(e.target.value)}
      />
    </section>
  );
}

/**
 * A drive's form: filled in already when a drive under way ends (date, start, minutes, the
 * light the time of day suggests), every choice a large button, saved with one tap.
 */
export function DriveForm({
  title,
  initial,
  linkedSupervisor,
  suggestedHint,
  warning,
  lessons,
  reflectionQuestions,
  plausibility,
  onSave,
  onCancel,
}: {
  title: string;
  /**
   * What makes the drive look wrong as it would be saved, in words (issue 34): the learner is
   * warned before saving, may explain it, and may save it all the same.
   */
  plausibility?: (input: DriveInput) => string[];
  /**
   * The questions of the reflection after the drive (the learner's form; issue 36). Left out,
   * the form asks none and the drive keeps the reflection it has (the supervisor's form).
   */
  reflectionQuestions?: readonly ReflectionQuestion[];
  /** The lessons of the student's cards (the template of their gearbox). */
  lessons: readonly number[];
  initial: DriveDraft;
  /** The linked supervisor's name; without one, "Handledaren" is not offered. */
  linkedSupervisor: string | null;
  /** Whether the light condition was pre-ticked from the time of day. */
  /** Why a light condition is ticked already (where the sun was judged), if one is. */
  suggestedHint?: string;
  warning?: string;
  onSave: (input: DriveInput) => void;
  onCancel: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [supervisorChosen, setSupervisorChosen] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [warnedFor, setWarnedFor] = useState<string | null>(null);
  const headingId = useId();
  const noteId = useId();
  const warningHeadingId = useId();
  const explanationId = useId();
  const warningPanel = useRef<HTMLElement>(null);
  const set = (changes: Partial<DriveDraft>) => setDraft((d) => ({ ...d, ...changes }));
  // Nobody named yet, and the linked supervisor is known – also when their name arrived after
  // the form opened (a slow network): the drive was with them until the person says otherwise.
  const supervisorKind: DriveSupervisorKind =
    !supervisorChosen &&
    linkedSupervisor &&
    draft.supervisorKind === 'other' &&
    draft.supervisorName === ''
      ? 'supervisor'
      : draft.supervisorKind;

  // What makes the drive look wrong, counted as it is typed (once the fields make a drive).
  const warnings = useMemo(() => {
    if (!plausibility) return [];
    const parsed = DriveInputSchema.safeParse(inputOf({ ...draft, supervisorKind }));
    return parsed.success ? plausibility(parsed.data) : [];
  }, [plausibility, draft, supervisorKind]);
  const step = saveStep(warnings, draft.explanation, warnedFor);
  // Warned and not explained: the tap that saves it all the same says so.
  const saveAnyway = step === 'save' && warnings.length > 0 && !draft.explanation.trim();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = DriveInputSchema.safeParse(
      inputOf({ ...draft, supervisorKind }, reflectionQuestions, initial.explanation),
    );
    if (parsed.success && step === 'warn') {
      // Warned before it is saved: why, and room to explain; the next tap saves it all the same.
      setErrors({});
      setWarnedFor(warnings.join('\n'));
      warningPanel.current?.scrollIntoView({ block: 'center' });
      warningPanel.current?.focus({ preventScroll: true });
      return;
    }
    if (parsed.success) {
      onSave(parsed.data);
      return;
    }
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const [field, sub] = issue.path;
      const key = field === 'supervisedBy' && sub === 'name' ? 'supervisorName' : field;
      if (typeof key === 'string' && !(key in found)) found[key as keyof Errors] = issue.message;
    }
    setErrors(found);
  }

  const supervisorChoices: { kind: DriveSupervisorKind; label: string }[] = [
    ...(linkedSupervisor || supervisorKind === 'supervisor'
      ? [
          {
            kind: 'supervisor' as const,
            label: linkedSupervisor
              ? t.linkedSupervisor(linkedSupervisor)
              : DRIVE_SUPERVISOR_LABELS.supervisor,
          },
        ]
      : []),
    { kind: 'school', label: t.school },
    { kind: 'other', label: t.other },
  ];

  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <h2 id={headingId}>{title}</h2>
      {warning ? <p className={styles.warning}>{warning}</p> : null}
      <div className={styles.when}>
        <TextField
          label={t.date}
          type="date"
          value={draft.date}
          error={errors.date}
          onChange={(e) => set({ date: e.target.value })}
        />
        <TextField
          label={t.startTime}
          type="time"
          value={draft.startTime}
          error={errors.startTime}
          onChange={(e) => set({ startTime: e.target.value })}
        />
        <TextField
          label={t.minutes}
          inputMode="numeric"
          value={draft.minutes}
          error={errors.minutes}
          onChange={(e) => set({ minutes: e.target.value })}
        />
        <TextField
          label={t.km}
          inputMode="decimal"
          value={draft.km}
          error={errors.km}
          onChange={(e) => set({ km: e.target.value })}
        />
      </div>
      {warnings.length > 0 || errors.explanation ? (
        <section
          ref={warningPanel}
          className={styles.plausibility}
          aria-labelledby={warningHeadingId}
          tabIndex={-1}
        >
          <h3 id={warningHeadingId}>
            <span className={styles.flagMark} aria-hidden="true">
              !
            </span>
            {t.plausibility.heading}
          </h3>
          <ul className={styles.flagList}>
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
          <p>{t.plausibility.lead}</p>
          <FieldFrame
            id={explanationId}
            label={t.plausibility.explanation}
            error={errors.explanation}
          >
            <textarea
              id={explanationId}
              className={inputClassName}
              rows={2}
              maxLength={DRIVE_EXPLANATION_MAX}
              value={draft.explanation}
              aria-invalid={errors.explanation ? true : undefined}
              aria-describedby={errors.explanation ? `${explanationId}-error` : undefined}
              onChange={(e) => set({ explanation: e.target.value })}
            />
          </FieldFrame>
        </section>
      ) : null}

      <ChoiceFieldset legend={t.supervisedBy} error={errors.supervisedBy}>
        {supervisorChoices.map((choice) => (
          <Choice
            key={choice.kind}
            type="radio"
            name="supervisedBy"
            label={choice.label}
            checked={supervisorKind === choice.kind}
            onChange={() => {
              setSupervisorChosen(true);
              set({ supervisorKind: choice.kind });
            }}
          />
        ))}
      </ChoiceFieldset>
      {supervisorKind !== 'supervisor' ? (
        <TextField
          label={supervisorKind === 'school' ? t.schoolName : t.otherName}
          value={draft.supervisorName}
          error={errors.supervisorName}
          autoComplete="off"
          onChange={(e) => set({ supervisorName: e.target.value })}
        />
      ) : null}

      <Chips
        legend={t.conditions}
        values={DRIVE_CONDITIONS}
        chosen={draft.conditions}
        label={(c) => DRIVE_CONDITION_LABELS[c]}
        onToggle={(c) => set({ conditions: toggled(draft.conditions, c) })}
        hint={suggestedHint}
      />
      <Chips
        legend={t.roads}
        values={DRIVE_ROADS}
        chosen={draft.roads}
        label={(r) => DRIVE_ROAD_LABELS[r]}
        onToggle={(r) => set({ roads: toggled(draft.roads, r) })}
      />
      <ChoiceFieldset legend={t.traffic}>
        {[...DRIVE_TRAFFIC, null].map((traffic) => (
          <Choice
            key={traffic ?? 'none'}
            type="radio"
            name="traffic"
            label={traffic ? DRIVE_TRAFFIC_LABELS[traffic] : t.noTraffic}
            checked={draft.traffic === traffic}
            onChange={() => set({ traffic })}
          />
        ))}
      </ChoiceFieldset>
      <Chips
        legend={t.lessons}
        values={lessons}
        chosen={draft.lessons}
        label={(n) => `${placeAmong(n, lessons)}. ${LESSONS[n as LessonNumber].title}`}
        onToggle={(n) => set({ lessons: toggled(draft.lessons, n) })}
      />
      <FieldFrame id={noteId} label={t.note} error={errors.note}>
        <textarea
          id={noteId}
          className={inputClassName}
          rows={3}
          maxLength={1000}
          value={draft.note}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? `${noteId}-error` : undefined}
          onChange={(e) => set({ note: e.target.value })}
        />
      </FieldFrame>
      {reflectionQuestions ? (
        <ReflectionStep
          questions={reflectionQuestions}
          answers={draft.reflection}
          note={draft.reflectionNote}
          error={errors.reflection}
          onAnswer={(question, answer) => {
            const { [question]: _, ...rest } = draft.reflection;
            set({ reflection: answer === undefined ? rest : { ...rest, [question]: answer } });
          }}
          onNote={(reflectionNote) => set({ reflectionNote })}
        />
      ) : null}
      {/* Within thumb's reach however long the form: the drive is saved in one tap. */}
      <div className={bottomBar.bar} data-bottom-bar>
        <Button type="submit">{saveAnyway ? t.plausibility.saveAnyway : t.save}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
