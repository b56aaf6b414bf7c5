import { DomainError, messages } from '@ovningskort/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createPdfRenderer, PDF_BUSY_RETRY_SECONDS, type PdfRenderer } from './renderer.js';
import { buildReport, type Report } from './report.js';
import { sampleInput } from './sample.js';

/**
 * The progress PDF drawn in a worker thread behind a bounded queue (security round 3): the real
 * worker (render-worker.ts, loaded through tsx here), real reports.
 */

const NOW = Date.UTC(2026, 10, 28, 13, 0);
const small = buildReport(sampleInput({ cards: 0, drives: 1, now: NOW }));

const renderers: PdfRenderer[] = [];
function renderer(options: Parameters<typeof createPdfRenderer>[0]) {
  const made = createPdfRenderer(options);
  renderers.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(renderers.splice(0).map((r) => r.close()));
});

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString() === '%PDF-';

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => new Error('expected a refusal'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error as DomainError;
}

describe('the progress PDF’s renderer', () => {
  it('draws in a worker and answers with the PDF’s bytes', async () => {
    const pdfs = renderer({ concurrency: 1, queue: 0 });
    const report = buildReport(sampleInput({ cards: 1, drives: 5, now: NOW }));
    const pdf = await pdfs.run((draw) => draw(report, NOW));
    expect(isPdf(pdf)).toBe(true);
    expect(pdf.length).toBeGreaterThan(10_000);
    expect(pdfs.workers).toBe(1);
  }, 60_000);

  it('draws off the event loop: this thread’s timers run on while a large PDF is drawn', async () => {
    const pdfs = renderer({ concurrency: 1, queue: 0 });
    // As large as the caps let a PDF be: 10 cards, the latest 200 drives and 200 comments.
    const input = sampleInput({ cards: 10, drives: 200, now: NOW });
    const large = buildReport({ ...input, comments: input.comments.slice(-200) });
    // The worker started and warm first, so that what is timed is the drawing.
    await pdfs.run((draw) => draw(small, NOW));
    // The longest this thread's event loop stood still: the gap between two 5 ms timer ticks.
    let last = performance.now();
    let stood = 0;
    const ticks = setInterval(() => {
      const now = performance.now();
      stood = Math.max(stood, now - last);
      last = now;
    }, 5);
    const start = performance.now();
    const pdf = await pdfs.run((draw) => draw(large, NOW));
    const took = performance.now() - start;
    // A stall shows at the next tick: give the timer that turn.
    await new Promise((resolve) => setTimeout(resolve, 30));
    clearInterval(ticks);
    expect(isPdf(pdf)).toBe(true);
    // Drawn on this thread, the loop would stand still for about all of it.
    expect(stood, `drawn in ${Math.round(took)} ms`).toBeLessThan(took / 2);
  }, 60_000);

  it('refuses at once beyond the renders at once and the queue, then takes the next', async () => {
    const pdfs = renderer({ concurrency: 1, queue: 1 });
    const held = gate();
    const order: string[] = [];
    // The first holds the one render until the gate opens; the second waits in the queue.
    const first = pdfs.run(async (draw) => {
      await held.opened;
      const pdf = await draw(small, NOW);
      order.push('first');
      return pdf;
    });
    const second = pdfs.run(async (draw) => {
      const pdf = await draw(small, NOW);
      order.push('second');
      return pdf;
    });
    expect(pdfs.full).toBe(true);
    // The third is refused without waiting for either: PDF_BUSY with when to try again.
    const refused = await failure(pdfs.run((draw) => draw(small, NOW)));
    expect(refused.code).toBe('PDF_BUSY');
    expect(refused.message).toBe(messages.progressPdf.busy);
    expect(refused.retryAfterSeconds).toBe(PDF_BUSY_RETRY_SECONDS);
    expect(order).toEqual([]);

    held.open();
    expect(isPdf(await first)).toBe(true);
    expect(isPdf(await second)).toBe(true);
    expect(order).toEqual(['first', 'second']);
    expect(pdfs.full).toBe(false);
    // One worker drew both, one after the other; the next PDF is taken again.
    expect(pdfs.workers).toBe(1);
    expect(isPdf(await pdfs.run((draw) => draw(small, NOW)))).toBe(true);
  }, 60_000);

  it('answers a PDF the worker cannot draw as failed, and draws the next in a fresh worker', async () => {
    const pdfs = renderer({ concurrency: 1, queue: 0 });
    // Not a report the layout can draw: it throws inside the worker.
    const broken = { ...small, cards: [{ heading: 'Kort 1', summary: '', lessons: null }] };
    const error = await failure(pdfs.run((draw) => draw(broken as unknown as Report, NOW)));
    expect(error.code).toBe('PDF_FAILED');
    expect(error.message).toBe(messages.progressPdf.failed);
    expect(String(error.cause)).toMatch(/could not draw/);
    expect(pdfs.workers).toBe(0);
    expect(isPdf(await pdfs.run((draw) => draw(small, NOW)))).toBe(true);
    expect(pdfs.workers).toBe(1);
  }, 60_000);

  it('survives a worker that dies (out of memory) and draws the next in a fresh one', async () => {
    // A heap of 32 MB holds a small PDF; 10 000 drive rows do not fit, and the worker dies.
    const pdfs = renderer({ concurrency: 1, queue: 0, heapMb: 32 });
    const rows = buildReport(sampleInput({ cards: 0, drives: 200, now: NOW })).driveLog!;
    const huge: Report = {
      ...small,
      driveLog: { ...rows, drives: Array.from({ length: 50 }, () => rows.drives).flat() },
    };
    const error = await failure(pdfs.run((draw) => draw(huge, NOW)));
    expect(error.code).toBe('PDF_FAILED');
    expect((error.cause as { code?: string }).code).toBe('ERR_WORKER_OUT_OF_MEMORY');
    expect(pdfs.workers).toBe(0);
    expect(isPdf(await pdfs.run((draw) => draw(small, NOW)))).toBe(true);
  }, 90_000);

  it('gives up a PDF that takes too long, ending its worker', async () => {
    const pdfs = renderer({ concurrency: 1, queue: 0, timeoutMs: 1 });
    const error = await failure(pdfs.run((draw) => draw(small, NOW)));
    expect(error.code).toBe('PDF_FAILED');
    expect(String(error.cause)).toMatch(/took more than 1 ms/);
    expect(pdfs.workers).toBe(0);
  }, 60_000);

  it('ends its workers on close, and starts a fresh one for a later PDF', async () => {
    const pdfs = renderer({ concurrency: 1, queue: 0 });
    expect(isPdf(await pdfs.run((draw) => draw(small, NOW)))).toBe(true);
    expect(pdfs.workers).toBe(1);
    await pdfs.close();
    expect(pdfs.workers).toBe(0);
    expect(isPdf(await pdfs.run((draw) => draw(small, NOW)))).toBe(true);
    expect(pdfs.workers).toBe(1);
  }, 60_000);
});
