import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DomainError, messages } from '@ovningskort/domain';
import { createBoundedWork, WorkFullError } from '../../lib/bounded-work.js';
import type { RenderAnswer, RenderJob } from './render-worker.js';
import type { Report } from './report.js';

/**
 * Where the progress PDF is drawn (security round 3, decision 021): pdfkit draws synchronously,
 * and one large PDF on the event loop held every other request of the process for seconds. So
 * PDFs are drawn in worker threads (render-worker.ts), a few at a time for the whole process,
 * with a short queue; beyond it a request is refused at once (503 with Retry-After) instead of
 * everyone waiting longer. Only the finished report (plain values) goes to a worker and only
 * the PDF's bytes come back, moved rather than copied.
 */

/** PDFs drawn at once in the process: one per two cores, at least one, at most two. */
export const PDF_RENDERS_AT_ONCE = Math.min(2, Math.max(1, Math.floor(availableParallelism() / 2)));
/** PDFs that may wait for their turn; one more is refused at once. */
export const PDF_RENDERS_WAITING = 4;
/** The refusal's Retry-After: about the time a few large PDFs take. */
export const PDF_BUSY_RETRY_SECONDS = 5;
/** A PDF that takes longer is given up (its worker ended) and answered as failed. */
export const PDF_RENDER_TIMEOUT_MS = 20_000;
/**
 * A worker's heap: four times what the largest PDF (the caps of report.ts) needs; a worker that
 * grows past it is ended and the render answered as failed.
 */
const WORKER_HEAP_MB = 128;

/**
 * From source (tsx, vitest) this module is TypeScript, and so is the worker: a few lines
 * evaluated in the worker load render-worker.ts through tsx's require hook (on Node 20 a worker does not
 * take the loader of the thread that starts it). In the bundle (dist/server.js) the worker is
 * dist/progress-pdf-worker.js, which build.mjs writes beside it.
 */
const FROM_SOURCE = `
const { workerData } = require('node:worker_threads');
require(workerData.tsx).register();
require(workerData.file);
`;

function startWorker(heapMb: number): Worker {
  const resourceLimits = { maxOldGenerationSizeMb: heapMb };
  if (!new URL(import.meta.url).pathname.endsWith('.ts')) {
    return new Worker(new URL('./progress-pdf-worker.js', import.meta.url), { resourceLimits });
  }
  const tsx = createRequire(import.meta.url).resolve('tsx/cjs/api');
  const file = fileURLToPath(new URL('./render-worker.ts', import.meta.url));
  return new Worker(FROM_SOURCE, { eval: true, workerData: { tsx, file }, resourceLimits });
}

/** Draws one report's PDF in a worker thread. */
export type DrawPdf = (report: Report, now: number) => Promise<Buffer>;

export interface PdfRenderer {
  /** How many PDFs are drawn at once. */
  readonly concurrency: number;
  /** Every render and every place in the queue is taken: `run` would refuse now. */
  readonly full: boolean;
  /** Worker threads started and not ended: drawing or waiting for the next report. */
  readonly workers: number;
  /**
   * Runs `task` when a render is free, or after its turn in the short queue; when both are
   * full it refuses at once (PDF_BUSY). `task` reads what it needs and draws with `draw`; a
   * render that fails (the worker stopped, threw or took too long) is PDF_FAILED.
   */
  run<T>(task: (draw: DrawPdf) => Promise<T>): Promise<T>;
  /** Ends the workers (one that is drawing, when it is done); a later render starts anew. */
  close(): Promise<void>;
}

/** The refusal when every render and every place in the queue is taken (503, Retry-After). */
export function pdfBusy(): DomainError {
  return new DomainError('PDF_BUSY', messages.progressPdf.busy, PDF_BUSY_RETRY_SECONDS);
}

function pdfFailed(cause: unknown): DomainError {
  const error = new DomainError('PDF_FAILED', messages.progressPdf.failed);
  error.cause = cause;
  return error;
}

export function createPdfRenderer(
  options: { concurrency?: number; queue?: number; timeoutMs?: number; heapMb?: number } = {},
): PdfRenderer {
  const concurrency = options.concurrency ?? PDF_RENDERS_AT_ONCE;
  const queue = options.queue ?? PDF_RENDERS_WAITING;
  const timeoutMs = options.timeoutMs ?? PDF_RENDER_TIMEOUT_MS;
  const work = createBoundedWork({ concurrency, queue });
  /** Workers waiting for a report; at most `concurrency` workers exist, one per render. */
  const idle: Worker[] = [];
  const drawing = new Set<Worker>();
  /** Workers to end once their PDF is done (close came while they drew). */
  const retiring = new Set<Worker>();

  function start(): Worker {
    const worker = startWorker(options.heapMb ?? WORKER_HEAP_MB);
    // A failure is answered to the render it broke (drawIn); it is never an uncaught error.
    worker.on('error', () => undefined);
    worker.on('exit', () => {
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    });
    return worker;
  }

  function drawIn(worker: Worker, job: RenderJob): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (answer: RenderAnswer) => {
        settle();
        if ('pdf' in answer) resolve(Buffer.from(answer.pdf));
        else reject(new Error(`the PDF worker could not draw: ${answer.error}`));
      };
      const onError = (error: Error) => {
        settle();
        reject(error);
      };
      const onExit = (code: number) => {
        settle();
        reject(new Error(`the PDF worker stopped (exit code ${code})`));
      };
      const timer = setTimeout(() => {
        settle();
        reject(new Error(`the PDF took more than ${timeoutMs} ms`));
      }, timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      try {
        worker.postMessage(job);
      } catch (error) {
        settle();
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  const draw: DrawPdf = async (report, now) => {
    const worker = idle.pop() ?? start();
    drawing.add(worker);
    // While it draws, the worker keeps the process alive (a script awaiting a PDF); idle, not.
    worker.ref();
    try {
      const pdf = await drawIn(worker, { report, now });
      worker.unref();
      if (retiring.delete(worker)) void worker.terminate();
      else idle.push(worker);
      return pdf;
    } catch (error) {
      // Whatever went wrong, this worker draws no more: the next PDF gets a fresh one.
      retiring.delete(worker);
      void worker.terminate();
      throw pdfFailed(error);
    } finally {
      drawing.delete(worker);
    }
  };

  return {
    concurrency,
    get full() {
      const load = work.load;
      return load.running >= concurrency && load.waiting >= queue;
    },
    get workers() {
      return idle.length + drawing.size;
    },
    async run(task) {
      try {
        return await work.run(() => task(draw));
      } catch (error) {
        if (error instanceof WorkFullError) throw pdfBusy();
        throw error;
      }
    },
    async close() {
      for (const worker of drawing) retiring.add(worker);
      await Promise.all(idle.splice(0).map((worker) => worker.terminate()));
    },
  };
}

/** The process's one renderer: the limit holds for every request the process serves. */
export const pdfRenderer = createPdfRenderer();
