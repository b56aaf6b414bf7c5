import { daysBetween, IDLE_DAYS } from '@ovningskort/domain';
import { useState } from 'react';
import { ButtonLink } from '../../../components/Button.js';
import { pageStyles } from '../../../components/Page.js';
import { paths } from '../../../config/paths.js';
import { driveScreens } from '../../../copy/drives.js';
import { useDrivePages } from '../api/get-drives.js';
import { useDriveLog } from '../outbox/use-drive-log.js';
import { localDate } from '../local-time.js';

const t = driveScreens.nudge;
const studentScope = { role: 'student' } as const;

/**
 * Hem's nudge when nobody has driven for IDLE_DAYS days: the drive log as the device knows it
 * (the saved list with the drives still in the outbox), so it works offline too. Nothing before
 * the first drive (the Körjournal button is there) or while the list is not known.
 */
export function DriveNudge() {
  // The first page holds the latest drives: all the nudge needs.
  const drives = useDrivePages(studentScope);
  const log = useDriveLog(studentScope, drives.drives);
  const [today] = useState(() => localDate(Date.now()));
  const last = log.drives.reduce<string | null>(
    (latest, drive) => (latest === null || drive.date > latest ? drive.date : latest),
    null,
  );
  if (!drives.query.data || last === null) return null;
  const days = daysBetween(last, today);
  if (days < IDLE_DAYS) return null;
  return (
    <div className={pageStyles.notice} data-drive-nudge>
      <p>{t.idle(days)}</p>
      <ButtonLink to={paths.driveLog} variant="secondary">
        {t.action}
      </ButtonLink>
    </div>
  );
}
