import { ApiError } from './api-client.js';

/**
 * What a failed request says: the server's own words for a refusal (too many tries, when to
 * try again) and for a 503 it answered with one of its codes (busy – hashing passwords or
 * drawing PDFs – try again in a while); `failed`, the screen's own words, for anything else
 * (no answer, a proxy's 502, an unexpected error).
 */
export function failureText(error: unknown, failed: string): string {
  if (!(error instanceof ApiError)) return failed;
  if (error.status < 500 || (error.status === 503 && error.code !== undefined)) {
    return error.message;
  }
  return failed;
}
