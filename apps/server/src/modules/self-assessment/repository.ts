import type { Db } from '../../db/connect.js';

/** The student's saved self-assessment (answers as JSON text), if any. */
export function selfAssessmentOf(db: Db, studentId: string) {
  return db
    .selectFrom('selfAssessments')
    .select(['answers', 'answeredAt'])
    .where('studentId', '=', studentId)
    .executeTakeFirst();
}

/** Stores the student's whole answer set, replacing the one before. */
export function saveSelfAssessment(db: Db, studentId: string, answers: string, answeredAt: number) {
  return db
    .insertInto('selfAssessments')
    .values({ studentId, answers, answeredAt })
    .onConflict((conflict) => conflict.column('studentId').doUpdateSet({ answers, answeredAt }))
    .execute();
}
