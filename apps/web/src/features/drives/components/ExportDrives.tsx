import { Button } from '../../../components/Button.js';
import { driveScreens } from '../../../copy/drives.js';
import { useDrivesExport } from '../api/export-drives.js';
import type { DrivesScope } from '../api/scope.js';
import styles from './DriveLog.module.css';

const t = driveScreens.export;

/** "Ladda ner som CSV": the drive log as the server has it, for a spreadsheet or the school. */
export function ExportDrives({ scope }: { scope: DrivesScope }) {
  const exporting = useDrivesExport(scope);
  return (
    <p className={styles.export}>
      <Button
        variant="secondary"
        onClick={() => exporting.mutate()}
        disabled={exporting.isPending}
        aria-busy={exporting.isPending}
      >
        {exporting.isPending ? t.preparing : t.csv}
      </Button>
    </p>
  );
}
