import { describe, expect, it } from 'vitest';
import { warmUpProgressPdf } from './warm-up.js';

describe('the PDF warm-up at start', () => {
  it('draws a whole sample PDF without a database', async () => {
    await expect(warmUpProgressPdf()).resolves.toBeUndefined();
  });
});
