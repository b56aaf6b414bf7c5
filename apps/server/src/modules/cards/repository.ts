import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/connect.js';
import type { DrivingNoteTable } from '../../db/schema.js';

export type NoteRow = Selectable<DrivingNoteTable>;
export type NoteChanges = Updateable<DrivingNoteTable>;

export function usedSlots(db: Db, studentId: string) {
  return db.selectFrom('cards').select('slot').where('studentId', '=', studentId).execute();
}

export function insertCard(
  db: Db,
  card: { id: string; studentId: string; slot: number; createdAt: number },
) {
  return db.insertInto('cards').values(card).execute();
}

export function findCard(db: Db, id: string) {
  return db.selectFrom('cards').select(['id', 'studentId']).where('id', '=', id).executeTakeFirst();
}

export function deleteCard(db: Db, id: string, studentId: string) {
  return db
    .deleteFrom('cards')
    .where('id', '=', id)
    .where('studentId', '=', studentId)
    .executeTakeFirst();
}

export function insertNotes(db: Db, notes: Insertable<DrivingNoteTable>[]) {
  return db.insertInto('drivingNotes').values(notes).execute();
}

export function notesOfStudent(db: Db, studentId: string) {
  return db
    .selectFrom('drivingNotes')
    .selectAll()
    .where('studentId', '=', studentId)
    .orderBy('groupId')
    .orderBy('number')
    .execute();
}

export function notesOfCard(db: Db, groupId: string) {
  return db
    .selectFrom('drivingNotes')
    .selectAll()
    .where('groupId', '=', groupId)
    .orderBy('number')
    .execute();
}

export function findNote(db: Db, id: string) {
  return db.selectFrom('drivingNotes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function hasNotes(db: Db, studentId: string) {
  const row = await db
    .selectFrom('drivingNotes')
    .select('id')
    .where('studentId', '=', studentId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Sets only the given columns of one lesson of one student. */
export function updateNote(db: Db, id: string, studentId: string, changes: NoteChanges) {
  return db
    .updateTable('drivingNotes')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('studentId', '=', studentId)
    .executeTakeFirst();
}

/** Marks the congratulation as shown; true only the first time, on any device. */
export async function claimCongratulation(db: Db, studentId: string, now: number) {
  const result = await db
    .updateTable('students')
    .set({ congratulatedAt: now })
    .where('id', '=', studentId)
    .where('congratulatedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}
