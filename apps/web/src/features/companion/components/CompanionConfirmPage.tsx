import {
  type CompanionDriveView,
  DRIVE_CONDITION_LABELS,
  DRIVE_ROAD_LABELS,
  DRIVE_TRAFFIC_LABELS,
} from '@ovningskort/domain';
import { type ReactNode, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '../../../components/Button.js';
import { FullPageSpinner } from '../../../components/Spinner.js';
import { companionScreens } from '../../../copy/companion.js';
import { ApiError } from '../../../lib/api-client.js';
import { linkRefused, useCompanionDrive, useConfirmAsCompanion } from '../api/companion.js';
import styles from './CompanionConfirmPage.module.css';
import { swedishDateFormat, swedishNumberFormat } from '../../../lib/swedish-format.js';

const t = companionScreens.page;

const dayFormat = swedishDateFormat({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const untilFormat = swedishDateFormat({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const kmFormat = swedishNumberFormat({ maximumFractionDigits: 1 });

/**
 * `/bekrafta-korning/:token`: the companion of a drive confirms it from the link the learner
 * e-mailed them (issue 34), with no account and one tap. A drive changed since the page opened
 * is shown again with its new values before it can be confirmed.
 */
export function CompanionConfirmPage() {
  const { token = '' } = useParams();
  const drive = useCompanionDrive(token);
  const confirm = useConfirmAsCompanion(token);
  const [changed, setChanged] = useState<string>();

  if (confirm.isSuccess) {
    return (
      <Frame>
        <h1>{t.doneHeading}</h1>
        <p role="status">{t.doneBody(drive.data?.studentName ?? '')}</p>
      </Frame>
    );
  }
  if (linkRefused(drive.error)) {
    return (
      <Frame>
        <h1>{drive.error.message}</h1>
        <p>{t.endedHelp}</p>
      </Frame>
    );
  }
  if (!drive.data) {
    return (
      <Frame>
        {drive.isError ? (
          <div role="alert">
            <p>{t.failed}</p>
            <Button variant="secondary" onClick={() => void drive.refetch()}>
              {t.retry}
            </Button>
          </div>
        ) : (
          <FullPageSpinner label={t.loading} />
        )}
      </Frame>
    );
  }

  const view = drive.data;
  // A changed drive is read again and said above; any other refusal is said by the button.
  const refusal = confirm.error?.message;
  function onConfirm() {
    setChanged(undefined);
    confirm.mutate(view.version, {
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'DRIVE_CHANGED') {
          setChanged(error.message);
          confirm.reset();
          void drive.refetch();
        }
      },
    });
  }
  return (
    <Frame>
      <h1>{t.title}</h1>
      <p>{t.lead(view.studentName, view.drive.companion)}</p>
      {changed ? (
        <div className={styles.warning} role="alert">
          <h2>{t.changedHeading}</h2>
          <p>{changed}</p>
        </div>
      ) : null}
      <DriveFacts view={view} />
      <div className={styles.actions}>
        <Button onClick={onConfirm} disabled={confirm.isPending || drive.isFetching}>
          {confirm.isPending ? t.confirming : t.confirm}
        </Button>
        {refusal ? <p role="alert">{refusal}</p> : null}
        <p className={styles.muted}>{t.notRight}</p>
        <p className={styles.muted}>{t.validUntil(untilFormat(new Date(view.expiresAt)))}</p>
      </div>
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <p className={styles.badge}>{t.badge}</p>
      {children}
    </div>
  );
}

function DriveFacts({ view }: { view: CompanionDriveView }) {
  const { drive } = view;
  const conditions = [
    ...drive.conditions.map((c) => DRIVE_CONDITION_LABELS[c]),
    ...drive.roads.map((r) => DRIVE_ROAD_LABELS[r]),
    ...(drive.traffic ? [DRIVE_TRAFFIC_LABELS[drive.traffic]] : []),
  ];
  return (
    <section className={styles.drive} aria-label={t.badge}>
      <dl className={styles.facts}>
        <dt>{t.when}</dt>
        <dd>
          {dayFormat(new Date(`${drive.date}T12:00:00`))} {drive.startTime}
        </dd>
        <dt>{t.length}</dt>
        <dd>{t.minutes(drive.minutes)}</dd>
        {drive.km === null ? null : (
          <>
            <dt>{t.distance}</dt>
            <dd>{t.km(kmFormat(drive.km))}</dd>
          </>
        )}
        <dt>{t.companion}</dt>
        <dd>{drive.companion}</dd>
        {conditions.length > 0 ? (
          <>
            <dt>{t.conditions}</dt>
            <dd>{conditions.join(', ')}</dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}
