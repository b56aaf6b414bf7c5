import { type ActorRole, DomainError, messages } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import { findPersonById, type PersonRow } from './repository.js';

const NOT_ACTIVATED = {
  student: messages.cards.notActivated,
  supervisor: messages.supervision.notActivated,
} as const;

/**
 * The account of a verified token, when it is activated: 401 when it is gone, 403 with the
 * role's message until the e-mail link has been followed.
 */
export async function activatedPerson(db: Db, role: ActorRole, id: string): Promise<PersonRow> {
  const person = await findPersonById(db, role, id);
  if (!person) throw new DomainError('NO_ACCOUNT', messages.common.unauthorized);
  if (person.isActivated !== 1) throw new DomainError('NOT_ACTIVATED', NOT_ACTIVATED[role]);
  return person;
}
