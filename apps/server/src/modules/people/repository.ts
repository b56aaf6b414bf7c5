import type { ActorRole } from '@ovningskort/domain';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { StudentTable, SupervisorTable } from '../../db/schema.js';

export type StudentRow = Selectable<StudentTable>;

/** Each role's table (the §7 API's name for the supervisors' is `teachers`). */
export const PERSON_TABLE = { student: 'students', supervisor: 'teachers' } as const;

/** The columns students and supervisors share that hold no secret (the data export's too). */
export const PROFILE_COLUMNS = [
  'id',
  'email',
  'name',
  'surname',
  'city',
  'pnr',
  'phone',
  'category',
  'autotransmission',
  'isActivated',
  'createdAt',
  'updatedAt',
] as const;

/** The columns students and supervisors share: everything an account screen needs. */
const PERSON_COLUMNS = [...PROFILE_COLUMNS, 'passwordHash'] as const;
export type PersonRow = Pick<StudentRow, (typeof PERSON_COLUMNS)[number]>;
export type PersonChanges = Updateable<SupervisorTable>;

export function findPersonByEmail(
  db: Db,
  role: ActorRole,
  email: string,
): Promise<PersonRow | undefined> {
  return db
    .selectFrom(PERSON_TABLE[role])
    .select(PERSON_COLUMNS)
    .where('email', '=', email)
    .executeTakeFirst();
}

export function findPersonById(
  db: Db,
  role: ActorRole,
  id: string,
): Promise<PersonRow | undefined> {
  return db
    .selectFrom(PERSON_TABLE[role])
    .select(PERSON_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findStudentById(db: Db, id: string) {
  return db.selectFrom('students').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findStudentByEmail(db: Db, email: string) {
  return db.selectFrom('students').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findSupervisorById(db: Db, id: string) {
  return db.selectFrom('teachers').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findSupervisorByEmail(db: Db, email: string) {
  return db.selectFrom('teachers').selectAll().where('email', '=', email).executeTakeFirst();
}

export function insertStudent(db: Db, row: Insertable<StudentTable>) {
  return db.insertInto('students').values(row).execute();
}

export function insertSupervisor(db: Db, row: Insertable<SupervisorTable>) {
  return db.insertInto('teachers').values(row).execute();
}

export function updatePerson(db: Db, role: ActorRole, id: string, changes: PersonChanges) {
  return db.updateTable(PERSON_TABLE[role]).set(changes).where('id', '=', id).executeTakeFirst();
}

export function deletePerson(db: Db, role: ActorRole, id: string) {
  return db.deleteFrom(PERSON_TABLE[role]).where('id', '=', id).execute();
}
