import { messages } from '@ovningskort/domain';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-client.js';
import { failureText } from './failure-text.js';

const failed = 'PDF:en kunde inte skapas. Försök igen.';

describe('what a failed request says', () => {
  it('says the server’s words for a refusal and for its own 503, and `failed` otherwise', () => {
    const tooMany = messages.progressPdf.tooMany('1 timme');
    expect(failureText(new ApiError(429, tooMany, 'TOO_MANY_EXPORTS'), failed)).toBe(tooMany);
    // Busy drawing PDFs: the server says to try again in a while.
    const busy = new ApiError(503, messages.progressPdf.busy, 'PDF_BUSY');
    expect(failureText(busy, failed)).toBe(messages.progressPdf.busy);
    // A 503 without one of the server's codes (a proxy), a 500, no answer at all.
    expect(failureText(new ApiError(503, messages.common.unexpected), failed)).toBe(failed);
    const internal = new ApiError(500, messages.common.unexpected, 'INTERNAL');
    expect(failureText(internal, failed)).toBe(failed);
    expect(failureText(new NetworkError(), failed)).toBe(failed);
  });

  it('says the server is busy hashing passwords, with when to try again', () => {
    const busy = new ApiError(503, messages.common.serverBusy, 'BUSY');
    expect(failureText(busy, 'Lösenordet kunde inte ändras.')).toBe(messages.common.serverBusy);
  });
});
