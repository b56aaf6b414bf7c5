import { useId } from 'react';
import { Button } from '../../../components/Button.js';
import { progressPdfCopy as t } from '../../../copy/progress-pdf.js';
import { useDownloadProgressPdf } from '../api/download-progress-pdf.js';
import type { CardsScope } from '../api/scope.js';
import styles from './DownloadProgressPdf.module.css';

/**
 * "Ladda ner som PDF" (decision 021): every card with its statuses, who approved them and when,
 * the comments and the drive log, drawn by the server – for the student and a linked supervisor.
 */
export function DownloadProgressPdf({ scope }: { scope: CardsScope }) {
  const downloading = useDownloadProgressPdf(scope);
  const hint = useId();
  return (
    <div className={styles.pdf}>
      <Button
        variant="secondary"
        onClick={() => downloading.mutate()}
        disabled={downloading.isPending}
        aria-busy={downloading.isPending}
        aria-describedby={hint}
      >
        {downloading.isPending ? t.pending : t.button}
      </Button>
      <p id={hint} className={styles.hint}>
        {t.hint}
      </p>
    </div>
  );
}
