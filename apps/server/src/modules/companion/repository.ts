import type { Selectable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { CompanionConfirmationTable, DriveTable } from '../../db/schema.js';

export type CompanionRow = Omit<Selectable<CompanionConfirmationTable>, 'tokenHash'>;

/** What the learner may see of a link (never the token's hash). */
const VISIBLE = [
  'id',
  'studentId',
  'driveId',
  'email',
  'createdAt',
  'expiresAt',
  'usedAt',
  'endedAt',
] as const;

/** Ends the drive's open links (`replaced`) and stores the new one, in one transaction. */
export async function replaceOpenOf(db: Db, row: CompanionRow & { tokenHash: string }) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('companionConfirmations')
      .set({ endedAt: row.createdAt })
      .where('driveId', '=', row.driveId)
      .where('usedAt', 'is', null)
      .where('endedAt', 'is', null)
      .execute();
    await trx.insertInto('companionConfirmations').values(row).execute();
  });
}

export function deleteRequest(db: Db, id: string) {
  return db.deleteFrom('companionConfirmations').where('id', '=', id).execute();
}

/** The learner's links that wait for a companion now, the newest first. */
export function openOf(db: Db, studentId: string, now: number) {
  return db
    .selectFrom('companionConfirmations')
    .select(VISIBLE)
    .where('studentId', '=', studentId)
    .where('usedAt', 'is', null)
    .where('endedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Ends the open links of the learner's drive; how many it ended. */
export async function endOpenOf(db: Db, studentId: string, driveId: string, now: number) {
  const result = await db
    .updateTable('companionConfirmations')
    .set({ endedAt: now })
    .where('studentId', '=', studentId)
    .where('driveId', '=', driveId)
    .where('usedAt', 'is', null)
    .where('endedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function byTokenHash(db: Db, tokenHash: string) {
  return db
    .selectFrom('companionConfirmations')
    .select(VISIBLE)
    .where('tokenHash', '=', tokenHash)
    .executeTakeFirst();
}

/**
 * Confirms the drive with the link, in one transaction: the link must still be open and the
 * drive still the version shown, unconfirmed and someone else's than the supervisor's. False
 * when any of that no longer holds (the service reads again to say which).
 */
export async function confirmWithLink(
  db: Db,
  link: CompanionRow,
  version: number,
  now: number,
  confirmation: Pick<DriveTable, 'confirmedBy' | 'confirmedByName'>,
): Promise<boolean> {
  return db
    .transaction()
    .execute(async (trx) => {
      const used = await trx
        .updateTable('companionConfirmations')
        .set({ usedAt: now })
        .where('id', '=', link.id)
        .where('usedAt', 'is', null)
        .where('endedAt', 'is', null)
        .where('expiresAt', '>', now)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) return false;
      const confirmed = await trx
        .updateTable('drives')
        .set({ confirmedAt: now, ...confirmation })
        .where('id', '=', link.driveId)
        .where('studentId', '=', link.studentId)
        .where('updatedAt', '=', version)
        .where('confirmedAt', 'is', null)
        .where('supervisorKind', '!=', 'supervisor')
        .executeTakeFirst();
      if (Number(confirmed.numUpdatedRows) !== 1) {
        // Roll the link's use back with the rest: it stays open for the version as it is now.
        throw new NotConfirmed();
      }
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof NotConfirmed) return false;
      throw error;
    });
}

class NotConfirmed extends Error {}
