import {
  confirmerText,
  DRIVE_CONDITION_LABELS,
  DRIVE_ROAD_LABELS,
  DRIVE_SUPERVISOR_LABELS,
  DRIVE_EXPLANATION_MAX,
  DRIVE_TRAFFIC_LABELS,
  DriveExplanationSchema,
  driveFlagText,
  driveGaps,
  driveTotals,
  mergeDriveTotals,
  type DriveTotalsAnswer,
  reflectionText,
  placesText,
} from '@ovningskort/domain';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/Button.js';
import { FieldFrame, inputClassName } from '../../../components/Field.js';
import { PendingMark } from '../../../components/PendingMark.js';
import { driveScreens } from '../../../copy/drives.js';
import type { ShownDrive } from '../outbox/use-drive-log.js';
import { driveMadeLine } from '../made-line.js';
import { DriveStats } from './DriveStats.js';
import { localDate } from '../local-time.js';
import styles from './DriveLog.module.css';
import { swedishDateFormat } from '../../../lib/swedish-format.js';

/** What both drive log screens show: a drive, and the totals with what is still missing. */

const t = driveScreens;

const dayFormat = swedishDateFormat({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const confirmedFormat = swedishDateFormat({
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});
export const showDay = (date: string) => dayFormat(new Date(`${date}T12:00:00`));
const km = (value: number) => value.toLocaleString('sv-SE', { maximumFractionDigits: 1 });

/** The explanation as the API takes it (trimmed, null when empty), or the Swedish message why not. */
export function explanationOf(text: string): { explanation: string | null } | { error: string } {
  const parsed = DriveExplanationSchema.safeParse({ explanation: text });
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? '' };
  return { explanation: parsed.data.explanation || null };
}

/** Writing (or changing) the explanation of a flagged drive, in place under its flags. */
export function ExplainForm({
  initial,
  onSave,
  onCancel,
}: {
  initial: string;
  /** The explanation to keep; null takes it away. */
  onSave: (explanation: string | null) => void;
  onCancel: () => void;
}) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  const id = useId();
  const hintId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  // Opened by "Förklara": the person writes at once.
  useEffect(() => area.current?.focus(), []);
  const f = t.list.flags;

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = explanationOf(text);
    if ('error' in parsed) setError(parsed.error);
    else onSave(parsed.explanation);
  }

  return (
    <form className={styles.explainForm} onSubmit={submit} noValidate>
      <FieldFrame id={id} label={f.label} error={error}>
        <p id={hintId} className={styles.hint}>
          {f.hint}
        </p>
        <textarea
          ref={area}
          id={id}
          className={inputClassName}
          rows={3}
          maxLength={DRIVE_EXPLANATION_MAX}
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${id}-error` : hintId}
          onChange={(e) => setText(e.target.value)}
        />
      </FieldFrame>
      <div className={styles.itemActions}>
        <Button type="submit">{f.save}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {f.cancel}
        </Button>
      </div>
    </form>
  );
}

/**
 * What makes a drive look wrong (issue 34), in words and with a mark, never by colour alone:
 * "Stämmer det här?" and the flags until someone explains it, then "Förklarat: …" and the
 * explanation. With `onExplain`, "Förklara" (or "Ändra förklaring") writes it in place.
 */
export function DriveFlags({
  drive,
  onExplain,
  explaining: initiallyExplaining = false,
}: {
  drive: ShownDrive;
  onExplain?: (explanation: string | null) => void;
  /** Whether the explanation is being written when it first shows. */
  explaining?: boolean;
}) {
  const [explaining, setExplaining] = useState(initiallyExplaining);
  const box = useRef<HTMLDivElement>(null);
  const closed = useRef(false);
  // Back from writing: the focus returns to the button that opened it.
  useEffect(() => {
    if (!explaining && closed.current) box.current?.querySelector('button')?.focus();
  }, [explaining]);
  const flags = drive.flags ?? [];
  const explanation = drive.explanation?.trim() || null;
  if (flags.length === 0 && explanation === null) return null;
  const f = t.list.flags;
  const day = `${showDay(drive.date)} ${drive.startTime}`;
  const words = flags.map((flag) => driveFlagText(flag, drive));
  const close = () => {
    closed.current = true;
    setExplaining(false);
  };

  return (
    <div
      ref={box}
      className={explanation === null ? styles.flagged : styles.explained}
      data-flags={flags.join(' ') || undefined}
    >
      {explanation === null ? (
        <>
          <p className={styles.flagHeading}>
            <span className={styles.flagMark} aria-hidden="true">
              !
            </span>
            {f.heading}
          </p>
          <ul className={styles.flagList}>
            {words.map((word) => (
              <li key={word}>{word}</li>
            ))}
          </ul>
        </>
      ) : (
        <>
          {flags.length > 0 ? (
            <p className={styles.flagHeading}>
              <span className={styles.explainedMark} aria-hidden="true">
                ✓
              </span>
              {f.explained(words.join(', '))}
            </p>
          ) : null}
          <p className={styles.explanation}>
            {flags.length > 0 ? f.explanation(explanation) : f.explanationOnly(explanation)}
          </p>
        </>
      )}
      {onExplain && explaining ? (
        <ExplainForm
          initial={explanation ?? ''}
          onSave={(value) => {
            onExplain(value);
            close();
          }}
          onCancel={close}
        />
      ) : null}
      {onExplain && !explaining ? (
        <div className={styles.itemActions}>
          <Button
            variant="secondary"
            onClick={() => setExplaining(true)}
            aria-label={explanation === null ? f.explainName(day) : f.changeName(day)}
          >
            {explanation === null ? f.explain : f.change}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** One drive: when, how long and far, with whom, its conditions, lessons, note and confirmation. */
export function DriveItem({
  drive,
  cardLessons,
  onExplain,
  confirmation,
  children,
}: {
  drive: ShownDrive;
  /** The lessons of the student's cards, in order: a lesson is named by its place among them. */
  cardLessons: readonly number[];
  /** Explaining a flagged drive (issue 34); left out, the flags are only shown. */
  onExplain?: (explanation: string | null) => void;
  /** Under the confirmation line: how to get the drive confirmed (issue 34). */
  confirmation?: ReactNode;
  children?: ReactNode;
}) {
  const who = drive.supervisedBy.name || DRIVE_SUPERVISOR_LABELS[drive.supervisedBy.kind];
  const facts = [
    t.list.minutes(drive.minutes),
    drive.km === null ? null : t.list.km(km(drive.km)),
    who,
  ].filter(Boolean);
  const reflection = reflectionText(drive.reflection);
  // Saved offline and sent much later (issue 34): when it was saved, and when it was sent.
  const made = driveMadeLine(drive);
  const tags = [
    ...drive.conditions.map((c) => DRIVE_CONDITION_LABELS[c]),
    ...drive.roads.map((r) => DRIVE_ROAD_LABELS[r]),
    ...(drive.traffic ? [DRIVE_TRAFFIC_LABELS[drive.traffic]] : []),
  ];
  return (
    <li className={styles.drive} data-drive={drive.id}>
      <div className={styles.driveHead}>
        <h3 className={styles.driveDay}>
          {showDay(drive.date)} {drive.startTime}
        </h3>
        {drive.pending ? <PendingMark hidden={false} /> : null}
      </div>
      <p className={styles.facts}>{facts.join(' · ')}</p>
      {tags.length > 0 ? (
        <ul className={styles.tags} aria-label={t.form.conditions}>
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      {drive.lessons.length > 0 ? (
        <p className={styles.facts}>{t.list.lessons(placesText(drive.lessons, cardLessons))}</p>
      ) : null}
      {drive.note ? <p className={styles.note}>{drive.note}</p> : null}
      {reflection ? <p className={styles.reflectionLine}>{t.list.reflection(reflection)}</p> : null}
      <DriveFlags drive={drive} onExplain={onExplain} />
      {made ? <p className={styles.facts}>{made}</p> : null}
      <p className={drive.confirmed ? styles.confirmed : styles.unconfirmed}>
        {drive.confirmed
          ? t.list.confirmed(confirmerText(drive.confirmed), confirmedFormat(drive.confirmed.at))
          : t.list.notConfirmed}
      </p>
      {confirmation}
      {children ? <div className={styles.itemActions}>{children}</div> : null}
    </li>
  );
}

/**
 * Hours, km, drives and the last drive; what has not been practised yet. Counted here from the
 * drives shown (offline too, with the changes not yet sent), and the server's totals of the
 * older drives not read yet: so they cover every drive.
 */
export function Totals({
  drives,
  olderTotals,
  lessons,
}: {
  drives: readonly ShownDrive[];
  /** The totals of the drives older than those shown (null: every drive is shown). */
  olderTotals: DriveTotalsAnswer | null;
  /** The lessons of the student's cards: those no drive lists are "not practised yet". */
  lessons: readonly number[];
}) {
  // The day the page opened: what "days ago" counts from (a page open past midnight is rare).
  const [today] = useState(() => localDate(Date.now()));
  const { totals, gaps } = useMemo(() => {
    const totals = mergeDriveTotals(driveTotals(drives, today), olderTotals, today);
    return { totals, gaps: driveGaps(totals, today, lessons) };
  }, [drives, olderTotals, today, lessons]);
  const headingId = useId();
  const gapsId = useId();
  const never = [
    ...gaps.conditionsNever.map((c) => DRIVE_CONDITION_LABELS[c]),
    ...gaps.roadsNever.map((r) => DRIVE_ROAD_LABELS[r]),
  ];
  const longAgo = [
    ...gaps.conditionsLongAgo.map((g) =>
      t.gaps.longAgo(DRIVE_CONDITION_LABELS[g.condition], g.daysAgo),
    ),
    ...gaps.roadsLongAgo.map((g) => t.gaps.longAgo(DRIVE_ROAD_LABELS[g.road], g.daysAgo)),
  ];
  return (
    <>
      <section aria-labelledby={headingId} className={styles.totals}>
        <h2 id={headingId}>{t.totals.heading}</h2>
        <dl className={styles.figures}>
          <div>
            <dt>{t.totals.time}</dt>
            <dd>{t.list.minutes(totals.all.minutes)}</dd>
          </div>
          <div>
            <dt>{t.totals.distance}</dt>
            <dd>{`${km(totals.all.km)} km`}</dd>
          </div>
          <div>
            <dt>{t.totals.drives}</dt>
            <dd>
              {totals.all.drives}
              <span className={styles.sub}>
                {t.totals.confirmedShare(
                  String(totals.confirmed.drives),
                  String(totals.all.drives),
                )}
              </span>
            </dd>
          </div>
          <div>
            <dt>{t.totals.lastDrive}</dt>
            <dd>
              {totals.lastDrive ? t.totals.daysAgo(totals.lastDrive.daysAgo) : t.totals.never}
            </dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby={gapsId} className={styles.gaps}>
        <h2 id={gapsId}>{t.gaps.heading}</h2>
        {never.length === 0 && longAgo.length === 0 ? (
          <p>{t.gaps.allCovered}</p>
        ) : (
          <ul className={styles.tags}>
            {[...never, ...longAgo].map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        )}
        {gaps.lessonsNever.length > 0 ? (
          <p className={styles.facts}>{t.gaps.lessons(placesText(gaps.lessonsNever, lessons))}</p>
        ) : null}
      </section>
      <DriveStats totals={totals} lessons={lessons} />
    </>
  );
}

/**
 * "Visa äldre körningar" under the list while the server holds older drives than those shown:
 * a native button (reached and pressed with the keyboard), which stays where it is and keeps the
 * focus while the next page comes, so it can be pressed again. Once every drive is shown, a
 * status line says so in its place.
 */
export function ShowOlderDrives({
  more,
  loading,
  failed,
  shownOlder,
  onShowOlder,
}: {
  /** The server holds older drives than those shown. */
  more: boolean;
  /** The next page is on its way. */
  loading: boolean;
  /** The last try to read it failed (offline). */
  failed: boolean;
  /** Older pages were read on this screen (so "all shown" is news). */
  shownOlder: boolean;
  onShowOlder: () => void;
}) {
  if (!more) {
    return shownOlder ? (
      <p className={styles.facts} role="status">
        {t.list.allShown}
      </p>
    ) : null;
  }
  return (
    <div className={styles.older}>
      <Button
        variant="secondary"
        aria-disabled={loading || undefined}
        onClick={() => {
          if (!loading) onShowOlder();
        }}
      >
        {loading ? t.list.loadingOlder : t.list.showOlder}
      </Button>
      {failed && !loading ? <p role="alert">{t.list.olderFailed}</p> : null}
    </div>
  );
}
