import type { Db } from '../../db/connect.js';

/** The student's saved road to the test (the dates as JSON text), if any. */
export function roadToTestOf(db: Db, studentId: string) {
  return db
    .selectFrom('roadToTest')
    .select(['road', 'savedAt'])
    .where('studentId', '=', studentId)
    .executeTakeFirst();
}

/** Stores the student's whole road, replacing the one before. */
export function saveRoadToTest(db: Db, studentId: string, road: string, savedAt: number) {
  return db
    .insertInto('roadToTest')
    .values({ studentId, road, savedAt })
    .onConflict((conflict) => conflict.column('studentId').doUpdateSet({ road, savedAt }))
    .execute();
}
