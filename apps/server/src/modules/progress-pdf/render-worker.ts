import { parentPort } from 'node:worker_threads';
import { renderReport } from './layout.js';
import type { Report } from './report.js';

/**
 * The progress PDF's worker thread (security round 3, decision 021): pdfkit draws synchronously,
 * so it draws here, off the app's event loop. It gets a finished report (plain values) and
 * answers with the PDF's bytes, one report at a time; the fonts are parsed once per worker.
 * Started by renderer.ts: from source (tsx, vitest) as this file, from the bundle as
 * dist/progress-pdf-worker.js (build.mjs).
 */

/** What the app sends: the report to draw and the PDF's creation date. */
export interface RenderJob {
  report: Report;
  now: number;
}

/** What the worker answers: the PDF's bytes (moved, not copied), or why it could not. */
export type RenderAnswer = { pdf: ArrayBuffer } | { error: string };

const port = parentPort;
if (!port) throw new Error('render-worker.ts runs as a worker thread (renderer.ts starts it)');

// Async, so that an error thrown while drawing becomes a rejection like any other.
const draw = async (job: RenderJob) => renderReport(job.report, job.now);

port.on('message', (job: RenderJob) => {
  draw(job).then(
    (pdf) => {
      // The bytes in an ArrayBuffer of their own, so that it can be transferred whole.
      const bytes =
        pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength
          ? (pdf.buffer as ArrayBuffer)
          : (pdf.buffer.slice(pdf.byteOffset, pdf.byteOffset + pdf.byteLength) as ArrayBuffer);
      port.postMessage({ pdf: bytes } satisfies RenderAnswer, [bytes]);
    },
    (error: unknown) => {
      const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
      port.postMessage({ error: text } satisfies RenderAnswer);
    },
  );
});
