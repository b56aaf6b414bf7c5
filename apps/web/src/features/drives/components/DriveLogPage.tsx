import {
  CARD_DELETE_COUNTDOWN_SECONDS,
  driveLightPlaces,
  drivenMinutes,
  reflectionQuestionsToAsk,
  suggestedLight,
  TEMPLATE_LESSONS,
  type DriveInput,
  type DriveLightPlaces,
  type DriveTotalsAnswer,
  type DriveUnderWay,
} from '@ovningskort/domain';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/Button.js';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import { UndoCountdown } from '../../../components/UndoCountdown.js';
import { driveScreens } from '../../../copy/drives.js';
import { offlineCopy } from '../../../copy/offline.js';
import { accountKey } from '../../../lib/account-key.js';
import { takePositionFix } from '../../../lib/position-fix.js';
import { useSession } from '../../../lib/session.js';
import { useDrivePages } from '../api/get-drives.js';
import { useLinkedSupervisorName } from '../api/linked-supervisor.js';
import {
  clock,
  driveStartPlace,
  endDrive,
  keepDriveStartPlace,
  keepDriveUnderWay,
  startDrive,
  useDriveUnderWay,
} from '../drive-timer.js';
import { useDrivesLive } from '../api/live-drives.js';
import { useCompanionRequests } from '../api/companion-requests.js';
import { AskCompanion } from './AskCompanion.js';
import { useDriveLog, type ShownDrive } from '../outbox/use-drive-log.js';
import { draftOf, DriveForm, type DriveDraft } from './DriveForm.js';
import { DriveItem, ShowOlderDrives, showDay, Totals } from './DriveList.js';
import { localDate, localTime } from '../local-time.js';
import { formPlausibility } from '../plausibility.js';
import { ExportDrives } from './ExportDrives.js';
import { announceDriveEnded, announceDriveUnderWay } from '../api/drive-under-way.js';
import { HandsFreeDrive } from './HandsFreeDrive.js';
import styles from './DriveLog.module.css';

const t = driveScreens;
const studentScope = { role: 'student' } as const;
/** The search parameter that opens the hands-free drive screen (it stays open on a reload). */
const HANDS_FREE = 'korlage';
/** How long a drive's start waits for a position (the person may be answering the question). */
const START_FIX_WAIT_MS = 60_000;
/** How long "Avsluta" waits for a position before the form opens without it. */
const END_FIX_WAIT_MS = 1_500;

type Editing =
  | { kind: 'new'; draft: DriveDraft; lightFrom: DriveLightPlaces['from'] | null }
  | { kind: 'edit'; drive: ShownDrive };

/** `/korjournal`: the student's drive log (issue 18). */
export function DriveLogPage() {
  const student = useSession().student;
  const drives = useDrivePages(studentScope);
  if (!student) return null;
  if (!drives.query.data) {
    return drives.query.isError ? (
      <div className={styles.page}>
        <h1>{t.title}</h1>
        <p role="alert">{drives.query.error.message}</p>
      </div>
    ) : (
      <FullPageSpinner />
    );
  }
  return (
    <DriveLog
      account={accountKey('student', student.id)}
      studentId={student.id}
      municipality={student.city}
      automatic={student.autotransmission}
      serverDrives={drives.drives}
      olderTotals={drives.olderTotals}
      older={drives.older}
    />
  );
}

function DriveLog({
  account,
  studentId,
  municipality,
  automatic,
  serverDrives,
  olderTotals,
  older,
}: {
  account: string;
  studentId: string;
  municipality: string;
  automatic: boolean;
  serverDrives: Parameters<typeof useDriveLog>[1];
  olderTotals: DriveTotalsAnswer | null;
  older: Parameters<typeof ShowOlderDrives>[0];
}) {
  const log = useDriveLog(studentScope, serverDrives);
  useDrivesLive(studentScope);
  const supervisor = useLinkedSupervisorName(studentId);
  const underWay = useDriveUnderWay(account);
  const startedAt = underWay?.startedAt ?? null;
  const [params, setParams] = useSearchParams();
  const handsFree = params.has(HANDS_FREE);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<ShownDrive | null>(null);
  /** "Avsluta" was tapped and the form waits for the device's position (at most 1.5 s). */
  const [ending, setEnding] = useState(false);
  const listHeadingId = useId();
  const companionRequests = useCompanionRequests(studentId).data?.requests;
  const lessons = automatic ? TEMPLATE_LESSONS.automatic : TEMPLATE_LESSONS.manual;
  const shown = log.drives.filter((d) => d.id !== removing?.id);
  // The rotation goes on with the number of drives in the log (every page's).
  const newDriveQuestions = reflectionQuestionsToAsk(
    [],
    log.drives.length + (olderTotals?.all.drives ?? 0),
  );

  function blankDraft(
    now: number,
    minutes: number,
    start = now,
    places = driveLightPlaces({ start: null, end: null }, municipality),
  ): DriveDraft {
    const date = localDate(start);
    const startTime = localTime(start);
    const light = suggestedLight(date, startTime, minutes, places.start, places.end);
    return {
      date,
      startTime,
      minutes: String(minutes),
      km: '',
      supervisorKind: supervisor ? 'supervisor' : 'other',
      supervisorName: '',
      conditions: light ? [light] : [],
      roads: [],
      traffic: null,
      lessons: [],
      note: '',
      reflection: {},
      reflectionNote: '',
      explanation: '',
    };
  }

  /**
   * The form for the drive that ended, with what it gathered (time less pauses, notes) and the
   * light where it happened: from where it started and ended when the device says, else the
   * home municipality.
   */
  async function ended(drive: DriveUnderWay, now: number, reflection: Record<string, string> = {}) {
    announceDriveEnded();
    const endFix = await takePositionFix({ ask: false, waitMs: END_FIX_WAIT_MS });
    const places = driveLightPlaces(
      { start: driveStartPlace(account, drive.startedAt), end: endFix },
      municipality,
    );
    const draft = blankDraft(now, drivenMinutes(drive, now), drive.startedAt, places);
    const lightFrom = draft.conditions.length > 0 ? places.from : null;
    for (const condition of drive.conditions)
      if (!draft.conditions.includes(condition)) draft.conditions.push(condition);
    setEditing({
      kind: 'new',
      draft: { ...draft, roads: [...drive.roads], reflection },
      lightFrom,
    });
  }

  function stop() {
    if (!underWay || ending) return;
    setEnding(true);
    void ended(underWay, Date.now()).finally(() => setEnding(false));
  }

  /** Asks the device once where the drive starts; kept only while the drive is under way. */
  function rememberWhereStarted(startedAt: number) {
    void takePositionFix({ ask: true, waitMs: START_FIX_WAIT_MS }).then((place) => {
      if (place) keepDriveStartPlace(account, startedAt, place);
    });
  }

  function start() {
    const startedAt = Date.now();
    startDrive(account, startedAt);
    announceDriveUnderWay();
    rememberWhereStarted(startedAt);
  }

  function setHandsFree(open: boolean) {
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        if (open) next.set(HANDS_FREE, '');
        else next.delete(HANDS_FREE);
        return next;
      },
      { replace: true },
    );
  }

  function save(input: DriveInput) {
    if (editing?.kind === 'edit') log.save(input, editing.drive.id);
    else {
      log.save(input);
      if (startedAt !== null) endDrive(account);
    }
    // No "saved" yet: the drive shows at once, marked "Inte sparad" until the server has it.
    setEditing(null);
  }

  return (
    <div className={styles.page}>
      <h1>{t.title}</h1>
      <p className={styles.lead}>{t.lead}</p>

      {editing ? (
        <DriveForm
          key={editing.kind === 'edit' ? editing.drive.id : 'new'}
          title={editing.kind === 'edit' ? t.form.editTitle : t.form.newTitle}
          initial={editing.kind === 'edit' ? draftOf(editing.drive) : editing.draft}
          linkedSupervisor={supervisor}
          suggestedHint={
            editing.kind === 'new' && editing.lightFrom
              ? t.form.suggested(editing.lightFrom, municipality)
              : undefined
          }
          warning={
            editing.kind === 'edit' && editing.drive.confirmed ? t.form.confirmedWarning : undefined
          }
          lessons={lessons}
          reflectionQuestions={
            editing.kind === 'edit'
              ? reflectionQuestionsToAsk(
                  editing.drive.reflection?.answers.map((a) => a.question) ?? [],
                  log.drives.length + (olderTotals?.all.drives ?? 0),
                )
              : newDriveQuestions
          }
          plausibility={formPlausibility(
            log.drives,
            editing.kind === 'edit' ? editing.drive : null,
          )}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <DriveTimer
          startedAt={startedAt}
          stopping={ending}
          onStart={start}
          onHandsFree={() => setHandsFree(true)}
          onStop={stop}
          onDiscard={() => {
            endDrive(account);
            announceDriveEnded();
          }}
          onAdd={() => {
            const now = Date.now();
            // Added afterwards: the time is a guess, so no light is ticked for it.
            const draft = blankDraft(now, 45, now - 45 * 60_000);
            setEditing({ kind: 'new', draft: { ...draft, conditions: [] }, lightFrom: null });
          }}
        />
      )}

      {handsFree && !editing ? (
        <HandsFreeDrive
          drive={underWay}
          reflectionQuestions={newDriveQuestions}
          onStart={(drive) => {
            keepDriveUnderWay(account, drive);
            announceDriveUnderWay(drive.startedAt);
            rememberWhereStarted(drive.startedAt);
          }}
          onChange={(drive) => keepDriveUnderWay(account, drive)}
          onFinished={(drive, endedAt, reflection) => {
            setHandsFree(false);
            void ended(drive, endedAt, reflection);
          }}
          onClose={() => setHandsFree(false)}
        />
      ) : null}

      {log.waiting > 0 ? (
        <p className={styles.waiting} role="status">
          {navigator.onLine ? offlineCopy.sending(log.waiting) : offlineCopy.waiting(log.waiting)}
        </p>
      ) : null}

      <Totals drives={shown} olderTotals={olderTotals} lessons={lessons} />

      <section aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId}>{t.list.heading}</h2>
        {removing ? (
          <UndoCountdown
            key={removing.id}
            seconds={CARD_DELETE_COUNTDOWN_SECONDS}
            status={t.list.removing(showDay(removing.date))}
            undo={t.list.undo}
            className={styles.undo}
            onUndo={() => setRemoving(null)}
            onEnd={() => {
              log.remove(removing.id);
              setRemoving(null);
            }}
          />
        ) : null}
        {shown.length === 0 ? (
          <p>{t.list.empty}</p>
        ) : (
          <ul className={styles.drives}>
            {shown.map((drive) => (
              <DriveItem
                cardLessons={lessons}
                key={drive.id}
                drive={drive}
                onExplain={(explanation) => log.explain(drive.id, explanation)}
                confirmation={
                  <AskCompanion
                    studentId={studentId}
                    drive={drive}
                    day={`${showDay(drive.date)} ${drive.startTime}`}
                    request={companionRequests?.find((r) => r.driveId === drive.id)}
                  />
                }
              >
                <Button
                  variant="secondary"
                  onClick={() => setEditing({ kind: 'edit', drive })}
                  aria-label={`${t.list.edit} ${showDay(drive.date)} ${drive.startTime}`}
                >
                  {t.list.edit}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => setRemoving(drive)}
                  aria-label={`${t.list.remove} ${showDay(drive.date)} ${drive.startTime}`}
                >
                  {t.list.remove}
                </Button>
              </DriveItem>
            ))}
          </ul>
        )}
        <ShowOlderDrives {...older} />
        {shown.length > 0 ? <ExportDrives scope={studentScope} /> : null}
      </section>
    </div>
  );
}

/** "Starta körning", or the drive under way with its clock and "Avsluta". */
function DriveTimer({
  startedAt,
  stopping,
  onStart,
  onHandsFree,
  onStop,
  onDiscard,
  onAdd,
}: {
  startedAt: number | null;
  stopping: boolean;
  onStart: () => void;
  onHandsFree: () => void;
  onStop: () => void;
  onDiscard: () => void;
  onAdd: () => void;
}) {
  const [now, setNow] = useState(() => Date.now());
  const [discarding, setDiscarding] = useState(false);
  useEffect(() => {
    if (startedAt === null) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  if (startedAt === null) {
    return (
      <div className={styles.timer}>
        <Button className={styles.start} onClick={onStart}>
          {t.timer.start}
        </Button>
        <HandsFreeButton onClick={onHandsFree} />
        <Button variant="secondary" onClick={onAdd}>
          {t.add}
        </Button>
      </div>
    );
  }
  return (
    <div className={`${styles.timer} ${styles.running}`}>
      <p className={styles.clock}>
        <span className={styles.runningLabel}>{t.timer.running}</span>
        <span className={styles.time} aria-hidden="true">
          {clock(Math.max(0, now - startedAt))}
        </span>
        <span className={styles.startedAt}>{t.timer.startedAt(localTime(startedAt))}</span>
      </p>
      <Button className={styles.start} onClick={onStop} disabled={stopping}>
        {stopping ? t.timer.stopping : t.timer.stop}
      </Button>
      <HandsFreeButton onClick={onHandsFree} />
      <Button variant="secondary" onClick={() => setDiscarding(true)}>
        {t.timer.discard}
      </Button>
      <ConfirmDialog
        open={discarding}
        title={t.timer.discardTitle}
        body={t.timer.discardBody}
        confirmLabel={t.timer.discard}
        cancelLabel={t.timer.keep}
        onConfirm={() => {
          setDiscarding(false);
          onDiscard();
        }}
        onCancel={() => setDiscarding(false)}
      />
    </div>
  );
}

/** Opens the hands-free drive screen, for the phone in its holder. */
function HandsFreeButton({ onClick }: { onClick: () => void }) {
  const hintId = useId();
  return (
    <>
      <Button variant="secondary" onClick={onClick} aria-describedby={hintId}>
        {t.handsFree.open}
      </Button>
      <p id={hintId} className={styles.hint}>
        {t.handsFree.openHint}
      </p>
    </>
  );
}
