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

export function studentsOf(db: Db, supervisorId: string) {
  return db
    .selectFrom('studentTeacher')
    .innerJoin('students', 'students.id', 'studentTeacher.studentId')
    .select(['students.id', 'students.name', 'students.autotransmission'])
    .where('studentTeacher.teacherId', '=', supervisorId)
    .orderBy('studentTeacher.createdAt')
    .execute();
}
