import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { LessonWriterRole, StatusKey } from '@ovningskort/domain';
import type { Db, Dialect } from '../../db/connect.js';
import { reusableQuery, type ReusableQuery } from '../../db/reusable-query.js';
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
 * The one statement that changes a lesson, for both roles: it sets only the given columns,
 * bumps the version and returns the row as it is now – or nothing when this writer may not
 * write this lesson at this moment (the caller then finds out why). Who may write is part of
 * the statement: the student owns the card and is activated, or the writer is an activated
 * supervisor linked to the card's student. On PostgreSQL the link row is locked (FOR KEY
 * SHARE) for the rest of the statement, so a removal of the link waits for a write that saw it
 * and a write that comes after a removal finds no link: never a write after the removal.
 * SQLite runs one write at a time, so there the statement alone is enough.
 */
export function changeLessonQuery(
  db: Db,
  dialect: Dialect,
  writer: { role: LessonWriterRole; id: string },
  lessonId: string,
  changes: NoteChanges,
  groupId?: string,
) {
  return db
    .updateTable('drivingNotes')
    .set((eb) => ({ ...changes, version: eb('version', '+', 1) }))
    .where('id', '=', lessonId)
    .$if(groupId !== undefined, (update) => update.where('groupId', '=', groupId!))
    .$if(writer.role === 'student', (update) =>
      update
        .where('studentId', '=', writer.id)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('students')
              .select('students.id')
              .where('students.id', '=', writer.id)
              .where('students.isActivated', '=', 1),
          ),
        ),
    )
    .$if(writer.role === 'supervisor', (update) =>
      update.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('studentTeacher')
            .innerJoin('teachers', 'teachers.id', 'studentTeacher.teacherId')
            .select('studentTeacher.studentId')
            .whereRef('studentTeacher.studentId', '=', 'drivingNotes.studentId')
            .where('studentTeacher.teacherId', '=', writer.id)
            .where('teachers.isActivated', '=', 1)
            .$if(dialect === 'postgres', (link) => link.forKeyShare('studentTeacher')),
        ),
      ),
    )
    .returningAll();
}

/** The cells an outbox change may set: a status or the done flag. */
export type LessonCell = StatusKey | 'isDone';

/**
 * changeLessonQuery for one cell that still holds the value the writer saw: the writer's right
 * and the cell's value are both part of the one statement, so a change made meanwhile by
 * someone else (the supervisor approved it) is never overwritten.
 */
export function changeLessonCellQuery(
  db: Db,
  dialect: Dialect,
  writer: { role: LessonWriterRole; id: string },
  lessonId: string,
  cell: { field: LessonCell; from: string | number; to: string | number },
  now: number,
) {
  const changes: NoteChanges = { [cell.field]: cell.to, updatedAt: now };
  return changeLessonQuery(db, dialect, writer, lessonId, changes).where(
    cell.field as 'statA',
    '=',
    cell.from as string,
  );
}

type CompiledChange = ReusableQuery<unknown[], NoteRow>;

/**
 * changeLessonQuery compiled once per role, set of columns and whether a group is named (a
 * lesson change is the most frequent write, and building and compiling the statement cost more
 * than running it: bench (b) in bench/README.md). The columns come from the role's writable
 * fields, so there are at most a few thousand shapes. `executor` runs it inside a transaction;
 * with `expectedVersion` it changes the lesson only while its version is still that one.
 */
export function lessonChanger(db: Db, dialect: Dialect) {
  const byShape = new Map<string, CompiledChange>();
  return async (
    writer: { role: LessonWriterRole; id: string },
    lessonId: string,
    changes: NoteChanges,
    groupId?: string,
    executor: Db = db,
    expectedVersion?: number,
  ): Promise<NoteRow | undefined> => {
    const columns = (Object.keys(changes) as (keyof NoteChanges)[])
      .filter((column) => changes[column] !== undefined)
      .sort();
    const withGroup = groupId !== undefined;
    const withVersion = expectedVersion !== undefined;
    const key = `${writer.role}:${withGroup ? 'group' : ''}:${withVersion ? 'version' : ''}:${columns.join()}`;
    let change = byShape.get(key);
    if (!change) {
      const arity = columns.length + 2 + (withGroup ? 1 : 0) + (withVersion ? 1 : 0);
      change = reusableQuery(db, arity, (writerId, id, ...rest) =>
        changeLessonQuery(
          db,
          dialect,
          { role: writer.role, id: writerId as string },
          id as string,
          Object.fromEntries(columns.map((column, index) => [column, rest[index]])),
          withGroup ? (rest[columns.length] as string) : undefined,
        ).$if(withVersion, (update) =>
          update.where('version', '=', rest[rest.length - 1] as number),
        ),
      ) as CompiledChange;
      byShape.set(key, change);
    }
    const values = columns.map((column) => changes[column]);
    const [row] = await change.on(executor)(
      writer.id,
      lessonId,
      ...values,
      ...(withGroup ? [groupId] : []),
      ...(withVersion ? [expectedVersion] : []),
    );
    return row;
  };
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
