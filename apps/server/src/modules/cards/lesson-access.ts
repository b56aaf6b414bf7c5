import { type Actor, DomainError, messages } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { notLinked } from '../access/linked.js';
import { isLinked } from '../access/repository.js';
import { activatedPerson } from '../people/activated.js';
import * as repo from './repository.js';

/**
 * Why a lesson write wrote nothing, in the order the API has always answered: the writer's
 * account (thrown), a lesson that is not there or not the student's, a supervisor no longer
 * linked, a card id that does not match. Undefined when none of these holds (anymore).
 */
export async function whyNotChanged(
  db: Db,
  actor: Actor,
  lessonId: string,
  groupId?: string,
): Promise<DomainError | undefined> {
  await activatedPerson(db, actor.role, actor.id);
  const row = await repo.findNote(db, lessonId);
  if (!row || (actor.role === 'student' && row.studentId !== actor.id)) {
    return new DomainError('NO_NOTE', messages.cards.notFound);
  }
  if (actor.role === 'supervisor' && !(await isLinked(db, actor.id, row.studentId))) {
    return notLinked();
  }
  if (groupId !== undefined && groupId !== row.groupId) {
    return new DomainError('ID_MISMATCH', messages.common.badRequest);
  }
  return undefined;
}
