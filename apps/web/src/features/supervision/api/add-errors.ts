import { ErrorCode, messages } from '@ovningskort/domain';
import { ApiError, NetworkError } from '../../../lib/api-client.js';

/** What the student is told when adding a supervisor fails (spec §8 'Add supervisor'). */
export type AddFailure = { kind: 'no-such-supervisor' } | { kind: 'message'; message: string };

export function addFailure(error: unknown): AddFailure {
  if (error instanceof ApiError) {
    if (error.status === 400 && error.code === ErrorCode.NO_SUPERVISOR) {
      return { kind: 'no-such-supervisor' };
    }
    // Already linked, or not activated: the server's own words say what to do.
    if (error.code === ErrorCode.ALREADY_LINKED || error.code === ErrorCode.NOT_ACTIVATED) {
      return { kind: 'message', message: error.message };
    }
  }
  // Offline is not "no such supervisor": say what happened.
  if (error instanceof NetworkError) return { kind: 'message', message: error.message };
  return { kind: 'message', message: messages.supervision.noSuchSupervisorOther };
}

/** The server refuses a student or supervisor whose account is not activated yet. */
export function isNotActivated(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 403 && error.code === ErrorCode.NOT_ACTIVATED
  );
}
