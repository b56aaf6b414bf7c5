import { DomainError, type LessonWriter, messages } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { activatedPerson } from '../people/activated.js';
import * as links from '../supervision/repository.js';
import * as repo from './repository.js';

/**
 * Why a lesson change wrote nothing, in the order the API has always answered: the writer's
 * account (thrown), a lesson that is not there or not the student's, a supervisor no longer
 * linked, a group id that does not match. Undefined when none of these holds (anymore).
 */
export async function whyNotChanged(
  db: Db,
  writer: LessonWriter,
  lessonId: string,
  groupId?: string,
): Promise<DomainError | undefined> {
  await activatedPerson(db, writer.role === 'student' ? 'student' : 'teacher', writer.id);
  const row = await repo.findNote(db, lessonId);
  if (!row || (writer.role === 'student' && row.studentId !== writer.id)) {
    return new DomainError('NO_NOTE', messages.cards.notFound);
  }
  if (writer.role === 'supervisor' && !(await links.isLinked(db, writer.id, row.studentId))) {
    return new DomainError('NOT_LINKED', messages.supervision.notLinked);
  }
  if (groupId !== undefined && groupId !== row.groupId) {
    return new DomainError('ID_MISMATCH', messages.common.badRequest);
  }
  return undefined;
}
