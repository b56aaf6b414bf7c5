import {
  groupCards,
  subMomentsOf,
  suggestNextSession,
  type DriveTotals,
  type DrivingNote,
  type LessonNumber,
  type SubMomentKey,
} from '@ovningskort/domain';
import { useMemo } from 'react';
import { paths, supervisorStudentNotesPath } from '../../config/paths.js';
import { useCards } from '../../features/cards/api/get-cards.js';
import { lessonAddress } from '../../features/cards/components/selection.js';
import { useShownLessons } from '../../features/cards/outbox/use-outbox.js';
import { NextSessionCard } from '../../features/coach/components/NextSessionCard.js';
import { useDriveTotals } from '../../features/drives/use-drive-totals.js';
import { accountKey } from '../../lib/account-key.js';
import { lastPlace } from '../../lib/last-place.js';

/**
 * "Förslag till nästa pass" (issue 36) where the cards and the drive log meet: the card shown
 * and the student's drive log, both as the device has them (so offline too), and the coach's
 * card. Nothing shows while the log is first read; a log that cannot be read leaves the card
 * to decide alone.
 */

/** The address of a sub-moment of the card at `position` (1-based) on its card screen `page`. */
function momentAddress(page: string, position: number, lessons: readonly DrivingNote[]) {
  return (lesson: LessonNumber, key: SubMomentKey): string | null => {
    const at = lessons.findIndex((shown) => shown.number === lesson);
    const shown = lessons[at];
    if (!shown) return null;
    const moment = subMomentsOf(shown).findIndex((m) => m.key === key);
    return moment < 0 ? null : lessonAddress(page, position, at + 1, moment + 1);
  };
}

/**
 * A lesson's 1-based position on the card, as the card screen names it; a lesson not on the
 * card (which the suggestion never names) keeps its number.
 */
function positionOn(lessons: readonly DrivingNote[]) {
  return (lesson: LessonNumber): number => {
    const at = lessons.findIndex((shown) => shown.number === lesson);
    return at < 0 ? lesson : at + 1;
  };
}

function Suggestion({
  lessons,
  totals,
  page,
  position,
  headingLevel,
}: {
  lessons: readonly DrivingNote[];
  totals: DriveTotals | null;
  page: string;
  position: number;
  headingLevel?: 2 | 3;
}) {
  const session = useMemo(() => suggestNextSession(lessons, totals), [lessons, totals]);
  const href = useMemo(() => momentAddress(page, position, lessons), [page, position, lessons]);
  const lessonPosition = useMemo(() => positionOn(lessons), [lessons]);
  return (
    <NextSessionCard
      session={session}
      lessonPosition={lessonPosition}
      momentHref={href}
      headingLevel={headingLevel}
    />
  );
}

/** The supervisor's suggestion for one card of a linked student (its lessons as shown). */
export function SupervisedNextSession({
  studentId,
  lessons,
  position,
  headingLevel,
}: {
  studentId: string;
  lessons: readonly DrivingNote[];
  /** The card's 1-based position among the student's cards. */
  position: number;
  headingLevel?: 2 | 3;
}) {
  const scope = useMemo(() => ({ role: 'supervisor' as const, studentId }), [studentId]);
  const totals = useDriveTotals(scope);
  if (totals === undefined) return null;
  return (
    <Suggestion
      lessons={lessons}
      totals={totals}
      page={supervisorStudentNotesPath(studentId)}
      position={position}
      headingLevel={headingLevel}
    />
  );
}

const studentScope = { role: 'student' } as const;
const noNotes: readonly DrivingNote[] = [];

/**
 * Hem's suggestion for the student: for the card they were on last (Hem's "Fortsätt"), else
 * their first card; nothing before they have a card.
 */
export function StudentNextSession({ studentId }: { studentId: string }) {
  const cards = useCards();
  const shown = useShownLessons(studentScope, cards.data ?? noNotes);
  const groups = useMemo(() => groupCards(shown.notes), [shown.notes]);
  const totals = useDriveTotals(studentScope);
  const last = lastPlace(accountKey('student', studentId));
  const index = Math.max(
    0,
    groups.findIndex((group) => group.groupId === last?.groupId),
  );
  const card = groups[index];
  if (!card || totals === undefined) return null;
  return (
    <Suggestion lessons={card.lessons} totals={totals} page={paths.notes} position={index + 1} />
  );
}
