import { type Actor, DomainError, type InterestKind, messages } from '@ovningskort/domain';
import type { Db } from '../../db/connect.js';
import type { Clock } from '../../lib/clock.js';
import { uuidv7 } from '../../lib/ids.js';
import * as accounts from '../people/repository.js';
import { normalizeEmail } from '../people/person.js';
import * as repo from './repository.js';

/**
 * Interest in hearing from us (deal reminders, driving schools with a control lesson), kept
 * once per kind and e-mail. Always the account's own address: a logged-in person can sign up
 * only themselves.
 */
export function createInterestService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async register(kind: InterestKind, owner: Actor): Promise<void> {
      const person = await accounts.findPersonById(db, owner.role, owner.id);
      if (!person) throw new DomainError('NO_ACCOUNT', messages.common.unauthorized);
      const now = clock();
      await repo.insertInterestOnce(db, {
        id: uuidv7(now),
        kind,
        email: normalizeEmail(person.email),
        studentId: owner.role === 'student' ? owner.id : null,
        teacherId: owner.role === 'supervisor' ? owner.id : null,
        createdAt: now,
      });
    },
  };
}
export type InterestService = ReturnType<typeof createInterestService>;
