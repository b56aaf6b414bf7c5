import { driveScreens } from '../../../copy/drives.js';
import { useDownload } from '../../../lib/use-download.js';
import { drivesPath } from './get-drives.js';
import type { DrivesScope } from './scope.js';

/** "Ladda ner som CSV": the scope's drives as the server writes them (for a spreadsheet). */
export function useDrivesExport(scope: DrivesScope) {
  return useDownload({
    path: `${drivesPath(scope)}/export`,
    role: scope.role === 'student' ? 'student' : 'teacher',
    fallbackName: 'korjournal.csv',
    failed: driveScreens.export.failed,
  });
}
