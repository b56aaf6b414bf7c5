import type { Db } from '../../db/connect.js';

/** Whether the supervisor is linked to the student now. */
export async function isLinked(db: Db, supervisorId: string, studentId: string) {
  const row = await db
    .selectFrom('studentTeacher')
    .select('studentId')
    .where('teacherId', '=', supervisorId)
    .where('studentId', '=', studentId)
    .executeTakeFirst();
  return row !== undefined;
}
