import { drivePlausibility, driveFlagText, type DriveInput } from '@ovningskort/domain';
import type { ShownDrive } from './outbox/use-drive-log.js';

/**
 * What makes a drive in the form look wrong (issue 34), in words, judged as the server will:
 * against the drives shown and when the drive was first logged (now, for a new one). A new
 * drive "ends in the future"; one logged earlier "was logged before it was over".
 */
export function formPlausibility(
  shown: readonly ShownDrive[],
  editing: Pick<ShownDrive, 'id' | 'createdAt'> | null,
  now: () => number = Date.now,
): (input: DriveInput) => string[] {
  return (input) => {
    const loggedAt = editing?.createdAt || now();
    const flags = drivePlausibility({ ...input, id: editing?.id ?? '' }, shown, loggedAt);
    const moment = editing?.createdAt ? 'saved' : 'saving';
    return flags.map((flag) => driveFlagText(flag, input, moment));
  };
}
