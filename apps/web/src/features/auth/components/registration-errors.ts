import { ErrorCode, messages } from '@ovningskort/domain';
import { ApiError } from '../../../lib/api-client.js';

/** Spec §8 'Registration': the toast when a registration (either role) does not go through. */
export function registrationFailureMessage(error: Error): string {
  if (error instanceof ApiError) {
    // A 400 names the field in Swedish, and a busy server (503) says to try again in a while;
    // other answers get the spec's general text.
    return error.status === 400 || error.code === ErrorCode.BUSY
      ? error.message
      : messages.registration.failed;
  }
  return messages.registration.requestFailed;
}
