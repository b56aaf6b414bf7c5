import { messages } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import type { Role } from '../../db/schema.js';
import { forbidden, HttpError } from '../../lib/http-errors.js';
import { findPersonById, type PersonRow } from './repository.js';

const NOT_ACTIVATED = {
  student: messages.cards.notActivated,
  teacher: messages.supervision.notActivated,
} as const;

/**
 * The account of a verified token, when it is activated: 401 when it is gone, 403 with the
 * role's message until the e-mail link has been followed.
 */
export async function activatedPerson(db: Db, role: Role, id: string): Promise<PersonRow> {
  const person = await findPersonById(db, role, id);
  if (!person) throw new HttpError(401, messages.common.unauthorized, 'NO_ACCOUNT');
  if (person.isActivated !== 1) throw forbidden(NOT_ACTIVATED[role], 'NOT_ACTIVATED');
  return person;
}
