import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { SupportMessageTable } from '../../db/schema.js';

export function insertSupportMessage(db: Db, row: Insertable<SupportMessageTable>) {
  return db.insertInto('supportMessages').values(row).execute();
}

/** Messages from one (hashed) client address since a time, and when the oldest of them came. */
export async function recentFromAddress(db: Db, ipHash: string, since: number) {
  const row = await db
    .selectFrom('supportMessages')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.min('createdAt').as('oldest'),
    ])
    .where('ipHash', '=', ipHash)
    .where('createdAt', '>', since)
    .executeTakeFirst();
  return {
    count: Number(row?.count ?? 0),
    oldest: row?.oldest === null || row?.oldest === undefined ? null : Number(row.oldest),
  };
}

export function deleteSupportMessage(db: Db, id: string) {
  return db.deleteFrom('supportMessages').where('id', '=', id).execute();
}

export function markMailed(db: Db, id: string, mailedAt: number) {
  return db.updateTable('supportMessages').set({ mailedAt }).where('id', '=', id).execute();
}

/** The address hash is needed only within the rate-limit window; older rows forget it. */
export function forgetAddressesBefore(db: Db, before: number) {
  return db
    .updateTable('supportMessages')
    .set({ ipHash: '' })
    .where('createdAt', '<=', before)
    .where('ipHash', '<>', '')
    .execute();
}
