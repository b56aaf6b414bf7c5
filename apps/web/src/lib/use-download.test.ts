import { messages } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client.js';
import { downloadErrorText } from './use-download.js';

const failed = 'PDF:en kunde inte skapas. Försök igen.';

describe('what a failed download says', () => {
  it('says the server’s words for a refusal and for its own 503, and `failed` otherwise', () => {
    const tooMany = messages.progressPdf.tooMany('1 timme');
    expect(downloadErrorText(new ApiError(429, tooMany, 'TOO_MANY_EXPORTS'), failed)).toBe(tooMany);
    // Busy drawing PDFs: the server says to try again in a while.
    const busy = new ApiError(503, messages.progressPdf.busy, 'PDF_BUSY');
    expect(downloadErrorText(busy, failed)).toBe(messages.progressPdf.busy);
    // A 503 without one of the server's codes (a proxy), a 500, no answer at all.
    expect(downloadErrorText(new ApiError(503, messages.common.unexpected), failed)).toBe(failed);
    const internal = new ApiError(500, messages.common.unexpected, 'INTERNAL');
    expect(downloadErrorText(internal, failed)).toBe(failed);
    expect(downloadErrorText(new NetworkError(), failed)).toBe(failed);
  });
});
