import { ErrorCode, type DriveInput, type DriveTotalsAnswer } from '@ovningskort/domain';
import { useId, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/Button.js';
import { Link } from '../../../components/Link.js';
import { ApiError } from '../../../lib/api-client.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import { supervisorStudentNotesPath } from '../../../config/paths.js';
import { driveScreens } from '../../../copy/drives.js';
import { offlineCopy } from '../../../copy/offline.js';
import { useSession } from '../../../lib/session.js';
import { useDrivePages } from '../api/get-drives.js';
import { useDrivesLive } from '../api/live-drives.js';
import { useDriveLog, type ShownDrive } from '../outbox/use-drive-log.js';
import { draftOf, DriveForm, type DriveDraft } from './DriveForm.js';
import { ExportDrives } from './ExportDrives.js';
import styles from './DriveLog.module.css';
import { ConfirmOrWhy } from './ConfirmOrWhy.js';
import { DriveItem, ShowOlderDrives, showDay, Totals } from './DriveList.js';
import { localDate, localTime } from '../local-time.js';
import { formPlausibility } from '../plausibility.js';
import { useStudentLessons } from '../use-student-lessons.js';

const t = driveScreens;

/** `/instructorDrives/:studentId`: a linked student's drive log, as the supervisor sees it. */
export function SupervisedDriveLogPage() {
  const studentId = useParams().studentId ?? '';
  const scope = useMemo(() => ({ role: 'supervisor' as const, studentId }), [studentId]);
  const drives = useDrivePages(scope);
  const [linkEnded, setLinkEnded] = useState(false);
  useDrivesLive(scope, () => setLinkEnded(true));
  const error = drives.query.error;
  const notLinked = error instanceof ApiError && error.code === ErrorCode.NOT_LINKED;
  if (linkEnded || notLinked) {
    return (
      <div className={styles.page}>
        <h1>{t.supervised.title}</h1>
        <p role="status">{t.supervised.linkEnded}</p>
      </div>
    );
  }
  if (!drives.query.data) {
    return error ? (
      <div className={styles.page}>
        <h1>{t.supervised.title}</h1>
        <p role="alert">{error.message}</p>
      </div>
    ) : (
      <FullPageSpinner />
    );
  }
  return (
    <SupervisedDriveLog
      studentId={studentId}
      serverDrives={drives.drives}
      olderTotals={drives.olderTotals}
      older={drives.older}
    />
  );
}

function SupervisedDriveLog({
  studentId,
  serverDrives,
  olderTotals,
  older,
}: {
  studentId: string;
  serverDrives: Parameters<typeof useDriveLog>[1];
  olderTotals: DriveTotalsAnswer | null;
  older: Parameters<typeof ShowOlderDrives>[0];
}) {
  const scope = useMemo(() => ({ role: 'supervisor' as const, studentId }), [studentId]);
  const log = useDriveLog(scope, serverDrives);
  const supervisor = useSession().supervisor;
  const me = supervisor ? `${supervisor.name} ${supervisor.surname ?? ''}`.trim() : '';
  const lessons = useStudentLessons(studentId);
  const [editing, setEditing] = useState<{ draft: DriveDraft; drive?: ShownDrive } | null>(null);
  const listHeadingId = useId();

  function newDraft(): DriveDraft {
    const start = Date.now() - 45 * 60_000;
    return {
      date: localDate(start),
      startTime: localTime(start),
      minutes: '45',
      km: '',
      supervisorKind: 'supervisor',
      supervisorName: '',
      conditions: [],
      roads: [],
      traffic: null,
      lessons: [],
      note: '',
      reflection: {},
      reflectionNote: '',
      explanation: '',
    };
  }

  function save(input: DriveInput) {
    log.save(input, editing?.drive?.id);
    // No "saved" yet: the drive shows at once, marked "Inte sparad" until the server has it.
    setEditing(null);
  }

  return (
    <div className={styles.page}>
      <h1>{t.supervised.title}</h1>
      <p className={styles.lead}>{t.supervised.lead}</p>
      {editing ? (
        <DriveForm
          key={editing.drive?.id ?? 'new'}
          title={editing.drive ? t.form.editTitle : t.form.newTitle}
          initial={editing.draft}
          linkedSupervisor={me || null}
          lessons={lessons}
          plausibility={formPlausibility(log.drives, editing.drive ?? null)}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button variant="secondary" onClick={() => setEditing({ draft: newDraft() })}>
          {t.supervised.add}
        </Button>
      )}
      {log.waiting > 0 ? (
        <p className={styles.waiting} role="status">
          {navigator.onLine ? offlineCopy.sending(log.waiting) : offlineCopy.waiting(log.waiting)}
        </p>
      ) : null}

      <Totals drives={log.drives} olderTotals={olderTotals} lessons={lessons} />

      <section aria-labelledby={listHeadingId}>
        <h2 id={listHeadingId}>{t.list.heading}</h2>
        {log.drives.length === 0 ? (
          <p>{t.supervised.none}</p>
        ) : (
          <ul className={styles.drives}>
            {log.drives.map((drive) => (
              <DriveItem
                cardLessons={lessons}
                key={drive.id}
                drive={drive}
                // The linked supervisor explains any drive of the learner's (issue 34).
                onExplain={(explanation) => log.explain(drive.id, explanation)}
              >
                <ConfirmOrWhy drive={drive} onConfirm={() => log.confirm(drive, me)} />
                {drive.addedBy === 'supervisor' ? (
                  <Button
                    variant="secondary"
                    onClick={() => setEditing({ draft: draftOf(drive), drive })}
                    aria-label={`${t.list.edit} ${showDay(drive.date)} ${drive.startTime}`}
                  >
                    {t.list.edit}
                  </Button>
                ) : null}
              </DriveItem>
            ))}
          </ul>
        )}
        <ShowOlderDrives {...older} />
        {log.drives.length > 0 ? <ExportDrives scope={scope} /> : null}
      </section>
      <p className={styles.back}>
        <Link to={supervisorStudentNotesPath(studentId)}>{t.supervised.backToCards}</Link>
      </p>
    </div>
  );
}
