import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/connect.js';
import { reusableQuery } from '../../db/reusable-query.js';
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

/**
 * What the validator of a student's cards is made of (see etag.ts): every write to a lesson
 * bumps its version or adds or removes rows, so these change whenever the cards change.
 */
export interface NotesValidator {
  count: number;
  versions: number;
  updatedAt: number;
  createdAt: number;
  lastGroupId: string;
}

/**
 * The student's activation flag and the validator of their cards in one indexed query, so a
 * conditional GET answers 304 without reading the rows. Undefined when the student is gone.
 */
export async function studentNotesValidator(db: Db, studentId: string) {
  const row = await db
    .selectFrom('students as s')
    .leftJoin('drivingNotes as n', 'n.studentId', 's.id')
    .where('s.id', '=', studentId)
    .groupBy(['s.id', 's.isActivated'])
    .select((eb) => [
      's.isActivated',
      eb.fn.count<number | string>('n.id').as('count'),
      sql<number | string | null>`sum(n.version)`.as('versions'),
      eb.fn.max('n.updatedAt').as('updatedAt'),
      eb.fn.max('n.createdAt').as('createdAt'),
      eb.fn.max('n.groupId').as('lastGroupId'),
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  const validator: NotesValidator = {
    count: Number(row.count),
    versions: Number(row.versions ?? 0),
    updatedAt: Number(row.updatedAt ?? 0),
    createdAt: Number(row.createdAt ?? 0),
    lastGroupId: row.lastGroupId ?? '',
  };
  return { isActivated: Number(row.isActivated) === 1, validator };
}

/**
 * Sets only the given columns of one lesson of an activated student, bumping its version;
 * returns the row as it is now, or undefined when there is no such lesson of an activated
 * student (the caller then finds out which).
 */
export function updateOwnNoteQuery(db: Db, id: string, studentId: string, changes: NoteChanges) {
  return db
    .updateTable('drivingNotes')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('studentId', '=', studentId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('students')
          .select('students.id')
          .where('students.id', '=', studentId)
          .where('students.isActivated', '=', 1),
      ),
    )
    .returningAll();
}

type OwnNoteUpdate = (id: string, studentId: string, ...values: unknown[]) => Promise<NoteRow[]>;

/**
 * updateOwnNoteQuery compiled once per set of columns changed (a student's PUT is the most
 * frequent write, and building and compiling the statement cost more than running it). The
 * columns come from lessonChanges, so there are at most a few hundred sets.
 */
export function ownNoteUpdater(db: Db) {
  const bySet = new Map<string, OwnNoteUpdate>();
  return async (id: string, studentId: string, changes: NoteChanges) => {
    const columns = (Object.keys(changes) as (keyof NoteChanges)[])
      .filter((column) => changes[column] !== undefined)
      .sort();
    const key = columns.join();
    let update = bySet.get(key);
    if (!update) {
      update = reusableQuery(db, columns.length + 2, (noteId, owner, ...values) =>
        updateOwnNoteQuery(
          db,
          noteId as string,
          owner as string,
          Object.fromEntries(columns.map((column, index) => [column, values[index]])),
        ),
      ) as OwnNoteUpdate;
      bySet.set(key, update);
    }
    const [row] = await update(id, studentId, ...columns.map((column) => changes[column]));
    return row;
  };
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
