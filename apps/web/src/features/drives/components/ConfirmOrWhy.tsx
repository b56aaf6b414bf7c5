import { companionInSentence, messages, supervisorMayConfirm } from '@ovningskort/domain';
import { Button } from '../../../components/Button.js';
import { driveScreens } from '../../../copy/drives.js';
import type { ShownDrive } from '../outbox/use-drive-log.js';
import { showDay } from './DriveList.js';
import styles from './DriveQueue.module.css';

const t = driveScreens.supervised;

/**
 * Under a drive on the supervisor's drive log: "Bekräfta" while it is not confirmed and the
 * supervisor sat beside the learner; for a drive with a driving school or another person, why
 * the supervisor cannot confirm it (issue 34: only the one who sat beside confirms). Nothing
 * once it is confirmed.
 */
export function ConfirmOrWhy({ drive, onConfirm }: { drive: ShownDrive; onConfirm: () => void }) {
  if (drive.confirmed) return null;
  if (!supervisorMayConfirm(drive.supervisedBy)) {
    return (
      <p className={styles.why}>
        {messages.drives.notConfirmer(companionInSentence(drive.supervisedBy))}
      </p>
    );
  }
  return (
    <Button
      onClick={onConfirm}
      aria-label={t.confirmName(`${showDay(drive.date)} ${drive.startTime}`)}
    >
      {t.confirm}
    </Button>
  );
}
