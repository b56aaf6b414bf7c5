import { setImmediate } from 'node:timers/promises';
import { type Actor, DomainError, messages, waitInWords } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import type { Clock } from '../../lib/clock.js';
import { toDrive } from '../drives/service.js';
import type { Limit, Limiter } from '../rate-limits/limiter.js';
import { pdfBusy, pdfRenderer, type PdfRenderer } from './renderer.js';
import { buildReport, checkOf, contentDisposition, type ReportInput } from './report.js';
import * as repo from './repository.js';
import { latestStatement } from '../readiness/repository.js';
import { toStatement } from '../readiness/service.js';
import { selfAssessmentOf } from '../self-assessment/repository.js';
import { toSelfAssessment } from '../self-assessment/service.js';

/** Drawing a PDF costs the server time: 20 an hour per account is plenty for people. */
export const PROGRESS_PDFS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;
const PDF_LIMIT: Limit = { max: PROGRESS_PDFS_PER_HOUR, windowMs: HOUR_MS, lockMs: HOUR_MS };

export interface ProgressPdf {
  pdf: Buffer;
  /** The content-disposition header: `ovningskort-<name>-<date>.pdf`. */
  disposition: string;
}

/**
 * Everything the progress report of one student is made from, read now: the PDF's and the
 * driving school's page's (shares). Null when the student's account is gone.
 */
export async function reportInputOf(
  db: Db,
  studentId: string,
  now: number,
): Promise<ReportInput | null> {
  const [student, supervisor, lessons, history, comments, selfAssessment, statement] =
    await Promise.all([
      repo.studentName(db, studentId),
      repo.supervisorName(db, studentId),
      repo.lessonsOf(db, studentId),
      repo.historyOf(db, studentId),
      repo.commentsOf(db, studentId),
      selfAssessmentOf(db, studentId),
      latestStatement(db, studentId),
    ]);
  if (!student) return null;
  // A long drive log takes tens of milliseconds to read, map and sum on this thread (SQLite
  // reads synchronously): other requests are answered between the steps, not after them all.
  await setImmediate();
  const rows = await repo.drivesOf(db, studentId);
  await setImmediate();
  const drives = rows.map(toDrive);
  await setImmediate();
  return {
    now,
    student,
    supervisor: supervisor ?? null,
    lessons,
    history,
    comments,
    drives,
    selfAssessment: toSelfAssessment(selfAssessment),
    statement: toStatement(statement),
  };
}

/**
 * "Ladda ner som PDF" (issue 19, decision 021): one student's cards – every lesson and
 * sub-moment with its status, who set it and when, the comments – and their drive log, as a
 * PDF for the driving school. The routes have checked the caller's account and, for a
 * supervisor, the link to the student now. Counted per account before the work; drawn in a
 * worker thread, a few at a time for the whole process (renderer.ts, security round 3).
 */
export function createProgressPdfService(deps: {
  db: Db;
  clock: Clock;
  limiter: Limiter;
  /** The process's one renderer unless a test gives its own. */
  renderer?: PdfRenderer;
  /**
   * The student's read-only link for the printout (issue 34): its address and short code,
   * drawn as a QR code and text on the first page. Given by the app (the shares module).
   */
  printLink?: (studentId: string) => Promise<{ url: string; code: string }>;
}) {
  const { db, clock, limiter, renderer = pdfRenderer, printLink } = deps;

  async function admit(reader: Actor) {
    const wait = await limiter.take([[`pdf:${reader.role}:${reader.id}`, PDF_LIMIT]]);
    if (wait > 0) {
      throw new DomainError(
        'TOO_MANY_EXPORTS',
        messages.progressPdf.tooMany(waitInWords(wait)),
        wait,
      );
    }
  }

  /** Reads everything the PDF shows of one student (their own account is known to exist). */
  async function reportOf(studentId: string, now: number) {
    const input = await reportInputOf(db, studentId, now);
    if (!input) throw new DomainError('NO_ACCOUNT', messages.common.unauthorized);
    return buildReport(input);
  }

  return {
    async pdfOf(reader: Actor, studentId: string): Promise<ProgressPdf> {
      if (reader.role === 'student' && reader.id !== studentId) {
        throw new DomainError('NOT_YOURS', messages.common.forbidden);
      }
      // Every render and place in the queue taken: refused before it counts against the hour.
      if (renderer.full) throw pdfBusy();
      await admit(reader);
      // The reading waits for its turn too: a report of thousands of drives is work as well.
      return renderer.run(async (draw) => {
        const now = clock();
        const report = await reportOf(studentId, now);
        if (printLink) report.check = checkOf(await printLink(studentId));
        return {
          pdf: await draw(report, now),
          disposition: contentDisposition(report.studentName, now),
        };
      });
    },
    /** Ends the PDF workers (when the app closes); a later PDF starts a fresh one. */
    close: () => renderer.close(),
  };
}
export type ProgressPdfService = ReturnType<typeof createProgressPdfService>;
