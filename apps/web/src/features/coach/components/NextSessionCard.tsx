import {
  environmentOf,
  LESSONS,
  type CardFinding,
  type LessonNumber,
  type LogFinding,
  type NextSession,
  type SubMomentKey,
} from '@ovningskort/domain';
import { useId } from 'react';
import { Link } from '../../../components/Link.js';
import { nextSessionScreens } from '../../../copy/next-session.js';
import styles from './NextSessionCard.module.css';

const t = nextSessionScreens;

/** A lesson as the card screen names it: by its position on the card (Lektion 12 av 15). */
type LessonPosition = (lesson: LessonNumber) => number;

/** What the session practises: the lesson, its repetition, or the mixed drive. */
function practiseText(session: NextSession, position: LessonPosition): string {
  if (session.kind === 'mixed') return t.mixed;
  if (session.lesson === null) {
    const environment = environmentOf(session.setting);
    return environment ? t.repeatWhere(t.where[environment]) : t.mixed;
  }
  const title = LESSONS[session.lesson].title;
  return session.kind === 'lesson'
    ? t.lesson(position(session.lesson), title)
    : t.repeat(position(session.lesson), title);
}

/** Where and in what to drive, as one or more sentences. */
function settingText({ setting }: NextSession): string {
  return [
    t.place[setting.place],
    setting.condition ? t.condition[setting.condition] : null,
    setting.traffic ? t.traffic[setting.traffic] : null,
  ]
    .filter(Boolean)
    .join(' ');
}

function cardText(card: CardFinding, position: LessonPosition): string[] {
  switch (card.kind) {
    case 'all-approved':
      return [t.card.allApproved];
    case 'not-started':
      return [t.card.notStarted(position(card.lesson)), card.laterBegun ? t.card.laterBegun : ''];
    case 'in-progress':
      return [
        card.approved === 0
          ? t.card.begun(position(card.lesson))
          : t.card.inProgress(position(card.lesson), card.approved, card.total),
        card.laterBegun ? t.card.laterBegun : '',
      ];
  }
}

function logText(log: LogFinding | null): string {
  switch (log?.kind) {
    case undefined:
      return '';
    case 'no-drives':
      return t.log.noDrives;
    case 'never':
      return t.log.never(t.where[log.environment]);
    case 'little':
      return t.log.little(t.where[log.environment], log.drives);
    case 'all-covered':
      return t.log.allCovered;
  }
}

/** Why this session: what the card and the drive log show, as sentences. */
function whyText(session: NextSession, position: LessonPosition): string {
  return [...cardText(session.card, position), logText(session.log)].filter(Boolean).join(' ');
}

/**
 * "Förslag till nästa pass" (issue 36): the next session the coach suggests – how long, which
 * lesson and sub-moments (each a link to it on the card screen, where its instructions are),
 * where and in what to drive, and why. From data already on the device, so it works offline.
 */
export function NextSessionCard({
  session,
  lessonPosition,
  momentHref,
  headingLevel = 2,
}: {
  session: NextSession;
  /**
   * A lesson's position on the card, as the card screen names it ("Lektion 12 av 15"): the
   * catalogue's number less one on a card without the other gearbox's lesson.
   */
  lessonPosition: LessonPosition;
  /** The address of a sub-moment of the card on the card screen; null when there is none. */
  momentHref: (lesson: LessonNumber, moment: SubMomentKey) => string | null;
  /** The card's heading: h2 on its own screen, h3 inside a section that has its own h2. */
  headingLevel?: 2 | 3;
}) {
  const headingId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const lesson = session.lesson;
  const showStatus = session.kind === 'lesson';

  return (
    <section className={styles.card} aria-labelledby={headingId} data-next-session>
      <Heading id={headingId} className={styles.heading}>
        {t.heading}
      </Heading>
      <p className={styles.plan}>
        <strong>{t.length(session.minutes)}</strong> {t.practise}{' '}
        {practiseText(session, lessonPosition)}
      </p>
      {lesson !== null && session.moments.length > 0 ? (
        <>
          <p className={styles.lead}>{t.moments}</p>
          <ul className={styles.moments}>
            {session.moments.map((moment) => {
              const href = momentHref(lesson, moment.key);
              return (
                <li key={moment.key}>
                  {href ? <Link to={href}>{moment.heading}</Link> : moment.heading}
                  {showStatus && moment.status !== '' ? (
                    <span className={styles.status}> {t.status(moment.status)}</span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <p className={styles.setting}>{settingText(session)}</p>
      <p className={styles.why}>
        <strong>{t.why}</strong> {whyText(session, lessonPosition)}
      </p>
    </section>
  );
}
