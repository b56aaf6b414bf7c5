import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { ReadinessStatementTable } from '../../db/schema.js';

/** The statements about the student, the latest first. */
function statementsOfStudent(db: Db, studentId: string) {
  return db
    .selectFrom('readinessStatements')
    .select(['teacherName', 'madeAt', 'figures'])
    .where('studentId', '=', studentId)
    .orderBy('madeAt', 'desc')
    .orderBy('id', 'desc');
}

/** The student's latest statement "Vi tycker att vi är redo", if any. */
export function latestStatement(db: Db, studentId: string) {
  return statementsOfStudent(db, studentId).limit(1).executeTakeFirst();
}

/** Every statement about the student, the latest first (their data export). */
export function statementsAbout(db: Db, studentId: string) {
  return statementsOfStudent(db, studentId).execute();
}

export async function insertStatement(db: Db, row: Insertable<ReadinessStatementTable>) {
  await db.insertInto('readinessStatements').values(row).execute();
}

/** The supervisor's name as the statement keeps it. */
export function supervisorName(db: Db, supervisorId: string) {
  return db
    .selectFrom('teachers')
    .select(['name', 'surname'])
    .where('id', '=', supervisorId)
    .executeTakeFirst();
}

/** Every statement the supervisor made, the latest first (their data export). */
export function statementsBy(db: Db, supervisorId: string) {
  return db
    .selectFrom('readinessStatements')
    .select(['studentId', 'teacherName', 'madeAt', 'figures'])
    .where('teacherId', '=', supervisorId)
    .orderBy('madeAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
