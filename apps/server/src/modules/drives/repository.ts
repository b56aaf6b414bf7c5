import type { DriveCursor } from '@ovningskort/domain';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { DriveTable } from '../../db/schema.js';

export type DriveRow = Selectable<DriveTable>;

/**
 * The student's drives, or those after `before` in the log's order: the latest first (date,
 * start time, then the latest added), the id last so that the order is total and a page's
 * cursor names one place.
 */
function inLogOrder(db: Db, studentId: string, before?: DriveCursor) {
  let query = db.selectFrom('drives').where('studentId', '=', studentId);
  if (before) {
    query = query.where((eb) =>
      eb(
        eb.refTuple('date', 'startTime', 'createdAt', 'id'),
        '<',
        eb.tuple(before.date, before.startTime, before.createdAt, before.id),
      ),
    );
  }
  return query;
}

/** The student's drives, the latest first. */
export function drivesOf(db: Db, studentId: string): Promise<DriveRow[]> {
  return inLogOrder(db, studentId)
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('startTime', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Up to `limit` of the student's drives after `before` (from the latest when left out). */
export function drivePage(
  db: Db,
  studentId: string,
  limit: number,
  before?: DriveCursor,
): Promise<DriveRow[]> {
  return inLogOrder(db, studentId, before)
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('startTime', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export async function countDrives(db: Db, studentId: string): Promise<number> {
  const row = await db
    .selectFrom('drives')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('studentId', '=', studentId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
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

/** Only what the totals count, of every drive of the student (or of those after `before`). */
export function driveFactsOf(
  db: Db,
  studentId: string,
  before?: DriveCursor,
): Promise<DriveFactRow[]> {
  return inLogOrder(db, studentId, before).select(FACT_COLUMNS).execute();
}

/** When each drive was and how long: what overlaps are found from (issue 34). */
export type DriveTimesRow = Pick<DriveRow, 'id' | 'studentId' | 'date' | 'startTime' | 'minutes'>;

/**
 * The times of the students' drives, of the dates from `window.from` to `window.to` when given
 * (the days a set of drives may overlap others on), for their plausibility.
 */
export function driveTimesOf(
  db: Db,
  studentIds: readonly string[],
  window?: { from: string; to: string },
): Promise<DriveTimesRow[]> {
  if (studentIds.length === 0) return Promise.resolve([]);
  let query = db
    .selectFrom('drives')
    .select(['id', 'studentId', 'date', 'startTime', 'minutes'])
    .where('studentId', 'in', [...studentIds]);
  if (window) {
    query = query.where('date', '>=', window.from).where('date', '<=', window.to);
  }
  return query.execute();
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

/**
 * Confirms the drive if it is still the version the supervisor saw (`updatedAt`) and not yet
 * confirmed, in one statement; false otherwise (changed, confirmed or gone meanwhile).
 */
export async function confirmDrive(
  db: Db,
  id: string,
  studentId: string,
  version: number,
  confirmation: Pick<DriveTable, 'confirmedAt' | 'confirmedBy' | 'confirmedByName'>,
): Promise<boolean> {
  const result = await db
    .updateTable('drives')
    .set(confirmation)
    .where('id', '=', id)
    .where('studentId', '=', studentId)
    .where('updatedAt', '=', version)
    .where('confirmedAt', 'is', null)
    // Only a drive the supervisor sat beside the learner on (issue 34, `supervisorMayConfirm`).
    .where('supervisorKind', '=', 'supervisor')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The drives with these ids, whoever's they are (the service compares the student). */
export function findDrives(db: Db, ids: readonly string[]): Promise<DriveRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('drives').selectAll().where('id', 'in', ids).execute();
}

/**
 * The student's drives that wait for the supervisor's confirmation (issue 34): those the
 * supervisor sat beside the learner on (`supervisorMayConfirm`), not confirmed yet.
 */
function waitingOf(db: Db, studentId: string) {
  return inLogOrder(db, studentId)
    .where('supervisorKind', '=', 'supervisor')
    .where('confirmedAt', 'is', null);
}

/** Up to `limit` of the drives waiting for the supervisor's confirmation, the latest first. */
export function drivesToConfirm(db: Db, studentId: string, limit: number): Promise<DriveRow[]> {
  return waitingOf(db, studentId)
    .selectAll()
    .orderBy('date', 'desc')
    .orderBy('startTime', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** How many of the student's drives wait for the supervisor's confirmation. */
export async function countDrivesToConfirm(db: Db, studentId: string): Promise<number> {
  const row = await waitingOf(db, studentId)
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * For each student linked to the supervisor now, in the order they were linked: their name and
 * how many of their drives wait for the supervisor's confirmation (issue 34), in one statement.
 */
export async function waitingPerStudent(
  db: Db,
  supervisorId: string,
): Promise<{ studentId: string; name: string; count: number }[]> {
  const rows = await db
    .selectFrom('studentTeacher')
    .innerJoin('students', 'students.id', 'studentTeacher.studentId')
    .leftJoin('drives', (join) =>
      join
        .onRef('drives.studentId', '=', 'studentTeacher.studentId')
        .on('drives.supervisorKind', '=', 'supervisor')
        .on('drives.confirmedAt', 'is', null),
    )
    .select((eb) => [
      'students.id as studentId',
      'students.name as name',
      eb.fn.count<string | number>('drives.id').as('count'),
    ])
    .where('studentTeacher.teacherId', '=', supervisorId)
    .groupBy(['students.id', 'students.name', 'studentTeacher.createdAt'])
    .orderBy('studentTeacher.createdAt')
    .orderBy('students.id')
    .execute();
  return rows.map((row) => ({
    studentId: row.studentId,
    name: row.name,
    count: Number(row.count),
  }));
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
