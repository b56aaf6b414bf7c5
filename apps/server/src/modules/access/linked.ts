import { DomainError, messages } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { isLinked } from './repository.js';

/** The refusal when a supervisor is not (or no longer) linked to the student: 403. */
export const notLinked = () => new DomainError('NOT_LINKED', messages.supervision.notLinked);

/** A supervisor reaches a student's rows only while linked to that student. */
export async function assertLinked(db: Db, supervisorId: string, studentId: string) {
  if (!(await isLinked(db, supervisorId, studentId))) throw notLinked();
}
