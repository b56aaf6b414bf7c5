import { pdfRenderer, type PdfRenderer } from './renderer.js';
import { buildReport } from './report.js';
import { sampleInput } from './sample.js';

/**
 * Draws one small PDF in each of the renderer's worker threads in the background once the server
 * listens: the workers are started, the fonts parsed and the PDF code compiled before a person
 * asks, so the first download after a start is as quick as the others (decision 021). A failure
 * here only costs that head start.
 */
export async function warmUpProgressPdf(renderer: PdfRenderer = pdfRenderer): Promise<void> {
  const now = Date.now();
  const report = buildReport(sampleInput({ cards: 1, drives: 5, now }));
  const one = () => renderer.run((draw) => draw(report, now));
  await Promise.all(Array.from({ length: renderer.concurrency }, one));
}
