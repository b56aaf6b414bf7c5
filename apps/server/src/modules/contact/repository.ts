import { sql, type Insertable } from 'kysely';
import type { Db, Dialect } from '../../db/connect.js';
import type { SupportMessageTable } from '../../db/schema.js';

export function insertSupportMessage(db: Db, row: Insertable<SupportMessageTable>) {
  return db.insertInto('supportMessages').values(row).execute();
}

class OverLimit extends Error {
  constructor(readonly oldest: number | null) {
    super('over the limit');
  }
}

/**
 * Keeps a message unless its address has already sent `limit` since `since`. Messages sent at
 * once are taken one at a time – on PostgreSQL by a lock on the address for the transaction,
 * on SQLite by the write lock the insert takes first – so exactly the first `limit` are kept,
 * across processes too. Answers when the oldest counted message came, if refused.
 */
export async function insertWithinLimit(
  db: Db,
  dialect: Dialect,
  row: Insertable<SupportMessageTable> & { ipHash: string; createdAt: number },
  since: number,
  limit: number,
): Promise<{ kept: true } | { kept: false; oldest: number | null }> {
  try {
    await db.transaction().execute(async (trx) => {
      if (dialect === 'postgres') {
        await sql`select pg_advisory_xact_lock(hashtextextended(${`support:${row.ipHash}`}, 0))`.execute(
          trx,
        );
      }
      await insertSupportMessage(trx, row);
      const recent = await recentFromAddress(trx, row.ipHash, since);
      if (recent.count > limit) throw new OverLimit(recent.oldest);
    });
    return { kept: true };
  } catch (error) {
    if (error instanceof OverLimit) return { kept: false, oldest: error.oldest };
    throw error;
  }
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
