import {
  type ActorRole,
  type ApprovalRule,
  approvedAsListed,
  cardProgress,
  lessonProgress,
  STATUS_LABELS,
  STATUSES,
  subMomentsOf,
  type DrivingNote,
  type Status,
  type SubMomentKey,
} from '@ovningskort/domain';
import { useId } from 'react';
import { Link } from '../../../components/Link.js';
import { cardOverviewScreens } from '../../../copy/card-overview.js';
import styles from './CardOverviewGrid.module.css';
import { lessonAddress } from './selection.js';
import { statusTone, type StatusTone } from './status-tone.js';

const t = cardOverviewScreens;

/** A status in words: its name, or "Ingen status" for none (never the select's placeholder). */
const statusText = (status: Status) => (status === '' ? t.noStatus : STATUS_LABELS[status]);

/** Who set a status as it is now, where the card's history says (card-history.ts). */
export interface StatusSetters {
  setBy(lessonId: string, subMoment: SubMomentKey, status: Status): ActorRole | undefined;
  approved: ApprovalRule;
}

/**
 * One card at a glance (issue 19): the card's progress, then every lesson with its done flag,
 * its count of approved sub-moments and each sub-moment as a link that opens the lesson at that
 * sub-moment. A status shows by colour, by an icon and always in words. With the card's
 * history (`setters`), a status the learner set herself says so and is not counted approved.
 */
export function CardOverviewGrid({
  lessons,
  card,
  cardPage,
  setters,
}: {
  lessons: readonly DrivingNote[];
  /** 1-based position of the card. */
  card: number;
  /** The card screen the cells open (/notes, or the supervisor's page of the student). */
  cardPage: string;
  setters?: StatusSetters;
}) {
  const ids = { progress: useId(), legend: useId(), lessons: useId() };
  // Until the history is read, as the lesson list says (issue 34: the supervisor's approvals).
  const progress = cardProgress(lessons, setters?.approved ?? approvedAsListed);
  return (
    <div className={styles.overview}>
      <section aria-labelledby={ids.progress}>
        <h2 id={ids.progress} className="visually-hidden">
          {t.progressHeading}
        </h2>
        <ul className={styles.summary}>
          <li>{t.lessonsDone(progress.lessons.done, progress.lessons.total)}</li>
          <li>{t.approved(progress.approved.done, progress.approved.total)}</li>
          <li>{t.sectionsDone(progress.sections.done, progress.sections.total)}</li>
        </ul>
      </section>

      <section aria-labelledby={ids.legend} className={styles.legendBox}>
        <h2 id={ids.legend} className={styles.legendHeading}>
          {t.legend}
        </h2>
        <ul className={styles.legend}>
          {STATUSES.map((status) => (
            <li key={status} className={styles[statusTone(status)]}>
              <StatusIcon tone={statusTone(status)} />
              {statusText(status)}
            </li>
          ))}
          <li className={styles.legendText}>{t.legendOwn}</li>
          <li className={styles.legendText}>{t.legendDone}</li>
        </ul>
      </section>

      <section aria-labelledby={ids.lessons}>
        <h2 id={ids.lessons} className="visually-hidden">
          {t.lessonsHeading}
        </h2>
        <ol className={styles.lessons}>
          {lessons.map((lesson, at) => (
            <LessonRow
              key={lesson.id}
              lesson={lesson}
              position={at + 1}
              href={(moment) => lessonAddress(cardPage, card, at + 1, moment)}
              setters={setters}
            />
          ))}
        </ol>
      </section>
    </div>
  );
}

function LessonRow({
  lesson,
  position,
  href,
  setters,
}: {
  lesson: DrivingNote;
  position: number;
  href: (moment: number) => string;
  setters?: StatusSetters;
}) {
  const progress = lessonProgress(lesson, setters?.approved ?? approvedAsListed);
  return (
    <li className={`${styles.lesson} ${progress.done ? styles.lessonDone : ''}`.trim()}>
      <div className={styles.lessonHeader}>
        <h3 className={styles.lessonHeading}>
          <span className={styles.position}>{t.lesson(position)}</span>{' '}
          <span className={styles.title}>{lesson.nytitle}</span>
        </h3>
        <p className={styles.lessonState}>
          <span className={progress.done ? styles.doneBadge : styles.notDoneBadge}>
            {progress.done ? <CheckIcon /> : null}
            {progress.done ? t.done : t.notDone}
          </span>{' '}
          <span className={styles.count}>
            {t.lessonApproved(progress.approved, progress.total)}
          </span>
        </p>
      </div>
      <ul className={styles.cells}>
        {subMomentsOf(lesson).map((moment, index) => {
          const tone = statusTone(moment.status);
          const own =
            moment.status !== '' &&
            setters?.setBy(lesson.id, moment.key, moment.status) === 'student';
          return (
            <li key={moment.key}>
              <Link
                to={href(index + 1)}
                className={`${styles.cell} ${styles[tone] ?? ''} ${own ? styles.own : ''}`}
                aria-label={t.cell(position, moment.heading, statusText(moment.status), own)}
                data-status={tone}
                data-own={own ? '' : undefined}
              >
                <span className={styles.cellName}>{moment.heading}</span>{' '}
                <span className={styles.cellStatus}>
                  <StatusIcon tone={tone} />
                  {statusText(moment.status)}
                  {own ? <span className={styles.ownMark}>{` (${t.ownAssessment})`}</span> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}

/** The status's shape, beside its words: empty, begun, half, approved (a tick). */
function StatusIcon({ tone }: { tone: StatusTone }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {tone === 'approved' ? (
        <>
          <circle cx="8" cy="8" r="7.5" fill="currentColor" />
          <path
            d="M4.5 8.3 7 10.7l4.6-5"
            fill="none"
            stroke="#fff"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </>
      ) : (
        <>
          <circle
            cx="8"
            cy="8"
            r="6.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeDasharray={tone === 'none' ? '2.5 2' : undefined}
          />
          {tone === 'started' ? <circle cx="8" cy="8" r="2.5" fill="currentColor" /> : null}
          {tone === 'shown' ? <path d="M8 1.5a6.5 6.5 0 0 1 0 13z" fill="currentColor" /> : null}
        </>
      )}
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M3 8.5 6.5 12 13 4.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
