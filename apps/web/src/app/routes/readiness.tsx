import {
  cardToJudge,
  groupCards,
  readiness,
  selfAssessmentSummary,
  type DrivingNote,
} from '@ovningskort/domain';
import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../components/Button.js';
import { Link } from '../../components/Link.js';
import { FullPageSpinner } from '../../components/Spinner.js';
import {
  paths,
  supervisorStudentDrivesPath,
  supervisorStudentNotesPath,
  supervisorStudentSelfAssessmentPath,
} from '../../config/paths.js';
import { offlineCopy } from '../../copy/offline.js';
import { readinessScreens } from '../../copy/readiness.js';
import { supervisedCardScreens } from '../../copy/supervised-cards.js';
import { useCards } from '../../features/cards/api/get-cards.js';
import { supervisedLoadFailure } from '../../features/cards/api/card-errors.js';
import { useSupervisedCards } from '../../features/cards/api/get-supervised-cards.js';
import { lessonAddress } from '../../features/cards/components/selection.js';
import { useShownLessons } from '../../features/cards/outbox/use-outbox.js';
import { useDriveTotals } from '../../features/drives/use-drive-totals.js';
import {
  ReadinessView,
  type ReadinessLinks,
} from '../../features/readiness/components/ReadinessView.js';
import styles from '../../features/readiness/components/Readiness.module.css';
import { ReadinessStatementPart } from '../../features/readiness/components/ReadinessStatementPart.js';
import { RoadToTestPart } from '../../features/road-to-test/components/RoadToTestPart.js';
import { useSelfAssessment } from '../../features/self-assessment/api/self-assessment.js';
import { useSession } from '../../lib/session.js';
import { useOnline } from '../../lib/use-online.js';

/**
 * "Redo för körprovet?" (issue 39) where the card, the drive log and the self-assessment meet:
 * each as the device has it (the card and the log offline too), one domain function for the
 * verdict, so both roles see the same. The card judged is the one with the most approvals.
 */

const t = readinessScreens;
const noNotes: readonly DrivingNote[] = [];

function Judged({
  notes,
  scope,
  links,
}: {
  notes: readonly DrivingNote[];
  scope: { role: 'student' } | { role: 'supervisor'; studentId: string };
  links: (position: number, lessons: readonly DrivingNote[]) => ReadinessLinks;
}) {
  const shown = useShownLessons(scope, notes);
  const cards = useMemo(() => groupCards(shown.notes), [shown.notes]);
  const totals = useDriveTotals(scope);
  const session = useSession();
  const studentId = scope.role === 'student' ? (session.student?.id ?? '') : scope.studentId;
  const assessmentScope = useMemo(
    () => ({ role: scope.role, studentId }) as const,
    [scope.role, studentId],
  );
  const assessment = useSelfAssessment(assessmentScope);
  const online = useOnline();
  const judged = cardToJudge(cards);
  const known = assessment.data !== undefined;
  const result = useMemo(
    () =>
      judged && totals
        ? readiness({
            lessons: judged.card.lessons,
            totals,
            selfAssessment: selfAssessmentSummary(assessment.data?.answers ?? []),
          })
        : null,
    [judged, totals, assessment.data],
  );
  if (!judged) {
    return <p>{scope.role === 'student' ? t.noCard : t.noCardSupervised}</p>;
  }
  // The self-assessment waits for its answer unless it cannot come (offline, or failed).
  if (totals === undefined || (!known && assessment.fetchStatus === 'fetching')) {
    return <p role="status">{t.loading}</p>;
  }
  if (!result) {
    // The drive log was never read on this device and there is no network to read it.
    return online ? (
      <p role="alert">{t.loadFailed}</p>
    ) : (
      <p role="status">
        <strong>{offlineCopy.needsNetwork}</strong> {offlineCopy.needsNetworkPart}
      </p>
    );
  }
  return (
    <>
      {cards.length > 1 ? (
        <p className={styles.lead}>{t.card(judged.position, cards.length)}</p>
      ) : null}
      <ReadinessView
        readiness={result}
        links={links(judged.position, judged.card.lessons)}
        selfAssessmentKnown={known}
      />
      <ReadinessStatementPart
        scope={scope.role === 'student' ? { role: 'student' } : { role: 'supervisor', studentId }}
      />
    </>
  );
}

/** The address of a lesson of the card at `position` on a card screen `page`. */
function lessonLinks(page: string, position: number, lessons: readonly DrivingNote[]) {
  return (lesson: number) => {
    const at = lessons.findIndex((shown) => shown.number === lesson);
    return at < 0 ? null : lessonAddress(page, position, at + 1);
  };
}

const studentScope = { role: 'student' } as const;

/** The frame both roles' screens share: the heading, the lead, the card's state, the links. */
function ReadinessPage({
  title,
  cards,
  failure,
  judged,
  road,
  links,
}: {
  title: string;
  cards: { data?: DrivingNote[]; isError: boolean; refetch: () => unknown };
  /** What to say instead of the screen when the cards could not be read. */
  failure: string;
  judged: (notes: DrivingNote[]) => ReactNode;
  /** The road to the test: shown whatever the card's state. */
  road: ReactNode;
  links: ReactNode;
}) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <p className={styles.lead}>{t.lead}</p>
      {cards.data ? (
        judged(cards.data)
      ) : cards.isError ? (
        <div role="alert">
          <p>{failure}</p>
          <Button variant="secondary" onClick={() => void cards.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <FullPageSpinner />
      )}
      {road}
      <div className={styles.links}>{links}</div>
    </div>
  );
}

/** `/redo`: the learner's own readiness. */
export function StudentReadinessPage() {
  const cards = useCards();
  const studentId = useSession().student?.id ?? '';
  return (
    <ReadinessPage
      title={t.title}
      cards={cards}
      failure={t.loadFailed}
      judged={(notes) => (
        <Judged
          notes={notes}
          scope={studentScope}
          links={(position, lessons) => ({
            lesson: lessonLinks(paths.notes, position, lessons),
            driveLog: paths.driveLog,
            selfAssessment: paths.selfAssessment,
          })}
        />
      )}
      road={<RoadToTestPart scope={{ role: 'student', studentId }} />}
      links={
        <>
          <Link to={paths.notes}>{t.links.card}</Link>
          <Link to={paths.driveLog}>{t.links.driveLog}</Link>
        </>
      }
    />
  );
}

/** `/instructorReadiness/:studentId`: a linked student's readiness, as the learner sees it. */
export function SupervisedReadinessPage() {
  const studentId = useParams().studentId ?? '';
  const supervisorId = useSession().supervisor?.id ?? '';
  const cards = useSupervisedCards(studentId, supervisorId);
  const scope = useMemo(() => ({ role: 'supervisor' as const, studentId }), [studentId]);
  const name = (cards.data ?? noNotes).find((n) => n.studentName)?.studentName ?? '';
  return (
    <ReadinessPage
      title={name ? t.supervisedTitle(name) : t.title}
      cards={cards}
      failure={
        supervisedLoadFailure(cards.error) === 'linkEnded'
          ? supervisedCardScreens.linkEnded
          : t.loadFailed
      }
      judged={(notes) => (
        <Judged
          notes={notes}
          scope={scope}
          links={(position, lessons) => ({
            lesson: lessonLinks(supervisorStudentNotesPath(studentId), position, lessons),
            driveLog: supervisorStudentDrivesPath(studentId),
            selfAssessment: supervisorStudentSelfAssessmentPath(studentId),
          })}
        />
      )}
      road={<RoadToTestPart scope={scope} />}
      links={
        <>
          <Link to={supervisorStudentNotesPath(studentId)}>{t.links.cards}</Link>
          <Link to={paths.supervisorNotes}>{t.links.students}</Link>
        </>
      }
    />
  );
}
