import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { ShareTable } from '../../db/schema.js';

export type ShareRow = Omit<Selectable<ShareTable>, 'tokenHash'>;

/** What the student may see of a link (never the token's hash). */
const VISIBLE = [
  'id',
  'studentId',
  'code',
  'label',
  'forPrint',
  'createdAt',
  'expiresAt',
  'revokedAt',
] as const;

export function insertShare(db: Db, row: ShareRow & { tokenHash: string }) {
  return db.insertInto('shares').values(row).execute();
}

/** The student's links, the newest first. */
export function sharesOf(db: Db, studentId: string) {
  return db
    .selectFrom('shares')
    .select(VISIBLE)
    .where('studentId', '=', studentId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** How many of the student's own links (not the PDF's) work now. */
export async function activeCount(db: Db, studentId: string, now: number) {
  const row = await db
    .selectFrom('shares')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('studentId', '=', studentId)
    .where('forPrint', '=', 0)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The PDF's link of the student that still works after `until`, the newest, if any. */
export function printShareOf(db: Db, studentId: string, until: number) {
  return db
    .selectFrom('shares')
    .select(VISIBLE)
    .where('studentId', '=', studentId)
    .where('forPrint', '=', 1)
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', until)
    .orderBy('createdAt', 'desc')
    .executeTakeFirst();
}

/** The student whose link works now, by the token's hash or by the short code. */
export function activeBy(db: Db, by: { tokenHash: string } | { code: string }, now: number) {
  return db
    .selectFrom('shares')
    .select(['id', 'studentId', 'expiresAt'])
    .$if('tokenHash' in by, (q) =>
      q.where('tokenHash', '=', (by as { tokenHash: string }).tokenHash),
    )
    .$if('code' in by, (q) => q.where('code', '=', (by as { code: string }).code))
    .where('revokedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
}

/** Revokes the student's own link that is not revoked yet; true when it did. */
export async function revoke(db: Db, studentId: string, id: string, now: number) {
  const result = await db
    .updateTable('shares')
    .set({ revokedAt: now })
    .where('id', '=', id)
    .where('studentId', '=', studentId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

/** Whether the student has such a link at all (revoked or not). */
export async function exists(db: Db, studentId: string, id: string) {
  const row = await db
    .selectFrom('shares')
    .select('id')
    .where('id', '=', id)
    .where('studentId', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}
