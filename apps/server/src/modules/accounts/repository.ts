import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { StudentTable } from '../../db/schema.js';

export type StudentRow = Selectable<StudentTable>;

export function findStudentByEmail(db: Db, email: string) {
  return db.selectFrom('students').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findStudentById(db: Db, id: string) {
  return db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();
}

export function insertStudent(db: Db, row: Insertable<StudentTable>) {
  return db.insertInto('students').values(row).execute();
}

export function deleteStudent(db: Db, id: string) {
  return db.deleteFrom('students').where('id', '=', id).execute();
}

export function markStudentActivated(db: Db, id: string, now: number) {
  return db
    .updateTable('students')
    .set({ isActivated: 1, updatedAt: now })
    .where('id', '=', id)
    .execute();
}
