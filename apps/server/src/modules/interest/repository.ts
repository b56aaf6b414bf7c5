import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { InterestRequestTable } from '../../db/schema.js';

/** Keeps the request once per kind and e-mail; a repeat (even a concurrent one) changes nothing. */
export function insertInterestOnce(db: Db, row: Insertable<InterestRequestTable>) {
  return db
    .insertInto('interestRequests')
    .values(row)
    .onConflict((oc) => oc.columns(['kind', 'email']).doNothing())
    .execute();
}
