import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { DriveTable } from '../../db/schema.js';

export type DriveRow = Selectable<DriveTable>;

/** The student's drives, the latest first. */
export function drivesOf(db: Db, studentId: string): Promise<DriveRow[]> {
  return db
    .selectFrom('drives')
    .selectAll()
    .where('studentId', '=', studentId)
    .orderBy('date', 'desc')
    .orderBy('startTime', 'desc')
    .orderBy('createdAt', 'desc')
    .execute();
}

/** The columns the totals count (bench: 1000 drives read in 6 ms instead of 16). */
export const FACT_COLUMNS = [
  'date',
  'minutes',
  'kmTenths',
  'supervisorKind',
  'conditions',
  'roads',
  'traffic',
  'lessons',
  'confirmedAt',
] as const;
export type DriveFactRow = Pick<DriveRow, (typeof FACT_COLUMNS)[number]>;

/** Only what the totals count, of every drive of the student. */
export function driveFactsOf(db: Db, studentId: string): Promise<DriveFactRow[]> {
  return db.selectFrom('drives').select(FACT_COLUMNS).where('studentId', '=', studentId).execute();
}

export function findDrive(db: Db, id: string): Promise<DriveRow | undefined> {
  return db.selectFrom('drives').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Adds the drive; false when a drive with its id is there already (a send that raced it). */
export async function insertDrive(db: Db, row: Insertable<DriveTable>): Promise<boolean> {
  const result = await db
    .insertInto('drives')
    .values(row)
    .onConflict((conflict) => conflict.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Changes the student's drive; false when it is not there (any more). */
export async function updateDrive(
  db: Db,
  id: string,
  studentId: string,
  changes: Updateable<DriveTable>,
): Promise<boolean> {
  const result = await db
    .updateTable('drives')
    .set(changes)
    .where('id', '=', id)
    .where('studentId', '=', studentId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function deleteDrive(db: Db, id: string, studentId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('drives')
    .where('id', '=', id)
    .where('studentId', '=', studentId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The lesson numbers of the student's cards (what "lessons never logged" is counted against). */
export async function cardLessonNumbers(db: Db, studentId: string): Promise<number[]> {
  const rows = await db
    .selectFrom('drivingNotes')
    .select('number')
    .distinct()
    .where('studentId', '=', studentId)
    .execute();
  return rows.map((row) => Number(row.number));
}
