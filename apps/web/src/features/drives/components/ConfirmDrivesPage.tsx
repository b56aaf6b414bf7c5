import {
  ErrorCode,
  supervisorMayConfirm,
  TEMPLATE_LESSONS,
  type Drive,
  type DriveConfirmationResult,
} from '@ovningskort/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type Ref } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/Button.js';
import { Link } from '../../../components/Link.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import { paths, supervisorStudentDrivesPath } from '../../../config/paths.js';
import { driveScreens } from '../../../copy/drives.js';
import { ApiError } from '../../../lib/api-client.js';
import { useSession } from '../../../lib/session.js';
import { useLive } from '../../../lib/use-live.js';
import { drivesToConfirmKey } from '../api/keys.js';
import { useDrivesToConfirm } from '../api/waiting-drives.js';
import { onDriveConfirmations } from '../outbox/drive-confirmations.js';
import {
  useConfirmAll,
  usePendingConfirmations,
  type PendingConfirmation,
} from '../outbox/use-drive-confirmations.js';
import type { ShownDrive } from '../outbox/use-drive-log.js';
import { DriveItem } from './DriveList.js';
import styles from './DriveQueue.module.css';
import logStyles from './DriveLog.module.css';
import { useStudentLessons } from '../use-student-lessons.js';

const t = driveScreens.queue;

/** What became of the last "Bekräfta alla" of this screen, as the server answered it. */
export type ConfirmOutcome =
  { confirmed: number; changed: readonly string[]; notConfirmed: number } | { refused: string };

/** Counts each drive's result: confirmed, changed since it was shown (by id), or refused. */
export function outcomeOf(results: readonly DriveConfirmationResult[]): ConfirmOutcome {
  return {
    confirmed: results.filter((r) => r.status === 200).length,
    changed: results.filter((r) => r.code === ErrorCode.DRIVE_CHANGED).map((r) => r.id),
    notConfirmed: results.filter((r) => r.status !== 200 && r.code !== ErrorCode.DRIVE_CHANGED)
      .length,
  };
}

/**
 * The drives as the screen shows them: the server's list, with those whose confirmation waits in
 * the outbox shown confirmed and not yet saved.
 */
export function shownToConfirm(
  drives: readonly Drive[],
  pending: ReadonlyMap<string, PendingConfirmation> | undefined,
): ShownDrive[] {
  return drives.map((drive) => {
    const waiting = pending?.get(drive.id);
    return waiting && !drive.confirmed
      ? { ...drive, confirmed: { at: waiting.at, by: '', byName: waiting.byName }, pending: true }
      : { ...drive, pending: false };
  });
}

/** What "Bekräfta alla" confirms of the drives shown: those not confirmed (nor on their way). */
export function confirmable(drives: readonly ShownDrive[]): ShownDrive[] {
  return drives.filter(
    (drive) => !drive.pending && !drive.confirmed && supervisorMayConfirm(drive.supervisedBy),
  );
}

/**
 * `/instructorDrives/:studentId/bekrafta` (issue 34): the drives of a linked student that wait
 * for the supervisor's confirmation, as the drive log shows them, and "Bekräfta alla" under
 * them – which confirms exactly the drives shown, each at the version shown.
 */
export function ConfirmDrivesPage() {
  const studentId = useParams().studentId ?? '';
  return <ConfirmDrives key={studentId} studentId={studentId} />;
}

function ConfirmDrives({ studentId }: { studentId: string }) {
  const list = useDrivesToConfirm(studentId);
  const cardLessons = useStudentLessons(studentId);
  const queryClient = useQueryClient();
  const [linkEnded, setLinkEnded] = useState(false);
  const reread = () =>
    void queryClient.invalidateQueries({ queryKey: drivesToConfirmKey(studentId) });
  useLive(
    `/v1/teacher/live/${encodeURIComponent(studentId)}`,
    'teacher',
    (event) => {
      if (event.type === 'drives') reread();
      if (event.type === 'link-ended') setLinkEnded(true);
    },
    { onReopened: reread },
  );
  const supervisor = useSession().supervisor;
  const me = supervisor ? `${supervisor.name} ${supervisor.surname ?? ''}`.trim() : '';
  const pending = usePendingConfirmations().get(studentId);
  const confirmAll = useConfirmAll(studentId);
  const statusRef = useRef<HTMLDivElement>(null);
  // The change this screen put in the outbox, and what the server answered for it.
  const sent = useRef<string | null>(null);
  const [outcome, setOutcome] = useState<ConfirmOutcome | null>(null);
  useEffect(
    () =>
      onDriveConfirmations((notice) => {
        if (notice.entryId !== sent.current) return;
        setOutcome('refused' in notice ? { refused: notice.refused } : outcomeOf(notice.results));
      }),
    [],
  );

  const error = list.error;
  const notLinked = error instanceof ApiError && error.code === ErrorCode.NOT_LINKED;
  if (linkEnded || notLinked) {
    return (
      <div className={logStyles.page}>
        <h1>{t.title('')}</h1>
        <p role="status">{driveScreens.supervised.linkEnded}</p>
        <div className={styles.links}>
          <Link to={paths.home}>{t.home}</Link>
        </div>
      </div>
    );
  }
  if (!list.data) {
    if (!error) return <FullPageSpinner />;
    return (
      <div className={logStyles.page}>
        <h1>{t.title('')}</h1>
        <p role="alert">
          {t.loadFailed} {error.message}
        </p>
        <Button disabled={list.isFetching} onClick={() => void list.refetch()}>
          {t.retry}
        </Button>
        <div className={styles.links}>
          <Link to={paths.home}>{t.home}</Link>
        </div>
      </div>
    );
  }
  return (
    <ConfirmDrivesView
      studentId={studentId}
      studentName={list.data.studentName}
      cardLessons={cardLessons}
      drives={shownToConfirm(list.data.drives, pending)}
      total={list.data.total}
      sending={(pending?.size ?? 0) > 0}
      online={typeof navigator === 'undefined' || navigator.onLine}
      outcome={outcome}
      statusRef={statusRef}
      onConfirmAll={(drives) => {
        setOutcome(null);
        sent.current = confirmAll(drives, me);
        // The button goes with the drives it confirmed: the focus goes to what is said of them.
        statusRef.current?.focus();
      }}
    />
  );
}

/** The screen itself, from what the hooks hold (tested on its own). */
export function ConfirmDrivesView({
  studentId,
  studentName,
  cardLessons = TEMPLATE_LESSONS.manual,
  drives,
  total,
  sending,
  online,
  outcome,
  statusRef,
  onConfirmAll,
}: {
  studentId: string;
  studentName: string;
  /** The lessons of the student's cards, in order: each drive's lessons by their place. */
  cardLessons?: readonly number[];
  drives: readonly ShownDrive[];
  /** How many wait in all (more than shown: the rest come after these are confirmed). */
  total: number;
  /** A confirmation of this student's drives waits in the outbox. */
  sending: boolean;
  online: boolean;
  outcome: ConfirmOutcome | null;
  statusRef?: Ref<HTMLDivElement>;
  /** "Bekräfta alla": the drives shown that wait, each at the version shown. */
  onConfirmAll: (drives: readonly ShownDrive[]) => void;
}) {
  const summaryId = useId();
  const listHeadingId = useId();
  const toConfirm = confirmable(drives);
  const changed = outcome && 'changed' in outcome ? new Set(outcome.changed) : null;
  const said = sending ? (
    <p>{online ? t.sending : t.offline}</p>
  ) : outcome && 'refused' in outcome ? null : outcome ? (
    <>
      <p>{t.confirmed(outcome.confirmed)}</p>
      {outcome.changed.length > 0 ? <p>{t.changed(outcome.changed.length)}</p> : null}
      {outcome.notConfirmed > 0 ? <p>{t.notConfirmed(outcome.notConfirmed)}</p> : null}
    </>
  ) : null;

  return (
    <div className={logStyles.page}>
      <h1>{t.title(studentName)}</h1>
      <p className={logStyles.lead}>{t.lead}</p>
      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className={said ? styles.status : undefined}
        data-confirm-status
      >
        {said}
      </div>
      {outcome && 'refused' in outcome ? (
        <p className={styles.status} role="alert">
          {outcome.refused}
        </p>
      ) : null}

      <section aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId} className="visually-hidden">
          {t.heading}
        </h2>
        {drives.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <>
            {toConfirm.length > 0 ? (
              <p id={summaryId} className={styles.summary}>
                {t.waiting(toConfirm.length)}
              </p>
            ) : null}
            {total > drives.length ? <p>{t.more(drives.length, total)}</p> : null}
            <ul className={logStyles.drives}>
              {drives.map((drive) => (
                <DriveItem key={drive.id} drive={drive} cardLessons={cardLessons}>
                  {changed?.has(drive.id) && !drive.confirmed ? (
                    <p className={styles.changed}>{t.changedMark}</p>
                  ) : null}
                </DriveItem>
              ))}
            </ul>
            {toConfirm.length > 0 ? (
              <div className={styles.confirmBar}>
                <Button block aria-describedby={summaryId} onClick={() => onConfirmAll(toConfirm)}>
                  {t.confirmAll(toConfirm.length)}
                </Button>
              </div>
            ) : null}
          </>
        )}
      </section>
      <div className={styles.links}>
        <Link to={supervisorStudentDrivesPath(studentId)}>{t.driveLog}</Link>
        <Link to={paths.home}>{t.home}</Link>
      </div>
    </div>
  );
}
