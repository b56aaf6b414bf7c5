import {
  cardIsAutomatic,
  isLessonNumber,
  LESSON_HINT,
  LESSONS,
  sectionOf,
  STATUS_LABELS,
  STATUSES,
  subMomentsOf,
  type CardHistoryEntry,
  type DrivingNote,
  type LessonSubMoment,
} from '@ovningskort/domain';
import { useQueryClient } from '@tanstack/react-query';
import { cardHistoryCopy } from '../../../copy/card-history.js';
import { cardScreens } from '../../../copy/cards.js';
import { commentsCopy } from '../../../copy/comments.js';
import { memo, useContext, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Comments, WriteComment } from '../comments/components/Comments.js';
import {
  othersCommentsSince,
  useComments,
  type CommentsOfLesson,
} from '../comments/use-comments.js';
import { useSession } from '../../../lib/session.js';
import { toast } from '../../../lib/toast.js';
import { historyWho } from '../../../lib/who-and-when.js';
import { Button } from '../../../components/Button.js';
import bottomBar from '../../../components/BottomBar.module.css';
import { PendingMark } from '../../../components/PendingMark.js';
import { statusChange, type LessonChanges } from '../api/cache.js';
import type { ChangeOptions } from '../outbox/pending.js';
import {
  cardHistoryKey,
  cardsKeyOf,
  useCardHistory,
  type HistoryReader,
} from '../api/get-card-history.js';
import { cellKey, type CellKey } from '../outbox/pending.js';
import { InstructionsSlot, type InstructionsSlotProps } from './instructions-slot.js';
import {
  changeAnnouncement,
  doneByLine,
  doneHistory,
  historyBySubMoment,
  historyEntryText,
  othersChangesSince,
  setByLine,
} from './card-history.js';
import { LessonOverview } from './LessonOverview.js';
import styles from './LessonView.module.css';
import { isStatus, statusTone } from './status-tone.js';
import { useShownValue } from './useShownValue.js';

const t = cardScreens;

export type ChangeLesson = (id: string, changes: LessonChanges, options?: ChangeOptions) => void;

/**
 * One lesson of the chosen card: its section, 'Lektion x av y' with the title and 'Alla
 * lektioner', every sub-moment first, then the hint where
 * the lesson has one, every sub-moment with its instructions and status, the 'Klar!' box, and
 * 'Föregående' / 'Nästa' in a bar that stays at the bottom of the screen within thumb's reach.
 */
export function LessonView({
  lessons,
  cardPosition,
  index,
  onIndexChange,
  onChange,
  pending,
  reader,
}: {
  lessons: readonly DrivingNote[];
  /** 1-based position of the card the lessons are on. */
  cardPosition: number;
  index: number;
  onIndexChange: (index: number) => void;
  /** Stable (useLatestCallback): the sub-moments not changed are then not drawn again. */
  onChange: ChangeLesson;
  /** The cells whose change still waits for the server: marked as not saved yet. */
  pending: ReadonlySet<CellKey>;
  /** Whose instructions the accordions load: the student's own, or as their supervisor. */
  reader: Pick<InstructionsSlotProps, 'role' | 'studentId'>;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const headingId = useId();
  const doneId = useId();
  const [overview, setOverview] = useState(false);
  const automatic = cardIsAutomatic(lessons.map((l) => l.number));
  const { role, studentId } = reader;
  const source = useMemo(() => ({ role, studentId, automatic }), [role, studentId, automatic]);
  const lesson = lessons[index];
  const { historyOf, doneOf } = useLessonHistory(reader, lesson, lessons);
  const comments = useLessonComments(reader, lesson, lessons);
  if (!lesson) return null;

  const total = lessons.length;
  const first = index === 0;
  const last = index === total - 1;
  const number = isLessonNumber(lesson.number) ? lesson.number : undefined;

  function go(to: number) {
    // The button pressed is disabled at the end: keep the keyboard focus in the bar.
    const stillEnabled = to === 0 ? '[data-next]' : to === total - 1 ? '[data-previous]' : null;
    if (stillEnabled) navRef.current?.querySelector<HTMLButtonElement>(stillEnabled)?.focus();
    // From the bottom bar, the next lesson starts where it can be read from its heading.
    const heading = headingRef.current;
    if (heading && heading.getBoundingClientRect().top < 0) heading.scrollIntoView();
    onIndexChange(to);
  }

  return (
    <article className={styles.lesson} aria-labelledby={headingId}>
      {number ? <h3 className={styles.section}>{sectionOf(number).title}</h3> : null}
      <div className={styles.headingRow}>
        <h4 id={headingId} ref={headingRef} className={styles.heading} aria-live="polite">
          <span className={styles.position}>{t.lesson(index + 1, total)}</span>
          <span>{lesson.nytitle}</span>
        </h4>
        <Button
          variant="secondary"
          className={styles.overviewButton}
          aria-haspopup="dialog"
          onClick={() => setOverview(true)}
        >
          {t.overview.open}
        </Button>
      </div>
      <LessonOverview
        open={overview}
        card={cardPosition}
        lessons={lessons}
        index={index}
        onChoose={(to) => {
          setOverview(false);
          if (to !== index) go(to);
        }}
        onClose={() => setOverview(false)}
      />

      <ul className={styles.moments}>
        {subMomentsOf(lesson).map((moment) => (
          <SubMoment
            key={`${lesson.id}-${moment.key}`}
            moment={moment}
            lessonId={lesson.id}
            lesson={lesson.number}
            source={source}
            pending={pending.has(cellKey(lesson.id, moment.statusKey))}
            onChange={onChange}
            history={historyOf(moment.key)}
            comments={comments}
          />
        ))}
      </ul>

      {number && LESSONS[number].hint ? <p className={styles.hint}>{LESSON_HINT}</p> : null}

      <section className={styles.lessonComments} aria-labelledby={`${headingId}-comments`}>
        <h5 id={`${headingId}-comments`} className={styles.momentHeading}>
          {commentsCopy.lessonHeading}
        </h5>
        <Comments
          comments={comments}
          lessonId={lesson.id}
          place="lesson"
          about={commentsCopy.lessonAbout}
        />
        <WriteComment comments={comments} lessonId={lesson.id} moments={subMomentsOf(lesson)} />
      </section>

      <DoneBox
        key={lesson.id}
        id={doneId}
        done={lesson.isDone}
        pending={pending.has(cellKey(lesson.id, 'isDone'))}
        onChange={(isDone) => onChange(lesson.id, { isDone })}
        history={doneOf}
      />

      <nav ref={navRef} className={bottomBar.bar} aria-label={t.lessonNavigation} data-bottom-bar>
        <Button
          variant="secondary"
          className={styles.navButton}
          disabled={first}
          onClick={() => go(index - 1)}
          data-previous
        >
          {t.previous}
        </Button>
        <Button
          className={styles.navButton}
          disabled={last}
          onClick={() => go(index + 1)}
          data-next
        >
          {t.next}
        </Button>
      </nav>
    </article>
  );
}

/** How long the cards stay unchanged before their history is read again. */
const HISTORY_READ_AFTER_MS = 250;

/**
 * Who changed what on the lesson's card, and when (issue 19), by sub-moment of this lesson:
 * what the device has (kept for offline reading), read again each time the cards are read
 * successfully or changed live – so after one's own change is saved and the list read again,
 * and after the other person's change arrives – but never when the cards' read is refused.
 */
function useLessonHistory(
  { role, studentId }: Pick<InstructionsSlotProps, 'role' | 'studentId'>,
  lesson: DrivingNote | undefined,
  lessons: readonly DrivingNote[],
) {
  const reader: HistoryReader = useMemo(
    () => (role === 'student' ? { role } : { role, studentId }),
    [role, studentId],
  );
  const groupId = lesson?.groupId ?? '';
  const { data } = useCardHistory(reader, groupId);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!groupId) return;
    const cards = JSON.stringify(cardsKeyOf(reader));
    // Read once the changes have stopped coming for a moment: a hundred changes sent after a
    // dead zone come back as a hundred answers and a hundred live events, and each read again
    // at once was a request of its own (200 of them, beside the batch, in the bench).
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readAgain = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        // A read under way is started again: it may have been asked before the change arrived
        // (a page coming online reads what failed offline, then sends its outbox).
        void queryClient.invalidateQueries({
          queryKey: cardHistoryKey(reader, groupId),
          exact: true,
        });
      }, HISTORY_READ_AFTER_MS);
    };
    const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        JSON.stringify(event.query.queryKey) === cards &&
        // A card just deleted has no history left to read.
        (event.query.state.data as readonly { groupId?: string }[] | undefined)?.some(
          (note) => note.groupId === groupId,
        )
      ) {
        readAgain();
      }
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [groupId, reader, queryClient]);
  // The other person's changes are said politely (a toast, read by screen readers too).
  const myRole = role === 'student' ? 'student' : 'supervisor';
  useAnnounced(groupId, data, (history, seenUntil) => {
    for (const entry of othersChangesSince(history, seenUntil, myRole)) {
      const text = changeAnnouncement(entry, lessons);
      if (text) toast.info(text);
    }
    return history[0]?.receivedAt ?? 0;
  });
  const lessonId = lesson?.id ?? '';
  return useMemo(
    () => ({ historyOf: historyBySubMoment(data, lessonId), doneOf: doneHistory(data, lessonId) }),
    [data, lessonId],
  );
}

/**
 * Calls `announce` with each new read of a card's list after the first (a card shown anew
 * starts from what it has), and keeps the newest time it answers as seen.
 */
function useAnnounced<T>(
  groupId: string,
  data: T | undefined,
  announce: (data: T, seenUntil: number | undefined) => number,
) {
  const seen = useRef<{ groupId: string; until: number | undefined }>({
    groupId,
    until: undefined,
  });
  useEffect(() => {
    if (data === undefined) return;
    if (seen.current.groupId !== groupId) seen.current = { groupId, until: undefined };
    const newest = announce(data, seen.current.until);
    seen.current.until = Math.max(seen.current.until ?? 0, newest);
    // Only a new read (or another card) announces; the callback's identity does not matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [groupId, data]);
}

/**
 * The lesson's comments with the device's changes on top, and how to write them; the other
 * person's new comments are said politely, as their changes are.
 */
function useLessonComments(
  { role, studentId }: Pick<InstructionsSlotProps, 'role' | 'studentId'>,
  lesson: DrivingNote | undefined,
  lessons: readonly DrivingNote[],
): CommentsOfLesson {
  const session = useSession();
  const me = role === 'student' ? session.student : session.supervisor;
  const byName = me ? `${me.name} ${me.surname}`.trim() : '';
  const scope = useMemo(
    () =>
      role === 'student'
        ? ({ role: 'student' } as const)
        : ({ role: 'supervisor', studentId } as const),
    [role, studentId],
  );
  const groupId = lesson?.groupId ?? '';
  const comments = useComments(scope, groupId, lesson?.id ?? '', byName);
  useAnnounced(groupId, comments.read, (read, seenUntil) => {
    for (const comment of othersCommentsSince(read, seenUntil)) {
      const about = lessons.find((l) => l.id === comment.lessonId);
      if (about) toast.info(commentsCopy.announced(historyWho(comment.by), about.number));
    }
    return Math.max(0, ...read.map((c) => c.createdAt));
  });
  return comments;
}

interface SubMomentProps {
  moment: LessonSubMoment;
  lessonId: string;
  lesson: number;
  source: Pick<InstructionsSlotProps, 'role' | 'studentId' | 'automatic'>;
  pending: boolean;
  onChange: ChangeLesson;
  /** This sub-moment's changes, newest first. */
  history: readonly CardHistoryEntry[];
  /** The lesson's comments (this sub-moment shows its own). */
  comments: CommentsOfLesson;
}

/** Drawn again only when what it shows changed (a tap changes one sub-moment of the card). */
const sameSubMoment = (before: SubMomentProps, after: SubMomentProps) =>
  before.moment.key === after.moment.key &&
  before.moment.statusKey === after.moment.statusKey &&
  before.moment.heading === after.moment.heading &&
  before.moment.status === after.moment.status &&
  before.lessonId === after.lessonId &&
  before.lesson === after.lesson &&
  before.source === after.source &&
  before.pending === after.pending &&
  before.onChange === after.onChange &&
  before.history === after.history &&
  before.comments === after.comments;

/** A sub-moment: heading, its instructions, and its status, coloured and always in words. */
const SubMoment = memo(function SubMoment({
  moment,
  lessonId,
  lesson,
  source,
  pending,
  onChange,
  history,
  comments,
}: SubMomentProps) {
  const selectId = useId();
  const markId = useId();
  const renderInstructions = useContext(InstructionsSlot);
  const [status, showStatus] = useShownValue(moment.status);
  const tone = styles[statusTone(status)] ?? '';
  return (
    <li className={`${styles.moment} ${tone}`}>
      <h5 className={styles.momentHeading}>{moment.heading}</h5>
      <div className={styles.statusField}>
        <label className={styles.statusLabel} htmlFor={selectId}>
          {t.status}
          <span className="visually-hidden">{t.statusFor(moment.heading)}</span>
        </label>
        <select
          id={selectId}
          aria-describedby={pending ? markId : undefined}
          className={`${styles.status} ${tone}`}
          value={status}
          onChange={(event) => {
            const value = event.target.value;
            if (!isStatus(value) || value === status) return;
            showStatus(value);
            onChange(lessonId, statusChange(moment.statusKey, value));
          }}
        >
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        {pending ? <PendingMark id={markId} /> : null}
        {source.role === 'teacher' && isOwnApproval(status, history) ? (
          <Button
            variant="secondary"
            className={styles.approveOwn}
            aria-label={t.approveOwnName(moment.heading)}
            onClick={() =>
              onChange(lessonId, statusChange(moment.statusKey, 'Godkänd'), { reaffirm: true })
            }
          >
            {t.approveOwn}
          </Button>
        ) : null}
      </div>
      {renderInstructions?.({
        ...source,
        className: styles.instructions,
        lesson,
        parameter: moment.key,
        heading: moment.heading,
      })}
      <SubMomentHistory heading={moment.heading} status={status} history={history} />
      <Comments comments={comments} lessonId={lessonId} place={moment.key} about={moment.heading} />
    </li>
  );
}, sameSubMoment);

/**
 * Whether the "Godkänd" shown is the learner's own assessment (issue 34): the supervisor may
 * approve it as it stands, an act of its own that the history records and the counts count.
 */
function isOwnApproval(status: string, history: readonly CardHistoryEntry[]): boolean {
  const latest = history[0];
  return status === 'Godkänd' && latest?.by.role === 'student' && latest.to === 'Godkänd';
}

/** Who set the status shown and when, and 'Historik': every change of this sub-moment. */
function SubMomentHistory({
  heading,
  status,
  history,
}: {
  heading: string;
  status: string;
  history: readonly CardHistoryEntry[];
}) {
  if (history.length === 0) return null;
  const line = isStatus(status) ? setByLine(status, history) : undefined;
  return (
    <div className={styles.history}>
      {line ? <p className={styles.setBy}>{line}</p> : null}
      <details className={styles.historyList}>
        <summary>
          {cardHistoryCopy.history}
          <span className="visually-hidden">{cardHistoryCopy.historyFor(heading)}</span>
        </summary>
        <ol>
          {history.map((entry) => (
            <li key={`${entry.at}-${entry.by.role}-${String(entry.from)}-${String(entry.to)}`}>
              {historyEntryText(entry)}
            </li>
          ))}
        </ol>
      </details>
    </div>
  );
}

/** 'Klar!': the lesson is done. */
function DoneBox({
  id,
  done,
  pending,
  onChange,
  history,
}: {
  id: string;
  done: boolean;
  pending: boolean;
  onChange: (done: boolean) => void;
  /** The lesson's done-flag changes, newest first. */
  history: readonly CardHistoryEntry[];
}) {
  const [checked, showChecked] = useShownValue(done);
  const markId = useId();
  const line = doneByLine(checked, history);
  return (
    <>
      <label className={styles.done} htmlFor={id}>
        <input
          id={id}
          aria-describedby={pending ? markId : undefined}
          type="checkbox"
          checked={checked}
          onChange={(event) => {
            showChecked(event.target.checked);
            onChange(event.target.checked);
          }}
        />
        <span>{t.done}</span>
        {pending ? <PendingMark id={markId} /> : null}
      </label>
      {line ? <p className={styles.doneBy}>{line}</p> : null}
    </>
  );
}
