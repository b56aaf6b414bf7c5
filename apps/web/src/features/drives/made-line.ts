import type { Drive } from '@ovningskort/domain';
import { madeTimeNote } from '@ovningskort/domain';
import { driveScreens } from '../../copy/drives.js';
import { madeWhen } from '../../lib/who-and-when.js';

/**
 * The line on when a drive was saved (issue 34), where there is something to say: saved offline
 * and sent much later ('Sparad 24 nov. 10:00 (gjord utan nät, skickad 24 nov. 12:00)'), or with
 * a device time the server did not accept. Null otherwise – a drive saved as it was sent, one
 * still in the outbox, or one from a server older than the made-time.
 */
export function driveMadeLine(
  drive: Pick<Drive, 'madeAt' | 'receivedAt' | 'deviceTimeRejected'>,
  now = Date.now(),
): string | null {
  if (drive.madeAt === undefined || drive.receivedAt === undefined) return null;
  const record = {
    madeAt: drive.madeAt,
    receivedAt: drive.receivedAt,
    deviceTimeRejected: drive.deviceTimeRejected,
  };
  if (!madeTimeNote(record, String)) return null;
  return driveScreens.list.made(madeWhen(record, now));
}
