import { driveTotals, mergeDriveTotals, type DriveTotals } from '@ovningskort/domain';
import { useMemo, useState } from 'react';
import { useDrivePages } from './api/get-drives.js';
import type { DrivesScope } from './api/scope.js';
import { localDate } from './local-time.js';
import { useDriveLog } from './outbox/use-drive-log.js';

/**
 * The totals of the scope's whole drive log as the device knows it (the coach of issue 36 reads
 * them beside a card): the pages read so far with the drives still in the outbox on top, and the
 * server's totals of the older drives. The same query as the drive log's screen, so it is read
 * from the device's cache offline. Undefined while the log is being read; null when it cannot
 * be (offline before it was ever read here, or a failed read).
 */
export function useDriveTotals(scope: DrivesScope): DriveTotals | null | undefined {
  const pages = useDrivePages(scope);
  const log = useDriveLog(scope, pages.drives);
  // The day the screen opened: what the totals count from.
  const [today] = useState(() => localDate(Date.now()));
  const { data, isError, fetchStatus } = pages.query;
  const known = data !== undefined;
  const unreadable = !known && (isError || fetchStatus === 'paused');
  return useMemo(() => {
    if (!known) return unreadable ? null : undefined;
    return mergeDriveTotals(driveTotals(log.drives, today), pages.olderTotals, today);
  }, [known, unreadable, log.drives, pages.olderTotals, today]);
}
