import { renderReport } from './layout.js';
import { buildReport } from './report.js';
import { sampleInput } from './sample.js';

/**
 * Draws one small PDF in the background once the server listens: the fonts are parsed and the
 * PDF code is compiled before a person asks, so the first download after a start is as quick
 * as the others (decision 021). A failure here only costs that head start.
 */
export async function warmUpProgressPdf(): Promise<void> {
  const now = Date.now();
  await renderReport(buildReport(sampleInput({ cards: 1, drives: 5, now })), now);
}
