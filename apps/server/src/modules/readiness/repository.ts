import type { Insertable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { ReadinessStatementTable } from '../../db/schema.js';

/** The student's latest statement "Vi tycker att vi är redo", if any. */
export function latestStatement(db: Db, studentId: string) {
  return db
    .selectFrom('readinessStatements')
    .select(['teacherName', 'madeAt', 'figures'])
    .where('studentId', '=', studentId)
    .orderBy('madeAt', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
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

/** Every statement about the student, the latest first (their data export). */
export function statementsAbout(db: Db, studentId: string) {
  return db
    .selectFrom('readinessStatements')
    .select(['teacherName', 'madeAt', 'figures'])
    .where('studentId', '=', studentId)
    .orderBy('madeAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
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
