import { describe, expect, it } from 'vitest';
import { createPdfRenderer } from './renderer.js';
import { warmUpProgressPdf } from './warm-up.js';

describe('the PDF warm-up at start', () => {
  it('draws a whole sample PDF in each worker of the renderer, without a database', async () => {
    const renderer = createPdfRenderer({ concurrency: 2, queue: 0 });
    try {
      await expect(warmUpProgressPdf(renderer)).resolves.toBeUndefined();
      // Both workers are started and warm, waiting for the first person's PDF.
      expect(renderer.workers).toBe(2);
    } finally {
      await renderer.close();
    }
  }, 60_000);
});
