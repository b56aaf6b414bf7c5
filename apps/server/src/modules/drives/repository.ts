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

/** Only what the totals count, of every drive of the student (bench: 1000 drives). */
export function driveFactsOf(db: Db, studentId: string) {
  return db
    .selectFrom('drives')
    .select([
      'date',
      'minutes',
      'kmTenths',
      'supervisorKind',
      'conditions',
      'roads',
      'traffic',
      'lessons',
      'confirmedAt',
    ])
    .where('studentId', '=', studentId)
    .execute();
}

export function findDrive(db: Db, id: string): Promise<DriveRow | undefined> {
  return db.selectFrom('drives').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertDrive(db: Db, row: Insertable<DriveTable>) {
  return db.insertInto('drives').values(row).execute();
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
