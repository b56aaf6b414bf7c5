import type { Db } from '../../db/connect.js';

export function insertLink(
  db: Db,
  link: { studentId: string; teacherId: string; createdAt: number },
) {
  return db.insertInto('studentTeacher').values(link).execute();
}

export function deleteLink(db: Db, studentId: string, supervisorId: string) {
  return db
    .deleteFrom('studentTeacher')
    .where('studentId', '=', studentId)
    .where('teacherId', '=', supervisorId)
    .executeTakeFirst();
}

export function supervisorOf(db: Db, studentId: string) {
  return db
    .selectFrom('studentTeacher')
    .innerJoin('teachers', 'teachers.id', 'studentTeacher.teacherId')
    .select(['teachers.id', 'teachers.name', 'teachers.surname', 'teachers.email'])
    .where('studentTeacher.studentId', '=', studentId)
    .executeTakeFirst();
}

/** The linked students with whether each has a card, in the order they were linked. */
export async function linkedStudentsWithCards(db: Db, supervisorId: string) {
  const rows = await db
    .selectFrom('studentTeacher')
    .innerJoin('students', 'students.id', 'studentTeacher.studentId')
    .select((eb) => [
      'students.id as id',
      'students.name as name',
      eb
        .exists(
          eb
            .selectFrom('cards')
            .select('cards.id')
            .whereRef('cards.studentId', '=', 'studentTeacher.studentId'),
        )
        .as('hasCard'),
    ])
    .where('studentTeacher.teacherId', '=', supervisorId)
    .orderBy('studentTeacher.createdAt')
    .orderBy('students.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    hasCard: row.hasCard === true || Number(row.hasCard) === 1,
  }));
}

export function studentsOf(db: Db, supervisorId: string) {
  return db
    .selectFrom('studentTeacher')
    .innerJoin('students', 'students.id', 'studentTeacher.studentId')
    .select(['students.id', 'students.name', 'students.autotransmission'])
    .where('studentTeacher.teacherId', '=', supervisorId)
    .orderBy('studentTeacher.createdAt')
    .execute();
}
