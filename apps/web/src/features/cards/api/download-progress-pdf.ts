import { progressPdfCopy } from '../../../copy/progress-pdf.js';
import { useDownload } from '../../../lib/use-download.js';
import type { CardsScope } from './scope.js';

/** The PDF's address: the student's own (the token says whose), or a linked student's. */
export function progressPdfPath(scope: CardsScope): string {
  return scope.role === 'student'
    ? '/v1/progress/pdf'
    : `/v1/teacher/progress/${encodeURIComponent(scope.studentId)}/pdf`;
}

/** "Ladda ner som PDF": the server draws it, the browser saves it (decision 021). */
export function useDownloadProgressPdf(scope: CardsScope) {
  return useDownload({
    path: progressPdfPath(scope),
    role: scope.role === 'student' ? 'student' : 'teacher',
    fallbackName: 'ovningskort.pdf',
    failed: progressPdfCopy.failed,
  });
}
